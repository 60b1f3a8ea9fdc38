import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UuidInputError } from './errors';
import { generateUuids, inspectUuid, MAX_COUNT, validateUuidList } from './index';

/** Text a hostile or careless user may paste: markup, RTL and zero-width marks, emoji. */
const nasty = fc.constantFrom(
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '\u202e',
  '\u200b',
  '\u200f',
  '\ufeff',
  '😀',
  '👨‍👩‍👧',
  '\ud800',
  '{',
  '}',
  '0x',
  '-',
  ',',
  '\n',
);
const hostileText = fc
  .array(fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), nasty), {
    maxLength: 20,
  })
  .map((parts) => parts.join(''));

function expectInspection(text: string) {
  const result = inspectUuid(text);
  if (result.valid) {
    expect(result.canonical).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  } else {
    expect(result.reason.length).toBeGreaterThan(0);
    expect(result.reason).not.toMatch(/\{\w+\}/);
  }
}

describe('robustness (issue 9)', () => {
  it('inspectUuid never throws on any text', () => {
    fc.assert(
      fc.property(hostileText, (text) => expectInspection(text)),
      { numRuns: 3000 },
    );
  });

  it('validateUuidList never throws and its counts add up', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const report = validateUuidList(text);
        expect(report.valid + report.invalid).toBe(report.total);
        expect(report.unique + report.duplicates).toBe(report.valid);
      }),
      { numRuns: 2000 },
    );
  });

  it('handles 10 MB strings without crashing', () => {
    const huge = 'a'.repeat(10 * 1024 * 1024);
    expect(inspectUuid(huge)).toMatchObject({ valid: false, code: 'problem.tooLong' });
    const emoji = '😀\u202e\u200b'.repeat(2 * 1024 * 1024);
    expect(inspectUuid(emoji)).toMatchObject({ valid: false, code: 'problem.tooLong' });
    expect(validateUuidList(huge)).toMatchObject({ total: 1, invalid: 1 });
    const [uuid] = generateUuids({ version: 4, count: 1 });
    const lines = `${uuid}\n`.repeat(Math.floor((10 * 1024 * 1024) / 37));
    const report = validateUuidList(lines);
    expect(report.valid).toBe(report.total);
    expect(report.unique).toBe(1);
  });

  it('generateUuids rejects every out-of-range count with UuidInputError only', () => {
    const badCount = fc.oneof(
      fc.integer({ max: 0 }),
      fc.integer({ min: MAX_COUNT + 1 }),
      fc.double().filter((n) => !Number.isInteger(n) || n < 1 || n > MAX_COUNT),
      fc.constantFrom(Number.MAX_SAFE_INTEGER, 1e308, -0, Number.NaN),
      fc.string(),
    );
    fc.assert(
      fc.property(badCount, fc.constantFrom(1, 4, 6, 7, 'nil', 'max'), (count, version) => {
        expect(() => generateUuids({ version, count } as never)).toThrow(UuidInputError);
      }),
      { numRuns: 2000 },
    );
  });

  it('generateUuids rejects junk requests with UuidInputError only', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (version, namespace) => {
        try {
          generateUuids({ version, count: 1, namespace, name: 'n' } as never);
        } catch (error) {
          expect(error).toBeInstanceOf(UuidInputError);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
