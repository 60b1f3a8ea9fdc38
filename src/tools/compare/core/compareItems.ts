import { CompareInputError, problem, type CompareProblem } from './errors';
import { Exact, formatYuan, plainNumber } from './money';
import { parseOffer, type CompareItem, type ParsedOffer } from './offer';
import type { SpecHold } from './specState';
import { describePromotion, payFor, type PromotionSummary } from './promotions';
import { DEFAULT_BASIS, findBasis, type PriceBasis, type UnitFamily } from './units';

export interface CompareRow {
  index: number;
  /** Yuan per one basis unit, rounded half-up to `decimals` of the result; null when not ranked. */
  unitPrice: string | null;
  /** 1 for the cheapest; ties share a rank (1, 1, 3). */
  rank: number | null;
  cheapest: boolean;
  /** How much dearer than the cheapest per basis unit, in percent (1 decimal). */
  percentAboveCheapest: string | null;
  /** How much dearer than the cheapest per basis unit, in yuan. */
  moreThanCheapest: string | null;
  /** What you pay for `buyCount` offers, promotion included, in yuan (2 decimals). */
  total: string | null;
  /** What you take home, in basis units (exact, plain decimal). */
  amountInBasis: string | null;
  promotion?: PromotionSummary;
  /** Buying this many lowers the unit price (the nearest such count). */
  betterBuyCount?: { buyCount: number; unitPrice: string; total: string };
  error?: CompareProblem;
  /** Out of the ranking until its quick-entry text is settled (see specState). */
  held?: SpecHold;
}

export interface CompareResult {
  /** Basis key ("斤", "L", "100g"). */
  unit: string;
  family: UnitFamily | null;
  rows: CompareRow[];
  /** Indexes of ranked rows, cheapest first (ties keep input order). */
  ranking: number[];
  warnings: CompareProblem[];
  /** Decimals of the unit prices shown: enough that different prices never look equal. */
  decimals: number;
}

interface Priced {
  index: number;
  pay: Exact;
  amount: Exact;
}

/** Lookahead for "buy more, pay less per unit": enough for thresholds, bounded for speed. */
const HINT_LOOKAHEAD = 60;

/** a < b, comparing pay/amount exactly by cross-multiplying (no division, no rounding). */
function cheaper(a: Priced, b: Priced): number {
  return a.pay.times(b.amount).comparedTo(b.pay.times(a.amount));
}

function unitPriceOf(pay: Exact, amount: Exact, basis: PriceBasis): Exact {
  return pay.times(basis.size).dividedBy(amount);
}

function betterBuyCount(
  offer: ParsedOffer,
  current: Priced,
  basis: PriceBasis,
  format: (value: Exact) => string,
) {
  const perOffer = offer.amountPerOffer;
  for (let count = offer.buyCount + 1; count <= offer.buyCount + HINT_LOOKAHEAD; count += 1) {
    const pay = payFor(offer.price, count, offer.promotion);
    const candidate = { index: current.index, pay, amount: perOffer.times(count) };
    if (cheaper(candidate, current) < 0) {
      return {
        buyCount: count,
        unitPrice: format(unitPriceOf(pay, candidate.amount, basis)),
        total: formatYuan(pay),
      };
    }
  }
  return undefined;
}

function resolveBasis(unit: string | undefined, offers: (ParsedOffer | undefined)[]): PriceBasis {
  if (unit !== undefined) {
    const basis = findBasis(unit);
    if (!basis) throw new CompareInputError('basis-unknown', { text: String(unit).slice(0, 20) });
    return basis;
  }
  const ready = offers.filter((offer): offer is ParsedOffer => offer !== undefined);
  const family = ready[0]?.unit.family ?? 'mass';
  if (family !== 'count') return findBasis(DEFAULT_BASIS[family]) as PriceBasis;
  const counted = ready.filter((offer) => offer.unit.family === 'count');
  const words = new Set(counted.map((offer) => offer.unit.code));
  if (words.size !== 1) return findBasis(DEFAULT_BASIS.count) as PriceBasis;
  const [word] = words;
  // Tissues cost ¥0.01 a 抽: per 100 抽 the prices are readable and comparable at a glance.
  const tiny = counted.every((offer) =>
    payFor(offer.price, offer.buyCount, offer.promotion)
      .dividedBy(offer.amountPerOffer.times(offer.buyCount))
      .lt('0.1'),
  );
  return findBasis(tiny ? `100${word}` : word) as PriceBasis;
}

/** Fewest decimals (at least 2) at which the cheapest price shows 3 significant digits and
 * no two different unit prices look the same. */
function displayDecimals(values: Exact[]): number {
  const distinct = [...new Map(values.map((value) => [value.toString(), value])).values()].sort(
    (a, b) => a.comparedTo(b),
  );
  const smallest = distinct.find((value) => !value.isZero());
  let decimals = 2;
  if (smallest && smallest.lt(1)) {
    decimals = Math.max(2, 2 - Math.floor(Math.log10(smallest.toNumber())));
  }
  const shown = (value: Exact) => value.toFixed(decimals, Exact.ROUND_HALF_UP);
  while (
    decimals < 20 &&
    distinct.some((value, i) => i > 0 && shown(value) === shown(distinct[i - 1]))
  ) {
    decimals += 1;
  }
  return decimals;
}

