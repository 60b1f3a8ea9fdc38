import { App as AntdApp, Button } from 'antd';
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/LanguageContext';

const NOTICE_KEY = 'app-update';

/**
 * Registers the service worker (from our own bundle: the CSP forbids inline scripts) and,
 * when a new version is waiting, asks before switching: "有新版本，点击刷新".
 */
export function UpdatePrompt() {
  const t = useT();
  const { notification } = AntdApp.useApp();
  // Read at notice time, so a language switch neither re-registers nor shows stale text.
  const tRef = useRef(t);
  tRef.current = t;

  useEffect(() => {
    // The dev server has no service worker; tests and `vite dev` skip registration.
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    void import('virtual:pwa-register').then(({ registerSW }) => {
      if (cancelled) return;
      const updateSW = registerSW({
        onNeedRefresh() {
          const reload = () => {
            notification.destroy(NOTICE_KEY);
            void updateSW(true);
          };
          notification.info({
            key: NOTICE_KEY,
            title: (
              <button type="button" className="update-prompt-title" onClick={reload}>
                {tRef.current('update.available')}
              </button>
            ),
            duration: 0,
            placement: 'bottomRight',
            role: 'alert',
            actions: (
              <Button type="primary" size="small" onClick={reload}>
                {tRef.current('update.reload')}
              </Button>
            ),
          });
        },
      });
    });
    return () => {
      cancelled = true;
    };
  }, [notification]);

  return null;
}
