export { planEdits, checkValue, copyKey } from './planEdits';
export { pasteOps } from './paste';
export { compareCodePoints, compareNumbers } from './compare';
export { EditError, EDIT_ERROR_CODES } from './editOps';
export type { EditOp, EditErrorCode, SortOrder } from './editOps';
export { followOffsets, nodeAround, nodeStartingAt } from './followOffsets';
