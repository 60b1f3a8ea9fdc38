import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Exact } from './money';
import { checkPromotion, describePromotion, payFor, type Promotion } from './promotions';

const pay = (price: string, count: number, promotion: Promotion) => {
  const checked = checkPromotion(promotion);
  if (!checked.ok) throw new Error(checked.error.code);
  return payFor(new Exact(price), count, checked.value).toFixed(2);
};

describe('promotions', () => {
  it('折扣, including "88" read as 8.8 折, rounded half-up to 分', () => {
    expect(pay('12.90', 1, { kind: 'discount', rate: '8.8' })).toBe('11.35');
    expect(pay('12.90', 3, { kind: 'discount', rate: '88' })).toBe('34.06');
    expect(pay('10', 2, { kind: 'discount', rate: '95' })).toBe('19.00');
  });

  it('满减 and 每满减 at several counts', () => {
    const once = { kind: 'threshold', over: '100', off: '20' } as const;
    expect([1, 3, 4, 8].map((n) => pay('30', n, once))).toEqual([
      '30.00',
      '90.00',
      '100.00',
      '220.00',
    ]);
    const every = { ...once, repeat: true };
    expect([3, 4, 7, 8].map((n) => pay('30', n, every))).toEqual([
      '90.00',
      '100.00',
      '170.00',
      '200.00',
    ]);
  });

  it('第 N 件 M 折 and 买 N 送 M by take-home count', () => {
    const halfSecond = { kind: 'nthDiscount', nth: 2, rate: '5' } as const;
    expect([1, 2, 3, 4].map((n) => pay('10', n, halfSecond))).toEqual([
      '10.00',
      '15.00',
      '25.00',
      '30.00',
    ]);
    const buy2get1 = { kind: 'buyGet', buy: 2, get: 1 } as const;
    expect([1, 2, 3, 4, 6].map((n) => pay('10', n, buy2get1))).toEqual([
      '10.00',
      '20.00',
      '20.00',
      '30.00',
      '40.00',
    ]);
  });

  it('优惠券 with and without a minimum spend, never below zero', () => {
    expect(pay('30', 1, { kind: 'coupon', off: '10', minSpend: '50' })).toBe('30.00');
    expect(pay('30', 2, { kind: 'coupon', off: '10', minSpend: '50' })).toBe('50.00');
    expect(pay('5', 1, { kind: 'coupon', off: '10' })).toBe('0.00');
  });

  it('rejects bad promotions with Chinese messages', () => {
    const errors = [
      { kind: 'discount', rate: '0' },
      { kind: 'discount', rate: '120' },
      { kind: 'threshold', over: '', off: '5' },
      { kind: 'nthDiscount', nth: 1, rate: '5' },
      { kind: 'buyGet', buy: Number.NaN, get: 1 },
      { kind: 'coupon', off: '-3' },
      { kind: 'bogus' },
    ].map((promotion) => checkPromotion(promotion as Promotion));
    for (const result of errors) {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toMatch(/^promo-/);
    }
  });

  it('describes promotions as catalogue codes with their numbers', () => {
    const text = (promotion: Promotion) => {
      const checked = checkPromotion(promotion);
      return checked.ok ? describePromotion(checked.value) : checked.error;
    };
    expect(text({ kind: 'discount', rate: '8.8' })).toEqual({
      code: 'discount',
      params: { rate: '8.8', percent: '88' },
    });
    expect(text({ kind: 'discount', rate: '95' })).toMatchObject({ params: { rate: '9.5' } });
    expect(text({ kind: 'threshold', over: '100', off: '20', repeat: true })).toEqual({
      code: 'thresholdRepeat',
      params: { over: '100', off: '20' },
    });
    expect(text({ kind: 'nthDiscount', nth: 2, rate: '0' })).toEqual({
      code: 'nthFree',
      params: { nth: 2 },
    });
    expect(text({ kind: 'buyGet', buy: 2, get: 1 })).toEqual({
      code: 'buyGet',
      params: { buy: 2, get: 1, total: 3 },
    });
  });

  it('never pays below zero nor more than without the promotion', () => {
    const promotion = fc.oneof(
      fc
        .integer({ min: 1, max: 100 })
        .map((r) => ({ kind: 'discount', rate: String(r / 10) }) as Promotion),
      fc
        .tuple(
          fc.integer({ min: 1, max: 50_000 }),
          fc.integer({ min: 1, max: 80_000 }),
          fc.boolean(),
        )
        .map(
          ([over, off, repeat]) =>
            ({
              kind: 'threshold',
              over: String(over / 100),
              off: String(off / 100),
              repeat,
            }) as Promotion,
        ),
      fc
        .tuple(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 0, max: 10 }))
        .map(([nth, rate]) => ({ kind: 'nthDiscount', nth, rate: String(rate) }) as Promotion),
      fc
        .tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 3 }))
        .map(([buy, get]) => ({ kind: 'buyGet', buy, get }) as Promotion),
      fc
        .tuple(fc.integer({ min: 1, max: 90_000 }), fc.integer({ min: 0, max: 90_000 }))
        .map(
          ([off, min]) =>
            ({ kind: 'coupon', off: String(off / 100), minSpend: String(min / 100) }) as Promotion,
        ),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 30 }),
        promotion,
        (fen, count, promo) => {
          const price = (fen / 100).toFixed(2);
          const paid = new Exact(pay(price, count, promo));
          expect(paid.gte(0)).toBe(true);
          expect(paid.lte(new Exact(price).times(count))).toBe(true);
        },
      ),
    );
  });
});
