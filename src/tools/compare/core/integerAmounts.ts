import { CompareInputError } from './errors';
import type { Exact } from './money';

/** Largest exponent of ten tried when turning decimal amounts into integers. */
const MAX_SCALE_DIGITS = 40;

/**
 * Turns exact decimal amounts into BigInts on a common scale (so 453.59237 g and 500 g become
 * 45359237 and 50000000), keeping every comparison exact.
 */
export function toScaledIntegers(values: readonly Exact[]): bigint[] {
  const digits = Math.max(0, ...values.map((value) => value.decimalPlaces()));
  if (digits > MAX_SCALE_DIGITS) {
    throw new CompareInputError('too-many-decimals');
  }
  return values.map((value) => BigInt(value.times(`1e${digits}`).toFixed(0)));
}

export function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}
