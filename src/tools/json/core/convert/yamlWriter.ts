import { Document, Pair, Scalar, YAMLMap, YAMLSeq, type Node } from 'yaml';
import { ChangeLog, childPath, type ChangedOutput } from '../changes';
import { JsonNumber, JsonObject, type JsonValue } from '../tree';
import { assertConvertibleDepth, guardLibrary, lastMembers, roundsAsDouble } from './shared';

export interface YamlWriteOptions {
  indent?: number;
  /**
   * Plain YAML 1.2: quote only what a 1.2 reader would read as another type. By default the
   * output is read alike by YAML 1.1 programs too (PyYAML, SnakeYAML, go-yaml v2).
   */
  yaml12?: boolean;
}

/**
 * Plain scalars a YAML 1.1 reader (or a 1.2 one) takes for something other than a string:
 * booleans and nulls in any case (y, n, yes, no, on, off, ~), integers in base 2, 8, 16 and
 * 60 (12:30) with `_`, floats with or without digits, .inf / .nan, dates, `<<` and `=`.
 */
export const TYPED_IN_YAML_11 = [
  /^(?:y|n|yes|no|true|false|on|off|~|null|)$/i,
  /^[-+]?(?:0b[01_]+|0o?[0-7_]+|0x[0-9a-fA-F_]+|[0-9][0-9_]*(?::[0-5]?[0-9])*)$/,
  /^[-+]?(?:[0-9][0-9_]*(?::[0-5]?[0-9])*)?\.?[0-9_]*(?:[eE][-+]?[0-9]+)?$/,
  /^[-+]?\.(?:inf|nan)$/i,
  /^\d{4}-\d\d?-\d\d?(?:(?:[Tt]|[ \t]+)\d\d?:\d\d:\d\d(?:\.\d*)?(?:[ \t]*(?:Z|[-+]\d\d?(?::\d\d)?))?)?$/,
  /^(?:<<|=)$/,
];

/**
 * Characters a YAML 1.1 reader refuses raw or reads as line breaks (NEL, LS, PS), the byte
 * order mark, non-characters and lone surrogates (UTF-8 cannot carry them): written escaped.
 */
const NEEDS_ESCAPES =
  // eslint-disable-next-line no-control-regex -- finding control characters is its purpose
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const SHORT_ESCAPES: Record<string, string> = {
  '"': '\\"',
  '\\': '\\\\',
  '\0': '\\0',
  '\b': '\\b',
  '\t': '\\t',
  '\n': '\\n',
  '\v': '\\v',
  '\f': '\\f',
  '\r': '\\r',
  '\u001b': '\\e',
  '\u0085': '\\N',
  '\u2028': '\\L',
  '\u2029': '\\P',
};

/** A string that must be written double-quoted with every unsafe character escaped. */
class EscapedString {
  constructor(readonly text: string) {}
  toString(): string {
    let out = '"';
    for (let i = 0; i < this.text.length; i += 1) {
      const ch = this.text[i];
      const code = ch.charCodeAt(0);
      const pair = code >= 0xd800 && code <= 0xdbff && /[\udc00-\udfff]/.test(this.text[i + 1]);
      if (pair) {
        out += ch + this.text[(i += 1)];
      } else if (SHORT_ESCAPES[ch]) out += SHORT_ESCAPES[ch];
      else if (NEEDS_ESCAPES.test(ch)) out += `\\u${code.toString(16).padStart(4, '0')}`;
      else out += ch;
    }
    return out + '"';
  }
}

/** Writes JsonNumber scalars as their text and escaped strings as built, with no explicit tag. */
const customTags = [
  {
    identify: (value: unknown) => value instanceof JsonNumber,
    default: true,
    tag: 'tag:yaml.org,2002:float',
    resolve: (source: string) => new JsonNumber(source),
    stringify: (item: Scalar) => (item.value as JsonNumber).raw,
  },
  {
    identify: (value: unknown) => value instanceof EscapedString,
    default: true,
    tag: 'tag:yaml.org,2002:str',
    resolve: (source: string) => source,
    stringify: (item: Scalar) => String(item.value),
  },
];

/**
 * A number as both YAML versions read it: YAML 1.1 floats need a dot and a signed exponent
 * (`1e5` is a string to PyYAML) and `-0` is the integer 0 there; the value stays the same.
 */
function numberFor11(raw: string): string {
  if (raw === '-0') return '-0.0';
  const match = /^(-?\d+)(\.\d+)?(?:[eE]([+-]?)(\d+))?$/.exec(raw);
  if (!match || match[4] === undefined) return raw;
  const [, int, frac = '.0', sign, exp] = match;
  const e = raw.includes('E') ? 'E' : 'e';
  return `${int}${frac}${e}${sign || '+'}${exp}`;
}

/**
 * JSON -> YAML from the lossless tree: numbers as written, order kept. Duplicate keys (which
 * YAML forbids) keep the last value, as JSON readers do, and are listed; numbers a double
 * cannot hold are kept as written and listed with what double-based readers get.
 */
export function jsonToYaml(value: JsonValue, options: YamlWriteOptions = {}): ChangedOutput {
  assertConvertibleDepth(value, 'YAML');
  const log = new ChangeLog();
  const yaml11 = !options.yaml12;
  const scalar = (text: string): Scalar => {
    if (NEEDS_ESCAPES.test(text)) return new Scalar(new EscapedString(text));
    const node = new Scalar(text);
    // PyYAML's scanner refuses a tab inside a plain scalar (`a<TAB>b`), which YAML 1.2 allows.
    if (yaml11 && (text.includes('\t') || TYPED_IN_YAML_11.some((pattern) => pattern.test(text))))
      node.type = Scalar.QUOTE_DOUBLE;
    return node;
  };
  const toNode = (v: JsonValue, path: string): Node => {
    if (Array.isArray(v)) {
      const seq = new YAMLSeq();
      v.forEach((item, i) => seq.items.push(toNode(item, childPath(path, i))));
      return seq;
    }
    if (v instanceof JsonObject) {
      const map = new YAMLMap();
      for (const [key, item, p] of lastMembers(v, path, log, 'yamlDuplicateKey'))
        map.items.push(new Pair(scalar(key), toNode(item, p)));
      return map;
    }
    if (typeof v === 'string') {
      const node = scalar(v);
      // A block scalar at the top has no indentation, which YAML 1.1 readers refuse.
      if (path === '$' && v.includes('\n') && node.type === undefined)
        node.type = Scalar.QUOTE_DOUBLE;
      return node;
    }
    if (v instanceof JsonNumber) {
      const read = roundsAsDouble(v.raw);
      if (read !== undefined) log.add(path, v.raw, read, 'yamlFloatRounded', { read });
      return new Scalar(yaml11 ? new JsonNumber(numberFor11(v.raw)) : v);
    }
    return new Scalar(v);
  };
  return guardLibrary('YAML', () => {
    const doc = new Document(null, { customTags });
    doc.contents = toNode(value, '$') as never;
    const text = doc.toString({ indent: Math.max(1, options.indent ?? 2), lineWidth: 0 });
    return { text, changes: log.changes };
  });
}
