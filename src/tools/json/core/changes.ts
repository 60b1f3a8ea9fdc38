import { JsonNumber, JsonObject, stringifyTree, type JsonValue } from './tree';

/**
 * Why an output differs from its input at one place. A code with the values its message
 * needs (never a sentence): the screen words it from its catalogue in either language.
 */
export const CHANGE_CODES = [
  // JSON -> TOML
  'tomlNull',
  'tomlNumberRange',
  'tomlIntegerRange',
  'tomlFloatRounded',
  'tomlDuplicateKey',
  'tomlInvalidChar',
  'tomlKeyRenamed',
  // TOML -> JSON
  'tomlDateAsText',
  // XML -> JSON
  'xmlTyped',
  'xmlMixedText',
  'xmlCommentDropped',
  'xmlInstructionDropped',
  'xmlElementsGrouped',
  // CSV -> JSON
  'csvColumnRenamed',
  'csvTyped',
  'csvEmptyAsNull',
  // JSON -> YAML
  'yamlFloatRounded',
  'yamlDuplicateKey',
  // YAML -> JSON
  'yamlKeyAsText',
  'yamlAsText',
  'yaml11Differs',
  'yaml11NumberDiffers',
  'yamlTagDropped',
  'yamlSetAsObject',
  'yamlMerged',
  'yamlMergeKeyKept',
  // JSON -> XML
  'xmlRootAdded',
  'xmlNameCleaned',
  'xmlNameCollision',
  'xmlNull',
  'xmlEmptyArray',
  'xmlEmptyObject',
  'xmlNestedArray',
  'xmlSingleItem',
  'xmlInvalidChar',
  'xmlDuplicateKey',
  'xmlKeyOrder',
  // JSON -> CSV
  'csvColumnCollision',
  'csvDuplicateKey',
  'csvNested',
  'csvNull',
  'csvKeyRenamed',
  'csvMissingCell',
  'csvEmptyCell',
  'csvKeyOrder',
  'csvWrappedInArray',
  'csvNoColumns',
  'csvEmptyRow',
  'csvInvalidChar',
  'csvFormulaGuarded',
  'csvFormulaKeyGuarded',
  // JSON -> URL query string
  'queryNull',
  'queryEmpty',
  'querySingleItem',
  'queryIndexedArray',
  'queryDuplicateKey',
  'queryKeyRenamed',
  'queryInvalidChar',
  // XML, CSV, query strings
  'untypedFormat',
  // \u -> text
  'unicodeKeptEscaped',
  'unicodeLoneSurrogate',
  // 查询: a number computed with as a double (core/query.ts QueryChange)
  'queryFilterDouble',
  'queryJmesPathDouble',
  'queryJmesPathKeyOrder',
  'queryJqDouble',
  'queryJqDoubleMaybe',
] as const;

export type ChangeCode = (typeof CHANGE_CODES)[number];

export interface ChangeReason {
  code: ChangeCode;
  params: Record<string, string | number>;
}

/** One place where an output says something other than its input. */
export interface OutputChange {
  /** Where in the input: a JSONPath (`$.items[2]['a-b']`), or `第 n 个字符` positions as `@n`. */
  path: string;
  /** What the input held there (short text, JSON where it is a value). */
  before: string;
  /** What the output holds instead; null when the output leaves it out. */
  after: string | null;
  reason: ChangeReason;
}

/** An output with the list of what it changed (empty: the output is exact). */
export interface ChangedOutput {
  text: string;
  changes: OutputChange[];
}

/** Codes whose change renames a member: `before` and `after` are key names, not values. */
export const KEY_CHANGE_CODES: ReadonlySet<ChangeCode> = new Set<ChangeCode>([
  'xmlNameCleaned',
  'xmlNameCollision',
  'tomlKeyRenamed',
  'csvColumnCollision',
  'csvColumnRenamed',
  'csvKeyRenamed',
  'csvFormulaKeyGuarded',
  'queryKeyRenamed',
]);

const IDENTIFIER = /^[\p{L}_$][\p{L}\p{N}_$]*$/u;

/** The JSONPath of a member or an item, in the notation the tree and the diff show. */
export function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  if (IDENTIFIER.test(key)) return `${path}.${key}`;
  return `${path}['${key.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`;
}

/** Values in a change list stay short: a whole subtree would drown the list. */
const SHOWN = 120;

/** A value as the change list shows it: minified JSON, cut after SHOWN characters. */
export function shownValue(value: JsonValue): string {
  const text =
    value instanceof JsonNumber
      ? value.raw
      : Array.isArray(value) || value instanceof JsonObject
        ? stringifyTree(value)
        : JSON.stringify(value);
  return text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text;
}

/** Collects changes in document order; a converter hands it down as it walks. */
export class ChangeLog {
  readonly changes: OutputChange[] = [];
  add(path: string, before: string, after: string | null, code: ChangeCode, params = {}): void {
    this.changes.push({ path, before, after, reason: { code, params } });
  }
}

/**
 * Changes sorted as their places come in the document (a converter may note a table's nulls
 * before writing its other members); changes at one place keep their order.
 */
export function inDocumentOrder(changes: OutputChange[], value: JsonValue): OutputChange[] {
  if (changes.length < 2) return changes;
  const order = new Map<string, number>();
  const todo: [JsonValue, string][] = [[value, '$']];
  while (todo.length > 0) {
    const [v, path] = todo.pop()!;
    if (!order.has(path)) order.set(path, order.size);
    if (Array.isArray(v))
      for (let i = v.length - 1; i >= 0; i -= 1) todo.push([v[i], childPath(path, i)]);
    else if (v instanceof JsonObject)
      for (let i = v.entries.length - 1; i >= 0; i -= 1)
        todo.push([v.entries[i][1], childPath(path, v.entries[i][0])]);
  }
  const rank = (change: OutputChange) => order.get(change.path) ?? order.size;
  return changes
    .map((change, index) => ({ change, index }))
    .sort((a, b) => rank(a.change) - rank(b.change) || a.index - b.index)
    .map(({ change }) => change);
}
