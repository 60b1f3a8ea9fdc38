import type { searchZhCN } from './searchZhCN';

/** The button that opens 查找替换, in English. */
export const searchEnUS: Record<keyof typeof searchZhCN, string> = {
  'search.open': 'Find & replace',
  'search.openHelp':
    'Find and replace in keys and values (Ctrl+H); Ctrl+F is the editor’s plain-text search',
};
