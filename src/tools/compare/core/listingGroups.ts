import { Exact } from './money';
import type { Item, Measure } from './listingScan';
import { toBaseAmount, type UnitFamily } from './units';

/** One amount a title states: factors multiplied ("480ml*15瓶"), with any gifts. */
export interface Group {
  factors: Measure[];
  /** Pack counts written without a unit ("330ml*24"). */
  bares: Exact[];
  gifts: Measure[];
  /** Written count first ("24×330ml"); with a length, that is a size such as "34*74cm". */
  countFirst?: boolean;
  /** Set for a group inside brackets: the group it details ("2.1L(100mL×21)"). */
  parent?: Group;
  /** "3kg×2+500g×2": an amount right after a "+" adds to the one before it. */
  addsTo?: Group;
  /** "洗发水500ml+护发素500ml": after a "+" and a word, another product's amount. */
  another?: boolean;
}

export interface GroupAmount {
  /** Size of one pack as a plain decimal, in `unit`. */
  quantity: string;
  unit: string;
  family: UnitFamily;
  packs: number;
  /** The whole amount in base units (g, ml, mm) or in the count word. */
  total: Exact;
  /** Gifts counted in, as quantity and unit code ("2杯", "200g"). */
  gifts: string[];
}

export type GroupOutcome =
  | { kind: 'amounts'; amounts: GroupAmount[]; ignoredGifts: string[] }
  | { kind: 'bad-packs'; text: string };

const level = (measure: Measure) => measure.unit.level ?? 0;
const isCount = (measure: Measure) => measure.unit.family === 'count';
const without = (measures: Measure[], one: Measure) => measures.filter((m) => m !== one);
const written = (measure: Measure) => `${measure.quantity.toFixed()}${measure.unit.code}`;

/**
 * Whether an amount standing beside a group (no × between) multiplies it: a pack, box or case
 * count does ("330ml 24听", "24包 130抽"); a second size or an item count does not, since
 * "12枚 336g" is the same eggs counted and weighed, and the reader must ask.
 */
function joins(group: Group, measure: Measure): boolean {
  const counts = group.factors.filter(isCount);
  const sizes = group.factors.filter((factor) => !isCount(factor));
  const onlyPacks = sizes.length === 0 && counts.length > 0 && counts.every((c) => level(c) >= 1);
  if (!isCount(measure)) return onlyPacks && group.bares.length === 0;
  if (counts.some((count) => count.unit.code === measure.unit.code)) return false;
  return level(measure) >= 1 || onlyPacks;
}

/** The number an item multiplies by when it follows a "×": "×2", "×3支". */
function packCount(item: Item): Exact | undefined {
  if (item.kind === 'bare') return item.value;
  return item.kind === 'measure' && isCount(item.measure) ? item.measure.quantity : undefined;
}

/** Splits a scanned line into the amounts it states. */
export function groupItems(items: Item[]): Group[] {
  const groups: Group[] = [];
  let current: Group | undefined;
  let previous: Item['kind'] | undefined;
  let addsTo: Group | undefined;
  let another = false;
  /** "赠15ml×2": a gift still open to a pack count. */
  let gift: Measure | undefined;
  const outer: (Group | undefined)[] = [];
  const start = (group: Group) => {
    current = { ...group, ...(addsTo ? { addsTo } : {}), ...(another ? { another } : {}) };
    addsTo = undefined;
    another = false;
    groups.push(current);
  };
  items.forEach((item, index) => {
    const multiple = previous === 'times' ? packCount(item) : undefined;
    if (multiple && gift && current?.gifts.at(-1) === gift) {
      gift = { ...gift, quantity: gift.quantity.times(multiple) };
      current.gifts[current.gifts.length - 1] = gift;
      previous = item.kind;
      return;
    }
    if (item.kind !== 'times') gift = undefined;
    switch (item.kind) {
      case 'measure': {
        const { measure } = item;
        if (previous === 'gift') {
          current?.gifts.push(measure);
          gift = measure;
        } else if (previous === 'times' && current) {
          current.factors.push(measure);
        } else if (previous === 'slash' && current) {
          // "750g/30包": the count after the slash details the amount before it.
        } else if (current && joins(current, measure)) {
          current.factors.push(measure);
        } else {
          start({ factors: [measure], bares: [], gifts: [], parent: outer.at(-1) });
        }
        break;
      }
      case 'bare':
        if (previous === 'times' && current) current.bares.push(item.value);
        else if (items[index + 1]?.kind === 'times') {
          // "24×330ml": the count comes first and the size follows the sign.
          const parent = outer.at(-1);
          start({ factors: [], bares: [item.value], gifts: [], countFirst: true, parent });
        }
        break;
      case 'open':
        outer.push(current);
        current = undefined;
        break;
      case 'close':
        current = outer.pop();
        break;
      case 'plus': {
        // "+赠2杯" is a gift; "+500g" more of the same; "+护发素200ml" another product.
        const next = items[index + 1]?.kind;
        if (next === 'gift') break;
        const amountNext =
          next === 'measure' || (next === 'bare' && items[index + 2]?.kind === 'times');
        addsTo = amountNext ? current : undefined;
        another = !amountNext;
        current = undefined;
        break;
      }
      default:
        break;
    }
    previous = item.kind;
  });
  // "+200ml护发素": an amount glued to a word after a "+" is another product's.
  for (const group of groups) {
    const end = Math.max(...group.factors.map((factor) => factor.end));
    if (group.addsTo && items.some((item) => item.kind === 'word' && item.start === end)) {
      delete group.addsTo;
      group.another = true;
    }
  }
  return groups.filter((group) => group.factors.length > 0);
}

