import { Spin } from 'antd';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { ScreenLoader } from '../runtime/toolManifest';
import { useT } from '../i18n/LanguageContext';
import { useHydrated } from '../hydration';
import {
  CHUNK_TIMEOUT_MS,
  isInHtml,
  ChunkLoadError,
  loadScreen,
  loadedScreen,
  type ComponentLoader,
} from './loadScreen';
import { reloadIntoNewRelease, reloadPage } from './release';
import { ScreenBoundary } from './ScreenBoundary';
import { ScreenError } from './ScreenError';

type LoadState<P> =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType<P> }
  | { status: 'failed'; error: unknown };

/**
 * Loads a lazily imported component (with the 120 s time-out): ready at once when loaded
 * before. `retry` asks again after a failure; a second failure of a file the server still has
 * reloads the page, since the browser keeps a failed module as failed for this page.
 */
export function useLazyComponent<P>(load: ComponentLoader<P>) {
  // The prerendered HTML shows a lazy part as loading unless it is a screen that HTML holds:
  // while hydrating that HTML, render it so even if the chunk has arrived meanwhile.
  const hydrated = useHydrated();
  const initial = hydrated || isInHtml(load) ? loadedScreen(load) : undefined;
  const [state, setState] = useState<LoadState<P>>(
    initial ? { status: 'ready', Component: initial } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    const ready = loadedScreen(load);
    if (ready) {
      setState({ status: 'ready', Component: ready });
      return;
    }
    setState({ status: 'loading' });
    loadScreen(load).then(
      (Component) => active && setState({ status: 'ready', Component }),
      (error: unknown) => {
        if (!active) return;
        // 重试 failed again although the server answers with this very build: the browser
        // keeps a module whose fetch failed (e.g. while offline) as failed for this page, so
        // only a reload of the same screen can load it. Work is flushed on pagehide.
        if (attempt > 0 && error instanceof ChunkLoadError && error.reason === 'missing') {
          reloadPage();
          return;
        }
        setState({ status: 'failed', error });
      },
    );
    return () => {
      active = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

/**
 * Loads one screen's chunk (with the 120 s time-out) and renders it inside a boundary.
 * Failures are shown without leaving the layout: after a new release with one button that
 * reloads into the same screen, otherwise with 重试.
 */
export function LazyScreen({ load, name }: { load: ScreenLoader; name: string }) {
  const t = useT();
  const { state, retry } = useLazyComponent(load);

  if (state.status === 'loading') {
    return (
      <div className="screen-loading" role="status">
        <Spin tip={t('screen.loading')} size="large">
          <div style={{ minHeight: 120 }} />
        </Spin>
      </div>
    );
  }
  if (state.status === 'failed') {
    return <LoadFailed error={state.error} name={name} onRetry={retry} />;
  }
  const { Component: Screen } = state;
  return (
    <ScreenBoundary
      fallback={(error, reset) => (
        <ScreenError
          title={t('screen.renderFailed')}
          detail={t('screen.renderFailed.detail', {
            name,
            reason: error instanceof Error ? error.message : String(error),
          })}
          action={t('screen.retry')}
          onAction={reset}
        />
      )}
    >
      <div className="screen" data-screen={name}>
        <Screen />
      </div>
    </ScreenBoundary>
  );
}

/** Says what went wrong in the interface language; the network only when it is down. */
export function LoadFailed({
  error,
  name,
  onRetry,
}: {
  error: unknown;
  name: string;
  onRetry: () => void;
}) {
  const t = useT();
  const reason = error instanceof ChunkLoadError ? error.reason : 'missing';
  if (reason === 'updated') {
    return (
      <ScreenError
        status="info"
        title={t('screen.updated')}
        detail={t('screen.updated.detail', { name })}
        action={t('screen.updated.reload')}
        onAction={() => void reloadIntoNewRelease()}
        backHome={false}
      />
    );
  }
  const detail =
    reason === 'timeout'
      ? t('screen.loadFailed.timeout', { name, seconds: CHUNK_TIMEOUT_MS / 1000 })
      : reason === 'offline'
        ? t('screen.loadFailed.offline', { name })
        : t('screen.loadFailed.missing', { name });
  return (
    <ScreenError
      title={t('screen.loadFailed')}
      detail={detail}
      action={t('screen.retry')}
      onAction={onRetry}
    />
  );
}