/** A percentage with one decimal, more when a real difference would show as 0.0. */
function percentText(value: Exact): string {
  let decimals = 1;
  while (
    decimals < 8 &&
    !value.isZero() &&
    new Exact(value.toFixed(decimals, Exact.ROUND_HALF_UP)).isZero()
  ) {
    decimals += 1;
  }
  return value.toFixed(decimals, Exact.ROUND_HALF_UP);
}

/**
 * Ranks offers by unit price, promotions and buy counts included. Rows keep the items' order;
 * invalid or incompatible items get an `error` (a problem code) instead of a rank.
 */
export function compareItems(
  items: readonly CompareItem[],
  options: { unit?: string } = {},
): CompareResult {
  if (!Array.isArray(items)) throw new CompareInputError('compare-empty');
  const parsed = items.map((item) => parseOffer(item));
  const offers = parsed.map((result, i) =>
    result.ok && !items[i]?.held ? result.offer : undefined,
  );
  const basis = resolveBasis(options.unit, offers);
  const rows: CompareRow[] = [];
  const priced: Priced[] = [];
  parsed.forEach((result, index) => {
    const row: CompareRow = {
      index,
      unitPrice: null,
      rank: null,
      cheapest: false,
      percentAboveCheapest: null,
      moreThanCheapest: null,
      total: null,
      amountInBasis: null,
    };
    rows.push(row);
    if (items[index]?.held) {
      row.held = items[index].held;
      return;
    }
    if (!result.ok) {
      row.error = result.error;
      return;
    }
    const { offer } = result;
    const pay = payFor(offer.price, offer.buyCount, offer.promotion);
    const amount = offer.amountPerOffer.times(offer.buyCount);
    row.total = formatYuan(pay);
    if (offer.promotion) row.promotion = describePromotion(offer.promotion);
    if (offer.unit.family !== basis.family) {
      row.error = problem('family-mismatch', {
        unit: offer.unit.code,
        basis: basis.key,
        family: offer.unit.family,
        otherFamily: basis.family,
      });
      return;
    }
    if (basis.word && offer.unit.code !== basis.word) {
      row.error = problem('count-word-mismatch', {
        basis: basis.key,
        unit: offer.unit.code,
        word: basis.word,
      });
      return;
    }
    row.amountInBasis = plainNumber(amount.dividedBy(basis.size));
    priced.push({ index, pay, amount });
  });

  const unitPrices = new Map(
    priced.map((entry) => [entry.index, unitPriceOf(entry.pay, entry.amount, basis)]),
  );
  const decimals = displayDecimals([...unitPrices.values()]);
  const money = (value: Exact) => value.toFixed(decimals, Exact.ROUND_HALF_UP);
  for (const entry of priced) {
    const row = rows[entry.index];
    row.unitPrice = money(unitPrices.get(entry.index) as Exact);
    const offer = offers[entry.index] as ParsedOffer;
    if (offer.promotion) row.betterBuyCount = betterBuyCount(offer, entry, basis, money);
  }

  const ranked = [...priced].sort((a, b) => cheaper(a, b) || a.index - b.index);
  const best = ranked[0];
  ranked.forEach((entry, position) => {
    const row = rows[entry.index];
    const previous = ranked[position - 1];
    row.rank =
      previous && cheaper(previous, entry) === 0
        ? (rows[previous.index].rank as number)
        : position + 1;
    row.cheapest = row.rank === 1;
    // difference = (pay·bestAmount − bestPay·amount) / (amount·bestAmount), one division at the end.
    const numerator = entry.pay.times(best.amount).minus(best.pay.times(entry.amount));
    row.moreThanCheapest = money(
      numerator.times(basis.size).dividedBy(entry.amount.times(best.amount)),
    );
    row.percentAboveCheapest = best.pay.isZero()
      ? row.cheapest
        ? '0.0'
        : null
      : percentText(numerator.times(100).dividedBy(best.pay.times(entry.amount)));
  });

  const warnings: CompareProblem[] = [];
  if (basis.family === 'count') {
    const words = [
      ...new Set(priced.map((entry) => (offers[entry.index] as ParsedOffer).unit.code)),
    ];
    if (words.length > 1) warnings.push(problem('count-words-mixed', { units: words }));
  }
  return {
    unit: basis.key,
    family: basis.family,
    rows,
    ranking: ranked.map((entry) => entry.index),
    warnings,
    decimals,
  };
}

/**
 * "买 5 斤，选 A 比选 C 省 ¥12.40": the saving of buying `amountInBasis` basis units at the
 * cheaper row's unit price instead of the dearer row's. Exact until the final rounding.
 */
export function savingBetween(
  items: readonly CompareItem[],
  result: CompareResult,
  cheaperIndex: number,
  dearerIndex: number,
  amountInBasis: string,
): string {
  const basis = findBasis(result.unit) as PriceBasis;
  const amount = new Exact(amountInBasis);
  const entries = [cheaperIndex, dearerIndex].map((index) => {
    const parsed = parseOffer(items[index]);
    if (!parsed.ok) throw new CompareInputError(parsed.error);
    const { offer } = parsed;
    return {
      pay: payFor(offer.price, offer.buyCount, offer.promotion),
      amount: offer.amountPerOffer.times(offer.buyCount),
    };
  });
  const [low, high] = entries;
  const numerator = high.pay.times(low.amount).minus(low.pay.times(high.amount));
  return formatYuan(
    numerator.times(basis.size).times(amount).dividedBy(high.amount.times(low.amount)),
  );
}
