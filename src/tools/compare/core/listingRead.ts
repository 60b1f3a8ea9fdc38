import { Exact } from './money';
import { findPrices, findPromotions, priceOnlyLine, type Span } from './listingPrice';
import { addUp, restates } from './listingCombine';
import { groupAmount, groupItems, isItemSize, type GroupAmount } from './listingGroups';
import { scanListing } from './listingScan';
import type { Promotion } from './promotions';
import { toBaseAmount, type UnitFamily } from './units';

/** One way to read the amount of a listing; `packs` × `quantity` `unit` is what one purchase brings. */
export interface ListingAmount {
  quantity: string;
  unit: string;
  family: UnitFamily;
  packs: number;
  /** The whole amount in g, ml, mm, or in the count word, as a plain decimal. */
  total: string;
  /** Gifts counted in, as quantity and unit code ("2杯", "200g"). */
  gifts: string[];
}

/** What the reader noticed besides amounts, as codes for the catalogue. */
export type ListingNote =
  | { code: 'gift-ignored'; params: { gift: string } }
  | { code: 'buy-one-get'; params: { get: number } }
  | { code: 'bad-packs'; params: { value: string } };

export interface ListingReading {
  /** One amount: understood. Several: the title allows each, the user picks. None: not found. */
  amounts: ListingAmount[];
  /** Prices written on the line, distinct, in order; several means the user picks. */
  prices: string[];
  /** The title without its amounts, prices and promotion words, for the offer's name. */
  name: string;
  promotion?: Promotion;
  notes: ListingNote[];
}

export const MAX_LISTING_TEXT = 2000;
const MAX_PACKS = 1_000_000;
/** Sizes written as "2XL" and the brand "3M" would read as amounts; they are blanked first. */
const NOT_AMOUNTS = [/(?<![a-z])\d?x{1,4}[ls](?![a-z])/gi, /(?<![\d.])3M(?![a-z])/g];
const NAME_NOISE =
  /【[^】]*】|净含量|规格|包邮|顺丰|整箱装?|[箱袋盒瓶罐桶]装|(?<![\u4e00-\u9fff])装|\d+层|到手价?|券后价?|约|单位|[加再]?[赠送](?=\s|$)|\/[\u4e00-\u9fff]?|[*×✕✖╳+:()[\]、,]/g;

function normalize(text: string): string {
  // NFKC turns full-width digits, letters, ￥ and brackets into ASCII; "1,000g" loses its comma.
  return text.normalize('NFKC').replace(/(\d),(?=\d{3}(?!\d))/g, '$1');
}

/** Replaces spans with spaces, so positions after them stay where they were. */
function blank(text: string, spans: Span[]): string {
  let out = text;
  for (const span of spans) {
    out = out.slice(0, span.start) + ' '.repeat(span.end - span.start) + out.slice(span.end);
  }
  return out;
}

function toListingAmount(amount: GroupAmount): ListingAmount {
  return {
    quantity: amount.quantity,
    unit: amount.unit,
    family: amount.family,
    packs: amount.packs,
    total: amount.total.toFixed(),
    gifts: amount.gifts,
  };
}

/** Same thing counted the same way: "净含量 5L" and "5升" in one title are one reading. */
function sameAmount(a: ListingAmount, b: ListingAmount): boolean {
  const kind = (x: ListingAmount) => (x.family === 'count' ? `count:${x.unit}` : x.family);
  return kind(a) === kind(b) && new Exact(a.total).eq(b.total);
}

/**
 * Reads one listing line as shoppers paste it ("福临门 泰国香米 10kg ¥59.9",
 * "维达抽纸 3层130抽×24包", "鸡蛋 12枚 336g"): the amounts it states, its prices, promotions
 * and a name. Never guesses: when amounts disagree, all are returned for the user to choose.
 */
