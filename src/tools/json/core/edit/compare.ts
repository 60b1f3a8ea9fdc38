import { canonicalNumber } from '../canonicalNumber';

/** Unicode code-point order (plain `<` compares UTF-16 units, which misplaces emoji vs U+E000+). */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i += 1) {
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(i)!;
    if (x !== y) return x - y;
    if (x > 0xffff) i += 1;
  }
  return a.length - b.length;
}

/** Sign, significant digits and exponent of the leading digit, from the number's text. */
function decimal(raw: string): { negative: boolean; digits: string; lead: bigint } {
  const canonical = canonicalNumber(raw);
  if (canonical === '0') return { negative: false, digits: '', lead: 0n };
  const negative = canonical.startsWith('-');
  // Only the sign: a negative exponent keeps its minus (1.10 is 11e-1, not 11e1).
  const [mantissa, exponent] = canonical.replace(/^-/, '').split('e');
  return { negative, digits: mantissa, lead: BigInt(exponent) + BigInt(mantissa.length) };
}

/** Exact order of two JSON numbers as written (`12345678901234567890123`, `1E400`, `-0`). */
export function compareNumbers(a: string, b: string): number {
  const x = decimal(a);
  const y = decimal(b);
  const signX = x.digits === '' ? 0 : x.negative ? -1 : 1;
  const signY = y.digits === '' ? 0 : y.negative ? -1 : 1;
  if (signX !== signY) return signX - signY;
  if (signX === 0) return 0;
  let magnitude = 0;
  if (x.lead !== y.lead) magnitude = x.lead < y.lead ? -1 : 1;
  else {
    const width = Math.max(x.digits.length, y.digits.length);
    const dx = x.digits.padEnd(width, '0');
    const dy = y.digits.padEnd(width, '0');
    magnitude = dx < dy ? -1 : dx > dy ? 1 : 0;
  }
  return magnitude === 0 ? 0 : signX * magnitude;
}
