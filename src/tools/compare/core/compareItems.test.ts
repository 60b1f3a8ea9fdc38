import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareItems, savingBetween } from './compareItems';
import { COMPARE_PROBLEM_CODES, CompareInputError } from './errors';
import type { CompareItem } from './offer';

const item = (
  price: string,
  quantity: string,
  unit: string,
  extra: Partial<CompareItem> = {},
): CompareItem => ({
  name: '',
  price,
  quantity,
  unit,
  ...extra,
});

describe('compareItems', () => {
  it('computes the issue examples per 斤 and ranks the cheapest first', () => {
    const result = compareItems([
      item('12.90', '500', 'g'),
      item('24.80', '1', 'kg'),
      item('6.50', '1', '斤'),
    ]);
    expect(result.unit).toBe('斤');
    expect(result.rows.map((row) => row.unitPrice)).toEqual(['12.90', '12.40', '6.50']);
    expect(result.rows.map((row) => row.rank)).toEqual([3, 2, 1]);
    expect(result.rows[2].cheapest).toBe(true);
    expect(result.ranking).toEqual([2, 1, 0]);
    expect(result.rows[1].moreThanCheapest).toBe('5.90');
    expect(result.rows[1].percentAboveCheapest).toBe('90.8');
  });

  it('prices 330 ml × 24 at ¥59.90 as 7.56 per litre', () => {
    const result = compareItems([item('59.90', '330', 'ml', { packs: 24 })]);
    expect(result.unit).toBe('L');
    expect(result.rows[0].unitPrice).toBe('7.56');
  });

  it('lets ties share rank 1, using exact values rather than rounded ones', () => {
    // 1/3 yuan per g both ways: equal exactly, both cheapest.
    const tie = compareItems([item('1', '3', 'g'), item('2', '6', 'g'), item('3', '8', 'g')], {
      unit: 'g',
    });
    expect(tie.rows.map((row) => row.rank)).toEqual([1, 1, 3]);
    expect(tie.rows.filter((row) => row.cheapest)).toHaveLength(2);
    // Both round to 0.33 but are not equal: no tie, and a third decimal shows the difference.
    const close = compareItems([item('1', '3', 'g'), item('0.33', '1', 'g')], { unit: 'g' });
    expect(close.rows.map((row) => row.unitPrice)).toEqual(['0.333', '0.330']);
    expect(close.rows.map((row) => row.rank)).toEqual([2, 1]);
  });

  it('does not rank an offer of another family and says why', () => {
    const result = compareItems([item('10', '1', '斤'), item('5', '500', 'ml')]);
    expect(result.rows[1].rank).toBeNull();
    expect(result.rows[1].error).toEqual({
      code: 'family-mismatch',
      params: { unit: 'ml', basis: '斤', family: 'volume', otherFamily: 'mass' },
    });
  });

  it('uses the chosen basis', () => {
    const rows = (unit: string) =>
      compareItems([item('24.80', '1', 'kg')], { unit }).rows[0].unitPrice;
    expect([rows('斤'), rows('500g'), rows('kg'), rows('100g'), rows('g')]).toEqual([
      '12.40',
      '12.40',
      '24.80',
      '2.48',
      '0.0248',
    ]);
    expect(compareItems([item('9.9', '2', '米')]).rows[0].unitPrice).toBe('4.95');
    expect(() => compareItems([item('1', '1', 'g')], { unit: '光年' })).toThrow(CompareInputError);
  });

  it('warns when count words differ', () => {
    const result = compareItems([item('3', '1', '听'), item('4', '1', '瓶')]);
    expect(result.unit).toBe('件');
    expect(result.warnings[0]).toEqual({
      code: 'count-words-mixed',
      params: { units: ['听', '瓶'] },
    });
  });

  it('applies promotions at the planned buy count and hints when more is cheaper', () => {
    const halfSecond = { kind: 'nthDiscount', nth: 2, rate: '5' } as const;
    const one = compareItems([item('12.50', '1', '斤', { promotion: halfSecond })]).rows[0];
    expect(one.total).toBe('12.50');
    expect(one.betterBuyCount).toEqual({ buyCount: 2, unitPrice: '9.38', total: '18.75' });
    const two = compareItems([item('12.50', '1', '斤', { promotion: halfSecond, buyCount: 2 })])
      .rows[0];
    expect(two.total).toBe('18.75');
    expect(two.unitPrice).toBe('9.38');
  });

  it('says which field is invalid, as codes with the text at fault', () => {
    const rows = compareItems([
      item('', '1', 'g'),
      item('abc', '1', 'g'),
      item('1', '0', 'g'),
      item('1', '1', '光年'),
      item('1', '1', 'g', { packs: 0 }),
      item('1', '1', 'g', { buyCount: 1.5 }),
    ]).rows;
    expect(rows.map((row) => row.error)).toEqual([
      { code: 'price-missing', params: {} },
      { code: 'price-invalid', params: { text: 'abc' } },
      { code: 'quantity-zero', params: {} },
      { code: 'unit-unknown', params: { text: '光年' } },
      { code: 'packs-range', params: { max: 1000000 } },
      { code: 'buy-count-range', params: { max: 10000 } },
    ]);
  });

  it('gives the same unit price whatever unit the same amount is written in', () => {
    const forms = [
      ['1000', 'g'],
      ['1', 'kg'],
      ['2', '斤'],
      ['20', '两'],
      ['200', '钱'],
      ['1000000', 'mg'],
    ];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (fen) => {
        const price = (fen / 100).toFixed(2);
        const result = compareItems(forms.map(([q, u]) => item(price, q, u)));
        expect(new Set(result.rows.map((row) => row.unitPrice)).size).toBe(1);
        expect(result.rows.every((row) => row.rank === 1)).toBe(true);
      }),
    );
  });

  it('converts pounds, ounces and fluid ounces exactly (1 lb = 16 oz, 1 US gal = 128 fl oz)', () => {
    const mass = compareItems(
      [item('10', '1', 'lb'), item('10', '16', 'oz'), item('10', '453.59237', 'g')],
      { unit: 'g' },
    );
    expect(mass.rows.map((row) => row.rank)).toEqual([1, 1, 1]);
    const volume = compareItems([item('10', '128', 'fl oz'), item('10', '3785.411784', 'ml')]);
    expect(volume.rows.map((row) => row.rank)).toEqual([1, 1]);
    // One millilitre less is dearer: the comparison really is exact.
    const off = compareItems([item('10', '128', 'fl oz'), item('10', '3785.411783', 'ml')]);
    expect(off.rows.map((row) => row.rank)).toEqual([1, 2]);
  });

  it('ranks consistently with price per amount', () => {
    const offer = fc.record({
      fen: fc.integer({ min: 0, max: 1_000_000 }),
      grams: fc.integer({ min: 1, max: 100_000 }),
    });
    fc.assert(
      fc.property(fc.array(offer, { minLength: 1, maxLength: 8 }), (offers) => {
        const result = compareItems(
          offers.map((o) => item((o.fen / 100).toFixed(2), String(o.grams), 'g')),
        );
        const ranked = result.ranking.map((i) => offers[i]);
        for (let k = 1; k < ranked.length; k += 1) {
          // fen_a / g_a <= fen_b / g_b, in integers.
          expect(ranked[k - 1].fen * ranked[k].grams).toBeLessThanOrEqual(
            ranked[k].fen * ranked[k - 1].grams,
          );
        }
        expect(result.rows.some((row) => row.cheapest)).toBe(true);
      }),
    );
  });

  it('survives hostile numbers and shapes without crashing', () => {
    const weird = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom(
        'NaN',
        'Infinity',
        '-1',
        '1e400',
        '-0',
        '0x10',
        ' ',
        '9'.repeat(50),
        '1.'.repeat(5),
      ),
    );
    const anything = fc.oneof(
      weird,
      fc.integer(),
      fc.double(),
      fc.constant(null),
      fc.constant(undefined),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            name: anything,
            price: anything,
            quantity: anything,
            unit: anything,
            packs: anything,
            buyCount: anything,
          }),
        ),
        (items) => {
          const result = compareItems(items as unknown as CompareItem[]);
          expect(result.rows).toHaveLength(items.length);
          for (const row of result.rows) {
            if (row.unitPrice === null) expect(COMPARE_PROBLEM_CODES).toContain(row.error?.code);
            else expect(row.unitPrice).toMatch(/^\d+\.\d{2}$/);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('works out the saving sentence', () => {
    const items = [item('6.50', '1', '斤'), item('12.90', '500', 'g')];
    const result = compareItems(items);
    expect(savingBetween(items, result, 0, 1, '5')).toBe('32.00');
  });
});
