import {
  Document,
  Pair,
  Scalar,
  YAMLMap,
  YAMLSeq,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  type Node,
} from 'yaml';
import { JsonToolError } from '../errors';
import { JsonNumber, JsonObject, type JsonValue } from '../tree';
import { assertConvertibleDepth, guardLibrary, isJsonNumberText } from './shared';

/** Writes JsonNumber scalars as their exact text, as plain YAML numbers (no explicit tag). */
const exactNumberTag = {
  identify: (value: unknown) => value instanceof JsonNumber,
  default: true,
  tag: 'tag:yaml.org,2002:float',
  resolve: (source: string) => new JsonNumber(source),
  stringify: (item: Scalar) => (item.value as JsonNumber).raw,
};

export function jsonToYaml(value: JsonValue, indent = 2): string {
  assertConvertibleDepth(value, 'YAML');
  const toNode = (v: JsonValue): Node => {
    if (Array.isArray(v)) {
      const seq = new YAMLSeq();
      for (const item of v) seq.items.push(toNode(item));
      return seq;
    }
    if (v instanceof JsonObject) {
      const map = new YAMLMap();
      for (const [key, item] of v.entries) map.items.push(new Pair(new Scalar(key), toNode(item)));
      return map;
    }
    return new Scalar(v);
  };
  return guardLibrary('YAML', () => {
    const doc = new Document(null, { customTags: [exactNumberTag] });
    doc.contents = toNode(value) as never;
    return doc.toString({ indent, lineWidth: 0 });
  });
}

export function yamlToJson(text: string): JsonValue {
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
  const fromNode = (node: unknown, depth: number): JsonValue => {
    if (depth > 500) throw new JsonToolError('yamlTooDeep', { max: 500 });
    if (node === null || node === undefined) return null;
    if (isAlias(node)) return fromNode(node.resolve(doc), depth + 1);
    if (isMap(node)) {
      const object = new JsonObject();
      for (const pair of node.items) {
        const key = isScalar(pair.key)
          ? String(pair.key.value)
          : pair.key == null
            ? ''
            : String(pair.key);
        object.entries.push([key, fromNode(pair.value, depth + 1)]);
      }
      return object;
    }
    if (isSeq(node)) return node.items.map((item) => fromNode(item, depth + 1));
    if (isScalar(node)) return scalarValue(node);
    throw new JsonToolError('yamlUnsupported');
  };
  return guardLibrary('YAML', () => fromNode(doc.contents, 0));
}

function scalarValue(node: Scalar): JsonValue {
  const v = node.value;
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
  if (typeof v === 'number' || typeof v === 'bigint') {
    const source = typeof node.source === 'string' ? node.source : '';
    if (isJsonNumberText(source)) return new JsonNumber(source);
    if (typeof v === 'number' && !Number.isFinite(v))
      throw new JsonToolError('yamlNumber', { value: source || String(v) });
    return new JsonNumber(String(v));
  }
  if (v instanceof Date) return v.toISOString();
  return String(v);
}
