import Decimal from 'decimal.js';

/**
 * The one decimal type of the tool. 80 significant digits keep every product of user input
 * (prices, quantities, unit factors such as 28.349523125) exact, so comparisons never round.
 */
export const Exact = Decimal.clone({ precision: 80, rounding: Decimal.ROUND_HALF_UP });
export type Exact = InstanceType<typeof Exact>;

/** Amounts a shopper can type: digits with an optional decimal part, nothing else. */
const DECIMAL_TEXT = /^\d+(\.\d+)?$|^\.\d+$/;

/** Largest price or quantity accepted; beyond it input is a typo, not a product. */
export const MAX_INPUT = new Exact('1e12');

/** Parses a plain decimal ("12.90", "0.5"); returns undefined for anything else. */
export function parseDecimal(text: string): Exact | undefined {
  const trimmed = text.trim();
  if (!DECIMAL_TEXT.test(trimmed) || trimmed.length > 40) return undefined;
  return new Exact(trimmed);
}

/** Yuan with two decimals, rounded half-up (how a till rounds). */
export function formatYuan(value: Exact): string {
  return value.toDecimalPlaces(2, Exact.ROUND_HALF_UP).toFixed(2);
}

/** A payable amount: rounded half-up to whole 分 and never below zero. */
export function toPayable(value: Exact): Exact {
  const rounded = value.toDecimalPlaces(2, Exact.ROUND_HALF_UP);
  return rounded.isNegative() ? new Exact(0) : rounded;
}

/** Whole 分 as a safe integer; the caller guarantees the value has at most 2 decimals. */
export function toFen(value: Exact): number {
  return value.times(100).toNumber();
}

export function fenToYuan(fen: number): string {
  return new Exact(fen).dividedBy(100).toFixed(2);
}

/** Trims a decimal for display: "1.500" -> "1.5", "2" -> "2". */
export function plainNumber(value: Exact): string {
  return value.toFixed();
}
