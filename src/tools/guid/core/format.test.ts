import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FORMAT_PRESETS,
  formatUuid,
  generateUuids,
  inspectUuid,
  joinUuids,
  validateUuidList,
  type UuidFormatStyle,
} from './index';
import { UuidInputError } from './errors';

const SAMPLE = '0f3a2c4e-1b2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('formatUuid', () => {
  it.each([
    ['N', '0f3a2c4e1b2d4e5f8a9b0c1d2e3f4a5b'],
    ['D', '0f3a2c4e-1b2d-4e5f-8a9b-0c1d2e3f4a5b'],
    ['B', '{0f3a2c4e-1b2d-4e5f-8a9b-0c1d2e3f4a5b}'],
    ['P', '(0f3a2c4e-1b2d-4e5f-8a9b-0c1d2e3f4a5b)'],
    ['X', '{0x0f3a2c4e,0x1b2d,0x4e5f,{0x8a,0x9b,0x0c,0x1d,0x2e,0x3f,0x4a,0x5b}}'],
    ['urn', 'urn:uuid:0f3a2c4e-1b2d-4e5f-8a9b-0c1d2e3f4a5b'],
    ['base64', 'DzosThstTl+KmwwdLj9KWw'],
    ['base64url', 'DzosThstTl-KmwwdLj9KWw'],
    ['sql', "('0f3a2c4e-1b2d-4e5f-8a9b-0c1d2e3f4a5b')"],
  ] as const)('preset %s', (preset, expected) => {
    expect(formatUuid(SAMPLE, FORMAT_PRESETS[preset])).toBe(expected);
  });

  it('Base64 is the standard encoding of the 16 bytes, without padding', () => {
    const bytes = Buffer.from(SAMPLE.replace(/-/g, ''), 'hex');
    expect(formatUuid(SAMPLE, { encoding: 'base64' })).toBe(bytes.toString('base64').slice(0, 22));
    expect(formatUuid(SAMPLE, { encoding: 'base64url' })).toBe(bytes.toString('base64url'));
  });

  it('combines 大写, 花括号, quotes, prefix and suffix in a fixed order', () => {
    expect(
      formatUuid(SAMPLE, {
        uppercase: true,
        wrap: 'braces',
        quotes: 'double',
        prefix: 'id=',
        suffix: ';',
      }),
    ).toBe('id="{0F3A2C4E-1B2D-4E5F-8A9B-0C1D2E3F4A5B}";');
    expect(formatUuid(SAMPLE, { uppercase: true, hyphens: false, quotes: 'single' })).toBe(
      "'0F3A2C4E1B2D4E5F8A9B0C1D2E3F4A5B'",
    );
    expect(formatUuid(SAMPLE, { encoding: 'dotnetX', uppercase: true })).toBe(
      '{0x0F3A2C4E,0x1B2D,0x4E5F,{0x8A,0x9B,0x0C,0x1D,0x2E,0x3F,0x4A,0x5B}}',
    );
    // Base64 is case-sensitive: 大写 must not change it.
    expect(formatUuid(SAMPLE, { encoding: 'base64', uppercase: true })).toBe(
      'DzosThstTl+KmwwdLj9KWw',
    );
  });

  it('joins with the chosen separator', () => {
    const list = [SAMPLE, 'ffffffff-ffff-ffff-ffff-ffffffffffff'];
    expect(joinUuids(list, FORMAT_PRESETS.sql, 'commaNewline')).toBe(
      "('0f3a2c4e-1b2d-4e5f-8a9b-0c1d2e3f4a5b'),\n('ffffffff-ffff-ffff-ffff-ffffffffffff')",
    );
    expect(joinUuids(list, { hyphens: false }, 'commaSpace')).toBe(
      '0f3a2c4e1b2d4e5f8a9b0c1d2e3f4a5b, ffffffffffffffffffffffffffffffff',
    );
  });

  it('accepts other notations as input and rejects non-UUIDs with a typed error', () => {
    expect(formatUuid('{0F3A2C4E-1B2D-4E5F-8A9B-0C1D2E3F4A5B}')).toBe(SAMPLE);
    expect(() => formatUuid('hello')).toThrow(UuidInputError);
  });

  const styleArbitrary: fc.Arbitrary<UuidFormatStyle> = fc.record({
    encoding: fc.constantFrom('hex', 'dotnetX', 'base64', 'base64url'),
    uppercase: fc.boolean(),
    hyphens: fc.boolean(),
    urn: fc.boolean(),
    wrap: fc.constantFrom('none', 'braces', 'parens'),
    quotes: fc.constantFrom('none', 'single', 'double'),
  });

  it('every format parses back to the same UUID (property)', () => {
    const uuids = [
      ...generateUuids({ version: 4, count: 20 }),
      ...generateUuids({ version: 7, count: 20 }),
      ...generateUuids({ version: 1, count: 5 }),
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...uuids), styleArbitrary, (uuid, style) => {
        const text = formatUuid(uuid, style);
        const inspected = inspectUuid(text);
        expect(inspected.valid && inspected.canonical).toBe(uuid);
      }),
      { numRuns: 2000 },
    );
  });

  it('a braced Base64 that begins with 0x is Base64, not a broken .NET X', () => {
    const text = formatUuid('d316467b-0fb0-46d2-b8be-e6b9cb0c62bd', {
      encoding: 'base64url',
      wrap: 'braces',
    });
    expect(text).toBe('{0xZGew-wRtK4vua5ywxivQ}');
    expect(inspectUuid(`"${text}"`)).toMatchObject({
      valid: true,
      canonical: 'd316467b-0fb0-46d2-b8be-e6b9cb0c62bd',
    });
    expect(validateUuidList(`${text}, ${text}`)).toMatchObject({ valid: 2, duplicates: 1 });
  });

  it('the SQL preset and trailing separators parse back too', () => {
    const uuid = generateUuids({ version: 7, count: 1 })[0];
    const line = `${formatUuid(uuid, FORMAT_PRESETS.sql)},`;
    const inspected = inspectUuid(line);
    expect(inspected.valid && inspected.canonical).toBe(uuid);
  });
});
