/**
 * What the core reports when input is wrong: a code and its parameters, never a sentence. The
 * page turns a problem into text from its catalogue in the interface language.
 *
 * Parameters that name something the catalogue also translates follow one naming rule, so
 * the page can render any problem the same way: `unit`, `otherUnit` and `word` hold unit
 * codes, `units` a list of them, `basis` a price-basis key, `family` and `otherFamily` unit
 * families, `field` the code of the field at fault (see ProblemField). Everything else is
 * data shown as it is (numbers, the user's own text).
 */
export const COMPARE_PROBLEM_CODES = [
  // One offer (parseOffer)
  'offer-unreadable',
  'offer-held',
  'price-missing',
  'price-invalid',
  'price-too-large',
  'quantity-missing',
  'quantity-invalid',
  'quantity-zero',
  'quantity-too-large',
  'unit-unknown',
  'packs-range',
  'buy-count-range',
  // Promotions (checkPromotion)
  'promo-unknown',
  'promo-rate-missing',
  'promo-rate-over-ten',
  'promo-rate-zero',
  'promo-money-missing',
  'promo-money-zero',
  'promo-money-too-large',
  'promo-count-min',
  'promo-count-too-large',
  // Ranking (compareItems)
  'compare-empty',
  'basis-unknown',
  'family-mismatch',
  'count-word-mismatch',
  'count-words-mixed',
  // 买够 (solveBuyEnough)
  'need-not-positive',
  'need-too-large',
  'need-unit-missing',
  'need-basis-mismatch',
  'need-family-mismatch',
  'need-no-offers',
  'need-too-many-times',
  'amount-too-large',
  'too-many-decimals',
  // 凑单 and 拆单 (parseCart)
  'cart-money-invalid',
  'cart-money-cents',
  'cart-money-too-large',
  'cart-money-zero',
  'cart-empty',
  'cart-too-many',
  'cart-too-large',
  // Share links and export files
  'share-broken',
  'share-version',
  'file-unreadable',
  'file-not-json',
  'file-not-json-at',
  'file-not-compare',
  'file-version',
  'file-no-list',
  'file-bad-record',
  'file-empty',
  // A solver failed for a reason other than the input (a bug): its own message as detail.
  'solver-failed',
] as const;

export type CompareProblemCode = (typeof COMPARE_PROBLEM_CODES)[number];

/** The fields a problem can point at. */
export const PROBLEM_FIELDS = [
  'promo-over',
  'promo-off',
  'promo-nth',
  'promo-buy',
  'promo-get',
  'promo-coupon-off',
  'promo-min-spend',
  'cart-over',
  'cart-off',
  'cart-good-price',
  'cart-named-good-price',
] as const;

export type ProblemField = (typeof PROBLEM_FIELDS)[number];

export type ProblemParam = string | number | readonly string[];

export interface CompareProblem {
  code: CompareProblemCode;
  params: Record<string, ProblemParam>;
  /** Zero-based character position in the text that was read, when it applies. */
  position?: number;
}

export function problem(
  code: CompareProblemCode,
  params: Record<string, ProblemParam> = {},
  position?: number,
): CompareProblem {
  return position === undefined ? { code, params } : { code, params, position };
}

/** The only error the core throws; `problem` says what is wrong and where. */
export class CompareInputError extends Error {
  readonly problem: CompareProblem;

  constructor(
    problemOrCode: CompareProblem | CompareProblemCode,
    params?: CompareProblem['params'],
  ) {
    const found =
      typeof problemOrCode === 'string' ? problem(problemOrCode, params) : problemOrCode;
    super(found.code);
    this.name = 'CompareInputError';
    this.problem = found;
  }

  get code(): CompareProblemCode {
    return this.problem.code;
  }
}
