/**
 * Which character encoding a file's bytes are in. Byte order marks and the NUL bytes that
 * UTF-16/32 put beside ASCII decide it outright; bytes that are not UTF-8 are never decoded
 * silently: `legacyCandidates` lists the likely legacy encodings with a preview for the
 * user to choose from. Pure: TextDecoder is part of every browser and of Node.
 */

export type TextEncoding =
  | 'utf-8'
  | 'utf-16le'
  | 'utf-16be'
  | 'utf-32le'
  | 'utf-32be'
  | 'gb18030'
  | 'big5'
  /** UTF-8 with each invalid byte sequence replaced by U+FFFD: only when the user picks it. */
  | 'utf-8-lossy';

/** An encoding the bytes themselves declare: by BOM or by their NUL pattern. */
export interface MarkedEncoding {
  encoding: Exclude<TextEncoding, 'gb18030' | 'big5' | 'utf-8-lossy'>;
  /** Bytes of byte order mark to skip (0 when found by NUL pattern). */
  bomLength: number;
}

const BOMS: [number[], MarkedEncoding['encoding']][] = [
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  // UTF-32 LE's BOM starts like UTF-16 LE's, so it is tried first.
  [[0xff, 0xfe, 0x00, 0x00], 'utf-32le'],
  [[0x00, 0x00, 0xfe, 0xff], 'utf-32be'],
  [[0xff, 0xfe], 'utf-16le'],
  [[0xfe, 0xff], 'utf-16be'],
];

/** How many leading bytes the NUL pattern is judged on. */
const SNIFF_BYTES = 4096;

/**
 * The encoding a BOM names, or that NUL bytes show: JSON is mostly ASCII, which UTF-16 LE
 * writes as `x 00`, UTF-16 BE as `00 x`, UTF-32 LE as `x 00 00 00`. Undefined otherwise.
 */
export function markedEncoding(head: Uint8Array): MarkedEncoding | undefined {
  for (const [bom, encoding] of BOMS)
    if (bom.every((byte, i) => head[i] === byte)) return { encoding, bomLength: bom.length };
  const n = Math.min(head.length, SNIFF_BYTES) & ~3;
  if (n < 4) return undefined;
  // NUL counts by position within each 4-byte group.
  const nul = [0, 0, 0, 0];
  for (let i = 0; i < n; i += 1) if (head[i] === 0) nul[i & 3] += 1;
  // ASCII fills the other positions with NUL; a NUL where a character's low byte goes is
  // rare (U+xx00, the low half of 😀), so it must be far less common there.
  const groups = n / 4;
  const mostly = (count: number) => count >= groups * 0.6;
  const [a, b, c, d] = nul;
  if (mostly(b) && mostly(c) && mostly(d) && a * 10 <= Math.min(b, c, d))
    return { encoding: 'utf-32le', bomLength: 0 };
  if (mostly(a) && mostly(b) && mostly(c) && d * 10 <= Math.min(a, b, c))
    return { encoding: 'utf-32be', bomLength: 0 };
  const even = a + c;
  const odd = b + d;
  if (odd >= groups * 0.6 && even * 3 < odd) return { encoding: 'utf-16le', bomLength: 0 };
  if (even >= groups * 0.6 && odd * 3 < even) return { encoding: 'utf-16be', bomLength: 0 };
  return undefined;
}

/** Whether the bytes are well-formed UTF-8 (a sequence cut at the end counts as well-formed). */
export function isUtf8(bytes: Uint8Array, final = true): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: !final });
    return true;
  } catch {
    return false;
  }
}

/** Where the first byte that is not UTF-8 is (a sequence cut at the end counts as UTF-8), or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  if (isUtf8(bytes, false)) return -1;
  // The prefix of length `valid` is UTF-8, that of length `invalid` is not.
  let valid = 0;
  let invalid = bytes.length;
  while (invalid - valid > 1) {
    const middle = (valid + invalid) >>> 1;
    if (isUtf8(bytes.subarray(0, middle), false)) valid = middle;
    else invalid = middle;
  }
  return invalid - 1;
}

/**
 * The bytes from shortly before `offset`, for previews of the place that needs a choice. They
 * start after a byte below 0x40, which no legacy double-byte character ends with, so every
 * candidate decodes them from a character's start.
 */
