import type { Translate } from '../../../../app/i18n/LanguageContext';
import { defineMessages } from '../../../../app/i18n/translate';
import { schemaEnUS } from '../../messages/schemaEnUS';
import { schemaZhCN } from '../../messages/schemaZhCN';

/**
 * The JSON Schema tab's own catalogue, loaded with the tab (not with the screen: the
 * first-load budget). Only the tab's name is in the page's catalogue.
 */
export const schemaMessages = defineMessages(schemaZhCN, schemaEnUS);

export type SchemaMessageKey = keyof (typeof schemaMessages)['zh-CN'] & string;
export type SchemaTranslate = Translate<SchemaMessageKey>;
