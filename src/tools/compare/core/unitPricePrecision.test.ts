import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareItems } from './compareItems';
import type { CompareItem } from './offer';

const offer = (price: string, quantity: string, unit: string, packs = 1): CompareItem => ({
  name: '',
  price,
  quantity,
  unit,
  packs,
});

describe('unit prices shown', () => {
  it('per 100 抽 by default for tissues, with three significant digits', () => {
    const result = compareItems([offer('29.9', '120', '抽', 20), offer('19.9', '130', '抽', 12)]);
    expect(result.unit).toBe('100抽');
    expect(result.rows.map((row) => row.unitPrice)).toEqual(['1.25', '1.28']);
  });

  it('per 抽 when the user picks it, with enough decimals to tell them apart', () => {
    const result = compareItems([offer('29.9', '120', '抽', 20), offer('19.9', '130', '抽', 12)], {
      unit: '抽',
    });
    expect(result.rows.map((row) => row.unitPrice)).toEqual(['0.0125', '0.0128']);
  });

  it('keeps 包 out of a per-抽 comparison and says what it needs', () => {
    const result = compareItems([offer('29.9', '120', '抽', 20), offer('19.9', '12', '包')], {
      unit: '100抽',
    });
    expect(result.rows[1].unitPrice).toBeNull();
    expect(result.rows[1].error).toEqual({
      code: 'count-word-mismatch',
      params: { basis: '100抽', unit: '包', word: '抽' },
    });
  });

  it('never shows two different unit prices alike, and equal-looking prices share a rank', () => {
    const money = fc
      .tuple(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 0, max: 99 }))
      .map(([yuan, fen]) => `${yuan}.${String(fen).padStart(2, '0')}`);
    const size = fc.integer({ min: 1, max: 5000 }).map(String);
    fc.assert(
      fc.property(fc.array(fc.tuple(money, size), { minLength: 2, maxLength: 6 }), (pairs) => {
        const result = compareItems(pairs.map(([price, grams]) => offer(price, grams, 'g')));
        const rows = result.rows;
        for (const a of rows) {
          for (const b of rows) {
            expect(a.unitPrice === b.unitPrice).toBe(a.rank === b.rank);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
