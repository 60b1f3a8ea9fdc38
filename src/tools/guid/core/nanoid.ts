import { customAlphabet, urlAlphabet } from 'nanoid';
import {
  describeChar,
  UuidInputError,
  type UuidProblemCode,
  type UuidProblemParams,
} from './errors';

/**
 * NanoID (github.com/ai/nanoid): random IDs of a chosen alphabet and size. The `nanoid`
 * package draws them without bias (it rejects random bytes that would favour some symbols);
 * here the alphabet is checked first, so a mistake is named rather than silently making
 * weaker IDs.
 */
export const NANOID_DEFAULT_SIZE = 21;
export const NANOID_MIN_SIZE = 2;
export const NANOID_MAX_SIZE = 256;
export const MAX_NANOID_COUNT = 10_000;

/** Alphabets people use (nanoid-dictionary's sets); `urlSafe` is NanoID's own default. */
export const NANOID_ALPHABETS = {
  urlSafe: urlAlphabet,
  alphanumeric: '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
  lowercase: '0123456789abcdefghijklmnopqrstuvwxyz',
  numbers: '0123456789',
  hex: '0123456789abcdef',
  /** Without 1/l/I, 0/O/o and other look-alikes, for IDs people read out or type. */
  noLookalikes: '346789ABCDEFGHJKLMNPQRTUVWXYabcdefghijkmnpqrtwxyz',
} as const;
export type NanoidAlphabetId = keyof typeof NANOID_ALPHABETS;

export type AlphabetCheck =
  { ok: true; alphabet: string } | { ok: false; code: UuidProblemCode; params: UuidProblemParams };

/**
 * A custom alphabet is usable when it has 2 to 256 different characters, none of them
 * invisible or a space, and none outside the Basic Multilingual Plane (NanoID picks UTF-16
 * units, so an emoji would be cut in half).
 */
export function checkAlphabet(text: string): AlphabetCheck {
  const chars = Array.from(typeof text === 'string' ? text : '');
  const seen = new Map<string, number>();
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i];
    const position = i + 1;
    if (/[\p{C}\p{Z}]/u.test(char)) {
      return {
        ok: false,
        code: 'problem.nanoid.invisible',
        params: { position, char: describeChar(char) },
      };
    }
    if (char.length > 1) {
      return {
        ok: false,
        code: 'problem.nanoid.astral',
        params: { position, char: describeChar(char) },
      };
    }
    const first = seen.get(char);
    if (first !== undefined) {
      return {
        ok: false,
        code: 'problem.nanoid.repeated',
        params: { char: describeChar(char), first, position },
      };
    }
    seen.set(char, position);
  }
  if (chars.length < 2 || chars.length > 256) {
    return { ok: false, code: 'problem.nanoid.alphabetSize', params: { count: chars.length } };
  }
  return { ok: true, alphabet: chars.join('') };
}

/** `count` NanoIDs of `size` characters from `alphabet` (checked first). */
export function generateNanoids(alphabet: string, size: number, count: number): string[] {
  const checked = checkAlphabet(alphabet);
  if (!checked.ok) throw new UuidInputError(checked.code, checked.params);
  if (!Number.isInteger(size) || size < NANOID_MIN_SIZE || size > NANOID_MAX_SIZE) {
    throw new UuidInputError('problem.nanoid.size', {
      min: NANOID_MIN_SIZE,
      max: NANOID_MAX_SIZE,
      value: String(size),
    });
  }
  if (!Number.isInteger(count) || count < 1 || count > MAX_NANOID_COUNT) {
    throw new UuidInputError('problem.count', { max: MAX_NANOID_COUNT, value: String(count) });
  }
  const make = customAlphabet(checked.alphabet, size);
  return Array.from({ length: count }, () => make());
}

export interface CollisionHint {
  /** Bits of randomness in one ID: size × log2(alphabet length). */
  bits: number;
  /**
   * log10 of how many IDs give a 1 % chance that two are equal (the birthday bound the NanoID
   * calculator uses: n ≈ √(2·N·ln(1/(1−p))) for N possible IDs), kept as a logarithm because
   * N overflows a double for long IDs.
   */
  log10IdsForOnePercent: number;
}

export function collisionHint(alphabetLength: number, size: number): CollisionHint {
  const bits = size * Math.log2(alphabetLength);
  const log10Space = size * Math.log10(alphabetLength);
  const log10IdsForOnePercent = 0.5 * (Math.log10(2 * Math.log(1 / 0.99)) + log10Space);
  return { bits, log10IdsForOnePercent };
}
