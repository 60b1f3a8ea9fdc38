import type { treeEditErrorsZhCN } from './treeEditErrorsZhCN';

/** Why a structured edit (tree, table, paste) was refused, in US English. */
export const treeEditErrorsEnUS: Record<keyof typeof treeEditErrorsZhCN, string> = {
  'edit.error.editNoNode': 'The node to change no longer exists ({node}); refresh and retry',
  'edit.error.editRoot': 'The root cannot be deleted, renamed, duplicated or moved',
  'edit.error.editNotMember': '{path} is an array item; it has no key to rename',
  'edit.error.editKeyExists': '{path} already has a key “{key}”; choose another name',
  'edit.error.editNotContainer': '{path} is not an object or array',
  'edit.error.editIndex': 'Position {index} is out of range ({count} items)',
  'edit.error.editEmptyValue':
    'The value is empty: write "" for an empty string, null for no value',
  'edit.error.editBadValue': 'The value is not valid JSON (line {line}, column {column}): {reason}',
  'edit.error.editSortContainers':
    '{path} holds objects or arrays: sorting by value is for arrays of plain values; for an array of objects use “Sort by key…”',
  'edit.error.editSortKeyMissing': 'No item of {path} has the key “{key}”; check the name',
  'edit.error.editSortKeyContainers':
    'In {path}, “{key}” is an object or array in some items; only plain values can be sorted by, choose another key',
  'edit.error.editSortKeyNotArray': '{path} is an object: sorting by key is for arrays of objects',
  'edit.error.editConflict':
    'These changes overlap (e.g. editing a deleted member); make them one at a time',
} as const;
