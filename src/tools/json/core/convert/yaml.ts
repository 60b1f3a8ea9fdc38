import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  Scalar,
  type Pair,
  type YAMLError,
} from 'yaml';
import { ChangeLog, childPath, shownValue, type ChangedOutput } from '../changes';
import { JsonToolError, positionOf } from '../errors';
import { JsonNumber, JsonObject, type JsonValue } from '../tree';
import { guardLibrary, isJsonNumberText } from './shared';
import { TYPED_IN_YAML_11 } from './yamlWriter';

export { jsonToYaml } from './yamlWriter';
export type { YamlWriteOptions } from './yamlWriter';

/**
 * Numbers as YAML 1.1 readers take them too: decimal integers without a leading zero, hex,
 * and floats with a dot and a signed exponent. `017` (octal 15 there), `0o17` and `1e3`
 * (strings there) are read otherwise.
 */
const SAME_NUMBER_IN_YAML_11 = [
  /^[-+]?(?:0|[1-9][0-9_]*)$/,
  /^[-+]?0x[0-9a-fA-F_]+$/,
  /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*(?:[eE][-+][0-9]+)?$/,
];

/** Tags whose plain scalar a reader takes as a number even where the core schema does not (`!!float 1`). */
const NUMBER_TAGS = new Set(['tag:yaml.org,2002:float', 'tag:yaml.org,2002:int']);

/** A plain `<<` key: YAML 1.1's merge key, which YAML 1.1 and most 1.2 readers apply. */
const isMergeKey = (key: unknown) =>
  isScalar(key) && key.value === '<<' && key.type === Scalar.PLAIN && !key.tag;

const rangeStart = (node: unknown) => (node as { range?: number[] } | null)?.range?.[0];
const rangeEnd = (node: unknown) => (node as { range?: number[] } | null)?.range?.[1];

/**
 * Alias expansions a document may make beyond its own size: a few anchors that refer to each
 * other ("billion laughs") would otherwise build gigabytes from a few lines.
 */
const EXTRA_ALIAS_VALUES = 1_000_000;

/**
 * The parser's first error as our code: its `code` (BAD_INDENT, TAB_AS_INDENT…) names the
 * reason in the catalogues (`yaml.*`); its English words are kept only for a code they lack.
 * Line and column count characters, as every other error's do (the parser counts UTF-16 units).
 */
function yamlFailure(text: string, error: YAMLError): JsonToolError {
  const detail = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  return new JsonToolError('yamlSyntaxAt', {
    ...positionOf(text, error.pos[0]),
    yamlCode: error.code,
    detail,
  });
}

/**
 * YAML -> JSON (YAML 1.2, or 1.1 when the document says `%YAML 1.1`). JSON keys are text:
 * other keys are written as their YAML source and listed; unquoted words and numbers that
 * YAML 1.1 programs read as another value (`on`, `12:30`, `017`) are listed; so are tags
 * JSON has no place for.
 */
