import { readListing, type ListingReading } from '../listingRead';
import type { Box } from './image';
import { inReadingOrder, type OcrLine } from './read';

/** Lines the reader was this unsure of are noise (specks, barcodes' stripes), not text. */
const MIN_LINE_CONFIDENCE = 0.5;
/** A character read below this makes its field doubtful: the user is asked to check it. */
export const SURE_CHARACTER = 0.8;
/** Lines closer than this many line heights (both ways) belong to one tag or listing. */
const NEAR = 1.0;
/** Footer lines (sales counts, delivery, the pricing clerk): their numbers are not amounts. */
const FOOTER = /已售|销量|月销|人付款|评价|包邮|退货|物价员|监制|条码|货号/;
/** Header and label lines that are never the goods' name. */
const NOT_A_NAME =
  /(?:零售|会员|促销|到手|券后|活动)价|价格标签|标价签|商品详情|超市|生活|便利|旗舰店|产地|等级|扫码|优惠券|会员卡|营业/;

/** One stretch of a line that the clean-up changed: what was read, and what it became. */
export interface OcrCorrection {
  read: string;
  cleaned: string;
}

/** "550m1", "950mI": a size whose l the recogniser took for 1, I or |. */
const MISREAD_ML = /(\d+(?:\.\d+)?\s*)m[1I|](?![a-zA-Z])/g;

/**
 * What the recogniser confuses on price tags, put right before reading: "550m1" is 550ml
 * (l and 1 look alike in most shop fonts). Only after a digit, so words are never touched.
 * Every change is listed, so the review can show what was read (never a silent change).
 */
export function cleanOcrLine(text: string): { text: string; corrections: OcrCorrection[] } {
  const corrections: OcrCorrection[] = [];
  const cleaned = text.replace(MISREAD_ML, (read: string, number: string) => {
    const fixed = `${number}ml`;
    corrections.push({ read, cleaned: fixed });
    return fixed;
  });
  return { text: cleaned, corrections };
}

/** A line of a tag as the listing reader got it, with what the clean-up changed in it. */
export interface TagLine extends OcrLine {
  corrections: OcrCorrection[];
}

export interface TagReading {
  /** The lines of this tag or listing, in reading order. */
  lines: TagLine[];
  /** The text given to 比价器's listing reader: name, amount lines, price lines. */
  text: string;
  reading: ListingReading;
  /** Where it is in the photo, to draw the box the user reviews. */
  box: Box;
  /** Fields read from a character the recogniser was unsure of. */
  doubtful: { name: boolean; amount: boolean; price: boolean };
  /** The price to start from: a 促销价 / 到手价 / 券后价 where printed, else the first. */
  price: string;
  /** The lines holding the amount (规格 lines, or the listing title), as quick-entry text. */
  spec: string;
  /** What the clean-up changed in the lines each field starts from (the review marks it). */
  corrections: { name: OcrCorrection[]; spec: OcrCorrection[]; price: OcrCorrection[] };
}

/** Labels of the price a shopper pays today, preferred over 零售价 and 会员价. */
const PAY_TODAY = /促销价|到手价|券后价|活动价|特价|秒杀价/;

function startingPrice(priceLines: OcrLine[], prices: string[]): string {
  const today = priceLines.find((line) => PAY_TODAY.test(line.text));
  return (today && readListing(today.text).prices[0]) ?? prices[0] ?? '';
}

function gap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.max(0, Math.max(a0, b0) - Math.min(a1, b1));
}

function near(a: Box, b: Box): boolean {
  const height = (a.height + b.height) / 2;
  const dx = gap(a.left, a.left + a.width, b.left, b.left + b.width);
  const dy = gap(a.top, a.top + a.height, b.top, b.top + b.height);
  return dx <= NEAR * height && dy <= NEAR * height;
}

/** Lines grouped by nearness (transitively): one group per tag or listing in the photo. */
export function groupLines<T extends OcrLine>(lines: T[]): T[][] {
  const parent = lines.map((_, index) => index);
  const root = (index: number): number =>
    parent[index] === index ? index : (parent[index] = root(parent[index]));
  for (let i = 0; i < lines.length; i++)
    for (let j = i + 1; j < lines.length; j++)
      if (near(lines[i].box, lines[j].box)) parent[root(i)] = root(j);
  const groups = new Map<number, T[]>();
  lines.forEach((line, index) => {
    const key = root(index);
    groups.set(key, [...(groups.get(key) ?? []), line]);
  });
  return [...groups.values()];
}

