import { createContext, useCallback, useContext } from 'react';
import { appMessages, type AppMessageKey } from './appMessages';
import {
  DEFAULT_LANGUAGE,
  interpolate,
  type Catalogue,
  type Language,
  type MessageVars,
} from './translate';

export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

export type Translate<K extends string> = (key: K, vars?: MessageVars) => string;

/** Binds a catalogue (the app's or a tool's own) to the current interface language. */
export function useMessages<K extends string>(catalogue: Catalogue<K>): Translate<K> {
  const language = useLanguage();
  return useCallback(
    (key: K, vars?: MessageVars) => interpolate(catalogue[language][key] ?? key, vars),
    [catalogue, language],
  );
}

export function useT(): Translate<AppMessageKey> {
  return useMessages(appMessages);
}
