import type { Translate } from '../../app/i18n/LanguageContext';
import { translatorFor, type Language } from '../../app/i18n/translate';
import {
  Exact,
  findBasis,
  offerLetters,
  type CompareProblem,
  type ListingAmount,
  type PromotionSummary,
} from './core';
import { compareMessages, type CompareMessageKey } from './messages';
import { unitName } from './messages/unitNames';

/**
 * Words the core's codes in the interface language: units, price bases, problems, promotions,
 * default names and amounts read from a title. The one place that turns core data into text.
 */
export interface CompareText {
  t: Translate<CompareMessageKey>;
  /** A unit's name after `quantity` ("500 克", "1 can", "24 cans"). */
  unit: (code: string, quantity?: string | number) => string;
  /** A unit's entry in a unit picker ("克 g", "斤", "jin (500 g)", "cans"). */
  unitOption: (code: string) => string;
  /** "元/斤", "元/100g", "¥/100 pulls"; an unknown key is shown as it is. */
  basisLabel: (key: string) => string;
  /** The basis without its currency: "斤", "100g", "100 pulls" (as in "¥3.20/斤"). */
  basisWord: (key: string) => string;
  problem: (problem: CompareProblem) => string;
  promotion: (summary: PromotionSummary) => string;
  /** 商品 A, Offer A: the name of an offer the user has not named. */
  offerName: (index: number) => string;
  /** "120 抽 × 20 = 2400 抽", "550 毫升 × 24 = 13.2 升": what the reader understood. */
  amount: (amount: ListingAmount) => string;
}

const BIG_UNITS: Record<string, { code: string; factor: number }> = {
  mass: { code: 'kg', factor: 1000 },
  volume: { code: 'L', factor: 1000 },
  length: { code: 'm', factor: 1000 },
};
const BASE_CODES: Record<string, string> = { mass: 'g', volume: 'ml', length: 'mm' };
const UNIT_PARAMS = ['unit', 'otherUnit', 'word'];

export function compareText(language: Language): CompareText {
  const t: Translate<CompareMessageKey> = translatorFor(compareMessages, language);

  const unit = (code: string, quantity?: string | number) => {
    const names = unitName(language, code);
    const one = quantity !== undefined && new Exact(String(quantity)).eq(1);
    return one && names.one ? names.one : names.name;
  };
  const basisWord = (key: string) => {
    const basis = findBasis(key);
    if (!basis) return key;
    const names = unitName(language, basis.unit);
    if (basis.multiple === '') return names.symbol ?? names.one ?? names.name;
    if (names.symbol) return `${basis.multiple}${names.symbol}`;
    return t('basis.word', { multiple: basis.multiple, unit: names.name });
  };
  const basisLabel = (key: string) =>
    findBasis(key) ? t('basis.per', { word: basisWord(key) }) : key;

  const problem = ({ code, params }: CompareProblem) => {
    const vars: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(params)) {
      if (Array.isArray(value)) {
        vars[name] = value.map((code: string) => unit(code)).join(t('list.join'));
      } else if (UNIT_PARAMS.includes(name)) {
        vars[name] = unit(String(value));
        vars[`${name}One`] = unit(String(value), 1);
      } else if (name === 'basis') {
        vars.basis = basisLabel(String(value));
        vars.basisWord = basisWord(String(value));
      } else if (name === 'family' || name === 'otherFamily') {
        vars[name] = t(`family.${value}` as CompareMessageKey);
      } else if (name === 'field') {
        vars.field = t(`field.${value}` as CompareMessageKey, params as Record<string, string>);
      } else {
        vars[name] = value as string | number;
      }
    }
    return t(`problem.${code}`, vars);
  };

  const amount = (reading: ListingAmount) => {
    const one = `${reading.quantity} ${unit(reading.unit, reading.quantity)}`;
    if (reading.packs === 1) return one;
    const total = new Exact(reading.total);
    const big = BIG_UNITS[reading.family];
    const whole =
      reading.family === 'count'
        ? `${total.toFixed()} ${unit(reading.unit, total.toFixed())}`
        : big && total.gte(big.factor)
          ? `${total.dividedBy(big.factor).toFixed()} ${unit(big.code)}`
          : `${total.toFixed()} ${unit(BASE_CODES[reading.family])}`;
    return `${one} × ${reading.packs} = ${whole}`;
  };

  return {
    t,
    unit,
    unitOption: (code) => {
      const names = unitName(language, code);
      return names.option ?? names.name;
    },
    basisLabel,
    basisWord,
    problem,
    promotion: ({ code, params }) => t(`promoText.${code}`, params),
    offerName: (index) => t('offer.defaultName', { letters: offerLetters(index) }),
    amount,
  };
}
