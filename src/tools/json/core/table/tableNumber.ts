/**
 * Exact order of JSON numbers as written: `12345678901234567890` and `0.1000000000000000055`
 * are compared digit by digit, never through doubles (which would call them equal to their
 * neighbours).
 */
interface DecimalParts {
  negative: boolean;
  /** Significant digits without leading or trailing zeros; '' for zero. */
  digits: string;
  /** The value is 0.<digits> × 10^exponent. */
  exponent: number;
}

const NUMBER = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/** Splits a JSON number's text; null for text that is not one. */
export function decimalParts(raw: string): DecimalParts | null {
  const match = NUMBER.exec(raw.trim());
  if (!match) return null;
  const [, sign, whole, fraction = '', exponentText = '0'] = match;
  const all = whole + fraction;
  const lead = all.search(/[1-9]/);
  if (lead < 0) return { negative: false, digits: '', exponent: 0 };
  const digits = all.slice(lead).replace(/0+$/, '');
  return {
    negative: sign === '-',
    digits,
    exponent: whole.length - lead + Number(exponentText),
  };
}

function compareMagnitude(a: DecimalParts, b: DecimalParts): number {
  if (a.exponent !== b.exponent) return a.exponent < b.exponent ? -1 : 1;
  return a.digits < b.digits ? -1 : a.digits > b.digits ? 1 : 0;
}

/** Compares two parsed numbers exactly: negative, zero, positive. */
export function compareDecimals(a: DecimalParts, b: DecimalParts): number {
  const signA = a.digits === '' ? 0 : a.negative ? -1 : 1;
  const signB = b.digits === '' ? 0 : b.negative ? -1 : 1;
  if (signA !== signB) return signA < signB ? -1 : 1;
  if (signA === 0) return 0;
  // `|| 0` so equal negatives give 0, not -0 (sort treats both alike; equality checks do not).
  return signA * compareMagnitude(a, b) || 0;
}

/** Compares two JSON number texts exactly (texts that are not numbers sort after them). */
export function compareNumberText(a: string, b: string): number {
  const left = decimalParts(a);
  const right = decimalParts(b);
  if (!left || !right) return left ? -1 : right ? 1 : 0;
  return compareDecimals(left, right);
}

/**
 * Whether a double holds this number exactly enough to hand to a spreadsheet: at most 15
 * significant digits and within the range where Excel keeps them (otherwise it rounds).
 */
export function fitsSpreadsheetNumber(raw: string): boolean {
  const parts = decimalParts(raw);
  if (!parts) return false;
  return parts.digits.length <= 15 && parts.exponent <= 308 && parts.exponent >= -307;
}
