import { App as AntdApp } from 'antd';
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useT } from '../i18n/LanguageContext';
import type { ActionIdOf, ToolManifest } from './toolManifest';

export type ActionHandlers<M> = Record<ActionIdOf<M>, () => void | Promise<void>>;

/** The query parameter that carries an action into a tool (palette, links, home). */
export const ACTION_PARAM = 'action';

/**
 * Runs the action named by `?action=<id>` on the tool's current input, once per navigation,
 * as soon as the screen is `ready` (its saved work loaded), then drops the parameter so a
 * reload does not run it again. The type requires a handler for every declared action; an id
 * the tool does not declare is reported, never ignored.
 */
export function useToolAction<M extends ToolManifest<string>>(
  manifest: M,
  handlers: ActionHandlers<M>,
  ready = true,
): void {
  const t = useT();
  const { message } = AntdApp.useApp();
  const [searchParams, setSearchParams] = useSearchParams();
  const { key: navigationKey } = useLocation();
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  // StrictMode runs effects twice, and a parameter removal re-renders: run once per navigation.
  const handled = useRef<string | undefined>(undefined);
  const action = searchParams.get(ACTION_PARAM);

  useEffect(() => {
    if (!action || !ready || handled.current === navigationKey) return;
    handled.current = navigationKey;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ACTION_PARAM);
        return next;
      },
      { replace: true },
    );
    const declared = manifest.actions.some((item) => item.id === action);
    if (!declared) {
      message.warning(t('action.unknown', { action }));
      return;
    }
    void latest.current[action as ActionIdOf<M>]();
  }, [action, ready, navigationKey, manifest, setSearchParams, message, t]);
}
