import { defineLazyMessages } from '../../app/i18n/catalogues';
import { problemsZhCN } from './messages/problemsZhCN';
import { zhCN } from './messages/zhCN';

/**
 * Every text of the 比价器 screen in zh-CN and en-US (messages/): the interface, and what the
 * core reports as codes (compareText turns those into sentences). The English loads only
 * when English is shown.
 */
export const compareMessages = defineLazyMessages(
  { ...zhCN, ...problemsZhCN },
  async () => (await import('./messages/english')).english,
);

export type CompareMessageKey = keyof (typeof compareMessages)['zh-CN'];
