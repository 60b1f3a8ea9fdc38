import { XMLBuilder } from 'fast-xml-parser';
import { ChangeLog, childPath, shownValue, type ChangedOutput } from '../changes';
import { setMember } from '../plain';
import { JsonNumber, JsonObject, type JsonValue } from '../tree';
import { assertConvertibleDepth, guardLibrary, lastMembers, noteUntyped } from './shared';

export const ATTRIBUTE_PREFIX = '@_';
export const TEXT_KEY = '#text';

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
  nameFor(key: string, path: string): string {
    const attribute = key.startsWith(ATTRIBUTE_PREFIX) && key.length > ATTRIBUTE_PREFIX.length;
    if (key === TEXT_KEY) return this.take(key);
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

  const build = (v: JsonValue, path: string): unknown => {
    if (v === null) {
      log.add(path, 'null', '""', 'xmlNull');
      return '';
    }
    if (v instanceof JsonNumber) return v.raw;
    if (typeof v !== 'object') return v;
    if (Array.isArray(v)) {
      if (v.length === 0) log.add(path, '[]', null, 'xmlEmptyArray');
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
    for (const [key, item, p] of lastMembers(v, path, log, 'xmlDuplicateKey'))
      setMember(object, names.nameFor(key, p), build(item, p));
    return object;
  };

  const single =
    value instanceof JsonObject &&
    value.entries.length === 1 &&
    !Array.isArray(value.entries[0][1]);
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
  });
  const body = guardLibrary('XML', () => builder.build(document) as string);
  noteUntyped(value, log);
  return { text: `<?xml version="1.0" encoding="UTF-8"?>\n${body}`, changes: log.changes };
}
