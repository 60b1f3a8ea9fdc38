import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { tools, type ToolManifest } from '../../tools/registry';
import { useLanguage } from '../i18n/LanguageContext';
import { useInitialState } from './initialState';
import type { Preferences } from './preferences';

/** The local profile: there are no accounts, everything stays in this browser. */
export interface UserInfo {
  name: string;
  preferences: Preferences;
}

export interface GlobalModel {
  user: UserInfo;
  /** The tool registry, which drives the menu, the routes, the dashboard and search. */
  routes: readonly ToolManifest[];
}

const GlobalModelContext = createContext<GlobalModel | null>(null);

/** There are no accounts: the user is a guest, named in the interface language. */
export const GUEST_NAMES = { 'zh-CN': '访客', 'en-US': 'Guest' } as const;

export function GlobalModelProvider({ children }: { children: ReactNode }) {
  const { preferences } = useInitialState();
  // The language shown, which follows a switch once its text has loaded.
  const language = useLanguage();
  const value = useMemo(
    () => ({ user: { name: GUEST_NAMES[language], preferences }, routes: tools }),
    [language, preferences],
  );
  return <GlobalModelContext.Provider value={value}>{children}</GlobalModelContext.Provider>;
}

export function useGlobalModel(): GlobalModel {
  const model = useContext(GlobalModelContext);
  if (!model) throw new Error('useGlobalModel must be used inside GlobalModelProvider');
  return model;
}
