import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { optionsFromQuery, optionsToQuery, sameShape } from './toolOptions';

type Options = { text: string; size: number; margin: number; dark: boolean; label: string };
const DEFAULTS: Options = { text: 'hello', size: 256, margin: 0, dark: false, label: '' };

const finite = fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (n === 0 ? 0 : n));
const options: fc.Arbitrary<Options> = fc.record({
  text: fc.string({ unit: 'grapheme' }),
  size: finite,
  margin: fc.integer(),
  dark: fc.boolean(),
  // The characters that a URL treats specially, plus CJK, emoji, zero-width and RTL marks.
  label: fc.string({ unit: fc.constantFrom(...[...'&=#%+? /中😀\u200b\u202eaZ09']) }),
});

/** Every option keeps the type of its default: what a tool's validator relies on. */
function expectTyped(result: Partial<Options>) {
  for (const [key, value] of Object.entries(result)) {
    expect(Object.keys(DEFAULTS)).toContain(key);
    expect(typeof value).toBe(typeof DEFAULTS[key as keyof Options]);
    if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
  }
}

describe('tool options (fuzz)', () => {
  it('a link round-trips every option exactly', () => {
    fc.assert(
      fc.property(options, (chosen) => {
        const query = new URLSearchParams(optionsToQuery(chosen, DEFAULTS).toString());
        expect({ ...DEFAULTS, ...optionsFromQuery(query, DEFAULTS) }).toEqual(chosen);
      }),
    );
  });

  it('keeps other query parameters and writes only what differs from the defaults', () => {
    fc.assert(
      fc.property(options, fc.string(), (chosen, other) => {
        const base = new URLSearchParams({ other });
        const query = optionsToQuery(chosen, DEFAULTS, base);
        expect(query.get('other')).toBe(other);
        for (const key of Object.keys(DEFAULTS) as (keyof Options)[])
          expect(query.has(key)).toBe(chosen[key] !== DEFAULTS[key]);
      }),
    );
  });

  it('reads any hand-edited query without throwing, keeping only typed known keys', () => {
    const key = fc.oneof(fc.constantFrom(...Object.keys(DEFAULTS)), fc.string());
    const raw = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e309', ' ', '0x10', 'true', '1'),
      fc.bigInt().map(String),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(key, raw)), (pairs) => {
        expectTyped(optionsFromQuery(new URLSearchParams(pairs), DEFAULTS));
      }),
    );
  });

  it('accepts any stored value: known keys keep their type, or the whole store is rejected', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.anything({ withNullPrototype: true }), (json, thing) => {
        for (const data of [json, thing]) {
          const result = sameShape(data, DEFAULTS);
          if (result !== undefined) expectTyped(result);
        }
      }),
    );
  });

  it('ignores 10,000 levels of nesting and a 10 MB string value', () => {
    let deep: unknown = { text: 'deepest' };
    for (let level = 0; level < 10_000; level += 1) deep = { text: deep };
    expect(sameShape(deep, DEFAULTS)).toBeUndefined();
    const huge = 'x'.repeat(10_000_000);
    expect(sameShape({ text: huge }, DEFAULTS)).toEqual({ text: huge });
    expect(optionsFromQuery(new URLSearchParams({ size: huge }), DEFAULTS)).toEqual({});
  });
});
