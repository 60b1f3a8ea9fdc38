import { CompareInputError, problem, type CompareProblem } from './errors';
import { ceilDiv, gcd, toScaledIntegers } from './integerAmounts';
import { promotionWindow, solveBySearch, solveByTable, type Candidate } from './buyEnoughSearch';
import { Exact, fenToYuan, formatYuan, parseDecimal, toFen } from './money';
import { parseOffer, type CompareItem, type ParsedOffer } from './offer';
import { payFor } from './promotions';
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
  /** Basis key ("斤", "100g"). */
  unit: string;
  /** The cheapest combination of whole offers reaching the need. */
  best: BuyEnoughPlan;
  /** What most shoppers do: the offer with the best unit price, bought until it is enough. */
  naive: BuyEnoughPlan;
  /** naive.total − best.total, in yuan. */
  saving: string;
  /** False only when the search budget ran out on a huge case; best is then the best found. */
  exact: boolean;
  /** Offers left out, with the reason. */
  skipped: { index: number; reason: CompareProblem }[];
  /** Search steps taken (table cells or search nodes), for benchmarks. */
  steps: number;
}

export interface BuyEnoughNeed {
  quantity: string;
  unit: string;
}

/** Search budgets: a DP table cell counts as one step (the search's own is in buyEnoughSearch). */
const DP_MAX_WORK = 30_000_000;
const DP_MAX_STATES = 400_000;
const MAX_COUNT_PER_OFFER = 100_000;
const MAX_SAFE_FEN = 2 ** 52;

function costTable(offer: ParsedOffer, maxCount: number): Float64Array {
  const cost = new Float64Array(maxCount + 1);
  if (!offer.promotion && offer.price.decimalPlaces() <= 2) {
    // Without a promotion the cost is linear in whole 分: integer multiples, no decimals needed.
    const fen = toFen(offer.price);
    if (fen * maxCount > MAX_SAFE_FEN) throw new CompareInputError('amount-too-large');
    for (let count = 1; count <= maxCount; count += 1) cost[count] = fen * count;
    return cost;
  }
  for (let count = 1; count <= maxCount; count += 1) {
    const fen = toFen(payFor(offer.price, count, offer.promotion));
    if (fen > MAX_SAFE_FEN) throw new CompareInputError('amount-too-large');
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

function resolveNeed(need: BuyEnoughNeed) {
  const quantity = typeof need?.quantity === 'string' ? parseDecimal(need.quantity) : undefined;
  if (!quantity || quantity.isZero()) {
    throw new CompareInputError('need-not-positive');
  }
  if (quantity.gt('1e12')) throw new CompareInputError('need-too-large');
  const unit = typeof need.unit === 'string' ? findUnit(need.unit) : undefined;
  if (!unit) throw new CompareInputError('need-unit-missing');
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
    throw new CompareInputError('need-basis-mismatch', { basis: basis.key, unit: needUnit.code });
  }
  const skipped: { index: number; reason: CompareProblem }[] = [];
  const usable: { index: number; offer: ParsedOffer }[] = [];
  (Array.isArray(items) ? items : []).forEach((item, index) => {
    const parsed = parseOffer(item);
    if (!parsed.ok) skipped.push({ index, reason: parsed.error });
    else if (parsed.offer.unit.family !== needUnit.family) {
      skipped.push({
        index,
        reason: problem('need-family-mismatch', {
          unit: parsed.offer.unit.code,
          otherUnit: needUnit.code,
        }),
      });
    } else usable.push({ index, offer: parsed.offer });
  });
  if (usable.length === 0) {
    throw new CompareInputError('need-no-offers');
  }
  const scaled = toScaledIntegers([needAmount, ...usable.map(({ offer }) => offer.amountPerOffer)]);
  const divisor = scaled.slice(1).reduce(gcd);
  const target = ceilDiv(scaled[0], divisor);
  const candidates: Candidate[] = usable.map(({ index, offer }, i) => {
    const size = scaled[i + 1] / divisor;
    const enough = ceilDiv(target, size);
    if (enough > BigInt(MAX_COUNT_PER_OFFER)) {
      throw new CompareInputError('need-too-many-times', {
        n: index + 1,
        times: enough.toString(),
      });
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
    best,
    naive,
    saving: new Exact(naive.total).minus(best.total).toFixed(2),
    exact,
    skipped,
    steps,
  };
}
