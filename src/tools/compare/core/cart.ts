import { CompareInputError, type ProblemField, type ProblemParam } from './errors';
import { Exact, fenToYuan, parseDecimal, toFen } from './money';

export interface CartGood {
  name: string;
  /** Yuan, at most 2 decimals. */
  price: string;
  mustBuy?: boolean;
}

/** A store-wide 满 over 减 off (每满 when `repeat`). */
export interface CartRule {
  over: string;
  off: string;
  repeat?: boolean;
}

export interface CartOrder {
  indexes: number[];
  subtotal: string;
  reduction: string;
  pay: string;
}

export interface ReachResult {
  /** The order: must-buy goods plus the fewest-yuan additions reaching the target. */
  order: CartOrder;
  /** The subtotal aimed for: 满 X, or the next multiple of X for 每满. */
  target: string;
  reached: boolean;
  /** subtotal − target when reached; how much is missing otherwise. */
  overspend: string;
  shortBy: string;
  /** DP cells visited, for benchmarks. */
  steps: number;
}

export const MAX_CART_GOODS = 2000;
/** DP table cells (goods × 分 up to the target): bounds memory and time on absurd input. */
const MAX_DP_CELLS = 400_000_000;
const MAX_DP_WIDTH = 5_000_000;

export interface ParsedCart {
  prices: number[];
  must: boolean[];
  over: number;
  off: number;
  repeat: boolean;
}

/** `field` names the field at fault, with what tells which good it is (n, name). */
function fenOf(
  text: unknown,
  field: Record<string, ProblemParam> & { field: ProblemField },
  allowZero: boolean,
): number {
  const value = typeof text === 'string' ? parseDecimal(text) : undefined;
  if (!value) throw new CompareInputError('cart-money-invalid', field);
  if (value.decimalPlaces() > 2) throw new CompareInputError('cart-money-cents', field);
  if (value.gt('1e9')) throw new CompareInputError('cart-money-too-large', field);
  if (value.isZero() && !allowZero) throw new CompareInputError('cart-money-zero', field);
  return toFen(value);
}

export function parseCart(goods: readonly CartGood[], rule: CartRule): ParsedCart {
  if (!Array.isArray(goods) || goods.length === 0) {
    throw new CompareInputError('cart-empty');
  }
  if (goods.length > MAX_CART_GOODS) {
    throw new CompareInputError('cart-too-many', { max: MAX_CART_GOODS });
  }
  const over = fenOf(rule?.over, { field: 'cart-over' }, false);
  const off = fenOf(rule?.off, { field: 'cart-off' }, false);
  const prices = goods.map((good, i) =>
    fenOf(
      good?.price,
      good?.name
        ? { field: 'cart-named-good-price', n: i + 1, name: String(good.name).slice(0, 20) }
        : { field: 'cart-good-price', n: i + 1 },
      true,
    ),
  );
  return {
    prices,
    must: goods.map((good) => good?.mustBuy === true),
    over,
    off,
    repeat: rule.repeat === true,
  };
}

export function reductionFor(subtotal: number, cart: ParsedCart): number {
  const times = cart.repeat ? Math.floor(subtotal / cart.over) : subtotal >= cart.over ? 1 : 0;
  return Math.min(subtotal, times * cart.off);
}

export function orderOf(indexes: number[], cart: ParsedCart): CartOrder {
  const sorted = [...indexes].sort((a, b) => a - b);
  const subtotal = sorted.reduce((sum, i) => sum + cart.prices[i], 0);
  const reduction = reductionFor(subtotal, cart);
  return {
    indexes: sorted,
    subtotal: fenToYuan(subtotal),
    reduction: fenToYuan(reduction),
    pay: fenToYuan(subtotal - reduction),
  };
}

/**
 * The smallest subset sum of `prices` that is at least `need`, exactly, by a 0/1 DP over 分.
 * `firstItem[s]` remembers the item that first reached sum s, which rebuilds the subset.
 */
function smallestSumAtLeast(prices: number[], need: number): { chosen?: number[]; steps: number } {
  if (need <= 0) return { chosen: [], steps: 0 };
  const width = need + Math.max(0, ...prices);
  if (width > MAX_DP_WIDTH || width * prices.length > MAX_DP_CELLS) {
    throw new CompareInputError('cart-too-large');
  }
  const firstItem = new Int32Array(width + 1).fill(-1);
  firstItem[0] = prices.length;
  let highest = 0;
  let steps = 0;
  prices.forEach((price, item) => {
    steps += Math.max(0, Math.min(highest, width - price) + 1);
    for (let sum = Math.min(highest, width - price); sum >= 0; sum -= 1) {
      if (firstItem[sum] !== -1 && firstItem[sum + price] === -1) firstItem[sum + price] = item;
    }
    highest = Math.min(width, highest + price);
  });
  let sum = need;
  while (sum <= width && firstItem[sum] === -1) sum += 1;
  if (sum > width) return { steps };
  const chosen: number[] = [];
  while (sum > 0) {
    const item = firstItem[sum];
    chosen.push(item);
    sum -= prices[item];
  }
  return { chosen, steps };
}

/**
 * 凑单: the must-buy goods plus the optional goods that reach the 满减 threshold (for 每满, the
 * next multiple above the must-buy total) with the least overspend.
 */
export function solveReachThreshold(goods: readonly CartGood[], rule: CartRule): ReachResult {
  const cart = parseCart(goods, rule);
  const mustIndexes = cart.must.flatMap((must, i) => (must ? [i] : []));
  const optionalIndexes = cart.must.flatMap((must, i) => (must ? [] : [i]));
  const mustSum = mustIndexes.reduce((sum, i) => sum + cart.prices[i], 0);
  const target = cart.repeat ? (Math.floor(mustSum / cart.over) + 1) * cart.over : cart.over;
  const { chosen: extra, steps } = smallestSumAtLeast(
    optionalIndexes.map((i) => cart.prices[i]),
    Math.max(0, target - mustSum),
  );
  if (!extra) {
    const order = orderOf(
      cart.prices.map((_, i) => i),
      cart,
    );
    const total = cart.prices.reduce((sum, price) => sum + price, 0);
    return {
      order,
      target: fenToYuan(target),
      reached: false,
      overspend: '0.00',
      shortBy: fenToYuan(target - total),
      steps,
    };
  }
  const order = orderOf([...mustIndexes, ...extra.map((k) => optionalIndexes[k])], cart);
  return {
    order,
    target: fenToYuan(target),
    reached: true,
    overspend: new Exact(order.subtotal).minus(fenToYuan(target)).toFixed(2),
    shortBy: '0.00',
    steps,
  };
}
