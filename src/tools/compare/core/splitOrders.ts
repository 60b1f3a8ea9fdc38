import {
  orderOf,
  parseCart,
  reductionFor,
  type CartGood,
  type CartOrder,
  type CartRule,
  type ParsedCart,
} from './cart';
import { fenToYuan } from './money';

export interface SplitResult {
  orders: CartOrder[];
  subtotal: string;
  reduction: string;
  pay: string;
  /** Reduction if everything went into one order. */
  singleOrderReduction: string;
  /** False only when the search budget ran out; the split is then the best found. */
  exact: boolean;
  /** Search nodes visited over all tried order counts, for benchmarks. */
  steps: number;
}

/** Search steps per tried number of orders; keeps a worst case to a fraction of a second. */
const NODES_PER_TRY = 1_000_000;

/**
 * Can the goods be split into `orders` orders that each reach `over`? Depth-first over goods
 * (largest first): each good joins an order still short of the threshold, or waits to be
 * added to any order at the end. Returns the orders, null if impossible, undefined if the
 * node budget ran out.
 */
function coverInto(
  prices: number[],
  over: number,
  orders: number,
  counter: { steps: number },
): number[][] | null | undefined {
  const order = prices.map((_, i) => i).sort((a, b) => prices[b] - prices[a]);
  const suffix = new Array<number>(order.length + 1).fill(0);
  for (let k = order.length - 1; k >= 0; k -= 1) suffix[k] = suffix[k + 1] + prices[order[k]];
  const fill = new Array<number>(orders).fill(0);
  const members: number[][] = Array.from({ length: orders }, () => []);
  const spare: number[] = [];
  let nodes = 0;

  const deficit = () => fill.reduce((sum, value) => sum + Math.max(0, over - value), 0);
  const visit = (k: number): boolean | undefined => {
    nodes += 1;
    if (nodes > NODES_PER_TRY) return undefined;
    const missing = deficit();
    if (missing === 0) {
      for (let j = k; j < order.length; j += 1) spare.push(order[j]);
      return true;
    }
    if (suffix[k] < missing) return false;
    const item = order[k];
    const price = prices[item];
    const tried = new Set<number>();
    for (let b = 0; b < orders; b += 1) {
      // Orders with the same fill are interchangeable: trying one of them is enough.
      if (fill[b] >= over || tried.has(fill[b])) continue;
      tried.add(fill[b]);
      fill[b] += price;
      members[b].push(item);
      const found = visit(k + 1);
      if (found !== false) return found;
      fill[b] -= price;
      members[b].pop();
    }
    if (suffix[k + 1] >= missing) {
      spare.push(item);
      const found = visit(k + 1);
      if (found !== false) return found;
      spare.pop();
    }
    return false;
  };
  const found = visit(0);
  counter.steps += nodes;
  if (found === undefined) return undefined;
  if (!found) return null;
  // Goods not needed to reach a threshold still get bought: add them to the smallest order.
  for (const item of spare) {
    const smallest = fill.indexOf(Math.min(...fill));
    members[smallest].push(item);
    fill[smallest] += prices[item];
  }
  return members;
}

/**
 * 拆单: split every listed good into orders so that the store-wide 满减 takes off the most.
 * With 每满 one order is always best (floor(a/X) + floor(b/X) ≤ floor((a+b)/X)).
 */
export function solveSplitOrders(goods: readonly CartGood[], rule: CartRule): SplitResult {
  const cart: ParsedCart = parseCart(goods, rule);
  const all = cart.prices.map((_, i) => i);
  const total = cart.prices.reduce((sum, price) => sum + price, 0);
  const counter = { steps: 0 };
  const summary = (groups: number[][], exact: boolean): SplitResult => {
    const reduction = groups.reduce(
      (sum, group) =>
        sum +
        reductionFor(
          group.reduce((s, i) => s + cart.prices[i], 0),
          cart,
        ),
      0,
    );
    return {
      orders: groups.map((group) => orderOf(group, cart)),
      subtotal: fenToYuan(total),
      reduction: fenToYuan(reduction),
      pay: fenToYuan(total - reduction),
      singleOrderReduction: fenToYuan(reductionFor(total, cart)),
      exact,
      steps: counter.steps,
    };
  };
  if (cart.repeat || total < 2 * cart.over) return summary([all], true);
  // A quick greedy split, then prove or improve it one order at a time: a split into k orders
  // can always be merged into k − 1, so the first impossible k shows the best is k − 1.
  let best = greedyCover(cart.prices, cart.over);
  const upperBound = Math.floor(total / cart.over);
  for (let orders = Math.max(2, best.length + 1); orders <= upperBound; orders += 1) {
    const split = coverInto(cart.prices, cart.over, orders, counter);
    if (split === null) return summary(best.length > 1 ? best : [all], true);
    if (split === undefined) return summary(best.length > 1 ? best : [all], false);
    best = split;
  }
  return summary(best.length > 1 ? best : [all], true);
}

/**
 * Largest good first, then the smallest good that completes the order (least overshoot), else
 * the largest remaining; repeated while the rest can still reach the threshold.
 */
function greedyCover(prices: number[], over: number): number[][] {
  const pool = prices.map((_, i) => i).sort((a, b) => prices[b] - prices[a]);
  let remaining = prices.reduce((sum, price) => sum + price, 0);
  const groups: number[][] = [];
  while (pool.length > 0 && remaining >= over) {
    const group = [pool.shift() as number];
    let fill = prices[group[0]];
    while (fill < over) {
      const need = over - fill;
      // pool is sorted descending: the last item still ≥ need completes with least overshoot.
      let pick = 0;
      for (let k = 0; k < pool.length && prices[pool[k]] >= need; k += 1) pick = k;
      const [item] = pool.splice(pick, 1);
      group.push(item);
      fill += prices[item];
    }
    remaining -= fill;
    groups.push(group);
  }
  if (groups.length === 0) return [prices.map((_, i) => i)];
  const smallest = groups.reduce((a, b) =>
    a.reduce((s, i) => s + prices[i], 0) <= b.reduce((s, i) => s + prices[i], 0) ? a : b,
  );
  smallest.push(...pool);
  return groups;
}
