import { XMLBuilder } from 'fast-xml-parser';
import { ChangeLog, childPath, shownValue, type ChangedOutput } from '../changes';
import { setMember } from '../plain';
import { JsonNumber, JsonObject, type JsonValue } from '../tree';
import { assertConvertibleDepth, guardLibrary, lastMembers, noteUntyped } from './shared';

export const ATTRIBUTE_PREFIX = '@_';
export const TEXT_KEY = '#text';

const NOT_XML_CHAR =
  // eslint-disable-next-line no-control-regex -- finding control characters is its purpose
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const isScalar = (value: JsonValue) => !Array.isArray(value) && !(value instanceof JsonObject);

const isAttributeKey = (key: string) =>
  key.startsWith(ATTRIBUTE_PREFIX) && key.length > ATTRIBUTE_PREFIX.length;

/** A character as a reference (`&#x9;`), which XML readers neither trim nor normalise. */
const reference = (ch: string) => `&#x${ch.codePointAt(0)!.toString(16).toUpperCase()};`;

/**
 * Text escaped for XML. A raw CR reads back as LF, and readers that trim text (most data
 * binders) drop spaces at its ends: those are written as character references.
 */
const escapeText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/^[\s\u0085]+|[\s\u0085]+$|\r/g, (run) => [...run].map(reference).join(''));

/** XML names cannot hold spaces or start with a digit: the nearest valid name. */
function cleanName(key: string): string {
  const cleaned = key.replace(/[^\p{L}\p{N}_.-]/gu, '_');
  return /^[\p{L}_]/u.test(cleaned) ? cleaned : `_${cleaned}`;
}

/**
 * The names of one element's members. A name changed to be valid is listed; when two keys
 * end up with one name (`a-b` and `a_b`, `@x` and `_x`) the later one gets `_2`, `_3`…
 * so that neither overwrites the other, and that is listed too.
 */
class ElementNames {
  private readonly used = new Set<string>();
  constructor(private readonly log: ChangeLog) {}
  nameFor(key: string, path: string, scalar: boolean): string {
    // Attributes and text hold a scalar; with anything else the key names an element.
    const attribute = scalar && isAttributeKey(key);
    if (scalar && key === TEXT_KEY) return this.take(key);
    const prefix = attribute ? ATTRIBUTE_PREFIX : '';
    const wanted = prefix + cleanName(attribute ? key.slice(prefix.length) : key);
    let name = wanted;
    for (let n = 2; this.used.has(name); n += 1) name = `${wanted}_${n}`;
    if (name !== wanted) this.log.add(path, key, name, 'xmlNameCollision', { name: wanted });
    else if (name !== key) this.log.add(path, key, name, 'xmlNameCleaned');
    return this.take(name);
  }
  private take(name: string): string {
    this.used.add(name);
    return name;
  }
}

/**
 * JSON -> XML. A single-key object becomes the root element, anything else is wrapped in
 * `<root>`. What XML has no form for (null, empty arrays and objects, arrays in arrays,
 * duplicate keys, invalid names) is written as near as it goes and listed.
 */
export function jsonToXml(value: JsonValue, indent = 2): ChangedOutput {
  assertConvertibleDepth(value, 'XML');
  const log = new ChangeLog();

  /** Characters XML 1.0 cannot hold at all (most controls, lone surrogates) become U+FFFD. */
  const xmlText = (text: string, path: string): string => {
    const clean = text.replace(NOT_XML_CHAR, '\ufffd');
    if (clean !== text) log.add(path, shownValue(text), shownValue(clean), 'xmlInvalidChar');
    return clean;
  };

  const build = (v: JsonValue, path: string): unknown => {
    if (v === null) {
      log.add(path, 'null', '""', 'xmlNull');
      return '';
    }
    if (v instanceof JsonNumber) return v.raw;
    if (typeof v === 'string') return xmlText(v, path);
    if (typeof v !== 'object') return v;
    if (Array.isArray(v)) {
      if (v.length === 0) log.add(path, '[]', null, 'xmlEmptyArray');
      if (v.length === 1) log.add(path, shownValue(v), shownValue(v[0]), 'xmlSingleItem');
      return v.map((item, i) => {
        if (!Array.isArray(item)) return build(item, childPath(path, i));
        log.add(childPath(path, i), shownValue(item), `{"item":…}`, 'xmlNestedArray');
        return { item: build(item, childPath(path, i)) };
      });
    }
    if (v.entries.length === 0) {
      log.add(path, '{}', '""', 'xmlEmptyObject');
      return '';
    }
    const names = new ElementNames(log);
    const object: Record<string, unknown> = {};
    const written: string[] = [];
    for (const [key, item, p] of lastMembers(v, path, log, 'xmlDuplicateKey')) {
      const name = names.nameFor(key, p, isScalar(item));
      setMember(object, name, build(item, p));
      if (!Array.isArray(item) || item.length > 0) written.push(name);
    }
    // Whatever the order, a reader gets the attributes, then the elements, then the text.
    const isText = (name: string) => name === TEXT_KEY;
    const read = [
      ...written.filter(isAttributeKey),
      ...written.filter((name) => !isAttributeKey(name) && !isText(name)),
      ...written.filter(isText),
    ];
    if (read.join('\u0000') !== written.join('\u0000'))
      log.add(path, JSON.stringify(written), JSON.stringify(read), 'xmlKeyOrder');
    return object;
  };

  // One member that is an element (not an array, an attribute or text) can be the root.
  const single =
    value instanceof JsonObject &&
    value.entries.length === 1 &&
    !Array.isArray(value.entries[0][1]) &&
    !(isScalar(value.entries[0][1]) && isAttributeKey(value.entries[0][0])) &&
    !(isScalar(value.entries[0][1]) && value.entries[0][0] === TEXT_KEY);
  let document: unknown;
  if (single) document = build(value, '$');
  else {
    log.add('$', shownValue(value), `{"root":…}`, 'xmlRootAdded');
    document = { root: Array.isArray(value) ? { item: build(value, '$') } : build(value, '$') };
  }
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: ATTRIBUTE_PREFIX,
    textNodeName: TEXT_KEY,
    format: indent > 0,
    indentBy: ' '.repeat(indent),
    suppressEmptyNode: false,
    suppressBooleanAttributes: false,
    // Escaped here: XML readers turn line breaks and tabs in attribute values into spaces.
    processEntities: false,
    tagValueProcessor: (_: string, value: unknown) => escapeText(String(value)),
    attributeValueProcessor: (_: string, value: unknown) =>
      escapeText(String(value))
        .replace(/"/g, '&quot;')
        .replace(/[\t\n]/g, reference),
  });
  const body = guardLibrary('XML', () => builder.build(document) as string);
  noteUntyped(value, log, 'xml');
  return { text: `<?xml version="1.0" encoding="UTF-8"?>\n${body}`, changes: log.changes };
}
