import { App as AntdApp, Button } from 'antd';
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/LanguageContext';
import { NEW_RELEASE_EVENT, reloadIntoNewRelease, reloadPage } from './release';

const NOTICE_KEY = 'app-update';
const RELEASED_KEY = 'app-released';

/**
 * Registers the service worker (from our own bundle: the CSP forbids inline scripts) and,
 * when a new version is waiting, asks before switching: "有新版本，点击刷新". Until then the
 * worker in control keeps serving the running build, so no screen of it goes missing.
 *
 * The switch reloads by itself rather than through the plugin's reload: that one only fires
 * when a worker already controlled the page at registration, which is not so on a first
 * visit (the worker then takes control by clientsClaim), and the click would do nothing.
 *
 * It also shows the notice for a release found by a part without a screen of its own (an
 * overlay or a worker whose file is gone, see announceNewRelease): one button, same screen.
 */
export function UpdatePrompt() {
  const t = useT();
  const { notification } = AntdApp.useApp();
  // Read at notice time, so a language switch neither re-registers nor shows stale text.
  const tRef = useRef(t);
  tRef.current = t;

  useEffect(() => {
    const announce = () =>
      notification.info({
        key: RELEASED_KEY,
        title: tRef.current('update.released'),
        description: tRef.current('update.released.detail'),
        duration: 0,
        placement: 'bottomRight',
        role: 'alert',
        actions: (
          <Button type="primary" size="small" onClick={() => void reloadIntoNewRelease()}>
            {tRef.current('update.released.reload')}
          </Button>
        ),
      });
    window.addEventListener(NEW_RELEASE_EVENT, announce);
    return () => window.removeEventListener(NEW_RELEASE_EVENT, announce);
  }, [notification]);

  useEffect(() => {
    // The dev server has no service worker; tests and `vite dev` skip registration.
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    void import('virtual:pwa-register').then(({ registerSW }) => {
      if (cancelled) return;
      registerSW({
        // Another tab took the update: this tab's build is no longer served by the worker,
        // so it moves too (work is flushed on pagehide), as the plugin would do.
        onNeedReload: reloadPage,
        onNeedRefresh() {
          // Covers the first-visit case, where the plugin does not call onNeedReload.
          navigator.serviceWorker.addEventListener('controllerchange', reloadPage, {
            once: true,
          });
          const reload = () => {
            notification.destroy(NOTICE_KEY);
            void reloadIntoNewRelease();
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
