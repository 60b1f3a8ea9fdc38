import { createContext, use, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { appMessagesIn, loadAppMessages, type AppMessageKey } from './appMessages';
import { cataloguesIn, loadCatalogues, pendingHalf } from './catalogues';
import {
  DEFAULT_LANGUAGE,
  interpolate,
  translatorFor,
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
  // A lazy catalogue's half is loaded before its screen renders or the language switches;
  // should a part render before it has arrived, it waits rather than show keys.
  const pending = pendingHalf(catalogue, language);
  if (pending) use(pending);
  return useMemo(() => translatorFor(catalogue, language), [catalogue, language]);
}

/** The shell's text in the interface language (loaded before that language is shown). */
export function useT(): Translate<AppMessageKey> {
  const language = useLanguage();
  return useCallback(
    (key: AppMessageKey, vars?: MessageVars) =>
      interpolate(appMessagesIn(language)?.[key] ?? key, vars),
    [language],
  );
}

/**
 * The language the interface can show: `wanted` once its catalogue is in memory. Until then
 * the language shown before (a switch waits the moment the text takes to arrive), or
 * undefined while nothing was shown yet (`wanted` is undefined while the preferences load).
 * If the catalogue cannot be fetched (offline before the service worker cached it), the
 * language shown before stays, or the default one on a first load.
 */
export function useShownLanguage(wanted: Language | undefined): Language | undefined {
  const [shown, setShown] = useState<Language | undefined>(undefined);
  const ready = wanted !== undefined && appMessagesIn(wanted) !== undefined && cataloguesIn(wanted);
  // Remembers what was last shown (React's pattern for state derived from earlier renders).
  if (ready && shown !== wanted) setShown(wanted);
  useEffect(() => {
    if (wanted === undefined) return;
    // Already in memory: recorded as the language catalogues defined from now on load in.
    if (appMessagesIn(wanted) && cataloguesIn(wanted))
      return void loadCatalogues(wanted).catch(() => undefined);
    let active = true;
    loadAppMessages(wanted).then(
      () => active && setShown(wanted),
      () => active && setShown((current) => current ?? DEFAULT_LANGUAGE),
    );
    return () => {
      active = false;
    };
  }, [wanted]);
  return ready ? wanted : shown;
}
