import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interpolate, type MessageVars } from './translate';

const name = fc.stringMatching(/^\w{1,12}$/);
const value = fc.oneof(fc.string(), fc.double(), fc.integer());
const vars = fc.dictionary(name, value) as fc.Arbitrary<MessageVars>;

describe('interpolate (fuzz)', () => {
  it('never throws and leaves text without placeholders alone', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), vars, (template, values) => {
        const result = interpolate(template, values);
        if (!/\{\w+\}/.test(template)) expect(result).toBe(template);
      }),
    );
  });

  it('replaces every known placeholder with its value, once, and keeps unknown ones', () => {
    const piece = fc.oneof(
      fc
        .string()
        .filter((text) => !/[{}]/.test(text))
        .map((text) => ({ text })),
      name.map((key) => ({ key })),
    );
    fc.assert(
      fc.property(fc.array(piece), vars, (pieces, values) => {
        const template = pieces.map((p) => ('key' in p ? `{${p.key}}` : p.text)).join('');
        const expected = pieces
          .map((p) => {
            if (!('key' in p)) return p.text;
            return Object.hasOwn(values, p.key) ? String(values[p.key]) : `{${p.key}}`;
          })
          .join('');
        // A value that itself looks like "{other}" is inserted as text, not expanded again.
        expect(interpolate(template, values)).toBe(expected);
      }),
    );
  });

  it('does not read inherited properties such as toString or constructor', () => {
    expect(interpolate('{toString}{constructor}{__proto__}', {})).toBe(
      '{toString}{constructor}{__proto__}',
    );
  });

  it('copes with 10,000 nested braces and a 10 MB template', () => {
    const depth = 10_000;
    expect(interpolate(`${'{'.repeat(depth)}n${'}'.repeat(depth)}`, { n: 1 })).toBe(
      `${'{'.repeat(depth - 1)}1${'}'.repeat(depth - 1)}`,
    );
    const big = 'x{n}'.repeat(2_500_000);
    const result = interpolate(big, { n: 'ab' });
    expect(result).toBe('xab'.repeat(2_500_000));
  });
});
