import { uuidBytes, type ByteOrder } from './byteOrder';
import { UuidInputError } from './errors';
import { parseUuidText } from './parse';

export type UuidEncoding =
  'hex' | 'dotnetX' | 'base64' | 'base64url' | 'hexBytes' | 'csharpBytes' | 'javaLongs';

/** Encodings written from the stored bytes, where the byte order changes the output. */
export const BYTE_ENCODINGS: readonly UuidEncoding[] = [
  'base64',
  'base64url',
  'hexBytes',
  'csharpBytes',
  'javaLongs',
];
export type UuidWrap = 'none' | 'braces' | 'parens';
export type UuidQuotes = 'none' | 'single' | 'double';

/**
 * How one UUID is written. Applied in this order: encoding (hex with or without hyphens and
 * `urn:uuid:`, .NET "X", Base64, 0x… bytes as SQL Server shows varbinary, a C# byte array, a
 * Java `new UUID(msb, lsb)`), then 大写 (hex digits only; Base64 is case-sensitive),
 * then braces/parens, then quotes, then the per-line prefix and suffix.
 */
export interface UuidFormatStyle {
  encoding?: UuidEncoding;
  /** Byte encodings only; default RFC order. */
  byteOrder?: ByteOrder;
  uppercase?: boolean;
  /** Hex only; default true. */
  hyphens?: boolean;
  /** Hex only: `urn:uuid:` in front (RFC 9562 §4). */
  urn?: boolean;
  wrap?: UuidWrap;
  quotes?: UuidQuotes;
  prefix?: string;
  suffix?: string;
}

export const SEPARATORS = {
  newline: '\n',
  comma: ',',
  commaSpace: ', ',
  commaNewline: ',\n',
  space: ' ',
} as const;
export type SeparatorId = keyof typeof SEPARATORS;

const CANONICAL = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function toCanonical(uuid: string): string {
  if (typeof uuid === 'string' && uuid.length === 36 && CANONICAL.test(uuid)) return uuid;
  const parsed = parseUuidText(typeof uuid === 'string' ? uuid : '');
  if (!parsed.ok) throw new UuidInputError(parsed.code, parsed.params);
  return parsed.canonical;
}

function base64Of(bytes: Uint8Array, urlSafe: boolean): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const base64 = btoa(binary).slice(0, 22);
  return urlSafe ? base64.replace(/\+/g, '-').replace(/\//g, '_') : base64;
}

function dotnetXOf(canonical: string, uppercase: boolean): string {
  const hex = canonical.replace(/-/g, '');
  const digits = uppercase ? hex.toUpperCase() : hex;
  const tail: string[] = [];
  for (let i = 16; i < 32; i += 2) tail.push(`0x${digits.slice(i, i + 2)}`);
  return `{0x${digits.slice(0, 8)},0x${digits.slice(8, 12)},0x${digits.slice(12, 16)},{${tail.join(',')}}}`;
}

function hexDigits(bytes: Uint8Array, uppercase: boolean): string[] {
  return Array.from(bytes, (byte) => {
    const hex = byte.toString(16).padStart(2, '0');
    return uppercase ? hex.toUpperCase() : hex;
  });
}

function bytesEncoding(
  encoding: UuidEncoding,
  bytes: Uint8Array,
  uppercase: boolean,
): string | undefined {
  const digits = hexDigits(bytes, uppercase);
  if (encoding === 'hexBytes') return `0x${digits.join('')}`;
  if (encoding === 'csharpBytes') {
    return `new byte[] { ${digits.map((digit) => `0x${digit}`).join(', ')} }`;
  }
  if (encoding === 'javaLongs') {
    // Java accepts hex long literals above Long.MAX_VALUE as their two's complement.
    return `new UUID(0x${digits.slice(0, 8).join('')}L, 0x${digits.slice(8).join('')}L)`;
  }
  return undefined;
}

