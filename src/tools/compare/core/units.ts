import { Exact } from './money';

export type UnitFamily = 'mass' | 'volume' | 'length' | 'count';

export interface UnitDefinition {
  /** Canonical code stored in comparisons and returned by parseQuantity. */
  code: string;
  family: UnitFamily;
  /** Size in the family's base unit (g, ml, mm, piece), as an exact decimal string. */
  factor: string;
  /** Chinese name shown to the user. */
  label: string;
  /** Other spellings accepted in input (matched case-insensitively for Latin letters). */
  aliases: readonly string[];
}

const COUNT_WORDS = [
  '个',
  '件',
  '只',
  '支',
  '片',
  '包',
  '袋',
  '瓶',
  '罐',
  '听',
  '盒',
  '卷',
  '抽',
  '粒',
  '颗',
  '张',
] as const;

export const UNITS: readonly UnitDefinition[] = [
  { code: 'g', family: 'mass', factor: '1', label: '克', aliases: ['克', 'g', 'gram', 'grams'] },
  {
    code: 'kg',
    family: 'mass',
    factor: '1000',
    label: '千克',
    aliases: ['千克', '公斤', 'kg', 'kgs'],
  },
  { code: '斤', family: 'mass', factor: '500', label: '斤', aliases: ['斤', '市斤'] },
  { code: '两', family: 'mass', factor: '50', label: '两', aliases: ['两'] },
  { code: '钱', family: 'mass', factor: '5', label: '钱', aliases: ['钱'] },
  { code: 'mg', family: 'mass', factor: '0.001', label: '毫克', aliases: ['毫克', 'mg'] },
  {
    code: 'lb',
    family: 'mass',
    factor: '453.59237',
    label: '磅',
    aliases: ['磅', 'lb', 'lbs'],
  },
  {
    code: 'oz',
    family: 'mass',
    factor: '28.349523125',
    label: '盎司',
    aliases: ['盎司', 'oz'],
  },
  { code: 'ml', family: 'volume', factor: '1', label: '毫升', aliases: ['毫升', 'ml', 'cc'] },
  { code: 'L', family: 'volume', factor: '1000', label: '升', aliases: ['升', '公升', 'l'] },
  {
    code: 'fl oz',
    family: 'volume',
    factor: '29.5735295625',
    label: '液量盎司',
    aliases: ['液量盎司', 'fl oz', 'floz', 'fl.oz', 'fl. oz'],
  },
  { code: 'mm', family: 'length', factor: '1', label: '毫米', aliases: ['毫米', 'mm'] },
  { code: 'cm', family: 'length', factor: '10', label: '厘米', aliases: ['厘米', 'cm'] },
  { code: 'm', family: 'length', factor: '1000', label: '米', aliases: ['米', 'm'] },
  {
    code: 'km',
    family: 'length',
    factor: '1000000',
    label: '千米',
    aliases: ['千米', '公里', 'km'],
  },
  ...COUNT_WORDS.map((word) => ({
    code: word,
    family: 'count' as const,
    factor: '1',
    label: word,
    aliases: [word],
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

export const FAMILY_LABELS: Record<UnitFamily, string> = {
  mass: '质量',
  volume: '体积',
  length: '长度',
  count: '计数',
};

/** A basis of the unit price: "元/斤" is one 斤, "元/100g" is 100 g. */
export interface PriceBasis {
  key: string;
  family: UnitFamily;
  /** How many base units (g, ml, mm, piece) one basis is. */
  size: string;
  label: string;
}

export const PRICE_BASES: readonly PriceBasis[] = [
  { key: '斤', family: 'mass', size: '500', label: '元/斤' },
  { key: '500g', family: 'mass', size: '500', label: '元/500g' },
  { key: 'kg', family: 'mass', size: '1000', label: '元/kg' },
  { key: '100g', family: 'mass', size: '100', label: '元/100g' },
  { key: 'g', family: 'mass', size: '1', label: '元/g' },
  { key: 'L', family: 'volume', size: '1000', label: '元/L' },
  { key: '100ml', family: 'volume', size: '100', label: '元/100ml' },
  { key: 'ml', family: 'volume', size: '1', label: '元/ml' },
  { key: '件', family: 'count', size: '1', label: '元/件' },
  { key: 'm', family: 'length', size: '1000', label: '元/米' },
];

export const DEFAULT_BASIS: Record<UnitFamily, string> = {
  mass: '斤',
  volume: 'L',
  count: '件',
  length: 'm',
};

/** The short unit word of a basis, used in sentences like "买 5 斤". */
export function basisUnitWord(basis: PriceBasis): string {
  return basis.label.slice(2);
}

/**
 * Resolves a basis key: one of PRICE_BASES, or any unit ("磅", "oz") meaning one of it.
 * Returns undefined when the key names no unit.
 */
export function findBasis(key: string): PriceBasis | undefined {
  const listed = PRICE_BASES.find((basis) => basis.key === key);
  if (listed) return listed;
  const unit = findUnit(key);
  if (!unit) return undefined;
  if (unit.family === 'count') return PRICE_BASES.find((basis) => basis.key === '件');
  return { key: unit.code, family: unit.family, size: unit.factor, label: `元/${unit.label}` };
}

/** Amount in the family's base unit. */
export function toBaseAmount(quantity: Exact, unit: UnitDefinition): Exact {
  return quantity.times(new Exact(unit.factor));
}
