import { findUnit, type UnitDefinition } from './units';
import type { Promotion } from './promotions';

/** A stretch of a listing line the reader used up, so its numbers are not read twice. */
export interface Span {
  start: number;
  end: number;
}

export interface FoundPrice extends Span {
  /** Yuan as a plain decimal ("39.9"). */
  value: string;
  /** "8.8元/斤": the price is for `multiple` of `unit`, not for the listing. */
  per?: { multiple: string; unit: UnitDefinition };
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const PRICE_LABELS =
  '到手价?|券后价?|劵后价?|售价|价格|零售价|会员价|秒杀价?|活动价|促销价|原价|特价|现价|拼团价|单买价|折后价?|日常价|门店价|团购价';
const PRICE_PATTERNS = [
  new RegExp(String.raw`(?:${PRICE_LABELS})\s*:?\s*¥?\s*${NUMBER}\s*元?`, 'g'),
  new RegExp(String.raw`¥\s*${NUMBER}\s*元?`, 'g'),
  new RegExp(String.raw`${NUMBER}\s*元(?!券|红包|优惠)`, 'g'),
];
/** Money that is a discount, a threshold or a fee, never the listing's price. */
const NOT_A_PRICE = /(?:满|减|省|降|返|券|送|补贴|运费|定金|优惠|立减|红包)\s*¥?\s*$/;
const PER_UNIT = /^\s*\/\s*(\d{1,4})?\s*([a-zA-Z\u4e00-\u9fff]{1,3})/;
/** A line holding nothing but a price: "39.9", "¥39.90", "到手价 29.9元". */
const PRICE_ONLY = new RegExp(
  String.raw`^\s*(?:(?:${PRICE_LABELS})\s*:?\s*)?¥?\s*${NUMBER}\s*元?\s*$`,
);

function perUnit(rest: string): FoundPrice['per'] {
  const match = PER_UNIT.exec(rest);
  if (!match) return undefined;
  for (let length = Math.min(3, match[2].length); length > 0; length -= 1) {
    const unit = findUnit(match[2].slice(0, length));
    if (unit) return { multiple: match[1] ?? '1', unit };
  }
  return undefined;
}

const trimZeros = (text: string) =>
  text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;

/** Every price written on a listing line, in the order written, without overlaps. */
export function findPrices(line: string): FoundPrice[] {
  const found: FoundPrice[] = [];
  for (const pattern of PRICE_PATTERNS) {
    for (const match of line.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (found.some((price) => start < price.end && end > price.start)) continue;
      if (NOT_A_PRICE.test(line.slice(Math.max(0, start - 4), start))) continue;
      const per = perUnit(line.slice(end));
      found.push({ start, end, value: trimZeros(match[1]), per });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The price of a line that holds only a price, or undefined. */
export function priceOnlyLine(line: string): string | undefined {
  const match = PRICE_ONLY.exec(line);
  return match ? trimZeros(match[1]) : undefined;
}

export interface FoundPromotion extends Span {
  /** "买一送一": one purchase brings 1 + `gift` listings. */
  giftMultiple?: number;
  promotion?: Promotion;
}

const SMALL_NUMBERS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5 };
const smallNumber = (text: string) => SMALL_NUMBERS[text] ?? Number(text);

const BUY_GET =
  /买\s*([一二两三四五\d])\s*[件瓶包袋盒个罐桶箱]?\s*(?:送|赠)\s*([一二两三四五\d])\s*[件瓶包袋盒个罐桶箱]?/g;
const NTH_DISCOUNT =
  /第\s*([二两三四五2-5])\s*件\s*(?:(半价)|(\d(?:\.\d)?)\s*折|(免费|0元|0\.01元|1元))/g;
/** Shop-wide money-off rules ("满199减30", "每满300-50"): read as nothing, never as amounts. */
const SHOP_RULE = /每?满\s*\d+(?:\.\d+)?\s*(?:元|件)?\s*(?:减|-|打)\s*\d+(?:\.\d+)?\s*(?:元|折)?/g;

/** Promotions written in a title: "买一送一" adds to the amount, others become the offer's promotion. */
export function findPromotions(line: string): FoundPromotion[] {
  const found: FoundPromotion[] = [];
  for (const match of line.matchAll(BUY_GET)) {
    const buy = smallNumber(match[1]);
    const get = smallNumber(match[2]);
    const span = { start: match.index, end: match.index + match[0].length };
    found.push(
      buy === 1
        ? { ...span, giftMultiple: get }
        : { ...span, promotion: { kind: 'buyGet', buy, get } },
    );
  }
  for (const match of line.matchAll(NTH_DISCOUNT)) {
    const rate = match[2] ? '5' : (match[3] ?? '0');
    // "第2件1元" is close enough to free that shops print it as such; keep it exact instead.
    const exactRate = match[4] === '1元' || match[4] === '0.01元' ? undefined : rate;
    const span = { start: match.index, end: match.index + match[0].length };
    found.push(
      exactRate === undefined
        ? span
        : {
            ...span,
            promotion: { kind: 'nthDiscount', nth: smallNumber(match[1]), rate: exactRate },
          },
    );
  }
  for (const match of line.matchAll(SHOP_RULE)) {
    found.push({ start: match.index, end: match.index + match[0].length });
  }
  return found;
}
