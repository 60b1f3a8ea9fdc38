export { findMatches, type FoundMatches } from './find';
export { matchAtOrAfter } from './matchAt';
export { planReplace, isJsonLiteral, type ReplacePlan } from './replace';
export { treeRowMatcher } from './rowMatch';
export { buildPattern } from './pattern';
export {
  SearchError,
  SEARCH_ERROR_CODES,
  REFUSAL_CODES,
  type Refusal,
  type RefusalCode,
  type SearchErrorCode,
  type SearchOptions,
  type SearchScope,
  type TokenKind,
} from './types';
