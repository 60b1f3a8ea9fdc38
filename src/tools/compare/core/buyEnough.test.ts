import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solveBuyEnough } from './buyEnough';
import { CompareInputError } from './errors';
import { Exact } from './money';
import type { CompareItem } from './offer';
import { checkPromotion, payFor, type Promotion } from './promotions';

const offer = (
  price: string,
  quantity: string,
  unit: string,
  promotion?: Promotion,
): CompareItem => ({
  name: '',
  price,
  quantity,
  unit,
  promotion,
});

/** Every count combination within the same search window, cheapest total in 分. */
function bruteForce(
  items: CompareItem[],
  needGrams: Exact,
  gramsOf: (item: CompareItem) => Exact,
): number {
  let best = Infinity;
  const windows = items.map((item) => {
    const enough = needGrams.dividedBy(gramsOf(item)).ceil().toNumber();
    const promotion = item.promotion ? checkPromotion(item.promotion) : undefined;
    const parsed = promotion?.ok ? promotion.value : undefined;
    let extra = 0;
    if (parsed?.kind === 'nthDiscount') extra = parsed.nth - 1;
    if (parsed?.kind === 'buyGet') extra = parsed.buy + parsed.get - 1;
    if (parsed?.kind === 'threshold') extra = parsed.over.dividedBy(item.price).ceil().toNumber();
    if (parsed?.kind === 'coupon') extra = parsed.minSpend.dividedBy(item.price).ceil().toNumber();
    return { max: enough + extra, parsed };
  });
  const counts = new Array<number>(items.length).fill(0);
  const walk = (k: number) => {
    if (k === items.length) {
      let grams = new Exact(0);
      let fen = 0;
      counts.forEach((count, i) => {
        grams = grams.plus(gramsOf(items[i]).times(count));
        fen += payFor(new Exact(items[i].price), count, windows[i].parsed).times(100).toNumber();
      });
      if (grams.gte(needGrams) && fen < best) best = fen;
      return;
    }
    for (let count = 0; count <= windows[k].max; count += 1) {
      counts[k] = count;
      walk(k + 1);
    }
  };
  walk(0);
  return best;
}

const promotionArb = fc.oneof(
  fc.constant(undefined),
  fc
    .integer({ min: 50, max: 99 })
    .map((r) => ({ kind: 'discount', rate: String(r / 10) }) as Promotion),
  fc.constant({ kind: 'nthDiscount', nth: 2, rate: '5' } as Promotion),
  fc.constant({ kind: 'buyGet', buy: 2, get: 1 } as Promotion),
  fc.constant({ kind: 'threshold', over: '50', off: '10' } as Promotion),
  fc.constant({ kind: 'coupon', off: '5', minSpend: '30' } as Promotion),
);

