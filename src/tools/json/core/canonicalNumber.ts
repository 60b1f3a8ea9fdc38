/**
 * Canonical form of a number's value so that 1, 1.0 and 1e0 compare equal but 1 and
 * 1.0000000000000001 do not: `<sign><digits without trailing zeros>e<exponent>`.
 */
export function canonicalNumber(raw: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(raw);
  if (!match) return raw;
  const [, sign, int, frac = '', exp = '0'] = match;
  let digits = (int + frac).replace(/^0+/, '');
  if (digits === '') return '0';
  let exponent = BigInt(exp) - BigInt(frac.length);
  const trailing = digits.length - digits.replace(/0+$/, '').length;
  digits = digits.slice(0, digits.length - trailing);
  exponent += BigInt(trailing);
  return `${sign}${digits}e${exponent}`;
}
