import { defineLazyMessages } from '../../app/i18n/catalogues';
import { batchZhCN } from './messages/batch';
import { cameraZhCN } from './messages/camera';
import { decodeZhCN } from './messages/decode';
import { formZhCN } from './messages/form';
import { outputZhCN } from './messages/output';
import { scanZhCN } from './messages/scan';
import { styleZhCN } from './messages/style';

/**
 * Every text of the QR screen, one catalogue made of one file per area (messages/*.ts, and
 * their English in messages/en/), so each stays short; every area has the same keys in both
 * languages. The English loads only when English is shown.
 */
export const qrMessages = defineLazyMessages(
  {
    ...formZhCN,
    ...styleZhCN,
    ...outputZhCN,
    ...batchZhCN,
    ...decodeZhCN,
    ...cameraZhCN,
    ...scanZhCN,
  },
  async () => (await import('./messages/en')).qrEnUS,
);

export type QrMessageKey = keyof (typeof qrMessages)['zh-CN'] & string;
