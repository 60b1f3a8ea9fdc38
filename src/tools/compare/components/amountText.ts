import { Exact, findUnit, type ListingAmount } from '../core';

const BIG_UNITS: Record<string, { code: string; factor: number }> = {
  mass: { code: 'kg', factor: 1000 },
  volume: { code: 'L', factor: 1000 },
  length: { code: 'm', factor: 1000 },
};
const BASE_CODES: Record<string, string> = { mass: 'g', volume: 'ml', length: 'mm' };

/** "120 抽 × 20 = 2400 抽", "550 毫升 × 24 = 13.2 升", "10 千克": what the reader understood. */
export function amountText(amount: ListingAmount): string {
  const label = (code: string) => findUnit(code)?.label ?? code;
  const one = `${amount.quantity} ${label(amount.unit)}`;
  if (amount.packs === 1) return one;
  const total = new Exact(amount.total);
  const big = BIG_UNITS[amount.family];
  const whole =
    amount.family === 'count'
      ? `${total.toFixed()} ${label(amount.unit)}`
      : big && total.gte(big.factor)
        ? `${total.dividedBy(big.factor).toFixed()} ${label(big.code)}`
        : `${total.toFixed()} ${label(BASE_CODES[amount.family])}`;
  return `${one} × ${amount.packs} = ${whole}`;
}
