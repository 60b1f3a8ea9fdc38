import { uuidFromBytes, type ByteOrder } from './byteOrder';
import { problemText, type UuidProblemCode, type UuidProblemParams } from './errors';
import { BYTE_NOTATIONS, canonicalToBytes, parseUuidText, type UuidNotation } from './parse';
import { looksLikeUlid, parseUlid } from './ulid';

export type UuidVariant = 'ncs' | 'rfc9562' | 'microsoft' | 'future';

/** When the UUID was made: Unix milliseconds, plus 100 ns ticks within that ms for v1/v6. */
export interface UuidTimestamp {
  unixMs: number;
  /** 0–9999: v1/v6 carry 100 ns precision. */
  subMsTicks?: number;
}

export interface ValidUuidInspection {
  valid: true;
  canonical: string;
  notation: UuidNotation;
  quoted: boolean;
  /** The version nibble (0–15); only meaningful for the RFC 9562 variant. */
  version: number;
  variant: UuidVariant;
  /**
   * Whether the 16 bytes are an RFC 9562 UUID: NIL, MAX, or the RFC variant with a defined
   * version (1–8). Anything else is 16 bytes that are not an RFC UUID, and is said so.
   */
  rfcUuid: boolean;
  special?: 'nil' | 'max';
  /**
   * Byte forms (Base64, 0x…) only: both readings of the bytes, and which one the rest of this
   * inspection describes (the RFC one, unless only the .NET one is an RFC UUID).
   */
  readings?: Record<ByteOrder, ByteReading>;
  byteOrder?: ByteOrder;
  timestamp?: UuidTimestamp;
  /** v1/v6: 14-bit clock sequence. */
  clockSequence?: number;
  /** v1/v6: node as aa:bb:cc:dd:ee:ff, and whether its multicast bit marks it as random. */
  node?: string;
  nodeIsRandom?: boolean;
  /**
   * A ULID (notation 'ulid'): its canonical text (upper case, I/L/O read as 1/1/0). `canonical`
   * is then its 128 bits written as a UUID, `rfcUuid` whether those happen to be an RFC UUID,
   * and `timestamp` the ULID's own 48-bit time.
   */
  ulid?: string;
}

export interface ByteReading {
  canonical: string;
  version: number;
  rfcUuid: boolean;
}

export interface InvalidUuidInspection {
  valid: false;
  /** Chinese, says what is wrong and where. */
  reason: string;
  code: UuidProblemCode;
  params: UuidProblemParams;
}

export type UuidInspection = ValidUuidInspection | InvalidUuidInspection;

/** 100 ns ticks between the Gregorian epoch (1582-10-15) and the Unix epoch. */
const GREGORIAN_OFFSET_TICKS = 122_192_928_000_000_000n;

function variantOf(byte8: number): UuidVariant {
  if ((byte8 & 0x80) === 0) return 'ncs';
  if ((byte8 & 0xc0) === 0x80) return 'rfc9562';
  if ((byte8 & 0xe0) === 0xc0) return 'microsoft';
  return 'future';
}

function gregorianTimestamp(ticks: bigint): UuidTimestamp {
  const unixTicks = ticks - GREGORIAN_OFFSET_TICKS;
  // Floor division so times before 1970 keep a positive sub-millisecond part.
  let ms = unixTicks / 10_000n;
  let rest = unixTicks % 10_000n;
  if (rest < 0n) {
    ms -= 1n;
    rest += 10_000n;
  }
  return { unixMs: Number(ms), subMsTicks: Number(rest) };
}

function hexBig(hex: string): bigint {
  return BigInt(`0x${hex}`);
}

const NIL_HEX = /^0{32}$/;
const MAX_HEX = /^f{32}$/;

function readingOf(canonical: string): ByteReading {
  const bytes = canonicalToBytes(canonical);
  const version = bytes[6] >> 4;
  const hex = canonical.replace(/-/g, '');
  const rfcUuid =
    NIL_HEX.test(hex) ||
    MAX_HEX.test(hex) ||
    (variantOf(bytes[8]) === 'rfc9562' && version >= 1 && version <= 8);
  return { canonical, version, rfcUuid };
}

