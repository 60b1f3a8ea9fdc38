import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogues } from '../../app/i18n/catalogues';
import { compareText } from './compareText';
import {
  checkPromotion,
  compareItems,
  COMPARE_PROBLEM_CODES,
  describePromotion,
  PRICE_BASES,
  PROBLEM_FIELDS,
  readListing,
  solveReachThreshold,
  UNITS,
  type CompareInputError,
  type Promotion,
  type PromotionSummary,
} from './core';
import { compareMessages } from './messages';
import { hasUnitName } from './messages/unitNames';

// The English halves are lazy catalogues (issue 19), loaded as switching to English does.
beforeAll(() => loadCatalogues('en-US'));

const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
const zh = compareText('zh-CN');
const en = compareText('en-US');

/** Params of every kind a problem can carry, so any template can be filled. */
const SAMPLE_PARAMS = {
  text: 'abc',
  max: 5,
  min: 2,
  n: 3,
  times: '7',
  unit: '斤',
  otherUnit: '抽',
  word: '抽',
  units: ['听', '瓶'],
  basis: '100抽',
  family: 'mass',
  otherFamily: 'count',
  name: 'Rice',
  line: 2,
  column: 5,
  version: '9',
  current: 1,
  detail: 'boom',
};

const PROMOTION_CODES: PromotionSummary['code'][] = [
  'discount',
  'threshold',
  'thresholdRepeat',
  'nthFree',
  'nthDiscount',
  'buyGet',
  'coupon',
  'couponMinSpend',
];

describe('the 比价器 catalogue words every code of the core', () => {
  it('has text for every problem code, field and promotion in both languages', () => {
    for (const language of ['zh-CN', 'en-US'] as const) {
      const catalogue = compareMessages[language] as Record<string, string>;
      for (const code of COMPARE_PROBLEM_CODES) expect(catalogue[`problem.${code}`]).toBeTruthy();
      for (const field of PROBLEM_FIELDS) expect(catalogue[`field.${field}`]).toBeTruthy();
      for (const code of PROMOTION_CODES) expect(catalogue[`promoText.${code}`]).toBeTruthy();
    }
  });

  it('has no Chinese anywhere in its English text', () => {
    for (const [key, text] of Object.entries(compareMessages['en-US'])) {
      expect(text, key).not.toMatch(CJK);
    }
  });

  it('fills every placeholder, and English problems show no Chinese', () => {
    for (const code of COMPARE_PROBLEM_CODES) {
      for (const field of PROBLEM_FIELDS) {
        const problem = { code, params: { ...SAMPLE_PARAMS, field } };
        const english = en.problem(problem);
        expect(english, code).not.toMatch(CJK);
        expect(english, code).not.toMatch(/[{}]/);
        expect(zh.problem(problem), code).not.toMatch(/[{}]/);
      }
    }
  });

  it('names every unit in both languages; English names, bases and options are not Chinese', () => {
    for (const unit of UNITS) {
      expect(hasUnitName(unit.code), unit.code).toBe(true);
      expect(en.unit(unit.code)).not.toMatch(CJK);
      expect(en.unit(unit.code, 1)).not.toMatch(CJK);
      expect(en.unitOption(unit.code)).not.toMatch(CJK);
    }
    for (const basis of PRICE_BASES) expect(en.basisLabel(basis.key)).not.toMatch(CJK);
    const englishOptions = new Set(UNITS.map((unit) => en.unitOption(unit.code)));
    expect(englishOptions.size).toBe(UNITS.length);
  });
});

