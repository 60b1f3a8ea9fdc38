import { createContext } from 'react';
import type { TreeRow } from '../../core';

/**
 * Whether a tree row's key or value matches 查找替换's query (null: no search). A context, so
 * the tree's rows get it without every component between the page and them passing it on.
 */
export const TreeSearchHit = createContext<((row: TreeRow) => boolean) | null>(null);
