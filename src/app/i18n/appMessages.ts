import { loadCatalogues } from './catalogues';
import type { Language } from './translate';
import { zhCN } from './messages/zhCN';

export type AppMessageKey = keyof typeof zhCN;
type AppCatalogue = Record<AppMessageKey, string>;

/**
 * Text of the shell and the home page (each tool's own names are in its tool.ts). Only the
 * interface language's catalogue is loaded (issue 19): zh-CN, the default, is in the first
 * bundle; another is fetched before the interface switches to it (see useShownLanguage).
 */
const catalogues: Partial<Record<Language, AppCatalogue>> = { 'zh-CN': zhCN };

const LOADERS: Record<Exclude<Language, 'zh-CN'>, () => Promise<AppCatalogue>> = {
  'en-US': () => import('./messages/enUS').then((module) => module.enUS),
};

/** The catalogue of `language` if it is in memory. */
export function appMessagesIn(language: Language): AppCatalogue | undefined {
  return catalogues[language];
}

/** Loads the shell's text in `language` and that of every tool catalogue loaded so far. */
export async function loadAppMessages(language: Language): Promise<void> {
  const tools = loadCatalogues(language);
  if (language !== 'zh-CN' && !catalogues[language])
    catalogues[language] = await LOADERS[language]();
  await tools;
}