describe('Chinese text stays what it was', () => {
  it('names bases as before: 元/斤, 元/100g, 元/100抽, 元/件, 元/米', () => {
    expect(['斤', '100g', '100抽', '件', 'm', 'lb'].map(zh.basisLabel)).toEqual([
      '元/斤',
      '元/100g',
      '元/100抽',
      '元/件',
      '元/米',
      '元/磅',
    ]);
    expect(['斤', '100g', '100抽', '件', '抽', 'm'].map(en.basisLabel)).toEqual([
      '¥/jin',
      '¥/100g',
      '¥/100 pulls',
      '¥/item',
      '¥/pull',
      '¥/m',
    ]);
  });

  it('words ranking problems as before', () => {
    const item = (price: string, quantity: string, unit: string) => ({
      name: '',
      price,
      quantity,
      unit,
    });
    const mixed = compareItems([item('10', '1', '斤'), item('5', '500', 'ml')]);
    expect(zh.problem(mixed.rows[1].error!)).toBe('单位不同类：毫升 无法与 斤 比较（体积与质量）');
    expect(en.problem(mixed.rows[1].error!)).toBe(
      'Different kinds of unit: ml cannot be compared per jin (Volume vs Mass)',
    );
    const packs = compareItems([item('29.9', '120', '抽'), item('19.9', '12', '包')], {
      unit: '100抽',
    });
    expect(zh.problem(packs.rows[1].error!)).toBe(
      '计数单位不同：按“元/100抽”比较，需要知道每包有多少抽，例如 120抽×20包',
    );
    expect(en.problem(packs.rows[1].error!)).toBe(
      'Different count words: comparing ¥/100 pulls needs how many pulls one pack holds, e.g. 120 pulls × 20 packs',
    );
    const words = compareItems([item('3', '1', '听'), item('4', '1', '瓶')]);
    expect(zh.problem(words.warnings[0])).toBe(
      '计数单位不同（听、瓶），都按“件”比较，请确认一件的大小相当',
    );
    const bad = compareItems([item('abc', '1', 'g')]);
    expect(zh.problem(bad.rows[0].error!)).toBe('价格“abc”不是有效金额，例如 12.90');
    expect(en.problem(bad.rows[0].error!)).toBe('Price “abc” is not a valid amount, e.g. 12.90');
  });

  it('words promotion and cart problems with the field at fault', () => {
    const checked = checkPromotion({ kind: 'threshold', over: '', off: '5' });
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(zh.problem(checked.error)).toBe('促销：“满”请填金额，例如 20');
      expect(en.problem(checked.error)).toBe('Promotion: enter an amount for “Spend”, e.g. 20');
    }
    let thrown: CompareInputError | undefined;
    try {
      solveReachThreshold([{ name: '大米', price: '1.234' }], { over: '100', off: '5' });
    } catch (error) {
      thrown = error as CompareInputError;
    }
    expect(zh.problem(thrown!.problem)).toBe('第 1 件商品“大米”的价格最多两位小数（到分）');
    expect(en.problem(thrown!.problem)).toBe(
      'The price of item 1 “大米” has more than two decimals (fen)',
    );
  });

  it('words promotions as before, and in English', () => {
    const summary = (promotion: Promotion) => {
      const checked = checkPromotion(promotion);
      if (!checked.ok) throw new Error(checked.error.code);
      return describePromotion(checked.value);
    };
    const promotions: Promotion[] = [
      { kind: 'discount', rate: '8.8' },
      { kind: 'threshold', over: '100', off: '20', repeat: true },
      { kind: 'nthDiscount', nth: 2, rate: '0' },
      { kind: 'nthDiscount', nth: 2, rate: '5' },
      { kind: 'buyGet', buy: 2, get: 1 },
      { kind: 'coupon', off: '5', minSpend: '50' },
    ];
    expect(promotions.map((p) => zh.promotion(summary(p)))).toEqual([
      '8.8 折',
      '每满 100 减 20',
      '第 2 件免费',
      '第 2 件 5 折',
      '买 2 送 1（付 2 件得 3 件）',
      '券满 50 减 5',
    ]);
    expect(promotions.map((p) => en.promotion(summary(p)))).toEqual([
      '8.8 zhe (88%)',
      'Every 100 spent saves 20',
      'Item 2 free',
      'Item 2 at 5 zhe (50%)',
      'Buy 2 get 1 (pay 2, take 3)',
      'Coupon −5 on 50 or more',
    ]);
  });

  it('says what quick entry understood in either language', () => {
    const [tissues] = readListing('维达抽纸 3层120抽×20包').amounts;
    expect(zh.amount(tissues)).toBe('120 抽 × 20 = 2400 抽');
    expect(en.amount(tissues)).toBe('120 pulls × 20 = 2400 pulls');
    const [cans] = readListing('可乐 550ml×24').amounts;
    expect(zh.amount(cans)).toBe('550 毫升 × 24 = 13.2 升');
    expect(en.amount(cans)).toBe('550 ml × 24 = 13.2 L');
    expect(en.amount(readListing('1瓶').amounts[0])).toBe('1 bottle');
  });

  it('names unnamed offers from the catalogue, never stored', () => {
    expect([0, 27].map(zh.offerName)).toEqual(['商品 A', '商品 AB']);
    expect([0, 27].map(en.offerName)).toEqual(['Offer A', 'Offer AB']);
  });
});
