import { NodeKind } from '../treeIndex';
import type { TreeRow } from '../treeSession';
import { buildPattern } from './pattern';
import type { SearchOptions } from './types';

/** A string value's preview as written (quotes, escapes, maybe cut with `…`) -> its text. */
function previewText(preview: string): string {
  if (preview.length >= 2 && preview.endsWith('"')) {
    try {
      return JSON.parse(preview) as string;
    } catch {
      return preview.slice(1, -1);
    }
  }
  // Cut: drop the `…` and an escape cut in half, then decode what is left.
  const body = preview.slice(1, -1).replace(/(?<!\\)((?:\\\\)*)\\(?:u[0-9a-fA-F]{0,3})?$/, '$1');
  try {
    return JSON.parse(`"${body}"`) as string;
  } catch {
    return body;
  }
}

/**
 * Whether a tree row's key or value has a match, by the same rules as the text (decoded
 * strings, the scope, case and whole word); a long value is judged by its preview.
 * Throws SearchError for a query that cannot run.
 */
export function treeRowMatcher(options: SearchOptions): (row: TreeRow) => boolean {
  const { find } = buildPattern(options);
  const test = (text: string) => {
    find.lastIndex = 0;
    return find.test(text);
  };
  return (row) => {
    if (options.scope !== 'values' && row.isKey && test(row.label)) return true;
    if (options.scope === 'keys' || row.kind <= NodeKind.Array) return false;
    return test(row.kind === NodeKind.String ? previewText(row.preview) : row.preview);
  };
}
