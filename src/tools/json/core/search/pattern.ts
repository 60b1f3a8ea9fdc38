import { SearchError, type SearchErrorCode, type SearchOptions } from './types';

/** Letters, digits and `_` in any script: what "whole word" keeps from either side of a match. */
const WORD = '[\\p{L}\\p{N}_]';

/** V8's wording of each regex mistake (Chromium and Node alike) -> our code, first hit wins. */
const ENGINE_WORDS: readonly [string, SearchErrorCode][] = [
  ['Unterminated group', 'regexUnterminatedGroup'],
  ["Unmatched ')'", 'regexUnmatchedParen'],
  ['Nothing to repeat', 'regexNothingToRepeat'],
  ['Unterminated character class', 'regexUnterminatedClass'],
  ['Range out of order', 'regexClassRange'],
  ['Invalid class escape', 'regexBadEscape'],
  ['Invalid escape', 'regexBadEscape'],
  ['Invalid Unicode escape', 'regexBadEscape'],
  ['Invalid property name', 'regexBadEscape'],
  ['Invalid capture group name', 'regexBadGroupName'],
  ['Duplicate capture group name', 'regexBadGroupName'],
  ['Invalid named capture referenced', 'regexBadGroupName'],
  ['Invalid named reference', 'regexBadGroupName'],
  ['numbers out of order', 'regexBadQuantifier'],
  ['Incomplete quantifier', 'regexBadQuantifier'],
  ['Lone quantifier brackets', 'regexBadQuantifier'],
  ['\\ at end of pattern', 'regexTrailingBackslash'],
];

/** Plain text as a pattern (`-` and `/` need no escape outside a class, and `u` refuses `\-`). */
function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
}

/** The user's pattern alone, checked so that an error speaks of what they typed. */
function checkedSource(options: SearchOptions): string {
  if (options.query === '') throw new SearchError('emptyQuery');
  if (!options.regex) return escapeRegExp(options.query);
  try {
    new RegExp(options.query, 'u');
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const code = ENGINE_WORDS.find(([words]) => detail.includes(words))?.[1] ?? 'regexInvalid';
    throw new SearchError(code, { detail: detail.replace(/^Invalid regular expression: /, '') });
  }
  return options.query;
}

/**
 * The expression that finds matches inside one token's decoded text (`g`), and a sticky twin
 * that redoes one match at a given index for the engine's own `$1` / `$<name>` expansion.
 * Throws SearchError for an empty query or an invalid regex.
 */
export function buildPattern(options: SearchOptions): { find: RegExp; at: RegExp } {
  let source = checkedSource(options);
  if (options.wholeWord) source = `(?<!${WORD})(?:${source})(?!${WORD})`;
  const flags = options.caseSensitive ? 'u' : 'iu';
  return { find: new RegExp(source, `g${flags}`), at: new RegExp(source, `y${flags}`) };
}
