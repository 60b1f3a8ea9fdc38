import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serializeParams, type QueryParams, type QueryValue } from './request';

const scalar: fc.Arbitrary<QueryValue> = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);
const params: fc.Arbitrary<QueryParams> = fc.dictionary(
  fc.string({ unit: 'grapheme' }),
  fc.oneof(scalar, fc.array(scalar)),
);

/** The spec's rule written plainly: `key=value` pairs as written, nulls left out, never encoded. */
function expected(input: QueryParams): string {
  return Object.entries(input)
    .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((item) => [key, item]))
    .filter(([, item]) => item !== null && item !== undefined)
    .map(([key, item]) => `${key}=${String(item)}`)
    .join('&');
}

describe('serializeParams (fuzz)', () => {
  it('writes every non-empty value as given, in order, without URL-encoding', () => {
    fc.assert(
      fc.property(params, (input) => {
        expect(serializeParams(input)).toBe(expected(input));
      }),
    );
  });

  it('never encodes Chinese, spaces or reserved characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), (text) => {
        expect(serializeParams({ q: text })).toBe(`q=${text}`);
      }),
    );
  });

  it('handles a 10 MB value and a 10,000-item list', () => {
    const huge = '中'.repeat(10_000_000);
    expect(serializeParams({ q: huge })).toHaveLength(huge.length + 2);
    const many = Array.from({ length: 10_000 }, (_, index) => index);
    expect(serializeParams({ id: many }).split('&')).toHaveLength(10_000);
  });
});
