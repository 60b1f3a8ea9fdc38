/** Pure helpers for message catalogues; no React here so core code and tests can use them. */
export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

export type MessageVars = Record<string, string | number>;

/** A catalogue pair: zh-CN is the source of truth, en-US must have exactly the same keys. */
export interface Catalogue<K extends string> {
  'zh-CN': Record<K, string>;
  'en-US': Record<K, string>;
}

export function defineMessages<const Z extends Record<string, string>>(
  zhCN: Z,
  enUS: Record<keyof Z & string, string>,
): Catalogue<keyof Z & string> {
  return { 'zh-CN': zhCN, 'en-US': enUS };
}

/** Replaces `{name}` placeholders; unknown placeholders stay visible so a missing value is noticed. */
export function interpolate(template: string, vars?: MessageVars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : whole,
  );
}

/** A catalogue bound to one language, outside React (useMessages is the hook for pages). */
export function translatorFor<K extends string>(
  catalogue: Catalogue<K>,
  language: Language,
): (key: K, vars?: MessageVars) => string {
  return (key, vars) => interpolate(catalogue[language][key] ?? key, vars);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
