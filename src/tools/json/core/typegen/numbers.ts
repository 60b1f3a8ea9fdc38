/**
 * How wide a number type a sample needs, judged from the numbers as written: `1` is an integer
 * and `1.0` or `1e3` a float, whatever their value.
 */

/** Narrowest range holding every integer seen; `big` fits no 64-bit type. */
export type IntegerRange = 'safe' | 'int64' | 'uint64' | 'big';

const RANK: IntegerRange[] = ['safe', 'int64', 'uint64', 'big'];
const MAX_SAFE = 2n ** 53n - 1n;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const UINT64_MAX = 2n ** 64n - 1n;

export function integerRangeOf(raw: string): IntegerRange {
  const n = BigInt(raw);
  if (n >= -MAX_SAFE && n <= MAX_SAFE) return 'safe';
  if (n >= INT64_MIN && n <= INT64_MAX) return 'int64';
  if (n >= 0n && n <= UINT64_MAX) return 'uint64';
  return 'big';
}

/** The range holding both; a negative number next to one past int64 fits no 64-bit type. */
export function widerRange(a: IntegerRange, b: IntegerRange, anyNegative: boolean): IntegerRange {
  const wider = RANK[Math.max(RANK.indexOf(a), RANK.indexOf(b))];
  return wider === 'uint64' && anyNegative ? 'big' : wider;
}

/** Significant digits and the power of ten of the last one: `-12.50e3` -> 125, 2. */
function decimalParts(raw: string): { negative: boolean; digits: string; exponent: number } {
  const match = /^(-?)(\d*)(?:\.(\d*))?(?:[eE]([-+]?\d+))?$/.exec(raw);
  if (!match) return { negative: false, digits: '', exponent: 0 };
  const [, sign, whole, fraction = '', exp = '0'] = match;
  let digits = (whole + fraction).replace(/^0+/, '');
  let exponent = Number(exp) - fraction.length;
  const trailing = /0*$/.exec(digits)![0].length;
  digits = digits.slice(0, digits.length - trailing);
  exponent += trailing;
  return { negative: sign === '-' && digits !== '', digits, exponent: digits ? exponent : 0 };
}

/** Significant digits of a number as written (`0.00120` -> 2), for decimal's 28-digit limit. */
export function significantDigits(raw: string): number {
  return decimalParts(raw).digits.length;
}

/** True when a double holds the written value exactly enough to print it back (`0.1` yes,
 * `0.12345678901234567891` and `1E400` no). */
export function fitsDouble(raw: string): boolean {
  const value = Number(raw);
  if (!Number.isFinite(value)) return false;
  const written = decimalParts(raw);
  const held = decimalParts(String(value));
  return (
    written.digits === held.digits &&
    written.exponent === held.exponent &&
    written.negative === held.negative
  );
}

/** True when .NET's decimal (28 significant digits, magnitude below 7.9e28) holds the value. */
export function fitsDecimal(raw: string): boolean {
  const { digits, exponent } = decimalParts(raw);
  if (digits === '') return true;
  return digits.length <= 28 && exponent >= -28 && digits.length + exponent <= 28;
}
