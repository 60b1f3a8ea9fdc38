import type { Translate } from '../../app/i18n/LanguageContext';
import { defineMessages } from '../../app/i18n/translate';
import { fillProblem, type UuidProblemCode, type UuidProblemParams } from './core';
import { GUID_TEXT_EN } from './messages/enUS';
import { GUID_TEXT_ZH } from './messages/zhCN';

/** Every text of the Guid生成 screen, in zh-CN and en-US (messages/). */
export const guidMessages = defineMessages(GUID_TEXT_ZH, GUID_TEXT_EN);

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
