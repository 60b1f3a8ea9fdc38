import {
  solveBuyEnough,
  solveReachThreshold,
  solveSplitOrders,
  type CartGood,
  type CompareItem,
} from '../src/tools/compare/core/index.ts';
import { timeMedian, type BenchRow, type BenchSuite } from './types.ts';

/** A deterministic pseudo-random sequence, so every run benchmarks the same carts. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** Everyday goods from ¥5.90 to ¥89.90; the first three are must-buys. */
function cart(goods: number, seed: number): CartGood[] {
  const random = sequence(seed);
  return Array.from({ length: goods }, (_, i) => ({
    name: `商品 ${i + 1}`,
    price: (Math.floor(random() * 8_400 + 590) / 100).toFixed(2),
    mustBuy: i < 3,
  }));
}

/** Ten offers of rice in sizes from 400 g to 10 kg, some with promotions. */
function riceOffers(unit: 'g' | 'mixed'): CompareItem[] {
  const sizes = ['400', '900', '1000', '1800', '2500', '3000', '4500', '5000', '7500', '10000'];
  return sizes.map((grams, i) => ({
    name: `大米 ${i + 1}`,
    price: ((Number(grams) / 1000) * (6.2 + ((i * 37) % 11) / 10)).toFixed(2),
    // In the mixed case half the offers are in pounds, so amounts share no coarse grid.
    quantity:
      unit === 'mixed' && i % 2 === 1
        ? String(Math.max(1, Math.round(Number(grams) / 454)))
        : grams,
    unit: unit === 'mixed' && i % 2 === 1 ? 'lb' : 'g',
    promotion:
      i % 3 === 0
        ? { kind: 'nthDiscount', nth: 2, rate: '8' }
        : i % 4 === 1
          ? { kind: 'threshold', over: '99', off: '10' }
          : null,
  }));
}

/**
 * The platform reference: a bare loop doing the same number of steps as the solver, each one
 * an integer add and a comparison on a typed array (what one DP cell or search node costs at
 * the very least). ratio = solver time / bare-loop time.
 */
function bareLoop(steps: number): number {
  const cells = new Int32Array(4096);
  let best = 0;
  for (let i = 0; i < steps; i += 1) {
    const value = cells[i & 4095] + (i & 7);
    cells[i & 4095] = value;
    if (value > best) best = value;
  }
  return best;
}

const WARM_UP_RUNS = 8;

async function row(area: string, name: string, solve: () => { steps: number }): Promise<BenchRow> {
  // Warm up until the JIT has compiled the solver: the first runs are several times slower.
  let steps = 0;
  for (let i = 0; i < WARM_UP_RUNS; i += 1) steps = solve().steps;
  const ms = await timeMedian(solve, 7);
  const limitMs = await timeMedian(() => bareLoop(steps), 7);
  return {
    area,
    name,
    value: Number(ms.toFixed(2)),
    unit: 'ms',
    limitName: `bare loop, same ${steps.toLocaleString('en-US')} steps (integer add + compare)`,
    limitValue: Number(limitMs.toFixed(2)),
    ratio: Number((ms / Math.max(limitMs, 0.001)).toFixed(2)),
    note: 'median of 7 after warm-up; ratio = solver time / bare-loop time for the same number of DP cells or search nodes',
  };
}

/** 比价器: 凑单 and 拆单 on a 40-good cart, 买够 with 10 offers (grid DP and branch and bound). */
const compareBench: BenchSuite = async () => {
  const forty = cart(40, 7);
  // Pricier goods under a low threshold: about 20 orders possible, the search budget is reached.
  const stressCart = cart(40, 7).map((good, i) => ({
    ...good,
    price: ((Number(good.price) * 100 * 2 + (i % 7) * 100) / 100).toFixed(2),
  }));
  return [
    await row('比价器', '凑单 40 件（满 300 减 50，最少多花）', () =>
      solveReachThreshold(forty, { over: '300', off: '50' }),
    ),
    await row('比价器', '拆单 40 件压力测试（¥9.90–189.90，满 199 减 30）', () =>
      solveSplitOrders(stressCart, { over: '199', off: '30' }),
    ),
    await row('比价器', '买够 25 kg，10 个商品（克，表格 DP）', () =>
      solveBuyEnough(riceOffers('g'), { quantity: '25', unit: 'kg' }),
    ),
    await row('比价器', '买够 25 kg，10 个商品（克与磅混合，分支定界）', () =>
      solveBuyEnough(riceOffers('mixed'), { quantity: '25', unit: 'kg' }),
    ),
  ];
};

export default compareBench;