export function yamlToJson(text: string): { value: JsonValue; changes: ChangedOutput['changes'] } {
  const doc = guardLibrary('YAML', () =>
    parseDocument(text, { prettyErrors: true, uniqueKeys: false, intAsBigInt: true }),
  );
  if (doc.errors.length > 0) throw yamlFailure(text, doc.errors[0]);
  const log = new ChangeLog();
  // A document that says `%YAML 1.1` is read as 1.1: nothing to compare with then.
  const yaml12 = doc.directives?.yaml.version !== '1.1';
  const maxValues = text.length + EXTRA_ALIAS_VALUES;
  let values = 0;
  const anchored = new Map<unknown, unknown>();
  const keyOf = (key: unknown, parent: string): string => {
    if (isScalar(key) && typeof key.value === 'string') {
      noteYaml11(key, childPath(parent, key.value));
      return key.value;
    }
    const name = isScalar(key) && typeof key.source === 'string' ? key.source : String(key ?? '');
    log.add(childPath(parent, name), String(key ?? ''), JSON.stringify(name), 'yamlKeyAsText');
    return name;
  };
  const noteYaml11 = (node: Scalar, path: string) => {
    const value = node.value as string;
    // An explicit tag (`!!str 12:30`) is read alike by both.
    if (!yaml12 || node.type !== Scalar.PLAIN || node.tag) return;
    if (TYPED_IN_YAML_11.some((pattern) => pattern.test(value)))
      log.add(path, value, JSON.stringify(value), 'yaml11Differs');
  };
  const resolved = (node: unknown): unknown => {
    if (!isAlias(node)) return node;
    if (!anchored.has(node)) anchored.set(node, node.resolve(doc));
    return anchored.get(node);
  };
  /** What a merge key `<<` merges: a mapping, an alias of one, or a list of those. */
  const mergeSources = (value: unknown): unknown[] | undefined => {
    const sources = isSeq(value) ? value.items : [value];
    return sources.every((source) => isMap(resolved(source))) ? sources : undefined;
  };
  const fromNode = (node: unknown, depth: number, path: string): JsonValue => {
    if (depth > 500) throw new JsonToolError('yamlTooDeep', { max: 500 });
    values += 1;
    if (values > maxValues) throw new JsonToolError('yamlAliasExpansion', { max: maxValues });
    if (node === null || node === undefined) return null;
    // Resolving searches the document: each alias once, however often it is expanded.
    if (isAlias(node)) return fromNode(resolved(node), depth + 1, path);
    if (isMap(node)) {
      const object = new JsonObject();
      // Each key written in the map, and whether YAML had it as a string (`"1"`, not `1`).
      const explicit = new Map<string, boolean>();
      let merge: [number, Pair] | undefined;
      for (const pair of node.items) {
        const mergeable = isMergeKey(pair.key) && mergeSources(pair.value) !== undefined;
        if (mergeable && !merge) {
          merge = [object.entries.length, pair];
          continue;
        }
        const key = isMergeKey(pair.key) ? '<<' : keyOf(pair.key, path);
        const asText = isScalar(pair.key) && typeof pair.key.value === 'string';
        if (explicit.has(key) || mergeable) {
          const { line, column } = positionOf(text, rangeStart(pair.key) ?? rangeStart(pair) ?? 0);
          // `1` and `"1"` are two keys in YAML and one in JSON.
          const same = mergeable || explicit.get(key) === asText;
          const code = same ? 'yamlDuplicateKeyAt' : 'yamlKeyCollisionAt';
          throw new JsonToolError(code, { key: JSON.stringify(key), line, column });
        }
        explicit.set(key, asText);
        const keyPath = childPath(path, key);
        if (isMergeKey(pair.key)) log.add(keyPath, '<<', JSON.stringify('<<'), 'yamlMergeKeyKept');
        object.entries.push([key, fromNode(pair.value, depth + 1, keyPath)]);
      }
      if (merge) {
        const [at, pair] = merge;
        const mergePath = childPath(path, '<<');
        const merged: [string, JsonValue][] = [];
        // Keys written in the map win, then the first of `<<: [*a, *b]` that has the key.
        for (const source of mergeSources(pair.value)!) {
          const from = fromNode(source, depth + 1, mergePath) as JsonObject;
          for (const [key, item] of from.entries)
            if (!explicit.has(key)) {
              explicit.set(key, true);
              merged.push([key, item]);
            }
        }
        object.entries.splice(at, 0, ...merged);
        const source = text.slice(rangeStart(pair.value) ?? 0, rangeEnd(pair.value));
        log.add(mergePath, source, JSON.stringify(merged.map(([key]) => key)), 'yamlMerged');
      }
      if (node.tag === 'tag:yaml.org,2002:set')
        log.add(path, '!!set', shownValue(object), 'yamlSetAsObject');
      return object;
    }
    if (isSeq(node))
      return node.items.map((item, i) => fromNode(item, depth + 1, childPath(path, i)));
    if (isScalar(node)) return scalarValue(node, path);
    throw new JsonToolError('yamlUnsupported');
  };
  const scalarValue = (node: Scalar, path: string): JsonValue => {
    const v = node.value;
    const source = typeof node.source === 'string' ? node.source : '';
    if (typeof v === 'string' && node.tag && NUMBER_TAGS.has(node.tag) && isJsonNumberText(v))
      return new JsonNumber(v);
    if (typeof v === 'string' && node.tag && !node.tag.endsWith(':str')) {
      // A tag the schema does not know (`!foo bar`): the text is kept, the tag is not.
      log.add(path, `${node.tag} ${source}`, JSON.stringify(v), 'yamlTagDropped', {
        tag: node.tag,
      });
      return v;
    }
    if (typeof v === 'string') noteYaml11(node, path);
    if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
    if (typeof v === 'number' || typeof v === 'bigint') {
      // Beyond a double (1e309) is kept as written; only .inf and .nan have no JSON form.
      if (typeof v === 'number' && !Number.isFinite(v) && !isJsonNumberText(source))
        throw new JsonToolError('yamlNumber', { value: source || String(v) });
      // 0x1F, 0o17, +1, 1_000 (YAML 1.1): the same number in JSON's notation (integers are
      // read as BigInt, so `0x1FFFFFFFFFFFFFFFFF` keeps every digit).
      const number = new JsonNumber(
        isJsonNumberText(source) ? source : Object.is(v, -0) ? '-0' : String(v),
      );
      const plain = node.type === Scalar.PLAIN && !node.tag;
      if (yaml12 && plain && !SAME_NUMBER_IN_YAML_11.some((pattern) => pattern.test(source)))
        log.add(path, source, number.raw, 'yaml11NumberDiffers');
      return number;
    }
    const after = v instanceof Date ? v.toISOString() : String(v);
    log.add(path, source || after, JSON.stringify(after), 'yamlAsText');
    return after;
  };
  const value = guardLibrary('YAML', () => fromNode(doc.contents, 0, '$'));
  return { value, changes: log.changes };
}
