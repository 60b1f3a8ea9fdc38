import { problemText, type UuidProblemCode, type UuidProblemParams } from './errors';
import { canonicalToBytes, parseUuidText, type UuidNotation } from './parse';

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
  special?: 'nil' | 'max';
  timestamp?: UuidTimestamp;
  /** v1/v6: 14-bit clock sequence. */
  clockSequence?: number;
  /** v1/v6: node as aa:bb:cc:dd:ee:ff, and whether its multicast bit marks it as random. */
  node?: string;
  nodeIsRandom?: boolean;
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

/** Everything a UUID tells about itself; text in any notation parseUuidText reads. */
export function inspectUuid(text: string): UuidInspection {
  const parsed = parseUuidText(typeof text === 'string' ? text : '');
  if (!parsed.ok) {
    return {
      valid: false,
      code: parsed.code,
      params: parsed.params,
      reason: problemText(parsed.code, parsed.params),
    };
  }
  const { canonical } = parsed;
  const bytes = canonicalToBytes(canonical);
  const hex = canonical.replace(/-/g, '');
  const result: ValidUuidInspection = {
    valid: true,
    canonical,
    notation: parsed.notation,
    quoted: parsed.quoted,
    version: bytes[6] >> 4,
    variant: variantOf(bytes[8]),
  };
  if (/^0{32}$/.test(hex)) return { ...result, special: 'nil' };
  if (/^f{32}$/.test(hex)) return { ...result, special: 'max' };
  if (result.variant !== 'rfc9562') return result;

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
  /** e.g. 2026年11月23日 14:32:06.123（GMT+8）; v1/v6 add the 100 ns digits. */
  local: string;
  /** ISO 8601 UTC, e.g. 2026-11-23T06:32:06.123Z (with 7 fraction digits for v1/v6). */
  utc: string;
}

function fraction(timestamp: UuidTimestamp, ms: number): string {
  const millis = String(ms).padStart(3, '0');
  return timestamp.subMsTicks === undefined
    ? millis
    : millis + String(timestamp.subMsTicks).padStart(4, '0');
}

/** Local time in the zh-CN style and UTC; timeZone defaults to the runtime's own. */
export function formatUuidTime(timestamp: UuidTimestamp, timeZone?: string): FormattedUuidTime {
  const date = new Date(timestamp.unixMs);
  if (Number.isNaN(date.getTime())) return { local: '—', utc: '—' };
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('zh-CN', {
      timeZone,
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
  const local = `${parts.year}年${parts.month}月${parts.day}日 ${parts.hour}:${parts.minute}:${parts.second}.${frac}（${parts.timeZoneName}）`;
  const iso = date.toISOString();
  return { local, utc: `${iso.slice(0, iso.lastIndexOf('.'))}.${frac}Z` };
}
