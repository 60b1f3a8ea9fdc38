import { Exact } from './money';

export type UnitFamily = 'mass' | 'volume' | 'length' | 'count';

export interface UnitDefinition {
  /**
   * Canonical id stored in comparisons and returned by the listing reader. Chinese count words
   * and 斤 are their own ids, as saved data has always held them; the page names every unit
   * from its catalogue.
   */
  code: string;
  family: UnitFamily;
  /** Size in the family's base unit (g, ml, mm, piece), as an exact decimal string. */
  factor: string;
  /** Other spellings accepted in input (matched case-insensitively for Latin letters). */
  aliases: readonly string[];
  /** Count words only: 0 item (抽), 1 pack (包), 2 box (盒), 3 case (箱). */
  level?: 0 | 1 | 2 | 3;
}

/**
 * Count words by how they nest: an item (抽, 卷, 枚) comes in a pack (包, 瓶), a pack in an
 * outer case (提, 箱). "120抽×20包" and "20包×120抽" both read as 20 packs of 120 抽.
 */
const COUNT_LEVELS: Record<string, 0 | 1 | 2 | 3> = {
  抽: 0,
  片: 0,
  张: 0,
  粒: 0,
  颗: 0,
  枚: 0,
  卷: 0,
  只: 0,
  个: 0,
  支: 0,
  双: 0,
  条: 0,
  节: 0,
  包: 1,
  袋: 1,
  瓶: 1,
  罐: 1,
  听: 1,
  杯: 1,
  盒: 2,
  桶: 2,
  提: 3,
  箱: 3,
  件: 3,
  组: 3,
};
const COUNT_WORDS = Object.keys(COUNT_LEVELS);

export const UNITS: readonly UnitDefinition[] = [
  { code: 'g', family: 'mass', factor: '1', aliases: ['克', 'g', 'gram', 'grams'] },
  {
    code: 'kg',
    family: 'mass',
    factor: '1000',
    aliases: ['千克', '公斤', 'kg', 'kgs'],
  },
  { code: '斤', family: 'mass', factor: '500', aliases: ['斤', '市斤'] },
  { code: '两', family: 'mass', factor: '50', aliases: ['两'] },
  { code: '钱', family: 'mass', factor: '5', aliases: ['钱'] },
  { code: 'mg', family: 'mass', factor: '0.001', aliases: ['毫克', 'mg'] },
  {
    code: 'lb',
    family: 'mass',
    factor: '453.59237',
    aliases: ['磅', 'lb', 'lbs'],
  },
  {
    code: 'oz',
    family: 'mass',
    factor: '28.349523125',
    aliases: ['盎司', 'oz'],
  },
  { code: 'ml', family: 'volume', factor: '1', aliases: ['毫升', 'ml', 'cc'] },
  { code: 'L', family: 'volume', factor: '1000', aliases: ['升', '公升', 'l'] },
  {
    code: 'fl oz',
    family: 'volume',
    factor: '29.5735295625',
    aliases: ['液量盎司', 'fl oz', 'floz', 'fl.oz', 'fl. oz'],
  },
  { code: 'mm', family: 'length', factor: '1', aliases: ['毫米', 'mm'] },
  { code: 'cm', family: 'length', factor: '10', aliases: ['厘米', 'cm'] },
  { code: 'm', family: 'length', factor: '1000', aliases: ['米', 'm'] },
  {
    code: 'km',
    family: 'length',
    factor: '1000000',
    aliases: ['千米', '公里', 'km'],
  },
  ...COUNT_WORDS.map((word) => ({
    code: word,
    family: 'count' as const,
    factor: '1',
    aliases: [word],
    level: COUNT_LEVELS[word],
  })),
];

export const COUNT_UNIT_CODES: readonly string[] = COUNT_WORDS;

const BY_ALIAS = new Map<string, UnitDefinition>();
for (const unit of UNITS) {
  BY_ALIAS.set(unit.code.toLowerCase(), unit);
  for (const alias of unit.aliases) BY_ALIAS.set(alias.toLowerCase(), unit);
}

/** Aliases longest first, so that "ml" wins over "m" and "fl oz" over "oz". */
export const UNIT_ALIASES_LONGEST_FIRST: readonly string[] = [...BY_ALIAS.keys()].sort(
  (a, b) => b.length - a.length,
);

export function findUnit(text: string): UnitDefinition | undefined {
  return BY_ALIAS.get(text.trim().toLowerCase());
}

export const UNIT_FAMILIES: readonly UnitFamily[] = ['mass', 'volume', 'count', 'length'];

/** A basis of the unit price: "元/斤" is one 斤, "元/100g" is 100 g, "元/100抽" is 100 抽. */
export interface PriceBasis {
  key: string;
  family: UnitFamily;
  /** How many base units (g, ml, mm, piece) one basis is. */
  size: string;
  /** The whole multiple written before the unit ("100" in 100g), '' for one unit. */
  multiple: string;
  /** The unit's code; 件 also stands for the any-count basis (see findBasis). */
  unit: string;
  /** A count basis per one word (元/100抽) compares only offers counted in that word. */
  word?: string;
}

const BASIS_KEY = /^(\d{1,7})?(.+)$/;

/** The bases offered in the picker; any "<n><unit>" key works too (see findBasis). */
export const PRICE_BASES: readonly PriceBasis[] = [
  '斤',
  '500g',
  'kg',
  '100g',
  'g',
  'L',
  '100ml',
  'ml',
  '件',
  '100抽',
  '抽',
  '卷',
  '片',
  '100片',
  '枚',
  '个',
  '包',
  '瓶',
  '袋',
  '盒',
  '双',
  'm',
].map((key) => findBasis(key) as PriceBasis);

export const DEFAULT_BASIS: Record<UnitFamily, string> = {
  mass: '斤',
  volume: 'L',
  count: '件',
  length: 'm',
};

/**
 * Resolves a basis key: "件" (any count), or an optional whole multiple and a unit ("斤",
 * "100g", "100抽", "磅"). Returns undefined when the key names no unit.
 */
export function findBasis(key: string): PriceBasis | undefined {
  const match = BASIS_KEY.exec(typeof key === 'string' ? key.trim() : '');
  if (!match) return undefined;
  const [, multiple = '', name] = match;
  if (name === '件' && multiple === '') {
    return { key: '件', family: 'count', size: '1', multiple: '', unit: '件' };
  }
  const unit = findUnit(name);
  if (!unit || (multiple !== '' && Number(multiple) < 1)) return undefined;
  return {
    key: `${multiple}${unit.code}`,
    family: unit.family,
    size: new Exact(unit.factor).times(multiple || 1).toFixed(),
    multiple,
    unit: unit.code,
    ...(unit.family === 'count' ? { word: unit.code } : {}),
  };
}

/** Amount in the family's base unit. */
export function toBaseAmount(quantity: Exact, unit: UnitDefinition): Exact {
  return quantity.times(new Exact(unit.factor));
}
