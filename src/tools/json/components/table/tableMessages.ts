import type { Translate } from '../../../../app/i18n/LanguageContext';
import { defineMessages } from '../../../../app/i18n/translate';
import { tableViewEnUS } from '../../messages/tableViewEnUS';
import { tableViewZhCN } from '../../messages/tableViewZhCN';

/** The table's texts, in its own chunk: the JSON screen's first load does not carry them. */
export const tableMessages = defineMessages(tableViewZhCN, tableViewEnUS);

export type TableTranslate = Translate<keyof typeof tableViewZhCN & string>;