function single(measure: Measure): GroupAmount {
  return {
    quantity: measure.quantity.toFixed(),
    unit: measure.unit.code,
    family: measure.unit.family,
    packs: 1,
    total: toBaseAmount(measure.quantity, measure.unit),
    gifts: [],
  };
}

/** Lengths this small are the size of one counted item ("338mm×8片"), not an amount bought. */
const ITEM_SIZE_UNITS = new Set(['mm', 'cm']);

export function isItemSize(family: UnitFamily, unit: string): boolean {
  return family === 'length' && ITEM_SIZE_UNITS.has(unit);
}

/** The amount of a group, or several when it multiplies two sizes ("30cm×100m": ask). */
export function groupAmount(group: Group): GroupOutcome {
  const counts = group.factors.filter(isCount);
  const items = counts.filter((count) => level(count) === 0);
  const sizes = group.factors.filter(
    (factor) =>
      !isCount(factor) && !(items.length > 0 && isItemSize(factor.unit.family, factor.unit.code)),
  );
  if (sizes.length > 1) return { kind: 'amounts', amounts: sizes.map(single), ignoredGifts: [] };
  // "34*74cm" is a towel's dimensions, not 34 towels of 74 cm.
  if (sizes[0]?.unit.family === 'length' && group.countFirst) {
    return { kind: 'amounts', amounts: [], ignoredGifts: [] };
  }
  const itemWords = new Set(items.map((item) => item.unit.code));
  if (sizes.length > 0 || itemWords.size < 2) {
    const byLevel = [...counts].sort((a, b) => level(a) - level(b) || a.start - b.start);
    const inner = sizes[0] ?? byLevel[0];
    return amountOf(group, inner, without(counts, inner));
  }
  // "180节×10卷" counts sheets in rolls: 1800 节 or 10 卷, the user picks.
  const [inner, outer] = [...items].sort((a, b) => b.quantity.comparedTo(a.quantity));
  const packCounts = counts.filter((count) => level(count) > 0);
  const readings = [
    amountOf(group, inner, without(counts, inner)),
    amountOf(group, outer, packCounts),
  ];
  const bad = readings.find((reading) => reading.kind === 'bad-packs');
  if (bad) return bad;
  return {
    kind: 'amounts',
    amounts: readings.flatMap((reading) => (reading.kind === 'amounts' ? reading.amounts : [])),
    ignoredGifts: [
      ...new Set(readings.flatMap((r) => (r.kind === 'amounts' ? r.ignoredGifts : []))),
    ],
  };
}

/** `inner` multiplied by the pack counts `packCounts` and the group's bare counts, with gifts. */
function amountOf(group: Group, inner: Measure, packCounts: Measure[]): GroupOutcome {
  const packFactors = [...packCounts.map((count) => count.quantity), ...group.bares];
  const badPack = packFactors.find((factor) => !factor.isInteger() || factor.lt(1));
  if (badPack) return { kind: 'bad-packs', text: badPack.toFixed() };
  let packs = packFactors.reduce((product, factor) => product.times(factor), new Exact(1));
  let extra = new Exact(0);
  const gifts: string[] = [];
  const ignoredGifts: string[] = [];
  for (const gift of group.gifts) {
    const packWord = packCounts.find((count) => count.unit.code === gift.unit.code);
    if (packWord && gift.quantity.isInteger()) {
      // "200g×10杯 +赠2杯": each 杯 holds packs / 10 of the inner size.
      packs = packs.plus(gift.quantity.times(packs.dividedBy(packWord.quantity)));
      gifts.push(written(gift));
    } else if (
      gift.unit.family === inner.unit.family &&
      (!isCount(inner) || gift.unit.code === inner.unit.code)
    ) {
      extra = extra.plus(toBaseAmount(gift.quantity, gift.unit));
      gifts.push(written(gift));
    } else {
      ignoredGifts.push(written(gift));
    }
  }
  const total = toBaseAmount(inner.quantity, inner.unit).times(packs).plus(extra);
  const exactPacks = packs.isInteger() && extra.isZero();
  const amount: GroupAmount = exactPacks
    ? {
        quantity: inner.quantity.toFixed(),
        unit: inner.unit.code,
        family: inner.unit.family,
        packs: packs.toNumber(),
        total,
        gifts,
      }
    : {
        quantity: total.dividedBy(toBaseAmount(new Exact(1), inner.unit)).toFixed(),
        unit: inner.unit.code,
        family: inner.unit.family,
        packs: 1,
        total,
        gifts,
      };
  return { kind: 'amounts', amounts: [amount], ignoredGifts };
}
