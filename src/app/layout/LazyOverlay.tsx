import { App as AntdApp } from 'antd';
import { useEffect, useState, type ComponentType } from 'react';
import { useT } from '../i18n/LanguageContext';
import {
  CHUNK_TIMEOUT_MS,
  ChunkLoadError,
  loadScreen,
  loadedScreen,
  type ComponentLoader,
} from './loadScreen';
import { announceNewRelease } from './release';

export interface OverlayProps {
  open: boolean;
  onClose: () => void;
}

const NOTICE_KEY = 'overlay-load-failed';

/**
 * An overlay (palette, help, settings) loaded when first opened. Unlike React.lazy, a failed
 * load neither throws into the router (which would replace the whole layout with its error
 * page) nor is remembered: the overlay closes, a notice says why in the interface language
 * (a new release: UpdatePrompt's notice with one button that reloads into the same screen;
 * otherwise the reason, the network only when it is down), and the next opening asks again.
 */
export function LazyOverlay({
  load,
  open,
  onClose,
}: OverlayProps & { load: ComponentLoader<OverlayProps> }) {
  const t = useT();
  const { notification } = AntdApp.useApp();
  const [Overlay, setOverlay] = useState<ComponentType<OverlayProps> | undefined>(() =>
    loadedScreen(load),
  );

  useEffect(() => {
    if (Overlay || !open) return;
    let active = true;
    loadScreen(load).then(
      (Loaded) => active && setOverlay(() => Loaded),
      (error: unknown) => {
        if (!active) return;
        onClose();
        const reason = error instanceof ChunkLoadError ? error.reason : 'missing';
        if (reason === 'updated') {
          announceNewRelease();
          return;
        }
        notification.warning({
          key: NOTICE_KEY,
          title: t('screen.overlayFailed'),
          description:
            reason === 'timeout'
              ? t('screen.overlayFailed.timeout', { seconds: CHUNK_TIMEOUT_MS / 1000 })
              : t(
                  reason === 'offline'
                    ? 'screen.overlayFailed.offline'
                    : 'screen.overlayFailed.missing',
                ),
        });
      },
    );
    return () => {
      active = false;
    };
  }, [Overlay, open, load, onClose, notification, t]);

  return Overlay ? <Overlay open={open} onClose={onClose} /> : null;
}
