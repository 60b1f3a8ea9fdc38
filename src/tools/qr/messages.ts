import type { Catalogue } from '../../app/i18n/translate';
import { batchMessages } from './messages/batch';
import { cameraMessages } from './messages/camera';
import { decodeMessages } from './messages/decode';
import { formMessages } from './messages/form';
import { outputMessages } from './messages/output';
import { scanMessages } from './messages/scan';
import { styleMessages } from './messages/style';

type KeyOf<C> = C extends Catalogue<infer K> ? K : never;
type Part =
  | typeof formMessages
  | typeof styleMessages
  | typeof outputMessages
  | typeof batchMessages
  | typeof decodeMessages
  | typeof cameraMessages
  | typeof scanMessages;

const parts: Part[] = [
  formMessages,
  styleMessages,
  outputMessages,
  batchMessages,
  decodeMessages,
  cameraMessages,
  scanMessages,
];

/**
 * Every text of the QR screen, one catalogue made of one file per area (messages/*.ts), so
 * each stays short; every area has the same keys in zh-CN and en-US.
 */
export const qrMessages = {
  'zh-CN': Object.assign({}, ...parts.map((part) => part['zh-CN'])),
  'en-US': Object.assign({}, ...parts.map((part) => part['en-US'])),
} as Catalogue<KeyOf<Part>>;

export type QrMessageKey = KeyOf<Part>;
