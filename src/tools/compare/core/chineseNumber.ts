import { Exact } from './money';

const DIGITS: Record<string, number> = {
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const ZEROS = new Set(['零', '〇']);
const MULTIPLIERS: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };

export const CHINESE_NUMBER_RUN = /^[零〇一二两三四五六七八九十百千]+/;

/**
 * Reads the Chinese numerals shoppers write on labels ("两", "十二", "二十四", "一百五",
 * "一百零五"). Returns undefined for a malformed run such as "十十" or "二三".
 */
export function parseChineseNumber(text: string): Exact | undefined {
  if (text === '') return undefined;
  let total = 0;
  let pending: number | undefined;
  let lastMultiplier = Infinity;
  let zeroSeen = false;
  for (const char of text) {
    if (ZEROS.has(char)) {
      if (pending !== undefined) return undefined;
      zeroSeen = true;
    } else if (char in DIGITS) {
      if (pending !== undefined) return undefined;
      pending = DIGITS[char];
    } else if (char in MULTIPLIERS) {
      const multiplier = MULTIPLIERS[char];
      if (multiplier >= lastMultiplier || zeroSeen) return undefined;
      total += (pending ?? 1) * multiplier;
      pending = undefined;
      lastMultiplier = multiplier;
    } else {
      return undefined;
    }
  }
  if (pending !== undefined) {
    // "一百五" is 150 and "两千五" 2500: a bare trailing digit counts one step below the last multiplier.
    const shortened = !zeroSeen && lastMultiplier !== Infinity && lastMultiplier > 10;
    total += pending * (shortened ? lastMultiplier / 10 : 1);
  }
  return new Exact(total);
}
