import { CompareInputError } from './errors';
import { ceilDiv, gcd, toScaledIntegers } from './integerAmounts';
import { Exact, fenToYuan, formatYuan, parseDecimal, toFen } from './money';
import { parseOffer, type CompareItem, type ParsedOffer } from './offer';
import { payFor, type ParsedPromotion } from './promotions';
import { DEFAULT_BASIS, findBasis, findUnit, toBaseAmount, type PriceBasis } from './units';

export interface BuyEnoughLine {
  index: number;
  count: number;
  /** Yuan paid for these `count` offers, promotion included. */
  pay: string;
}

export interface BuyEnoughPlan {
  lines: BuyEnoughLine[];
  total: string;
  /** What the plan takes home, in basis units. */
  amountInBasis: string;
  /** Yuan per basis unit of what is taken home (2 decimals). */
  unitPrice: string;
}

export interface BuyEnoughResult {
  unit: string;
  basisLabel: string;
  /** The cheapest combination of whole offers reaching the need. */
  best: BuyEnoughPlan;
  /** What most shoppers do: the offer with the best unit price, bought until it is enough. */
  naive: BuyEnoughPlan;
  /** naive.total − best.total, in yuan. */
  saving: string;
  /** False only when the search budget ran out on a huge case; best is then the best found. */
  exact: boolean;
  /** Offers left out, with the reason in Chinese. */
  skipped: { index: number; reason: string }[];
  /** Search steps taken (table cells or search nodes), for benchmarks. */
  steps: number;
}

export interface BuyEnoughNeed {
  quantity: string;
  unit: string;
}

/** Search budgets: a DP table cell or a branch-and-bound node each count as one step. */
const DP_MAX_WORK = 30_000_000;
const DP_MAX_STATES = 400_000;
const SEARCH_MAX_NODES = 3_000_000;
const MAX_COUNT_PER_OFFER = 100_000;
const MAX_SAFE_FEN = 2 ** 52;

