import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { JsonToolError } from '../errors';
import { fromPlain } from '../plain';
import { JsonNumber, JsonObject, type JsonValue } from '../tree';
import { assertConvertibleDepth, guardLibrary, inferScalar } from './shared';

const ATTRIBUTE_PREFIX = '@_';
const TEXT_KEY = '#text';

/** XML element names cannot hold spaces or start with a digit: make any key a valid name. */
function elementName(key: string): string {
  if (key.startsWith(ATTRIBUTE_PREFIX) || key === TEXT_KEY) return key;
  const cleaned = key.replace(/[^\p{L}\p{N}_.-]/gu, '_');
  return /^[\p{L}_]/u.test(cleaned) ? cleaned : `_${cleaned}`;
}

/** Tree -> the builder's plain objects: numbers as their exact text, names made valid. */
function toBuilderValue(value: JsonValue): unknown {
  if (value === null) return '';
  if (value instanceof JsonNumber) return value.raw;
  if (typeof value !== 'object') return value;
  if (Array.isArray(value))
    return value.map((item) =>
      Array.isArray(item) ? { item: toBuilderValue(item) } : toBuilderValue(item),
    );
  const object: Record<string, unknown> = {};
  for (const [key, item] of value.entries) object[elementName(key)] = toBuilderValue(item);
  return object;
}

/** A single-key object becomes the root element; anything else is wrapped in `<root>`. */
export function jsonToXml(value: JsonValue, indent = 2): string {
  assertConvertibleDepth(value, 'XML');
  const single =
    value instanceof JsonObject &&
    value.entries.length === 1 &&
    !Array.isArray(value.entries[0][1]);
  const document = single
    ? toBuilderValue(value)
    : { root: Array.isArray(value) ? { item: toBuilderValue(value) } : toBuilderValue(value) };
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: ATTRIBUTE_PREFIX,
    textNodeName: TEXT_KEY,
    format: indent > 0,
    indentBy: ' '.repeat(indent),
    suppressEmptyNode: false,
  });
  const body = guardLibrary('XML', () => builder.build(document) as string);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}

/** XML -> JSON: attributes as `@_name`, text beside attributes as `#text`, repeated elements as arrays. */
export function xmlToJson(text: string): JsonValue {
  const validation = guardLibrary('XML', () => XMLValidator.validate(text));
  if (validation !== true) {
    const { line, col, msg } = validation.err;
    throw new JsonToolError('xmlSyntax', { line, column: col, detail: msg });
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: ATTRIBUTE_PREFIX,
    textNodeName: TEXT_KEY,
    parseTagValue: false,
    parseAttributeValue: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    trimValues: true,
  });
  const parsed: unknown = guardLibrary('XML', () => parser.parse(text));
  return inferStrings(fromPlain(parsed));
}

/** Every string leaf that is written like a JSON number or boolean becomes one (exactly). */
function inferStrings(value: JsonValue): JsonValue {
  const holder: JsonValue[] = [value];
  const todo: (JsonValue[] | JsonObject)[] = [holder];
  while (todo.length > 0) {
    const container = todo.pop()!;
    const items = Array.isArray(container) ? container : null;
    const count = items ? items.length : (container as JsonObject).entries.length;
    for (let i = 0; i < count; i += 1) {
      const child = items ? items[i] : (container as JsonObject).entries[i][1];
      if (typeof child === 'string') {
        const inferred = inferScalar(child);
        if (items) items[i] = inferred;
        else (container as JsonObject).entries[i][1] = inferred;
      } else if (Array.isArray(child) || child instanceof JsonObject) todo.push(child);
    }
  }
  if (holder[0] === undefined) throw new JsonToolError('xmlEmpty');
  return holder[0];
}