function inspectUlid(text: string): UuidInspection {
  const parsed = parseUlid(text);
  if (!parsed.ok) {
    return {
      valid: false,
      code: parsed.code,
      params: parsed.params,
      reason: problemText(parsed.code, parsed.params),
    };
  }
  const reading = readingOf(parsed.uuid);
  return {
    valid: true,
    canonical: parsed.uuid,
    notation: 'ulid',
    quoted: false,
    version: reading.version,
    variant: variantOf(canonicalToBytes(parsed.uuid)[8]),
    rfcUuid: reading.rfcUuid,
    ulid: parsed.ulid,
    timestamp: { unixMs: parsed.unixMs },
  };
}

/** Everything a UUID or ULID tells about itself; text in any notation parseUuidText reads. */
export function inspectUuid(text: string): UuidInspection {
  const source = typeof text === 'string' ? text : '';
  if (looksLikeUlid(source)) return inspectUlid(source);
  const parsed = parseUuidText(source);
  if (!parsed.ok) {
    return {
      valid: false,
      code: parsed.code,
      params: parsed.params,
      reason: problemText(parsed.code, parsed.params),
    };
  }
  let reading = readingOf(parsed.canonical);
  let byteReadings: Pick<ValidUuidInspection, 'readings' | 'byteOrder'> = {};
  if (BYTE_NOTATIONS.includes(parsed.notation)) {
    const rfc = reading;
    const dotnet = readingOf(uuidFromBytes(canonicalToBytes(parsed.canonical), 'dotnet'));
    const byteOrder: ByteOrder = !rfc.rfcUuid && dotnet.rfcUuid ? 'dotnet' : 'rfc';
    reading = byteOrder === 'dotnet' ? dotnet : rfc;
    byteReadings = { readings: { rfc, dotnet }, byteOrder };
  }
  const { canonical } = reading;
  const bytes = canonicalToBytes(canonical);
  const hex = canonical.replace(/-/g, '');
  const result: ValidUuidInspection = {
    valid: true,
    canonical,
    notation: parsed.notation,
    quoted: parsed.quoted,
    version: reading.version,
    variant: variantOf(bytes[8]),
    rfcUuid: reading.rfcUuid,
    ...byteReadings,
  };
  if (NIL_HEX.test(hex)) return { ...result, special: 'nil' };
  if (MAX_HEX.test(hex)) return { ...result, special: 'max' };
  if (!result.rfcUuid) return result;

  if (result.version === 7) {
    result.timestamp = { unixMs: Number(hexBig(hex.slice(0, 12))) };
  } else if (result.version === 1 || result.version === 6) {
    const ticks =
      result.version === 1
        ? // v1 stores time_low, time_mid, time_hi: reassemble as time_hi | time_mid | time_low.
          hexBig(hex.slice(13, 16) + hex.slice(8, 12) + hex.slice(0, 8))
        : // v6 stores the same 60 bits most significant first.
          hexBig(hex.slice(0, 12) + hex.slice(13, 16));
    result.timestamp = gregorianTimestamp(ticks);
    result.clockSequence = ((bytes[8] & 0x3f) << 8) | bytes[9];
    result.node = Array.from(bytes.slice(10), (byte) => byte.toString(16).padStart(2, '0')).join(
      ':',
    );
    result.nodeIsRandom = (bytes[10] & 0x01) === 1;
  }
  return result;
}

export interface FormattedUuidTime {
  /** 北京时间 (Asia/Shanghai), e.g. 2026-11-23 14:32:06.123 (GMT+8); v1/v6 add the 100 ns digits. */
  beijing: string;
  /** ISO 8601 UTC, e.g. 2026-11-23T06:32:06.123Z (with 7 fraction digits for v1/v6). */
  utc: string;
}

function fraction(timestamp: UuidTimestamp, ms: number): string {
  const millis = String(ms).padStart(3, '0');
  return timestamp.subMsTicks === undefined
    ? millis
    : millis + String(timestamp.subMsTicks).padStart(4, '0');
}

/** The time in 北京时间 and in UTC, written without words so it reads in either language. */
export function formatUuidTime(timestamp: UuidTimestamp): FormattedUuidTime {
  const date = new Date(timestamp.unixMs);
  if (Number.isNaN(date.getTime())) return { beijing: '—', utc: '—' };
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'shortOffset',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const ms = ((timestamp.unixMs % 1000) + 1000) % 1000;
  const frac = fraction(timestamp, ms);
  const beijing = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}.${frac} (${parts.timeZoneName})`;
  const iso = date.toISOString();
  return { beijing, utc: `${iso.slice(0, iso.lastIndexOf('.'))}.${frac}Z` };
}
