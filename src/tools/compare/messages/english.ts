import { enUS } from './enUS';
import { problemsEnUS } from './problemsEnUS';

/** The English half of compareMessages, one chunk loaded only when English is shown. */
export const english = { ...enUS, ...problemsEnUS };