describe('solveBuyEnough', () => {
  it('finds the cheapest mix for 8 kg of rice and compares it with the naive choice', () => {
    const result = solveBuyEnough(
      [offer('25', '2.5', 'kg'), offer('45', '5', 'kg'), offer('11', '1', 'kg')],
      { quantity: '8', unit: 'kg' },
    );
    expect(result.best.total).toBe('78.00');
    expect(result.best.lines).toEqual([
      { index: 1, count: 1, pay: '45.00' },
      { index: 2, count: 3, pay: '33.00' },
    ]);
    expect(result.naive).toMatchObject({ total: '90.00', lines: [{ index: 1, count: 2 }] });
    expect(result.saving).toBe('12.00');
    expect(result.exact).toBe(true);
    expect(result.unit).toBe('斤');
  });

  it('skips offers of another family or with errors and says why', () => {
    const result = solveBuyEnough(
      [offer('5', '1', 'L'), offer('', '1', 'kg'), offer('3', '1', 'kg')],
      {
        quantity: '2',
        unit: 'kg',
      },
    );
    expect(result.skipped.map((s) => s.index)).toEqual([0, 1]);
    expect(result.skipped[0].reason).toEqual({
      code: 'need-family-mismatch',
      params: { unit: 'L', otherUnit: 'kg' },
    });
    expect(() => solveBuyEnough([offer('5', '1', 'L')], { quantity: '2', unit: 'kg' })).toThrow(
      CompareInputError,
    );
    expect(() => solveBuyEnough([offer('5', '1', 'kg')], { quantity: '0', unit: 'kg' })).toThrow(
      expect.objectContaining({ problem: { code: 'need-not-positive', params: {} } }),
    );
  });

  it('matches brute force on small random cases (table search)', () => {
    const offerArb = fc.record({
      fen: fc.integer({ min: 100, max: 5_000 }),
      grams: fc.integer({ min: 1, max: 30 }).map((g) => g * 100),
      promotion: promotionArb,
    });
    fc.assert(
      fc.property(
        fc.array(offerArb, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 60 }),
        (offers, need) => {
          const items = offers.map((o) =>
            offer((o.fen / 100).toFixed(2), String(o.grams), 'g', o.promotion),
          );
          const needGrams = new Exact(need * 100);
          const result = solveBuyEnough(items, { quantity: String(need * 100), unit: 'g' });
          const expected = bruteForce(items, needGrams, (item) => new Exact(item.quantity));
          expect(Math.round(Number(result.best.total) * 100)).toBe(expected);
          expect(new Exact(result.best.amountInBasis).times(500).gte(needGrams)).toBe(true);
          expect(new Exact(result.best.total).lte(result.naive.total)).toBe(true);
          expect(result.exact).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('matches brute force when units leave no common grid (branch and bound)', () => {
    const offerArb = fc.record({
      fen: fc.integer({ min: 100, max: 5_000 }),
      pounds: fc.integer({ min: 1, max: 8 }),
      promotion: promotionArb,
    });
    fc.assert(
      fc.property(
        fc.array(offerArb, { minLength: 1, maxLength: 2 }),
        fc.integer({ min: 1, max: 6 }),
        (offers, need) => {
          const items = [
            ...offers.map((o) =>
              offer((o.fen / 100).toFixed(2), String(o.pounds), 'lb', o.promotion),
            ),
            offer('9.99', '1', 'kg'),
          ];
          const gramsOf = (item: CompareItem) =>
            new Exact(item.quantity).times(item.unit === 'lb' ? '453.59237' : '1000');
          const result = solveBuyEnough(items, { quantity: String(need), unit: 'kg' });
          expect(Math.round(Number(result.best.total) * 100)).toBe(
            bruteForce(items, new Exact(need * 1000), gramsOf),
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it('answers 10 offers and a large need with a plan that reaches it', () => {
    const items = Array.from({ length: 10 }, (_, i) =>
      offer(
        (7 + i * 1.37).toFixed(2),
        String(0.45 + i * 0.61),
        'kg',
        i % 3 === 0 ? { kind: 'nthDiscount', nth: 2, rate: '7' } : undefined,
      ),
    );
    const result = solveBuyEnough(items, { quantity: '37.7', unit: 'kg' });
    expect(new Exact(result.best.amountInBasis).gte(new Exact('37.7').times(2))).toBe(true);
    expect(new Exact(result.best.total).lte(result.naive.total)).toBe(true);
  });

  it('only throws CompareInputError on hostile needs', () => {
    const anything = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.constantFrom('1e400', 'NaN', '-5', '99999999999999999'),
      fc.constant(undefined),
    );
    fc.assert(
      fc.property(anything, anything, (quantity, unit) => {
        try {
          solveBuyEnough([offer('3', '500', 'g')], { quantity, unit } as {
            quantity: string;
            unit: string;
          });
        } catch (error) {
          expect(error).toBeInstanceOf(CompareInputError);
        }
      }),
      { numRuns: 300 },
    );
  });
});
