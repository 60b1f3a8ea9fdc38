import { App as AntdApp } from 'antd';
import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router';
import { useT } from '../i18n/LanguageContext';
import { ACTION_PARAM, type ActionIdOf, type ToolManifest } from './toolManifest';
import { useReplaceSearch } from './useReplaceSearch';

export type ActionHandlers<M> = Record<ActionIdOf<M>, () => void | Promise<void>>;

/**
 * Runs the action named by `?action=<id>` on the tool's current input, once per navigation
 * that brought it (a palette choice, a link, a reload), as soon as the screen is `ready` (its
 * saved work loaded), and strips the parameter so a reload does not run it again. Replacing
 * navigations (the tool mirroring its options into the URL) never start an action, so no
 * action runs twice. The type requires a handler for every declared action; an id the tool
 * does not declare is reported, never ignored.
 */
export function useToolAction<M extends ToolManifest<string>>(
  manifest: M,
  handlers: ActionHandlers<M>,
  ready = true,
): void {
  const t = useT();
  const { message } = AntdApp.useApp();
  const [searchParams] = useSearchParams();
  const replaceSearch = useReplaceSearch();
  const { key: navigationKey } = useLocation();
  const navigationType = useNavigationType();
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const seen = useRef<string | undefined>(undefined);
  const pending = useRef<string | undefined>(undefined);
  const action = searchParams.get(ACTION_PARAM);

  useEffect(() => {
    if (action && navigationType !== NavigationType.Replace && seen.current !== navigationKey) {
      seen.current = navigationKey;
      pending.current = action;
    }
    if (action) {
      replaceSearch((current) => {
        current.delete(ACTION_PARAM);
        return current;
      });
    }
    const id = pending.current;
    if (!ready || id === undefined) return;
    pending.current = undefined;
    if (!manifest.actions.some((item) => item.id === id)) {
      message.warning(t('action.unknown', { action: id }));
      return;
    }
    void latest.current[id as ActionIdOf<M>]();
  }, [action, navigationKey, navigationType, ready, manifest, replaceSearch, message, t]);
}
