import type { Translate } from '../../app/i18n/LanguageContext';
import { defineLazyMessages } from '../../app/i18n/catalogues';
import { fillProblem, type UuidProblemCode, type UuidProblemParams } from './core';
import { GUID_TEXT_ZH } from './messages/zhCN';

/** Every text of the Guid生成 screen, in zh-CN and en-US (messages/; English loads when shown). */
export const guidMessages = defineLazyMessages(
  GUID_TEXT_ZH,
  async () => (await import('./messages/enUS')).GUID_TEXT_EN,
);

export type GuidMessageKey = keyof (typeof guidMessages)['zh-CN'];

/**
 * A core problem in the interface language, with the problem that caused it (a namespace that
 * is not a UUID says why) in the same language.
 */
export function problemMessage(
  t: Translate<GuidMessageKey>,
  code: UuidProblemCode,
  params: UuidProblemParams = {},
): string {
  const templates = Object.fromEntries(
    Object.keys(GUID_TEXT_ZH)
      .filter((key) => key.startsWith('problem.'))
      .map((key) => [key, t(key as GuidMessageKey)]),
  ) as Record<UuidProblemCode, string>;
  return fillProblem(templates, code, params);
}
