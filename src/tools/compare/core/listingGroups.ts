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

/** Splits a scanned line into the amounts it states. */
export function groupItems(items: Item[]): Group[] {
  const groups: Group[] = [];
  let current: Group | undefined;
  let previous: Item['kind'] | undefined;
  const outer: (Group | undefined)[] = [];
  items.forEach((item, index) => {
    switch (item.kind) {
      case 'measure': {
        const { measure } = item;
        if (previous === 'gift') {
          current?.gifts.push(measure);
        } else if (previous === 'times' && current) {
          current.factors.push(measure);
        } else if (previous === 'slash' && current) {
          // "750g/30包": the count after the slash details the amount before it.
        } else if (current && joins(current, measure)) {
          current.factors.push(measure);
        } else {
          current = { factors: [measure], bares: [], gifts: [], parent: outer.at(-1) };
          groups.push(current);
        }
        break;
      }
      case 'bare':
        if (previous === 'times' && current) current.bares.push(item.value);
        else if (items[index + 1]?.kind === 'times') {
          // "24×330ml": the count comes first and the size follows the sign.
          const parent = outer.at(-1);
          current = { factors: [], bares: [item.value], gifts: [], countFirst: true, parent };
          groups.push(current);
        }
        break;
      case 'open':
        outer.push(current);
        current = undefined;
        break;
      case 'close':
        current = outer.pop();
        break;
      case 'plus':
        // "+赠2杯" is a gift; any other "+" starts another product ("洗发水500ml+护发素200ml").
        if (items[index + 1]?.kind !== 'gift') current = undefined;
        break;
      default:
        break;
    }
    previous = item.kind;
  });
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

/** The amount of a group, or several when it multiplies two sizes ("30cm×100m": ask). */
export function groupAmount(group: Group): GroupOutcome {
  const sizes = group.factors.filter((factor) => !isCount(factor));
  const counts = group.factors.filter(isCount);
  if (sizes.length > 1) return { kind: 'amounts', amounts: sizes.map(single), ignoredGifts: [] };
  // "34*74cm" is a towel's dimensions, not 34 towels of 74 cm.
  if (sizes[0]?.unit.family === 'length' && group.countFirst) {
    return { kind: 'amounts', amounts: [], ignoredGifts: [] };
  }
  const byLevel = [...counts].sort((a, b) => level(a) - level(b) || a.start - b.start);
  const inner = sizes[0] ?? byLevel[0];
  const packFactors = [
    ...counts.filter((count) => count !== inner).map((count) => count.quantity),
    ...group.bares,
  ];
  const badPack = packFactors.find((factor) => !factor.isInteger() || factor.lt(1));
  if (badPack) return { kind: 'bad-packs', text: badPack.toFixed() };
  let packs = packFactors.reduce((product, factor) => product.times(factor), new Exact(1));
  let extra = new Exact(0);
  const gifts: string[] = [];
  const ignoredGifts: string[] = [];
  for (const gift of group.gifts) {
    const packWord = counts.find((count) => count !== inner && count.unit.code === gift.unit.code);
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
