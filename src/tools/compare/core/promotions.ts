import { problem, type CompareProblem, type ProblemField } from './errors';
import { Exact, parseDecimal, plainNumber, toPayable } from './money';

/**
 * Promotions as typed by the user (decimal strings, so nothing is lost to floating point).
 * Every kind answers one question: you take home `count` of the offer, what do you pay?
 */
export type Promotion =
  /** 折扣: rate in 折, "8.8" = 88 %; "88" and "95" are read as 8.8 折 and 9.5 折. */
  | { kind: 'discount'; rate: string }
  /** 满 over 减 off, or 每满 over 减 off when `repeat`. */
  | { kind: 'threshold'; over: string; off: string; repeat?: boolean }
  /** 第 nth 件 rate 折 (第二件半价 = nth 2, rate "5"; rate "0" = free). */
  | { kind: 'nthDiscount'; nth: number; rate: string }
  /** 买 buy 送 get: of every buy+get taken home, get are free. */
  | { kind: 'buyGet'; buy: number; get: number }
  /** 优惠券: minus off once, when the spend reaches minSpend (if any). */
  | { kind: 'coupon'; off: string; minSpend?: string };

export type PromotionKind = Promotion['kind'];
export const PROMOTION_KINDS: readonly PromotionKind[] = [
  'discount',
  'threshold',
  'nthDiscount',
  'buyGet',
  'coupon',
];

const MAX_COUNT_IN_RULE = 1000;

/** A promotion whose numbers are checked and parsed. */
export type ParsedPromotion =
  | { kind: 'discount'; factor: Exact }
  | { kind: 'threshold'; over: Exact; off: Exact; repeat: boolean }
  | { kind: 'nthDiscount'; nth: number; factor: Exact }
  | { kind: 'buyGet'; buy: number; get: number }
  | { kind: 'coupon'; off: Exact; minSpend: Exact };

type Checked = { ok: true; value: ParsedPromotion } | { ok: false; error: CompareProblem };

function rateToFactor(text: unknown, allowZero: boolean): Exact | CompareProblem {
  const rate = typeof text === 'string' ? parseDecimal(text) : undefined;
  if (!rate) return problem('promo-rate-missing');
  // Shops print "95折" for 9.5 折 and "88折" for 8.8 折.
  const tenths = rate.gt(10) && rate.lt(100) ? rate.dividedBy(10) : rate;
  if (tenths.gt(10)) return problem('promo-rate-over-ten');
  if (tenths.isZero() && !allowZero) return problem('promo-rate-zero');
  return tenths.dividedBy(10);
}

function money(text: unknown, field: ProblemField, allowZero = false): Exact | CompareProblem {
  const value = typeof text === 'string' ? parseDecimal(text) : undefined;
  if (!value) return problem('promo-money-missing', { field });
  if (value.isZero() && !allowZero) return problem('promo-money-zero', { field });
  if (value.gt('1e10')) return problem('promo-money-too-large', { field });
  return value;
}

function wholeCount(value: unknown, field: ProblemField, min: number): number | CompareProblem {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    return problem('promo-count-min', { field, min });
  }
  if (value > MAX_COUNT_IN_RULE) {
    return problem('promo-count-too-large', { field, max: MAX_COUNT_IN_RULE });
  }
  return value;
}

const failed = (value: unknown): value is CompareProblem =>
  typeof value === 'object' && value !== null && 'code' in value;

