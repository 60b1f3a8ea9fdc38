import { isAlias, isMap, isScalar, isSeq, parseDocument, Scalar } from 'yaml';
import { ChangeLog, childPath, type ChangedOutput } from '../changes';
import { JsonToolError } from '../errors';
import { JsonNumber, JsonObject, type JsonValue } from '../tree';
import { guardLibrary, isJsonNumberText } from './shared';
import { TYPED_IN_YAML_11 } from './yamlWriter';

export { jsonToYaml } from './yamlWriter';
export type { YamlWriteOptions } from './yamlWriter';

/**
 * YAML -> JSON (YAML 1.2, or 1.1 when the document says `%YAML 1.1`). JSON keys are text:
 * other keys are written as their YAML source and listed; unquoted words that YAML 1.1
 * programs read as another type (`on`, `12:30`) are listed with the string they became.
 */
export function yamlToJson(text: string): { value: JsonValue; changes: ChangedOutput['changes'] } {
  const doc = guardLibrary('YAML', () =>
    parseDocument(text, { prettyErrors: true, uniqueKeys: false }),
  );
  if (doc.errors.length > 0) {
    const error = doc.errors[0];
    // The parser ends its first line with the position, which the message gives already.
    const detail = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    if (!error.linePos) throw new JsonToolError('yamlSyntax', { detail });
    const { line, col } = error.linePos[0];
    throw new JsonToolError('yamlSyntaxAt', { line, column: col, detail });
  }
  const log = new ChangeLog();
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
    if (node.type === Scalar.PLAIN && TYPED_IN_YAML_11.some((pattern) => pattern.test(value)))
      log.add(path, value, JSON.stringify(value), 'yaml11Differs');
  };
  const fromNode = (node: unknown, depth: number, path: string): JsonValue => {
    if (depth > 500) throw new JsonToolError('yamlTooDeep', { max: 500 });
    if (node === null || node === undefined) return null;
    if (isAlias(node)) return fromNode(node.resolve(doc), depth + 1, path);
    if (isMap(node)) {
      const object = new JsonObject();
      for (const pair of node.items) {
        const key = keyOf(pair.key, path);
        object.entries.push([key, fromNode(pair.value, depth + 1, childPath(path, key))]);
      }
      return object;
    }
    if (isSeq(node))
      return node.items.map((item, i) => fromNode(item, depth + 1, childPath(path, i)));
    if (isScalar(node)) return scalarValue(node, path);
    throw new JsonToolError('yamlUnsupported');
  };
  const scalarValue = (node: Scalar, path: string): JsonValue => {
    const v = node.value;
    if (typeof v === 'string') noteYaml11(node, path);
    if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
    const source = typeof node.source === 'string' ? node.source : '';
    if (typeof v === 'number' || typeof v === 'bigint') {
      if (isJsonNumberText(source)) return new JsonNumber(source);
      if (typeof v === 'number' && !Number.isFinite(v))
        throw new JsonToolError('yamlNumber', { value: source || String(v) });
      // 0x1F, 0o17, +1, 1_000 (YAML 1.1): the same number in JSON's notation.
      return new JsonNumber(Object.is(v, -0) ? '-0' : String(v));
    }
    const after = v instanceof Date ? v.toISOString() : String(v);
    log.add(path, source || after, JSON.stringify(after), 'yamlAsText');
    return after;
  };
  const value = guardLibrary('YAML', () => fromNode(doc.contents, 0, '$'));
  return { value, changes: log.changes };
}
