import type { Translate } from '../../app/i18n/LanguageContext';
import { defineMessages } from '../../app/i18n/translate';
import { enUS } from './messages/enUS';
import { zhCN } from './messages/zhCN';

/** Every text of the JSON解析 screen (zh-CN is the source; en-US has the same keys). */
export const jsonMessages = defineMessages(zhCN, enUS);

export type JsonMessageKey = keyof (typeof jsonMessages)['zh-CN'] & string;
export type JsonTranslate = Translate<JsonMessageKey>;
