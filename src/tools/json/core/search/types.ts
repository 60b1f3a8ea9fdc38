/** Where matches are looked for: keys and values, keys only, or values only. */
export type SearchScope = 'all' | 'keys' | 'values';

export interface SearchOptions {
  query: string;
  /** A JavaScript regular expression (with the `u` flag) rather than plain text. */
  regex: boolean;
  caseSensitive: boolean;
  /** The match may not have a letter, digit or `_` right before or after it in its token. */
  wholeWord: boolean;
  scope: SearchScope;
  /** Accept comments and trailing commas, as the page's 宽松模式 does. */
  lenient: boolean;
}

/** Which token a match is in: a key, a string value, a number, or true/false/null. */
export type TokenKind = 'key' | 'string' | 'number' | 'literal';

export const REFUSAL_CODES = ['notLiteral', 'duplicateKey'] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** Matches left as they are by a replacement, with why (worded by the page's catalogue). */
export interface Refusal {
  /** The token whose matches were kept. */
  from: number;
  to: number;
  /** How many matches of this token were kept. */
  matches: number;
  code: RefusalCode;
  /** `before`/`after`: the token as written and as the replacement would have made it. */
  params: { before: string; after: string };
}

export const SEARCH_ERROR_CODES = [
  'emptyQuery',
  'regexUnterminatedGroup',
  'regexUnmatchedParen',
  'regexNothingToRepeat',
  'regexUnterminatedClass',
  'regexClassRange',
  'regexBadEscape',
  'regexBadGroupName',
  'regexBadQuantifier',
  'regexTrailingBackslash',
  'regexInvalid',
] as const;
export type SearchErrorCode = (typeof SEARCH_ERROR_CODES)[number];

/** A query that cannot run, as `{ code, params }` (`detail`: the engine's own words). */
export class SearchError extends Error {
  constructor(
    readonly code: SearchErrorCode,
    readonly params: Record<string, string> = {},
  ) {
    super(code);
    this.name = 'SearchError';
  }
}
