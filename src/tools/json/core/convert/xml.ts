import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { JsonToolError } from '../errors';
import { fromPlain } from '../plain';
import { JsonObject, type JsonValue } from '../tree';
import { guardLibrary, inferScalar } from './shared';
import { ATTRIBUTE_PREFIX, TEXT_KEY } from './xmlWriter';

export { jsonToXml } from './xmlWriter';

/**
 * The parser refuses or renames element names that are JavaScript's own (`__proto__`,
 * `constructor`, `toString`); every name goes through it with this mark in front, which no
 * XML name can hold, and loses it again in the tree.
 */
const NAME_MARK = '\u0001';

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
    // Character references (`&#13;`, `&#x4E2D;`) are the text they stand for.
    htmlEntities: true,
    ignorePiTags: true,
    trimValues: true,
    transformTagName: (name: string) => NAME_MARK + name,
    transformAttributeName: (name: string) => NAME_MARK + name,
  });
  const parsed: unknown = guardLibrary('XML', () => parser.parse(text));
  return inferStrings(fromPlain(parsed));
}

/** The parser marks a self-closing element's name twice, and an attribute's before its prefix. */
const LEADING_MARKS = new RegExp(`^${NAME_MARK}+`);

function unmarked(key: string): string {
  const name = key.replace(LEADING_MARKS, '');
  if (!name.startsWith(ATTRIBUTE_PREFIX)) return name;
  return ATTRIBUTE_PREFIX + name.slice(ATTRIBUTE_PREFIX.length).replace(LEADING_MARKS, '');
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
      if (!items) {
        const entry = (container as JsonObject).entries[i];
        entry[0] = unmarked(entry[0]);
      }
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
