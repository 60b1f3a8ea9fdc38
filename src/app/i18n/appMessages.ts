import { enUS } from './messages/enUS';
import { zhCN } from './messages/zhCN';
import { defineMessages } from './translate';

/** Text of the shell and the home page. Each tool's own names are in its tool.ts. */
export const appMessages = defineMessages(zhCN, enUS);

export type AppMessageKey = keyof (typeof appMessages)['zh-CN'];
