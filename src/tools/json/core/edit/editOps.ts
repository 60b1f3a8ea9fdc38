/**
 * Structured edits of a JSON document, addressed by node ids of the TreeIndex built from the
 * text they are planned on. Values are JSON text (a string's quotes included, a number exactly
 * as it should be written), so nothing passes through a double.
 */
export type EditOp =
  /** Replace a node's value with `value` (any JSON text, checked strictly). */
  | { kind: 'setValue'; node: number; value: string }
  /** Rename an object member (`key` is the decoded key, written back escaped as needed). */
  | { kind: 'renameKey'; node: number; key: string }
  /** New member or item at `index` among `parent`'s children (no `key`: a free "key", "key 2"…). */
  | { kind: 'insert'; parent: number; index: number; key?: string; value: string }
  | { kind: 'delete'; node: number }
  /** Copy right after the original; an object member gets a free key "k (copy)", "k (copy 2)". */
  | { kind: 'duplicate'; node: number }
  /** Reorder within its parent: `toIndex` is the node's position after the move. */
  | { kind: 'move'; node: number; toIndex: number }
  /**
   * Sort an object's members by key, an array of scalars by value, or (`by`) an array of
   * objects by the value of their member `by`.
   */
  | { kind: 'sortLevel'; node: number; order: SortOrder; by?: string };

export type SortOrder = 'asc' | 'desc';

export const EDIT_ERROR_CODES = [
  /** params: node */
  'editNoNode',
  /** The root has no parent to delete, rename, duplicate or move it in. */
  'editRoot',
  /** Rename of an array item or the root. params: path */
  'editNotMember',
  /** params: key, path (the object) */
  'editKeyExists',
  /** Insert/sort/paste-into on a scalar. params: path */
  'editNotContainer',
  /** params: index, count */
  'editIndex',
  'editEmptyValue',
  /** The new value is not JSON. params: line, column (in the value), reason (syntax code) */
  'editBadValue',
  /** Sorting an array whose items are not all scalars. params: path */
  'editSortContainers',
  /** Sorting by a member no item has. params: key, path */
  'editSortKeyMissing',
  /** Sorting by a member that is an object or array in some item. params: key, path */
  'editSortKeyContainers',
  /** Sorting an object's members by a member key (only arrays' items have members). params: path */
  'editSortKeyNotArray',
  /** Several ops touch the same text (e.g. editing inside a deleted member). */
  'editConflict',
] as const;

export type EditErrorCode = (typeof EDIT_ERROR_CODES)[number];

/** A refused op: `code` + `params` give the message (catalogues: messages/treeEdit*.ts). */
export class EditError extends Error {
  constructor(
    readonly code: EditErrorCode,
    readonly params: Record<string, string | number> = {},
    /** For editBadValue: the syntax error's own params, for its reason text. */
    readonly syntaxParams: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'EditError';
  }
}
