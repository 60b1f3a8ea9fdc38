import type { Language } from '../../../app/i18n/translate';

/**
 * How each unit (by its core code) is named. `name` goes after a number ("500 克", "24 cans"),
 * `one` after a lone "/" or a count of 1 ("¥/can"), `symbol` replaces the name in price bases
 * shoppers read off labels (元/100g), and `option` is its entry in a unit picker.
 */
export interface UnitName {
  name: string;
  one?: string;
  symbol?: string;
  option?: string;
}

const METRIC_SYMBOLS = ['g', 'kg', 'mg', 'ml', 'L'];

const ZH_NAMES: Record<string, string> = {
  g: '克',
  kg: '千克',
  斤: '斤',
  两: '两',
  钱: '钱',
  mg: '毫克',
  lb: '磅',
  oz: '盎司',
  ml: '毫升',
  L: '升',
  'fl oz': '液量盎司',
  mm: '毫米',
  cm: '厘米',
  m: '米',
  km: '千米',
};

const COUNT_WORDS_EN: Record<string, [one: string, many: string]> = {
  抽: ['pull', 'pulls'],
  片: ['slice', 'slices'],
  张: ['sheet', 'sheets'],
  粒: ['tablet', 'tablets'],
  颗: ['pc', 'pcs'],
  枚: ['unit', 'units'],
  卷: ['roll', 'rolls'],
  节: ['cell', 'cells'],
  只: ['ea', 'ea'],
  个: ['piece', 'pieces'],
  支: ['stick', 'sticks'],
  双: ['pair', 'pairs'],
  条: ['bar', 'bars'],
  包: ['pack', 'packs'],
  袋: ['bag', 'bags'],
  瓶: ['bottle', 'bottles'],
  罐: ['can', 'cans'],
  听: ['tin', 'tins'],
  杯: ['cup', 'cups'],
  盒: ['box', 'boxes'],
  桶: ['tub', 'tubs'],
  提: ['multipack', 'multipacks'],
  箱: ['case', 'cases'],
  件: ['item', 'items'],
  组: ['set', 'sets'],
};

const EN_MASS: Record<string, UnitName> = {
  斤: { name: 'jin', option: 'jin (500 g)' },
  两: { name: 'liang', option: 'liang (50 g)' },
  钱: { name: 'qian', option: 'qian (5 g)' },
};

function zhName(code: string): UnitName {
  const name = ZH_NAMES[code] ?? code;
  return METRIC_SYMBOLS.includes(code)
    ? { name, symbol: code, option: `${name} ${code}` }
    : { name, option: name };
}

function enName(code: string): UnitName {
  const mass = EN_MASS[code];
  if (mass) return mass;
  const count = COUNT_WORDS_EN[code];
  if (count) return { name: count[1], one: count[0] };
  // Every other unit is an international symbol: g, kg, lb, ml, L, fl oz, mm, cm, m, km.
  return ZH_NAMES[code] ? { name: code, symbol: code } : { name: code };
}

/** The name of a unit code in a language; an unknown code is shown as it is (user data). */
export function unitName(language: Language, code: string): UnitName {
  return language === 'en-US' ? enName(code) : zhName(code);
}

/** Whether a unit code has a name of its own in both languages (checked by a unit test). */
export function hasUnitName(code: string): boolean {
  return code in ZH_NAMES || code in COUNT_WORDS_EN;
}
