import { monotonicFactory, ULIDError, ulidToUUID, uuidToULID } from 'ulid';
import {
  describeChar,
  UuidInputError,
  type UuidProblemCode,
  type UuidProblemParams,
} from './errors';

/**
 * ULID (github.com/ulid/spec): 48-bit Unix milliseconds then 80 random bits, written as 26
 * characters of Crockford's Base32. The `ulid` package generates and converts; reading text is
 * done here so that every mistake gets a code and a position.
 */
export const ULID_LENGTH = 26;
/** 2^128 − 1: 26 Base32 characters could hold 130 bits, so a first character above 7 is too big. */
export const MAX_ULID = '7ZZZZZZZZZZZZZZZZZZZZZZZZZ';
export const MAX_ULID_COUNT = 10_000;

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export type UlidParse =
  | { ok: true; ulid: string; unixMs: number; uuid: string }
  | { ok: false; code: UuidProblemCode; params: UuidProblemParams };

/**
 * Whether text is meant as a ULID: 26 letters and digits, at least one of them beyond hex.
 * Twenty-six hex digits are far likelier a UUID with digits missing (said as such) than one
 * of the rare ULIDs without a letter above F (ULIDs made since 2024 begin 01J or later).
 */
export function looksLikeUlid(text: string): boolean {
  const trimmed = text.trim();
  return /^[0-9a-z]{26}$/i.test(trimmed) && /[g-z]/i.test(trimmed);
}

/**
 * Reads a ULID as Crockford's decoding rules say: case-insensitive, I and L read as 1, O as 0;
 * U and anything outside the alphabet is refused with its position, and so is a value above
 * MAX_ULID.
 */
export function parseUlid(text: string): UlidParse {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  const chars = Array.from(trimmed);
  if (chars.length !== ULID_LENGTH) {
    return { ok: false, code: 'problem.ulid.length', params: { count: chars.length } };
  }
  let ulid = '';
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i].toUpperCase();
    const read = char === 'I' || char === 'L' ? '1' : char === 'O' ? '0' : char;
    if (!CROCKFORD.includes(read)) {
      return {
        ok: false,
        code: 'problem.ulid.badChar',
        params: { position: i + 1, char: describeChar(chars[i]) },
      };
    }
    ulid += read;
  }
  if (ulid > MAX_ULID) return { ok: false, code: 'problem.ulid.tooBig', params: { max: MAX_ULID } };
  let unixMs = 0;
  for (const char of ulid.slice(0, 10)) unixMs = unixMs * 32 + CROCKFORD.indexOf(char);
  return { ok: true, ulid, unixMs, uuid: ulidToUUID(ulid).toLowerCase() };
}

/** The ULID of a canonical UUID (any 128 bits: the ULID form carries no version). */
export function ulidOfUuid(canonical: string): string {
  return uuidToULID(canonical);
}

/** A source of random numbers in [0, 1) for the `ulid` package; the default is crypto. */
export type UlidRandom = () => number;

/**
 * A ULID maker that is monotonic as the spec says: within one millisecond (or when the clock
 * goes back) the random part of the previous ULID is incremented, so the list sorts in the
 * order it was made. If that overflows, the spec says generation fails: it throws
 * `problem.ulid.overflow` rather than giving an out-of-order ULID.
 */
export function createUlidMaker(random?: UlidRandom, now: () => number = Date.now) {
  const next = monotonicFactory(random);
  return (count: number): string[] => {
    if (!Number.isInteger(count) || count < 1 || count > MAX_ULID_COUNT) {
      throw new UuidInputError('problem.count', { max: MAX_ULID_COUNT, value: String(count) });
    }
    const ulids: string[] = [];
    try {
      for (let i = 0; i < count; i += 1) ulids.push(next(now()));
    } catch (error) {
      if (error instanceof ULIDError) throw new UuidInputError('problem.ulid.overflow');
      throw error;
    }
    return ulids;
  };
}
