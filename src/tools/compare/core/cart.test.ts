import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solveReachThreshold, type CartGood } from './cart';
import { COMPARE_PROBLEM_CODES, CompareInputError } from './errors';
import { solveSplitOrders } from './splitOrders';

const yuan = (fen: number) => (fen / 100).toFixed(2);
const fenOf = (text: string) => Math.round(Number(text) * 100);

function bestReachBrute(prices: number[], must: boolean[], over: number, repeat: boolean) {
  const mustSum = prices.reduce((sum, p, i) => sum + (must[i] ? p : 0), 0);
  const target = repeat ? (Math.floor(mustSum / over) + 1) * over : over;
  let best = Infinity;
  for (let mask = 0; mask < 1 << prices.length; mask += 1) {
    if (prices.some((_, i) => must[i] && !(mask & (1 << i)))) continue;
    const sum = prices.reduce((s, p, i) => s + (mask & (1 << i) ? p : 0), 0);
    if (sum >= target && sum < best) best = sum;
  }
  return { best, target };
}

/** Most orders reaching `over` when every good is put in some order (set partitions). */
function bestSplitBrute(prices: number[], over: number): number {
  let best = 0;
  const fills: number[] = [];
  const walk = (k: number) => {
    if (k === prices.length) {
      best = Math.max(best, fills.filter((fill) => fill >= over).length);
      return;
    }
    for (let b = 0; b < fills.length; b += 1) {
      fills[b] += prices[k];
      walk(k + 1);
      fills[b] -= prices[k];
    }
    fills.push(prices[k]);
    walk(k + 1);
    fills.pop();
  };
  walk(0);
  return best;
}

describe('solveReachThreshold', () => {
  it('adds the goods that reach 满 100 with the least overspend', () => {
    const goods: CartGood[] = [
      { name: '洗衣液', price: '59.90', mustBuy: true },
      { name: '纸巾', price: '19.90' },
      { name: '牙膏', price: '25.00' },
      { name: '洗发水', price: '45.50' },
    ];
    const result = solveReachThreshold(goods, { over: '100', off: '20' });
    expect(result.order.indexes).toEqual([0, 1, 2]);
    expect(result.order).toMatchObject({ subtotal: '104.80', reduction: '20.00', pay: '84.80' });
    expect(result.overspend).toBe('4.80');
  });

  it('says how much is missing when the list cannot reach the threshold', () => {
    const result = solveReachThreshold([{ name: 'a', price: '30' }], { over: '100', off: '20' });
    expect(result.reached).toBe(false);
    expect(result.shortBy).toBe('70.00');
  });

  it('matches brute force on random carts', () => {
    const cart = fc.array(
      fc.record({ fen: fc.integer({ min: 1, max: 20_000 }), must: fc.boolean() }),
      {
        minLength: 1,
        maxLength: 10,
      },
    );
    fc.assert(
      fc.property(
        cart,
        fc.integer({ min: 100, max: 40_000 }),
        fc.boolean(),
        (goods, over, repeat) => {
          const prices = goods.map((g) => g.fen);
          const must = goods.map((g) => g.must);
          const result = solveReachThreshold(
            goods.map((g, i) => ({ name: `g${i}`, price: yuan(g.fen), mustBuy: g.must })),
            { over: yuan(over), off: '5', repeat },
          );
          const { best, target } = bestReachBrute(prices, must, over, repeat);
          expect(fenOf(result.target)).toBe(target);
          if (best === Infinity) expect(result.reached).toBe(false);
          else {
            expect(fenOf(result.order.subtotal)).toBe(best);
            expect(result.order.indexes.filter((i) => must[i])).toHaveLength(
              must.filter(Boolean).length,
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('stays exact and finishes on a 300-good cart', () => {
    const goods = Array.from({ length: 300 }, (_, i) => ({
      name: `g${i}`,
      price: yuan(((i * 7919) % 9000) + 99),
    }));
    const result = solveReachThreshold(goods, { over: '299', off: '50' });
    expect(result.reached).toBe(true);
    expect(result.overspend).toBe('0.00');
  });

  it('refuses bad rules and prices with problem codes only, naming the field', () => {
    expect(() =>
      solveReachThreshold([{ name: 'a', price: '1.234' }], { over: '100', off: '5' }),
    ).toThrow(
      expect.objectContaining({
        problem: {
          code: 'cart-money-cents',
          params: { field: 'cart-named-good-price', n: 1, name: 'a' },
        },
      }),
    );
    expect(() => solveReachThreshold([], { over: '100', off: '5' })).toThrow('cart-empty');
    const anything = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('-1', '1e400', 'NaN', '0', '9'.repeat(30)),
    );
    fc.assert(
      fc.property(
        fc.array(anything, { maxLength: 6 }),
        anything,
        anything,
        fc.boolean(),
        (prices, over, off, repeat) => {
          for (const solve of [solveReachThreshold, solveSplitOrders]) {
            try {
              solve(
                prices.map((price) => ({ name: '', price })),
                { over, off, repeat },
              );
            } catch (error) {
              expect(error).toBeInstanceOf(CompareInputError);
              expect(COMPARE_PROBLEM_CODES).toContain((error as CompareInputError).code);
            }
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('solveSplitOrders', () => {
  it('splits into two orders that each reach 满 100', () => {
    const result = solveSplitOrders(
      [
        { name: 'a', price: '59.90' },
        { name: 'b', price: '49.90' },
        { name: 'c', price: '55.00' },
        { name: 'd', price: '45.50' },
      ],
      { over: '100', off: '20' },
    );
    expect(result.orders).toHaveLength(2);
    expect(result.reduction).toBe('40.00');
    expect(result.singleOrderReduction).toBe('20.00');
    expect(result.pay).toBe('170.30');
    expect(result.exact).toBe(true);
  });

  it('keeps one order for 每满 (splitting cannot help)', () => {
    const result = solveSplitOrders(
      [
        { name: 'a', price: '60' },
        { name: 'b', price: '60' },
      ],
      { over: '100', off: '20', repeat: true },
    );
    expect(result.orders).toHaveLength(1);
    expect(result.reduction).toBe('20.00');
  });

  it('matches brute force over all splits of small carts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 15_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 500, max: 20_000 }),
        (prices, over) => {
          const result = solveSplitOrders(
            prices.map((fen, i) => ({ name: `g${i}`, price: yuan(fen) })),
            { over: yuan(over), off: '1' },
          );
          const orders = bestSplitBrute(prices, over);
          expect(fenOf(result.reduction)).toBe(orders * 100);
          const used = result.orders.flatMap((o) => o.indexes).sort((a, b) => a - b);
          expect(used).toEqual(prices.map((_, i) => i));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('answers a 60-good cart with every good in exactly one order', () => {
    const goods = Array.from({ length: 60 }, (_, i) => ({
      name: `g${i}`,
      price: yuan(((i * 4567) % 12000) + 500),
    }));
    const result = solveSplitOrders(goods, { over: '199', off: '30' });
    const used = result.orders.flatMap((o) => o.indexes).sort((a, b) => a - b);
    expect(used).toEqual(goods.map((_, i) => i));
    expect(result.orders.filter((o) => o.reduction === '30.00').length).toBe(
      fenOf(result.reduction) / 3000,
    );
  });
});
