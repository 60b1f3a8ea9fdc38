import { defineMessages } from '../../app/i18n/translate';
import { enUS } from './messages/enUS';
import { problemsEnUS } from './messages/problemsEnUS';
import { problemsZhCN } from './messages/problemsZhCN';
import { zhCN } from './messages/zhCN';

/**
 * Every text of the 比价器 screen in zh-CN and en-US (messages/): the interface, and what the
 * core reports as codes (compareText turns those into sentences).
 */
export const compareMessages = defineMessages(
  { ...zhCN, ...problemsZhCN },
  { ...enUS, ...problemsEnUS },
);

export type CompareMessageKey = keyof (typeof compareMessages)['zh-CN'];