function boundsOf(lines: OcrLine[]): Box {
  const left = Math.min(...lines.map((line) => line.box.left));
  const top = Math.min(...lines.map((line) => line.box.top));
  const right = Math.max(...lines.map((line) => line.box.left + line.box.width));
  const bottom = Math.max(...lines.map((line) => line.box.top + line.box.height));
  return { left, top, width: right - left, height: bottom - top };
}

/** Amounts and prices are their digits: a doubtful ¥ or 规格 does not make them doubtful. */
/**
 * The line that names the goods: the largest print among plain lines and amount lines that
 * hold words besides the amount (a listing's title "鸡蛋30枚官方旗舰店"); of equal print, the
 * first. A 规格 line leaves only its unit word ("袋") and is never the name.
 */
function nameLineOf(group: TagLine[], kinds: string[]): TagLine | undefined {
  const candidates = group.filter(
    (line, index) =>
      kinds[index] === 'text' ||
      (kinds[index] === 'amount' &&
        [...readListing(line.text).name.replace(/\s/g, '')].length >= 2),
  );
  return candidates.reduce<TagLine | undefined>(
    (best, line) => (!best || line.box.height > best.box.height * 1.1 ? line : best),
    undefined,
  );
}

const unsureDigits = (lines: OcrLine[]) => lines.some((line) => line.weakestDigit < SURE_CHARACTER);

/**
 * What each tag or listing in a photo says, through 比价器's listing reader: the name from
 * the largest plain line (not a shop header or footer), amounts from 规格 lines and titles,
 * every printed price (零售价, 会员价, 促销价, 到手价) for the user to pick. Groups with no
 * price and no amount are not offers (a shop sign, a stray word) and are left out.
 */
export function readTags(lines: OcrLine[]): TagReading[] {
  const kept: TagLine[] = lines
    .filter((line) => line.confidence >= MIN_LINE_CONFIDENCE)
    .map((line) => ({ ...line, ...cleanOcrLine(line.text) }));
  const tags: TagReading[] = [];
  for (const group of groupLines(kept)) {
    const kinds = group.map((line) => {
      if (FOOTER.test(line.text)) return 'other';
      const reading = readListing(line.text);
      if (reading.prices.length > 0) return 'price';
      if (reading.amounts.length > 0) return 'amount';
      // A promotion line ("第二件半价", "买2送1") belongs to the offer.
      if (reading.promotion) return 'promotion';
      return NOT_A_NAME.test(line.text) ? 'other' : 'text';
    });
    const nameLine = nameLineOf(group, kinds);
    const amountLines = group.filter((_, index) => kinds[index] === 'amount');
    const priceLines = group.filter((_, index) => kinds[index] === 'price');
    const promotionLines = group.filter((_, index) => kinds[index] === 'promotion');
    if (amountLines.length === 0 && priceLines.length === 0) continue;
    const used = [
      ...new Set([
        ...(nameLine ? [nameLine] : []),
        ...amountLines,
        ...priceLines,
        ...promotionLines,
      ]),
    ];
    const text = used.map((line) => line.text).join(' ');
    const whole = readListing(text);
    // The name line alone names the goods: "单位：袋" on the 规格 line is not part of it.
    const reading = nameLine ? { ...whole, name: readListing(nameLine.text).name } : whole;
    tags.push({
      lines: group,
      text,
      reading,
      price: startingPrice(priceLines, whole.prices),
      spec: amountLines.map((line) => line.text).join(' '),
      box: boundsOf(group),
      doubtful: {
        name: nameLine ? nameLine.weakest < SURE_CHARACTER : amountLines.length === 0,
        amount: unsureDigits(amountLines),
        price: unsureDigits(priceLines),
      },
      corrections: {
        name: nameLine?.corrections ?? [],
        spec: amountLines.flatMap((line) => line.corrections),
        price: priceLines.flatMap((line) => line.corrections),
      },
    });
  }
  return inReadingOrder(tags);
}
