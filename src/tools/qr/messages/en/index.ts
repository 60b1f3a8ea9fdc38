import { batchEnUS } from './batch';
import { cameraEnUS } from './camera';
import { decodeEnUS } from './decode';
import { formEnUS } from './form';
import { outputEnUS } from './output';
import { scanEnUS } from './scan';
import { styleEnUS } from './style';

/** The English half of qrMessages, one chunk loaded only when English is shown. */
export const qrEnUS = {
  ...formEnUS,
  ...styleEnUS,
  ...outputEnUS,
  ...batchEnUS,
  ...decodeEnUS,
  ...cameraEnUS,
  ...scanEnUS,
};
