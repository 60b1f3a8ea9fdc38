import type { queryZhCN } from './queryZhCN';

/** The same texts in English. */
export const queryEnUS: Record<keyof typeof queryZhCN, string> = {
  'query.changes': 'The query result differs from what is written in {count} places',
  'query.changesHelp':
    'Listed below: where each is, what was written, what the result shows, and why.',
  'change.queryJqDouble':
    'jq computed with this number as a double, so the result differs from what is written',
  'change.queryJqDoubleMaybe':
    'jq may have computed with this number as a double (too many such numbers to check each one)',
  'change.queryFilterDouble':
    'the filter computed with this number as a double (comparisons use it as written)',
  'change.queryJmesPathDouble':
    'compared or computed with as a double; the result may show the double',
  'change.queryJmesPathKeyOrder':
    'this object built by the query (by merge() or a literal, say) lists number-like keys first and their original order cannot be told; "after" is the key order shown',
  'status.queryChanged':
    '{found} Places where the result differs from what is written: {count}; see the list below.',
  'diff.moved': 'Moved',
  'diff.numericEqual': 'Equal value, written differently',
  'diff.movedFrom': 'was at {path}',
  'diff.position': 'place {before} → {after}',
  'diff.idKey': 'Align arrays by key',
  'diff.idKeyPlaceholder': 'e.g. id',
  'diff.showAll': 'Show all ({count} characters)',
  'diff.showLess': 'Show less',
  'diff.hintStructure':
    'Left: original, right: new. Objects compare by key, arrays align by longest common subsequence (or by a key such as id, if given); numbers compare as written (1.0 and 1 are marked "equal value, written differently")',
} as const;
