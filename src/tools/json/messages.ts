import type { Translate } from '../../app/i18n/LanguageContext';
import { defineLazyMessages } from '../../app/i18n/catalogues';
import { zhCN } from './messages/zhCN';

/**
 * Every text of the JSON解析 screen (zh-CN is the source; en-US has the same keys and loads
 * only when English is shown).
 */
export const jsonMessages = defineLazyMessages(
  zhCN,
  async () => (await import('./messages/enUS')).enUS,
);

export type JsonMessageKey = keyof (typeof jsonMessages)['zh-CN'] & string;
export type JsonTranslate = Translate<JsonMessageKey>;