export function readListing(input: string): ListingReading {
  const text = normalize(String(input).slice(0, MAX_LISTING_TEXT));
  const notes: ListingNote[] = [];
  const prices = findPrices(text);
  const promotions = findPromotions(text);
  const blanked = NOT_AMOUNTS.reduce(
    (line, pattern) => line.replace(pattern, (match) => ' '.repeat(match.length)),
    blank(text, [...prices, ...promotions]),
  );
  const items = scanListing(blanked);
  const groups = groupItems(items);
  const giftMultiple = promotions.reduce((sum, found) => sum + (found.giftMultiple ?? 0), 0);
  if (giftMultiple > 0) notes.push({ code: 'buy-one-get', params: { get: giftMultiple } });

  const amounts: ListingAmount[] = [];
  const add = (amount: ListingAmount, another?: boolean) => {
    const known = amounts.find((other) => sameAmount(other, amount));
    if (!known) amounts.push(amount);
    // "5号 20节 + 7号 20节": two products of one size are one of them, or both together.
    else if (another) {
      add({ ...known, packs: known.packs * 2, total: new Exact(known.total).times(2).toFixed() });
    }
  };
  const byGroup = new Map(
    groups.filter((group) => !restates(group, groups)).map((group) => [group, groupAmount(group)]),
  );
  addUp(byGroup);
  for (const [group, outcome] of byGroup) {
    if (outcome.kind === 'bad-packs') {
      notes.push({ code: 'bad-packs', params: { value: outcome.text } });
      continue;
    }
    outcome.ignoredGifts.forEach((gift) => notes.push({ code: 'gift-ignored', params: { gift } }));
    const parent = group.parent && byGroup.get(group.parent);
    for (const found of outcome.amounts) {
      const amount = toListingAmount(
        giftMultiple > 0
          ? {
              ...found,
              packs: found.packs * (1 + giftMultiple),
              total: found.total.times(1 + giftMultiple),
            }
          : found,
      );
      // "2.1L(100mL×21)": a bracket that agrees with its amount only details it.
      const detailed =
        parent?.kind === 'amounts' &&
        parent.amounts.some((outer) => sameAmount(toListingAmount(outer), amount));
      if (detailed) {
        const index = amounts.findIndex((known) => sameAmount(known, amount));
        if (index >= 0 && amount.packs > amounts[index].packs) amounts[index] = amount;
      } else if (amount.packs > MAX_PACKS) {
        notes.push({ code: 'bad-packs', params: { value: String(amount.packs) } });
      } else add(amount, group.another);
    }
  }
  // "240mm 10片×3包": beside a count, a length in mm or cm is the size of one item.
  if (amounts.some((amount) => amount.family === 'count')) {
    const sizes = amounts.filter((amount) => isItemSize(amount.family, amount.unit));
    sizes.forEach((size) => amounts.splice(amounts.indexOf(size), 1));
  }
  // "8.8元/斤": a price per unit is the listing when the title names no other amount.
  for (const price of prices) {
    if (!price.per) continue;
    const { multiple, unit } = price.per;
    const perAmount: ListingAmount = {
      quantity: multiple,
      unit: unit.code,
      family: unit.family,
      packs: 1,
      total: toBaseAmount(new Exact(multiple), unit).toFixed(),
      gifts: [],
    };
    if (amounts.length === 0 || unit.family !== 'count') add(perAmount);
  }
  const promotion = promotions.find((found) => found.promotion)?.promotion;
  return {
    amounts,
    prices: [...new Set(prices.map((price) => price.value))],
    name: listingName(blanked, items),
    ...(promotion ? { promotion } : {}),
    notes,
  };
}

function listingName(blanked: string, items: ReturnType<typeof scanListing>): string {
  const spans = items.flatMap((item, index) => {
    if (item.kind === 'measure') return [{ start: item.measure.start, end: item.measure.end }];
    const packCount =
      item.kind === 'bare' &&
      (items[index - 1]?.kind === 'times' || items[index + 1]?.kind === 'times');
    return packCount ? [item] : [];
  });
  return blank(blanked, spans).replace(NAME_NOISE, ' ').replace(/\s+/g, ' ').trim().slice(0, 60);
}

export interface PastedListing extends ListingReading {
  /** The lines it came from, joined, for the offer's quick-entry text. */
  text: string;
}

/**
 * A paste of several listings, one per line; a price alone on the next line belongs to the
 * listing above it, and a line with words but no amount or price starts the next listing.
 */
export function readListingLines(input: string): PastedListing[] {
  const listings: PastedListing[] = [];
  let pendingWords = '';
  for (const raw of String(input)
    .slice(0, 200 * MAX_LISTING_TEXT)
    .split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    const onlyPrice = priceOnlyLine(normalize(line));
    const last = listings.at(-1);
    if (onlyPrice !== undefined && last && last.prices.length === 0 && pendingWords === '') {
      last.prices = [onlyPrice];
      last.text = `${last.text} ${line}`;
      continue;
    }
    const text = pendingWords ? `${pendingWords} ${line}` : line;
    const reading = readListing(text);
    if (reading.amounts.length === 0 && reading.prices.length === 0 && reading.notes.length === 0) {
      pendingWords = text;
      continue;
    }
    pendingWords = '';
    listings.push({ ...reading, text });
  }
  if (pendingWords) listings.push({ ...readListing(pendingWords), text: pendingWords });
  return listings;
}
