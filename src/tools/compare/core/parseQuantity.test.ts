import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CompareInputError } from './errors';
import { parseQuantity } from './parseQuantity';
import { UNITS } from './units';

describe('parseQuantity', () => {
  it.each([
    ['500g', '500', 'g', 1],
    ['1.5kg', '1.5', 'kg', 1],
    ['5斤', '5', '斤', 1],
    ['两斤', '2', '斤', 1],
    ['3两', '3', '两', 1],
    ['三两', '3', '两', 1],
    ['一斤半', '1.5', '斤', 1],
    ['半斤', '0.5', '斤', 1],
    ['330ml*24', '330', 'ml', 24],
    ['330ml×24听', '330', 'ml', 24],
    ['330 ML x 24', '330', 'ml', 24],
    ['24×330ml', '330', 'ml', 24],
    ['2.1L(100mL×21)', '100', 'ml', 21],
    ['2.1L（100mL×21）', '100', 'ml', 21],
    ['3包×200抽', '200', '抽', 3],
    ['12卷', '12', '卷', 1],
    ['二十四听', '24', '听', 1],
    ['500g*2袋', '500', 'g', 2],
    ['１．５ｋｇ', '1.5', 'kg', 1],
    ['12 fl oz', '12', 'fl oz', 1],
    ['1磅', '1', 'lb', 1],
    ['8盎司', '8', 'oz', 1],
    ['5公斤装', '5', 'kg', 1],
    ['2米', '2', 'm', 1],
  ])('understands %s', (text, quantity, unit, packs) => {
    expect(parseQuantity(text)).toEqual({ quantity, unit, packs });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['500', 'missing-unit'],
    ['abc', 'unknown-text'],
    ['g', 'missing-number'],
    ['2.1L(100mL×20)', 'mismatch'],
    ['2.1L(100g×21)', 'mismatch'],
    ['330ml×2.5', 'bad-number'],
    ['500g×1kg', 'unknown-text'],
    ['0g', 'not-positive'],
    ['2.1L(100mL×21', 'unknown-text'],
  ])('rejects %j with a Chinese %s error', (text, code) => {
    let error: unknown;
    try {
      parseQuantity(text);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CompareInputError);
    expect((error as CompareInputError).code).toBe(code);
    expect((error as CompareInputError).message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('says where an unknown character is', () => {
    expect(() => parseQuantity('500g@')).toThrow('第 5 个字符“@”');
  });

  it('reads every unit alias after any decimal, with any pack count', () => {
    const alias = fc.constantFrom(
      ...UNITS.flatMap((unit) => unit.aliases.map((a) => [a, unit.code] as const)),
    );
    const decimal = fc
      .tuple(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 0, max: 999 }))
      .map(([whole, fraction]) => (fraction ? `${whole}.${fraction}` : String(whole)));
    fc.assert(
      fc.property(
        alias,
        decimal,
        fc.integer({ min: 1, max: 500 }),
        ([name, code], amount, packs) => {
          const parsed = parseQuantity(`${amount}${name}×${packs}`);
          expect(parsed.unit).toBe(code);
          expect(Number(parsed.quantity)).toBe(Number(amount));
          expect(parsed.packs).toBe(packs);
        },
      ),
    );
  });

  it('never throws anything but CompareInputError on random text', () => {
    const pieces = fc.constantFrom(
      '5',
      '.',
      '斤',
      '两',
      '半',
      '×',
      '(',
      ')',
      'ml',
      'x',
      ' ',
      '十',
      '零',
      '听',
      'fl oz',
      '9'.repeat(40),
    );
    const text = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join('')),
      fc.string({ unit: 'binary', maxLength: 30 }),
    );
    fc.assert(
      fc.property(text, (input) => {
        try {
          const parsed = parseQuantity(input);
          expect(Number(parsed.quantity)).toBeGreaterThan(0);
          expect(Number.isInteger(parsed.packs) && parsed.packs >= 1).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(CompareInputError);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('rejects a 10 MB paste quickly with a length error', () => {
    expect(() => parseQuantity('5'.repeat(10_000_000))).toThrow('规格太长');
  });
});
