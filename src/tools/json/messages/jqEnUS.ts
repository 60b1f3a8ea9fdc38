import type { jqZhCN } from './jqZhCN';

/** The same jq texts in English. */
export const jqEnUS: Record<keyof typeof jqZhCN, string> = {
  'query.hintJq': 'Examples: .items[] | select(.price > 10) | .name, keys, length',
  'query.change.jqDouble': 'jq computed with it as {after} (written {before})',
  'query.change.jqDoubleMaybe': 'jq may have computed with it as {after} (written {before})',
  'query.output': 'Result {n}',
  'status.jqOutputs': 'jq gave {count} results.',
  'status.jqMore': 'jq gave over {shown} results; the first {shown} are shown.',
} as const;
