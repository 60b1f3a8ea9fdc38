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

type Checked = { ok: true; value: ParsedPromotion } | { ok: false; error: string };

function rateToFactor(text: unknown, allowZero: boolean): Exact | string {
  const rate = typeof text === 'string' ? parseDecimal(text) : undefined;
  if (!rate) return '折扣请填数字，例如 8.8（折）';
  // Shops print "95折" for 9.5 折 and "88折" for 8.8 折.
  const tenths = rate.gt(10) && rate.lt(100) ? rate.dividedBy(10) : rate;
  if (tenths.gt(10)) return '折扣不能超过 10 折';
  if (tenths.isZero() && !allowZero) return '折扣必须大于 0 折';
  return tenths.dividedBy(10);
}

function money(text: unknown, what: string, allowZero = false): Exact | string {
  const value = typeof text === 'string' ? parseDecimal(text) : undefined;
  if (!value) return `${what}请填金额，例如 20`;
  if (value.isZero() && !allowZero) return `${what}必须大于 0`;
  if (value.gt('1e10')) return `${what}太大`;
  return value;
}

function wholeCount(value: unknown, what: string, min: number): number | string {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    return `${what}必须是不小于 ${min} 的整数`;
  }
  if (value > MAX_COUNT_IN_RULE) return `${what}太大（最多 ${MAX_COUNT_IN_RULE}）`;
  return value;
}

/** Validates a promotion; the error is a Chinese sentence naming the wrong field. */
export function checkPromotion(promotion: Promotion): Checked {
  const fail = (error: string): Checked => ({ ok: false, error: `促销：${error}` });
  if (typeof promotion !== 'object' || promotion === null) return fail('无法识别的促销');
  switch (promotion.kind) {
    case 'discount': {
      const factor = rateToFactor(promotion.rate, false);
      return typeof factor === 'string'
        ? fail(factor)
        : { ok: true, value: { kind: 'discount', factor } };
    }
    case 'threshold': {
      const over = money(promotion.over, '“满”');
      if (typeof over === 'string') return fail(over);
      const off = money(promotion.off, '“减”');
      if (typeof off === 'string') return fail(off);
      return {
        ok: true,
        value: { kind: 'threshold', over, off, repeat: promotion.repeat === true },
      };
    }
    case 'nthDiscount': {
      const nth = wholeCount(promotion.nth, '第几件', 2);
      if (typeof nth === 'string') return fail(nth);
      const factor = rateToFactor(promotion.rate, true);
      return typeof factor === 'string'
        ? fail(factor)
        : { ok: true, value: { kind: 'nthDiscount', nth, factor } };
    }
    case 'buyGet': {
      const buy = wholeCount(promotion.buy, '“买”的件数', 1);
      if (typeof buy === 'string') return fail(buy);
      const get = wholeCount(promotion.get, '“送”的件数', 1);
      if (typeof get === 'string') return fail(get);
      return { ok: true, value: { kind: 'buyGet', buy, get } };
    }
    case 'coupon': {
      const off = money(promotion.off, '券面额');
      if (typeof off === 'string') return fail(off);
      const blank = promotion.minSpend === undefined || promotion.minSpend.trim() === '';
      const minSpend = blank ? new Exact(0) : money(promotion.minSpend, '使用门槛', true);
      if (typeof minSpend === 'string') return fail(minSpend);
      return { ok: true, value: { kind: 'coupon', off, minSpend } };
    }
    default:
      return fail('无法识别的促销');
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

/** A short Chinese description: "8.8 折", "每满 100 减 20", "第 2 件 5 折", "买 2 送 1". */
export function describePromotion(promotion: ParsedPromotion): string {
  switch (promotion.kind) {
    case 'discount':
      return `${plainNumber(promotion.factor.times(10))} 折`;
    case 'threshold':
      return `${promotion.repeat ? '每满' : '满'} ${plainNumber(promotion.over)} 减 ${plainNumber(promotion.off)}`;
    case 'nthDiscount':
      return promotion.factor.isZero()
        ? `第 ${promotion.nth} 件免费`
        : `第 ${promotion.nth} 件 ${plainNumber(promotion.factor.times(10))} 折`;
    case 'buyGet':
      return `买 ${promotion.buy} 送 ${promotion.get}（付 ${promotion.buy} 件得 ${promotion.buy + promotion.get} 件）`;
    case 'coupon':
      return promotion.minSpend.isZero()
        ? `券减 ${plainNumber(promotion.off)}`
        : `券满 ${plainNumber(promotion.minSpend)} 减 ${plainNumber(promotion.off)}`;
  }
}