export function sampleAt(bytes: Uint8Array, offset: number, length = 64 * 1024): Uint8Array {
  let start = offset;
  while (start > 0 && offset - start < 256 && bytes[start - 1] >= 0x40) start -= 1;
  return bytes.subarray(start, start + length);
}

/**
 * A decoder for any encoding here, fed chunk by chunk (`final` on the last). UTF-32 is not
 * in the Encoding Standard, so it is decoded by hand; invalid code points become U+FFFD.
 */
export function textDecoder(encoding: TextEncoding): (bytes: Uint8Array, final: boolean) => string {
  if (encoding === 'utf-32le' || encoding === 'utf-32be')
    return utf32Decoder(encoding === 'utf-32le');
  const decoder = new TextDecoder(encoding === 'utf-8-lossy' ? 'utf-8' : encoding);
  return (bytes, final) => decoder.decode(bytes, { stream: !final });
}

function utf32Decoder(littleEndian: boolean): (bytes: Uint8Array, final: boolean) => string {
  let carry = new Uint8Array(0);
  return (chunk, final) => {
    const bytes = carry.length > 0 ? concat(carry, chunk) : chunk;
    const whole = bytes.length & ~3;
    carry = bytes.slice(whole);
    const view = new DataView(bytes.buffer, bytes.byteOffset, whole);
    const parts: string[] = [];
    const codePoints: number[] = [];
    for (let i = 0; i < whole; i += 4) {
      const cp = view.getUint32(i, littleEndian);
      codePoints.push(cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) ? 0xfffd : cp);
      if (codePoints.length === 8192) parts.push(String.fromCodePoint(...codePoints.splice(0)));
    }
    parts.push(String.fromCodePoint(...codePoints));
    if (final && carry.length > 0) parts.push('\ufffd');
    return parts.join('');
  };
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

/** One way to read bytes that are not UTF-8, as the user is offered it. */
export interface EncodingCandidate {
  encoding: 'gb18030' | 'big5' | 'utf-8-lossy';
  /** The first lines as this encoding reads them. */
  preview: string;
  /** Characters of the sample this encoding could not read (shown as U+FFFD). */
  unreadable: number;
}

const PREVIEW_LINES = 6;
const PREVIEW_LINE_CHARS = 120;

/**
 * The encodings bytes that are not UTF-8 are likely in, best first, each with a preview of
 * the first lines and how many characters of `sample` it cannot read. GB18030 reads almost
 * any byte pair, so Big5 comes first when many second bytes fall in 0x40–0x7E, where Big5
 * puts them and GB2312's common characters never do.
 */
export function legacyCandidates(sample: Uint8Array): EncodingCandidate[] {
  const candidates = (['gb18030', 'big5', 'utf-8-lossy'] as const).map((encoding) => {
    const text = textDecoder(encoding)(sample, false);
    return { encoding, preview: previewOf(text), unreadable: countReplacements(text) };
  });
  const bigFiveLike = lowTrailShare(sample) > 0.15;
  const rank = (c: EncodingCandidate) =>
    c.unreadable * 4 +
    (c.encoding === 'utf-8-lossy' ? 2 : 0) +
    (c.encoding === (bigFiveLike ? 'gb18030' : 'big5') ? 1 : 0);
  return candidates.sort((a, b) => rank(a) - rank(b));
}

function previewOf(text: string): string {
  return text
    .split(/\r\n|\r|\n/, PREVIEW_LINES)
    .map((line) =>
      line.length > PREVIEW_LINE_CHARS ? `${line.slice(0, PREVIEW_LINE_CHARS)}…` : line,
    )
    .join('\n');
}

function countReplacements(text: string): number {
  let count = 0;
  for (let i = text.indexOf('\ufffd'); i >= 0; i = text.indexOf('\ufffd', i + 1)) count += 1;
  return count;
}

/** Share of double-byte characters (lead 0x81–0xFE) whose second byte is 0x40–0x7E. */
function lowTrailShare(bytes: Uint8Array): number {
  let pairs = 0;
  let low = 0;
  for (let i = 0; i + 1 < bytes.length; i += 1) {
    if (bytes[i] < 0x81 || bytes[i] === 0xff) continue;
    pairs += 1;
    if (bytes[i + 1] >= 0x40 && bytes[i + 1] <= 0x7e) low += 1;
    i += 1;
  }
  return pairs === 0 ? 0 : low / pairs;
}
