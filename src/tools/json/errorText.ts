import type { Translate } from '../../app/i18n/LanguageContext';
import { defineLazyMessages } from '../../app/i18n/catalogues';
import type { JsonErrorInfo } from './core';
import { errorsZhCN } from './messages/errorsZhCN';
import type { JobFailure } from './worker/protocol';

/**
 * The words for JSON解析's error codes alone (also part of the page's catalogue), small enough
 * for the home page's JSON check to use without the rest of the tool.
 */
export const jsonErrorMessages = defineLazyMessages(
  errorsZhCN,
  async () => (await import('./messages/errorsEnUS')).errorsEnUS,
);

export type JsonErrorKey = keyof typeof errorsZhCN;
type Words = Translate<JsonErrorKey>;

function isErrorKey(key: string): key is JsonErrorKey {
  return Object.prototype.hasOwnProperty.call(errorsZhCN, key);
}

/** What is wrong, without where: `多余的逗号：“]” 前面不能有逗号`. */
export function syntaxReason(t: Words, error: Pick<JsonErrorInfo, 'code' | 'params'>): string {
  return t(`syntax.${error.code}`, error.params);
}

/** What is wrong and where: `第 3 行第 13 列：多余的逗号…` / `Line 3, column 13: Trailing comma…`. */
export function syntaxMessage(t: Words, error: JsonErrorInfo): string {
  return t('syntax.at', {
    line: error.line,
    column: error.column,
    reason: syntaxReason(t, error),
  });
}

/** A library's own error code worded in the catalogue (`yaml.BAD_INDENT`), if the error has one. */
function reasonOf(t: Words, params: Record<string, unknown>): string | undefined {
  const { yamlCode, detail } = params;
  if (typeof yamlCode !== 'string') return undefined;
  const key = `yaml.${yamlCode}`;
  return isErrorKey(key) ? t(key) : t('yaml.other', { detail: String(detail) });
}

/**
 * Any failed job in the interface language. A code the catalogue does not know is a defect:
 * it is shown as a background failure naming the code, never as a raw key.
 */
export function failureMessage(t: Words, failure: JobFailure): string {
  if (failure.kind === 'syntax') return syntaxMessage(t, failure.error);
  const key = `error.${failure.code}`;
  if (!isErrorKey(key)) return t('error.crashed', { detail: failure.code });
  const reason = reasonOf(t, failure.params);
  return t(key, reason === undefined ? failure.params : { ...failure.params, reason });
}
