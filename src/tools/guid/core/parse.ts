import { describeChar, type UuidProblemCode, type UuidProblemParams } from './errors';
import { readCodeForm } from './parseCode';
import { looksLikeUlid, parseUlid } from './ulid';

/** How a UUID was written; every notation formatUuid can produce is read back. */
export type UuidNotation =
  | 'canonical'
  | 'hex32'
  | 'braces'
  | 'parens'
  | 'urn'
  | 'dotnetX'
  | 'base64'
  | 'base64url'
  | 'hexBytes'
  | 'csharpBytes'
  | 'javaLongs'
  | 'csharpGuid'
  | 'javaFromString'
  /** Inspection only: a ULID, read as the 128 bits it holds. */
  | 'ulid';

/** Notations of raw stored bytes: they read differently in RFC and .NET byte order. */
export const BYTE_NOTATIONS: readonly UuidNotation[] = [
  'base64',
  'base64url',
  'hexBytes',
  'csharpBytes',
  'javaLongs',
];

export type ParseResult =
  | { ok: true; canonical: string; notation: UuidNotation; quoted: boolean }
  | { ok: false; code: UuidProblemCode; params: UuidProblemParams };

/** Longest text worth examining: the longest notation (.NET X, quoted) is under 80 characters. */
export const MAX_UUID_TEXT = 200;

const PAIRS: Record<string, string> = { '{': '}', '(': ')', '[': ']' };
const QUOTES = new Set(["'", '"', '`']);
const HEX = /^[0-9a-f]$/i;

function fail(code: UuidProblemCode, params: UuidProblemParams = {}): ParseResult {
  return { ok: false, code, params };
}