interface Candidate {
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
function promotionWindow(price: Exact, promotion?: ParsedPromotion): number {
  if (!promotion || promotion.kind === 'discount') return 0;
  if (promotion.kind === 'nthDiscount') return promotion.nth - 1;
  if (promotion.kind === 'buyGet') return promotion.buy + promotion.get - 1;
  const threshold = promotion.kind === 'threshold' ? promotion.over : promotion.minSpend;
  if (price.isZero()) return 0;
  return threshold.dividedBy(price).ceil().toNumber();
}

function costTable(offer: ParsedOffer, maxCount: number): Float64Array {
  const cost = new Float64Array(maxCount + 1);
  if (!offer.promotion && offer.price.decimalPlaces() <= 2) {
    // Without a promotion the cost is linear in whole 分: integer multiples, no decimals needed.
    const fen = toFen(offer.price);
    if (fen * maxCount > MAX_SAFE_FEN)
      throw new CompareInputError('too-large', '金额太大，无法计算');
    for (let count = 1; count <= maxCount; count += 1) cost[count] = fen * count;
    return cost;
  }
  for (let count = 1; count <= maxCount; count += 1) {
    const fen = toFen(payFor(offer.price, count, offer.promotion));
    if (fen > MAX_SAFE_FEN) throw new CompareInputError('too-large', '金额太大，无法计算');
    cost[count] = fen;
  }
  return cost;
}

function planOf(
  counts: Map<number, number>,
  candidates: readonly Candidate[],
  basis: PriceBasis,
): BuyEnoughPlan {
  const lines: BuyEnoughLine[] = [];
  let totalFen = 0;
  let amount = new Exact(0);
  for (const candidate of candidates) {
    const count = counts.get(candidate.index) ?? 0;
    if (count === 0) continue;
    const fen = toFen(payFor(candidate.offer.price, count, candidate.offer.promotion));
    totalFen += fen;
    amount = amount.plus(candidate.offer.amountPerOffer.times(count));
    lines.push({ index: candidate.index, count, pay: fenToYuan(fen) });
  }
  lines.sort((a, b) => a.index - b.index);
  const total = new Exact(totalFen).dividedBy(100);
  return {
    lines,
    total: total.toFixed(2),
    amountInBasis: amount.dividedBy(basis.size).toFixed(),
    unitPrice: amount.isZero() ? '0.00' : formatYuan(total.times(basis.size).dividedBy(amount)),
  };
}

/** Exact DP over "amount reached so far" (capped at the target) when the table is small. */
function solveByTable(candidates: readonly Candidate[], target: number): Map<number, number> {
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
function solveBySearch(
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

function resolveNeed(need: BuyEnoughNeed) {
  const quantity = typeof need?.quantity === 'string' ? parseDecimal(need.quantity) : undefined;
  if (!quantity || quantity.isZero()) {
    throw new CompareInputError('not-positive', '需要的数量请填大于 0 的数字，例如 8');
  }
  if (quantity.gt('1e12')) throw new CompareInputError('too-large', '需要的数量太大');
  const unit = typeof need.unit === 'string' ? findUnit(need.unit) : undefined;
  if (!unit) throw new CompareInputError('missing-unit', '请选择需要数量的单位');
  return { amount: toBaseAmount(quantity, unit), unit };
}

/**
 * 买够: the cheapest combination of whole offers (each usable several times, promotions applied
 * per offer) that takes home at least `need`. Amounts are exact; money is whole 分.
 */
export function solveBuyEnough(
  items: readonly CompareItem[],
  need: BuyEnoughNeed,
  options: { unit?: string } = {},
): BuyEnoughResult {
  const { amount: needAmount, unit: needUnit } = resolveNeed(need);
  const basis =
    (options.unit !== undefined ? findBasis(options.unit) : undefined) ??
    (findBasis(DEFAULT_BASIS[needUnit.family]) as PriceBasis);
  if (basis.family !== needUnit.family) {
    throw new CompareInputError(
      'incompatible',
      `计价单位 ${basis.label} 与需要的 ${needUnit.label} 不同类`,
    );
  }
  const skipped: { index: number; reason: string }[] = [];
  const usable: { index: number; offer: ParsedOffer }[] = [];
  (Array.isArray(items) ? items : []).forEach((item, index) => {
    const parsed = parseOffer(item);
    if (!parsed.ok) skipped.push({ index, reason: parsed.error });
    else if (parsed.offer.unit.family !== needUnit.family) {
      skipped.push({
        index,
        reason: `单位不同类：${parsed.offer.unit.label} 无法凑成 ${needUnit.label}`,
      });
    } else usable.push({ index, offer: parsed.offer });
  });
  if (usable.length === 0) {
    throw new CompareInputError('empty', '没有可用的商品：请先填写与所需数量同类的商品');
  }
  const scaled = toScaledIntegers([needAmount, ...usable.map(({ offer }) => offer.amountPerOffer)]);
  const divisor = scaled.slice(1).reduce(gcd);
  const target = ceilDiv(scaled[0], divisor);
  const candidates: Candidate[] = usable.map(({ index, offer }, i) => {
    const size = scaled[i + 1] / divisor;
    const enough = ceilDiv(target, size);
    if (enough > BigInt(MAX_COUNT_PER_OFFER)) {
      throw new CompareInputError(
        'too-large',
        `需要的数量是第 ${index + 1} 个商品的 ${enough} 倍，太多了`,
      );
    }
    const maxCount = Number(enough) + promotionWindow(offer.price, offer.promotion);
    return { index, offer, size, maxCount, cost: costTable(offer, maxCount) };
  });

  // The best unit price for one offer, compared exactly by cross-multiplying.
  const naiveChoice = candidates.reduce((best, candidate) =>
    new Exact(candidate.cost[1])
      .times(best.offer.amountPerOffer)
      .lt(new Exact(best.cost[1]).times(candidate.offer.amountPerOffer))
      ? candidate
      : best,
  );
  const naiveCount = Number(ceilDiv(target, naiveChoice.size));
  const naiveCounts = new Map([[naiveChoice.index, naiveCount]]);
  const naiveFen = naiveChoice.cost[naiveCount];

  const work = candidates.reduce(
    (sum, candidate) => sum + (Number(target) + 1) * candidate.maxCount,
    0,
  );
  let counts: Map<number, number>;
  let exact = true;
  let steps = work;
  if (target <= BigInt(DP_MAX_STATES) && work <= DP_MAX_WORK) {
    counts = solveByTable(candidates, Number(target));
  } else {
    ({ counts, exact, steps } = solveBySearch(candidates, target, {
      counts: naiveCounts,
      costFen: naiveFen,
    }));
  }
  const best = planOf(counts, candidates, basis);
  const naive = planOf(naiveCounts, candidates, basis);
  return {
    unit: basis.key,
    basisLabel: basis.label,
    best,
    naive,
    saving: new Exact(naive.total).minus(best.total).toFixed(2),
    exact,
    skipped,
    steps,
  };
}