/** Validates a promotion; the problem names the field at fault. */
export function checkPromotion(promotion: Promotion): Checked {
  const fail = (error: CompareProblem): Checked => ({ ok: false, error });
  if (typeof promotion !== 'object' || promotion === null) return fail(problem('promo-unknown'));
  switch (promotion.kind) {
    case 'discount': {
      const factor = rateToFactor(promotion.rate, false);
      return failed(factor) ? fail(factor) : { ok: true, value: { kind: 'discount', factor } };
    }
    case 'threshold': {
      const over = money(promotion.over, 'promo-over');
      if (failed(over)) return fail(over);
      const off = money(promotion.off, 'promo-off');
      if (failed(off)) return fail(off);
      return {
        ok: true,
        value: { kind: 'threshold', over, off, repeat: promotion.repeat === true },
      };
    }
    case 'nthDiscount': {
      const nth = wholeCount(promotion.nth, 'promo-nth', 2);
      if (failed(nth)) return fail(nth);
      const factor = rateToFactor(promotion.rate, true);
      return failed(factor)
        ? fail(factor)
        : { ok: true, value: { kind: 'nthDiscount', nth, factor } };
    }
    case 'buyGet': {
      const buy = wholeCount(promotion.buy, 'promo-buy', 1);
      if (failed(buy)) return fail(buy);
      const get = wholeCount(promotion.get, 'promo-get', 1);
      if (failed(get)) return fail(get);
      return { ok: true, value: { kind: 'buyGet', buy, get } };
    }
    case 'coupon': {
      const off = money(promotion.off, 'promo-coupon-off');
      if (failed(off)) return fail(off);
      const blank = promotion.minSpend === undefined || promotion.minSpend.trim() === '';
      const minSpend = blank ? new Exact(0) : money(promotion.minSpend, 'promo-min-spend', true);
      if (failed(minSpend)) return fail(minSpend);
      return { ok: true, value: { kind: 'coupon', off, minSpend } };
    }
    default:
      return fail(problem('promo-unknown'));
  }
}

/** What you pay for `count` of an offer priced `price` each: rounded to 分, never below 0. */
export function payFor(price: Exact, count: number, promotion?: ParsedPromotion): Exact {
  const base = price.times(count);
  if (!promotion) return toPayable(base);
  switch (promotion.kind) {
    case 'discount':
      return toPayable(base.times(promotion.factor));
    case 'threshold': {
      if (promotion.repeat) {
        const times = base.dividedToIntegerBy(promotion.over);
        return toPayable(base.minus(promotion.off.times(times)));
      }
      return toPayable(base.gte(promotion.over) ? base.minus(promotion.off) : base);
    }
    case 'nthDiscount': {
      const discounted = Math.floor(count / promotion.nth);
      const saving = price.times(new Exact(1).minus(promotion.factor)).times(discounted);
      return toPayable(base.minus(saving));
    }
    case 'buyGet': {
      const free = Math.floor(count / (promotion.buy + promotion.get)) * promotion.get;
      return toPayable(price.times(count - free));
    }
    case 'coupon':
      return toPayable(base.gte(promotion.minSpend) ? base.minus(promotion.off) : base);
  }
}

/** A promotion as a catalogue code and its numbers: "8.8 折", "每满 100 减 20", "买 2 送 1". */
export interface PromotionSummary {
  code:
    | 'discount'
    | 'threshold'
    | 'thresholdRepeat'
    | 'nthFree'
    | 'nthDiscount'
    | 'buyGet'
    | 'coupon'
    | 'couponMinSpend';
  params: Record<string, string | number>;
}

/** A rate both as 折 (8.8) and as the percent paid (88), for readers who count either way. */
function rateParams(factor: Exact) {
  return { rate: plainNumber(factor.times(10)), percent: plainNumber(factor.times(100)) };
}

export function describePromotion(promotion: ParsedPromotion): PromotionSummary {
  switch (promotion.kind) {
    case 'discount':
      return { code: 'discount', params: rateParams(promotion.factor) };
    case 'threshold':
      return {
        code: promotion.repeat ? 'thresholdRepeat' : 'threshold',
        params: { over: plainNumber(promotion.over), off: plainNumber(promotion.off) },
      };
    case 'nthDiscount':
      return promotion.factor.isZero()
        ? { code: 'nthFree', params: { nth: promotion.nth } }
        : {
            code: 'nthDiscount',
            params: { nth: promotion.nth, ...rateParams(promotion.factor) },
          };
    case 'buyGet':
      return {
        code: 'buyGet',
        params: {
          buy: promotion.buy,
          get: promotion.get,
          total: promotion.buy + promotion.get,
        },
      };
    case 'coupon':
      return promotion.minSpend.isZero()
        ? { code: 'coupon', params: { off: plainNumber(promotion.off) } }
        : {
            code: 'couponMinSpend',
            params: { minSpend: plainNumber(promotion.minSpend), off: plainNumber(promotion.off) },
          };
  }
}