/** Canonical text of 16 bytes in RFC order. */
export function bytesToCanonical(bytes: ArrayLike<number>): string {
  let hex = '';
  for (let i = 0; i < 16; i += 1) hex += bytes[i].toString(16).padStart(2, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function codePointPosition(text: string, utf16Index: number): number {
  let position = 0;
  for (let i = 0; i < utf16Index; i += 1) {
    const code = text.charCodeAt(i);
    // A high surrogate and its low half are one character for the user.
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < utf16Index) i += 1;
    position += 1;
  }
  return position + 1;
}

function charAtIndex(text: string, index: number): string {
  return String.fromCodePoint(text.codePointAt(index) ?? 0);
}

/**
 * The start of .NET "X" ({0x00112233,…): a first field and its comma, so that a braced Base64
 * that happens to begin with 0x ({0xZGew…}) is still read as Base64.
 */
export const DOTNET_X_START = /^\{\s*0x[0-9a-f]{1,8}\s*,/i;

const DOTNET_X =
  /^\{0x([0-9a-f]{1,8}),0x([0-9a-f]{1,4}),0x([0-9a-f]{1,4}),\{((?:0x[0-9a-f]{1,2},){7}0x[0-9a-f]{1,2})\}\}$/i;

function parseDotnetX(compact: string): ParseResult {
  const match = DOTNET_X.exec(compact);
  if (!match) return fail('problem.dotnetX');
  const tail = match[4].split(',').map((part) => part.slice(2).padStart(2, '0'));
  const hex =
    match[1].padStart(8, '0') +
    match[2].padStart(4, '0') +
    match[3].padStart(4, '0') +
    tail.join('');
  return { ok: true, canonical: hexToCanonical(hex), notation: 'dotnetX', quoted: false };
}

function hexToCanonical(hex32: string): string {
  const h = hex32.toLowerCase();
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const BASE64_STD = /^[A-Za-z0-9+/]{22}(==)?$/;
const BASE64_URL = /^[A-Za-z0-9_-]{22}(==)?$/;
const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function parseBase64(core: string, url: boolean): ParseResult {
  const digits = core.slice(0, 22);
  const values: number[] = [];
  for (const char of digits) {
    const standard = url ? char.replace('-', '+').replace('_', '/') : char;
    values.push(BASE64_ALPHABET.indexOf(standard));
  }
  // 22 digits carry 132 bits; the last 4 must be zero for a real 16-byte encoding.
  if ((values[21] & 0x0f) !== 0)
    return fail('problem.base64Bits', { char: describeChar(digits[21]) });
  const bytes = new Uint8Array(16);
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const value of values) {
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8 && index < 16) {
      bits -= 8;
      bytes[index] = (buffer >> bits) & 0xff;
      index += 1;
    }
    buffer &= (1 << bits) - 1;
  }
  return {
    ok: true,
    canonical: bytesToCanonical(bytes),
    notation: url ? 'base64url' : 'base64',
    quoted: false,
  };
}

function parseHex(core: string, offset: number, original: string): ParseResult {
  for (let i = 0; i < core.length; i += 1) {
    const char = core[i];
    if (char !== '-' && !HEX.test(char)) {
      return fail('problem.badChar', {
        position: codePointPosition(original, offset + i),
        char: describeChar(charAtIndex(core, i)),
      });
    }
  }
  const hex = core.replace(/-/g, '');
  if (hex.length !== 32) return fail('problem.hexCount', { count: hex.length });
  if (hex.length === core.length) {
    return { ok: true, canonical: hexToCanonical(hex), notation: 'hex32', quoted: false };
  }
  const groups = core.split('-').map((group) => group.length);
  if (groups.join('-') !== '8-4-4-4-12')
    return fail('problem.hyphens', { groups: groups.join('-') });
  return { ok: true, canonical: hexToCanonical(hex), notation: 'canonical', quoted: false };
}

/**
 * Reads a UUID written in any notation we produce (canonical, 32 digits, {braces}, (parens),
 * urn:uuid:, .NET "X", Base64 / URL-safe Base64, 0x… bytes, C# and Java source: see parseCode.ts),
 * optionally quoted, upper or lower case, with surrounding spaces and a trailing comma or
 * semicolon as pasted from code or SQL. A ULID is named as such rather than called bad hex.
 */
export function parseUuidText(text: string): ParseResult {
  const trimmed = text.trim();
  if (trimmed === '') return fail('problem.empty');
  if (trimmed.length > MAX_UUID_TEXT) {
    return fail('problem.tooLong', { length: trimmed.length, max: MAX_UUID_TEXT });
  }
  const code = readCodeForm(trimmed);
  if (code?.kind === 'problem') return fail(code.code, code.params);
  if (code?.kind === 'bytes') {
    return {
      ok: true,
      canonical: bytesToCanonical(code.bytes),
      notation: code.notation,
      quoted: false,
    };
  }
  if (code?.kind === 'call') {
    const inner = parseUuidText(code.inner);
    return inner.ok ? { ...inner, notation: code.notation, quoted: false } : inner;
  }
  if (looksLikeUlid(trimmed)) {
    const ulid = parseUlid(trimmed);
    if (ulid.ok) return fail('problem.isUlid', { uuid: ulid.uuid });
  }
  const leading = text.indexOf(trimmed);
  let start = 0;
  let end = trimmed.length;
  if (trimmed[end - 1] === ',' || trimmed[end - 1] === ';') end -= 1;
  let quoted = false;
  let wrap: 'braces' | 'parens' | undefined;
  // Peel quotes and brackets from the outside in, e.g. ('…') or "{…}".
  for (let layer = 0; layer < 3 && end - start >= 2; layer += 1) {
    const first = trimmed[start];
    const last = trimmed[end - 1];
    if (QUOTES.has(first) && last === first) {
      quoted = true;
    } else if (PAIRS[first] && last === PAIRS[first]) {
      if (first === '{' && DOTNET_X_START.test(trimmed.slice(start, end))) break;
      wrap = first === '{' ? 'braces' : first === '(' ? 'parens' : wrap;
    } else if (PAIRS[first] || QUOTES.has(first)) {
      return fail('problem.unclosed', { open: `“${first}”`, close: `“${PAIRS[first] ?? first}”` });
    } else if (Object.values(PAIRS).includes(last) || QUOTES.has(last)) {
      const open = Object.keys(PAIRS).find((key) => PAIRS[key] === last) ?? last;
      return fail('problem.unopened', { open: `“${open}”`, close: `“${last}”` });
    } else {
      break;
    }
    start += 1;
    end -= 1;
  }
  let core = trimmed.slice(start, end).trim();
  const coreOffset = leading + start + trimmed.slice(start, end).indexOf(core);
  let offset = coreOffset;
  if (DOTNET_X_START.test(core)) {
    const result = parseDotnetX(core.replace(/\s+/g, ''));
    return result.ok ? { ...result, quoted } : result;
  }
  if (/^0x[0-9a-f]{32}$/i.test(core)) {
    return { ok: true, canonical: hexToCanonical(core.slice(2)), notation: 'hexBytes', quoted };
  }
  let urn = false;
  if (/^urn:uuid:/i.test(core)) {
    urn = true;
    core = core.slice('urn:uuid:'.length);
    offset += 'urn:uuid:'.length;
  }
  if (!urn && (BASE64_STD.test(core) || BASE64_URL.test(core))) {
    const result = parseBase64(core, !BASE64_STD.test(core));
    return result.ok ? { ...result, quoted } : result;
  }
  const result = parseHex(core, offset, text);
  if (!result.ok) return result;
  const notation: UuidNotation = urn ? 'urn' : (wrap ?? result.notation);
  return { ...result, notation, quoted };
}

/** The 16 bytes of a canonical UUID string (as produced by parseUuidText). */
export function canonicalToBytes(canonical: string): Uint8Array {
  const hex = canonical.replace(/-/g, '');
  const bytes = new Uint8Array(16);
  for (let i = 0; i < 16; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}
