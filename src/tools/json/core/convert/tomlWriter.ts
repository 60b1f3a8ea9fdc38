import { ChangeLog, childPath, shownValue, type ChangedOutput } from '../changes';
import { JsonToolError } from '../errors';
import { JsonNumber, JsonObject, type JsonValue } from '../tree';
import {
  asUtf8Holds,
  assertConvertibleDepth,
  keysUtf8Holds,
  lastMembers,
  roundsAsDouble,
} from './shared';

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const INTEGER = /^-?(?:0|[1-9]\d*)$/;
const BARE_KEY = /^[A-Za-z0-9_-]+$/;

/** TOML basic string: JSON's escapes minus `\/`, control characters as \uXXXX. */
function basicString(text: string): string {
  let out = '"';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\r') out += '\\r';
    else if (code < 0x20 || code === 0x7f) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return out + '"';
}

function keyText(key: string): string {
  return BARE_KEY.test(key) ? key : basicString(key);
}

/**
 * JSON -> TOML, written from the lossless tree so that numbers keep their written form and
 * members their order. What TOML cannot say is left out or written as a string, and listed.
 */
export function jsonToToml(value: JsonValue): ChangedOutput {
  if (!(value instanceof JsonObject)) throw new JsonToolError('tomlNeedsObject');
  assertConvertibleDepth(value, 'TOML');
  const log = new ChangeLog();
  const lines: string[] = [];

  /** A TOML value written inline, or undefined when it has none (null: left out). */
  const inline = (v: JsonValue, path: string): string | undefined => {
    if (v === null) {
      log.add(path, 'null', null, 'tomlNull');
      return undefined;
    }
    if (typeof v === 'boolean') return v ? 'true' : 'false';
    if (typeof v === 'string') {
      // TOML text is Unicode scalar values only; a saved file would hold U+FFFD anyway.
      const clean = asUtf8Holds(v);
      if (clean !== v) log.add(path, shownValue(v), shownValue(clean), 'tomlInvalidChar');
      return basicString(clean);
    }
    if (v instanceof JsonNumber) return numberText(v, path);
    if (Array.isArray(v)) {
      const items: string[] = [];
      v.forEach((item, i) => {
        const text = inline(item, childPath(path, i));
        if (text !== undefined) items.push(text);
      });
      return `[${items.join(', ')}]`;
    }
    const members = tableMembers(v, path);
    return members.length === 0
      ? '{}'
      : `{ ${members.map(([key, item, p]) => `${keyText(key)} = ${inline(item, p)}`).join(', ')} }`;
  };

  const numberText = (n: JsonNumber, path: string): string => {
    const raw = n.raw;
    if (INTEGER.test(raw)) {
      const big = BigInt(raw);
      if (big >= INT64_MIN && big <= INT64_MAX) return raw === '-0' ? '-0.0' : raw;
      log.add(path, raw, JSON.stringify(raw), 'tomlIntegerRange');
      return basicString(raw);
    }
    const read = roundsAsDouble(raw);
    if (read === undefined) return raw;
    // Out of a double's range: TOML's floats are doubles, so only a string keeps the value.
    if (!Number.isFinite(Number(read)) || Number(read) === 0) {
      log.add(path, raw, JSON.stringify(raw), 'tomlNumberRange');
      return basicString(raw);
    }
    log.add(path, raw, read, 'tomlFloatRounded', { read });
    return raw;
  };

  /**
   * Members a TOML table can take: nulls and all but the last of duplicate keys go, keys with
   * a lone surrogate are renamed; each listed.
   */
  const tableMembers = (object: JsonObject, path: string): [string, JsonValue, string][] =>
    keysUtf8Holds(
      lastMembers(object, path, log, 'tomlDuplicateKey').filter(([, item, p]) => {
        if (item === null) log.add(p, 'null', null, 'tomlNull');
        return item !== null;
      }),
      log,
      'tomlKeyRenamed',
    );

  /** `a.b.c = v` lines for an object written before its table's last plain key. */
  const dotted = (prefix: string, object: JsonObject, path: string) => {
    const members = tableMembers(object, path);
    if (members.length === 0) lines.push(`${prefix} = {}`);
    for (const [key, item, p] of members) {
      const name = `${prefix}.${keyText(key)}`;
      if (item instanceof JsonObject) dotted(name, item, p);
      else lines.push(`${name} = ${inline(item, p)}`);
    }
  };

  const isTableArray = (v: JsonValue): v is JsonObject[] =>
    Array.isArray(v) && v.length > 0 && v.every((item) => item instanceof JsonObject);

  /**
   * A table's body. TOML puts a table's own keys before its [sub-tables]: members up to the
   * last plain one are written in place (objects as dotted keys), the rest as [sections], so
   * the written order is the input's order.
   */
  const table = (object: JsonObject, header: string, path: string) => {
    const members = tableMembers(object, path);
    let lastPlain = -1;
    members.forEach(([, item], i) => {
      if (!(item instanceof JsonObject) && !isTableArray(item)) lastPlain = i;
    });
    members.forEach(([key, item, p], i) => {
      const name = header ? `${header}.${keyText(key)}` : keyText(key);
      if (i <= lastPlain) {
        if (item instanceof JsonObject) dotted(keyText(key), item, p);
        else lines.push(`${keyText(key)} = ${inline(item, p)}`);
      } else if (item instanceof JsonObject) {
        lines.push('', `[${name}]`);
        table(item, name, p);
      } else if (isTableArray(item)) {
        item.forEach((element, index) => {
          lines.push('', `[[${name}]]`);
          table(element, name, childPath(p, index));
        });
      }
    });
  };

  table(value, '', '$');
  const text = lines.join('\n').replace(/^\n+/, '');
  return { text: text ? `${text}\n` : '', changes: log.changes };
}
