/** The 比价器 core: exact unit prices, promotions and solvers. Pure TypeScript, no DOM. */
export {
  CompareInputError,
  COMPARE_PROBLEM_CODES,
  PROBLEM_FIELDS,
  problem,
  type CompareProblem,
  type CompareProblemCode,
  type ProblemField,
  type ProblemParam,
} from './errors';
export {
  readListing,
  readListingLines,
  type ListingAmount,
  type ListingNote,
  type ListingReading,
  type PastedListing,
} from './listingRead';
export {
  applySpec,
  fieldsOf,
  promotionDraftOf,
  specState,
  type SpecHold,
  type SpecState,
} from './specState';
export { compareItems, savingBetween, type CompareResult, type CompareRow } from './compareItems';
export { parseOffer, MAX_BUY_COUNT, MAX_PACKS, type CompareItem } from './offer';
export {
  checkPromotion,
  describePromotion,
  payFor,
  PROMOTION_KINDS,
  type Promotion,
  type PromotionKind,
  type PromotionSummary,
} from './promotions';
export {
  solveBuyEnough,
  type BuyEnoughLine,
  type BuyEnoughNeed,
  type BuyEnoughPlan,
  type BuyEnoughResult,
} from './buyEnough';
export {
  solveReachThreshold,
  MAX_CART_GOODS,
  type CartGood,
  type CartOrder,
  type CartRule,
  type ReachResult,
} from './cart';
export { solveSplitOrders, type SplitResult } from './splitOrders';
export {
  UNITS,
  PRICE_BASES,
  DEFAULT_BASIS,
  UNIT_FAMILIES,
  COUNT_UNIT_CODES,
  findUnit,
  findBasis,
  type UnitDefinition,
  type UnitFamily,
  type PriceBasis,
} from './units';
export { Exact, formatYuan } from './money';
export * from './document';
export * from './library';
export { mergeLibraries } from './mergeLibraries';
export { SHARE_KEY } from './shareKey';
// encodeShare and decodeShare are imported from './shareLink' itself: its compressor loads only
// when a link is made or opened (src/tools/compare/shareCodec.ts).
