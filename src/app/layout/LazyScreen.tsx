import { Spin } from 'antd';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { ScreenLoader } from '../runtime/toolManifest';
import { useT } from '../i18n/LanguageContext';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadScreen, loadedScreen } from './loadScreen';
import { ScreenBoundary } from './ScreenBoundary';
import { ScreenError } from './ScreenError';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Screen: ComponentType }
  | { status: 'failed'; error: unknown };

/**
 * Loads one screen's chunk (with the 120 s time-out) and renders it inside a boundary.
 * Failures of either kind offer 重试 without leaving the layout.
 */
export function LazyScreen({ load, name }: { load: ScreenLoader; name: string }) {
  const t = useT();
  const initial = loadedScreen(load);
  const [state, setState] = useState<LoadState>(
    initial ? { status: 'ready', Screen: initial } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    const ready = loadedScreen(load);
    if (ready) {
      setState({ status: 'ready', Screen: ready });
      return;
    }
    setState({ status: 'loading' });
    loadScreen(load).then(
      (Screen) => active && setState({ status: 'ready', Screen }),
      (error: unknown) => active && setState({ status: 'failed', error }),
    );
    return () => {
      active = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

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
    const reason =
      state.error instanceof ChunkLoadError && state.error.reason === 'timeout'
        ? t('screen.loadFailed.timeout', { seconds: CHUNK_TIMEOUT_MS / 1000 })
        : t('screen.loadFailed.network');
    return <ScreenError kind="load" screenName={name} reason={reason} onRetry={retry} />;
  }
  const { Screen } = state;
  return (
    <ScreenBoundary
      fallback={(error, reset) => (
        <ScreenError
          kind="render"
          screenName={name}
          reason={error instanceof Error ? error.message : String(error)}
          onRetry={reset}
        />
      )}
    >
      <div className="screen" data-screen={name}>
        <Screen />
      </div>
    </ScreenBoundary>
  );
}
