import { DEFAULT_LANGUAGE, type Catalogue, type Language } from './translate';

type Half = Record<string, string>;

interface LazyEntry {
  catalogue: Catalogue<string>;
  load: () => Promise<Half>;
  loaded: boolean;
  loading?: Promise<void>;
}

/**
 * Catalogues whose English half is a chunk of its own (issue 19: only the interface
 * language's text is downloaded). Their zh-CN half is in the code that defines them; the
 * en-US half starts as an empty object and is filled in place once loaded, so every holder of
 * the catalogue (translators, tests) reads it without knowing it was lazy.
 */
const lazyEntries: LazyEntry[] = [];
const byCatalogue = new WeakMap<object, LazyEntry>();

/** The language the interface is showing or switching to (set by loadCatalogues). */
let current: Language = DEFAULT_LANGUAGE;

function start(entry: LazyEntry): Promise<void> {
  if (entry.loaded) return Promise.resolve();
  entry.loading ??= entry.load().then(
    (half) => {
      Object.assign(entry.catalogue['en-US'], half);
      entry.loaded = true;
    },
    (error: unknown) => {
      // Not kept: the next screen load or language switch asks the network again.
      entry.loading = undefined;
      throw error;
    },
  );
  return entry.loading;
}

/**
 * A catalogue pair whose English half loads only when English is shown: at once if it is
 * the interface language when the defining module runs, else with the switch to English.
 * Screens and panels loaded through the shell (loadScreen, lazyPanel) wait for it before they
 * render, and useMessages waits (suspends) should anything render before it has arrived.
 */
export function defineLazyMessages<const Z extends Record<string, string>>(
  zhCN: Z,
  enUS: () => Promise<Record<keyof Z & string, string>>,
): Catalogue<keyof Z & string> {
  const catalogue: Catalogue<keyof Z & string> = {
    'zh-CN': zhCN,
    'en-US': {} as Record<keyof Z & string, string>,
  };
  const entry: LazyEntry = { catalogue, load: enUS, loaded: false };
  lazyEntries.push(entry);
  byCatalogue.set(catalogue, entry);
  if (current === 'en-US') void start(entry).catch(() => undefined);
  return catalogue;
}

/** The wait for `catalogue`'s half in `language`, or undefined if it is in memory. */
export function pendingHalf(catalogue: object, language: Language): Promise<void> | undefined {
  const entry = byCatalogue.get(catalogue);
  if (language !== 'en-US' || !entry || entry.loaded) return undefined;
  return start(entry);
}

/** Whether every catalogue defined so far has its text in `language`. */
export function cataloguesIn(language: Language): boolean {
  return language !== 'en-US' || lazyEntries.every((entry) => entry.loaded);
}

/**
 * Makes `language` the one catalogues load in, and resolves once every catalogue defined so
 * far has its text in it. If a half cannot be fetched it rejects, and the language before
 * (which the interface keeps showing) is the one catalogues load in again.
 */
export async function loadCatalogues(language: Language): Promise<void> {
  const previous = current;
  current = language;
  try {
    await cataloguesReady();
  } catch (error) {
    if (current === language) current = previous;
    throw error;
  }
}

/** Resolves once the catalogues defined so far have their text in the current language. */
export async function cataloguesReady(): Promise<void> {
  if (current !== 'en-US') return;
  await Promise.all(lazyEntries.map(start));
}
