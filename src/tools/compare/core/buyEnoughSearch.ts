/**
 * The two searches behind 买够 (solveBuyEnough): an exact table when the amounts are small,
 * branch and bound otherwise. Both work on whole solver units and costs in 分.
 */
import { ceilDiv } from './integerAmounts';
import { Exact, toFen } from './money';
import type { ParsedOffer } from './offer';
import type { ParsedPromotion } from './promotions';

/** Branch-and-bound budget: one search node is one step. */
const SEARCH_MAX_NODES = 3_000_000;

export interface Candidate {
  index: number;
  offer: ParsedOffer;
  /** Amount of one offer in solver units (scaled integers divided by their gcd). */
  size: bigint;
  maxCount: number;
  /** cost[n] in 分 for taking home n of this offer, n = 0..maxCount. */
  cost: Float64Array;
}

/**
 * Counts beyond "just enough" that can still pay off: enough to cross a 满减 or coupon
 * threshold once more, or to complete a 第 N 件 / 买 N 送 M group.
 */
export function promotionWindow(price: Exact, promotion?: ParsedPromotion): number {
  if (!promotion || promotion.kind === 'discount') return 0;
  if (promotion.kind === 'nthDiscount') return promotion.nth - 1;
  if (promotion.kind === 'buyGet') return promotion.buy + promotion.get - 1;
  const threshold = promotion.kind === 'threshold' ? promotion.over : promotion.minSpend;
  if (price.isZero()) return 0;
  return threshold.dividedBy(price).ceil().toNumber();
}

/** Exact DP over "amount reached so far" (capped at the target) when the table is small. */
export function solveByTable(
  candidates: readonly Candidate[],
  target: number,
): Map<number, number> {
  let best = new Float64Array(target + 1).fill(Infinity);
  best[0] = 0;
  const choices: Uint32Array[] = [];
  for (const candidate of candidates) {
    const size = Number(candidate.size);
    const next = new Float64Array(target + 1);
    const choice = new Uint32Array(target + 1);
    for (let reach = 0; reach <= target; reach += 1) {
      let bestCost = best[reach];
      let bestCount = 0;
      for (let count = 1; count <= candidate.maxCount; count += 1) {
        const rest = Math.max(0, reach - count * size);
        const cost = candidate.cost[count] + best[rest];
        if (cost < bestCost) {
          bestCost = cost;
          bestCount = count;
        }
      }
      next[reach] = bestCost;
      choice[reach] = bestCount;
    }
    choices.push(choice);
    best = next;
  }
  const counts = new Map<number, number>();
  let reach = target;
  for (let i = candidates.length - 1; i >= 0; i -= 1) {
    const count = choices[i][reach];
    if (count > 0) counts.set(candidates[i].index, count);
    reach = Math.max(0, reach - count * Number(candidates[i].size));
  }
  return counts;
}

/** Branch and bound over counts, cheapest-rate offers first; exact unless the budget runs out. */
export function solveBySearch(
  candidates: readonly Candidate[],
  target: bigint,
  start: { counts: Map<number, number>; costFen: number },
): { counts: Map<number, number>; exact: boolean; steps: number } {
  // Lower bounds per solver unit, in 分 (floats are only used to prune, never in a result).
  const rates = candidates.map((candidate) => lowestRate(candidate) / Number(candidate.size));
  const order = candidates.map((_, i) => i).sort((a, b) => rates[a] - rates[b]);
  const minRateFrom = new Float64Array(order.length + 1).fill(Infinity);
  const oneTimeFrom = new Float64Array(order.length + 1);
  for (let k = order.length - 1; k >= 0; k -= 1) {
    minRateFrom[k] = Math.min(minRateFrom[k + 1], rates[order[k]]);
    oneTimeFrom[k] = oneTimeFrom[k + 1] + oneTimeSaving(candidates[order[k]]);
  }
  let bestCost = start.costFen;
  let bestCounts: number[] | undefined;
  const counts = new Array<number>(order.length).fill(0);
  let nodes = 0;
  let exhausted = false;

  const visit = (k: number, reached: bigint, cost: number): void => {
    nodes += 1;
    if (nodes > SEARCH_MAX_NODES) {
      exhausted = true;
      return;
    }
    if (reached >= target) {
      if (cost < bestCost) {
        bestCost = cost;
        bestCounts = [...counts];
      }
      return;
    }
    if (k === order.length) return;
    const remaining = target - reached;
    const bound =
      cost + Math.max(0, Number(remaining) * minRateFrom[k] * (1 - 1e-9)) - oneTimeFrom[k];
    if (bound >= bestCost) return;
    const candidate = candidates[order[k]];
    const enough = Number(ceilDiv(remaining, candidate.size));
    const most = Math.min(
      enough + promotionWindow(candidate.offer.price, candidate.offer.promotion),
      candidate.maxCount,
    );
    for (let count = most; count >= 0 && !exhausted; count -= 1) {
      counts[k] = count;
      visit(k + 1, reached + BigInt(count) * candidate.size, cost + candidate.cost[count]);
    }
    counts[k] = 0;
  };
  visit(0, 0n, 0);
  if (!bestCounts) return { counts: start.counts, exact: !exhausted, steps: nodes };
  const result = new Map<number, number>();
  bestCounts.forEach((count, k) => {
    if (count > 0) result.set(candidates[order[k]].index, count);
  });
  return { counts: result, exact: !exhausted, steps: nodes };
}

/** 分 per offer at the best rate a promotion can reach, ignoring one-time reductions. */
function lowestRate({ offer }: Candidate): number {
  const price = toFen(offer.price.toDecimalPlaces(2, Exact.ROUND_DOWN));
  const promotion = offer.promotion;
  if (!promotion) return price;
  switch (promotion.kind) {
    case 'discount':
      return price * promotion.factor.toNumber();
    case 'threshold':
      return promotion.repeat
        ? Math.max(0, price * (1 - promotion.off.dividedBy(promotion.over).toNumber()))
        : price;
    case 'nthDiscount':
      return price * (1 - (1 - promotion.factor.toNumber()) / promotion.nth);
    case 'buyGet':
      return (price * promotion.buy) / (promotion.buy + promotion.get);
    case 'coupon':
      return price;
  }
}

/** 分 a promotion can take off once, plus one 分 for rounding to whole 分. */
function oneTimeSaving({ offer }: Candidate): number {
  const promotion = offer.promotion;
  const rounding = 1;
  if (promotion?.kind === 'coupon' || (promotion?.kind === 'threshold' && !promotion.repeat)) {
    return toFen(promotion.off) + rounding;
  }
  return rounding;
}