/**
 * Writes one UUID in the given style. Accepts any notation parseUuidText reads; throws
 * UuidInputError when the text is not a UUID.
 */
export function formatUuid(uuid: string, style: UuidFormatStyle = {}): string {
  const canonical = toCanonical(uuid);
  const encoding = style.encoding ?? 'hex';
  let text: string;
  const bytes = uuidBytes(canonical, style.byteOrder ?? 'rfc');
  const fromBytes = bytesEncoding(encoding, bytes, style.uppercase === true);
  if (fromBytes !== undefined) {
    text = fromBytes;
  } else if (encoding === 'base64' || encoding === 'base64url') {
    text = base64Of(bytes, encoding === 'base64url');
  } else if (encoding === 'dotnetX') {
    text = dotnetXOf(canonical, style.uppercase === true);
  } else {
    text = style.hyphens === false ? canonical.replace(/-/g, '') : canonical;
    if (style.uppercase) text = text.toUpperCase();
    if (style.urn) text = `urn:uuid:${text}`;
  }
  if (style.wrap === 'braces' && encoding !== 'dotnetX') text = `{${text}}`;
  else if (style.wrap === 'parens') text = `(${text})`;
  if (style.quotes === 'single') text = `'${text}'`;
  else if (style.quotes === 'double') text = `"${text}"`;
  return `${style.prefix ?? ''}${text}${style.suffix ?? ''}`;
}

/** The whole list as one text, e.g. for 复制全部 and the .txt download. */
export function joinUuids(
  uuids: readonly string[],
  style: UuidFormatStyle,
  separator: SeparatorId,
): string {
  return uuids.map((uuid) => formatUuid(uuid, style)).join(SEPARATORS[separator]);
}

export type FormatPresetId = 'N' | 'D' | 'B' | 'P' | 'X' | 'urn' | 'base64' | 'base64url' | 'sql';

/** Quick presets (大写 and byte order stay as chosen): .NET Guid.ToString("N"/"D"/"B"/"P"/"X"), urn, Base64 and SQL VALUES lists. */
export const FORMAT_PRESETS: Record<
  FormatPresetId,
  Required<Omit<UuidFormatStyle, 'uppercase' | 'byteOrder'>> & { separator?: SeparatorId }
> = {
  N: {
    encoding: 'hex',
    hyphens: false,
    urn: false,
    wrap: 'none',
    quotes: 'none',
    prefix: '',
    suffix: '',
  },
  D: {
    encoding: 'hex',
    hyphens: true,
    urn: false,
    wrap: 'none',
    quotes: 'none',
    prefix: '',
    suffix: '',
  },
  B: {
    encoding: 'hex',
    hyphens: true,
    urn: false,
    wrap: 'braces',
    quotes: 'none',
    prefix: '',
    suffix: '',
  },
  P: {
    encoding: 'hex',
    hyphens: true,
    urn: false,
    wrap: 'parens',
    quotes: 'none',
    prefix: '',
    suffix: '',
  },
  X: {
    encoding: 'dotnetX',
    hyphens: true,
    urn: false,
    wrap: 'none',
    quotes: 'none',
    prefix: '',
    suffix: '',
  },
  urn: {
    encoding: 'hex',
    hyphens: true,
    urn: true,
    wrap: 'none',
    quotes: 'none',
    prefix: '',
    suffix: '',
  },
  base64: {
    encoding: 'base64',
    hyphens: true,
    urn: false,
    wrap: 'none',
    quotes: 'none',
    prefix: '',
    suffix: '',
  },
  base64url: {
    encoding: 'base64url',
    hyphens: true,
    urn: false,
    wrap: 'none',
    quotes: 'none',
    prefix: '',
    suffix: '',
  },
  sql: {
    encoding: 'hex',
    hyphens: true,
    urn: false,
    wrap: 'none',
    quotes: 'single',
    prefix: '(',
    suffix: ')',
    separator: 'commaNewline',
  },
};
