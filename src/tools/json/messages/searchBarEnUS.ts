import type { searchBarZhCN } from './searchBarZhCN';

/** 查找替换's bar in English: exactly the keys of searchBarZhCN. */
export const searchBarEnUS: Record<keyof typeof searchBarZhCN, string> = {
  'search.label': 'Find and replace',
  'search.find': 'Find',
  'search.findPlaceholder': 'Find in keys or values',
  'search.replace': 'Replace with',
  'search.replacePlaceholder': 'Replace with ($1, $<name> in a regex)',
  'search.regex': 'Regex',
  'search.caseSensitive': 'Match case',
  'search.wholeWord': 'Whole word',
  'search.scope': 'Search in',
  'search.scope.all': 'Keys and values',
  'search.scope.keys': 'Keys only',
  'search.scope.values': 'Values only',
  'search.count': '{at} of {total}',
  'search.countNone': '{total} matches',
  'search.noMatch': 'No matches',
  'search.previous': 'Previous (Shift+Enter)',
  'search.next': 'Next (Enter)',
  'search.replaceOne': 'Replace',
  'search.replaceAll': 'Replace all',
  'search.close': 'Close find and replace (Esc)',
  'search.running': 'Searching…',
  'search.cancel': 'Cancel',
  'search.large':
    'A large file is kept outside the editor and cannot be searched here; choose “Show in editor anyway” first.',
  'search.replaced': 'Replaced {count}; Ctrl+Z undoes it in one step.',
  'search.replacedNone': 'Nothing was replaced.',
  'search.refused': '{count} matches were left as they were:',
  'search.refusedMore': '{count} more not listed.',
  'search.refusal.notLiteral':
    'Line {line}, column {column}: {before} would become {after}, which is not a valid number, true, false or null',
  'search.refusal.duplicateKey':
    'Line {line}, column {column}: key {before} renamed to {after} would repeat another key of the same object',
  'search.changedMeanwhile':
    'The text changed before the replacement; nothing was replaced. Try again.',
  'search.notJson': 'The input is not valid JSON, so keys and values cannot be searched: {reason}',
  'search.error.emptyQuery': 'Enter what to find',
  'search.error.regexUnterminatedGroup':
    'Invalid regular expression: a “(” has no matching “)” ({detail})',
  'search.error.regexUnmatchedParen':
    'Invalid regular expression: a “)” has no “(” before it ({detail})',
  'search.error.regexNothingToRepeat':
    'Invalid regular expression: *, +, ? or {n} follows nothing to repeat; put \\ before it to find the character itself ({detail})',
  'search.error.regexUnterminatedClass':
    'Invalid regular expression: a “[” has no matching “]” ({detail})',
  'search.error.regexClassRange':
    'Invalid regular expression: a character range is out of order, as in [z-a] ({detail})',
  'search.error.regexBadEscape':
    'Invalid regular expression: an invalid backslash escape ({detail})',
  'search.error.regexBadGroupName':
    'Invalid regular expression: a named group’s name is invalid or repeated ({detail})',
  'search.error.regexBadQuantifier':
    'Invalid regular expression: a {m,n} count is written wrongly ({detail})',
  'search.error.regexTrailingBackslash':
    'Invalid regular expression: it ends with a lone backslash; write \\\\ to find “\\” itself ({detail})',
  'search.error.regexInvalid': 'Invalid regular expression: {detail}',
  'search.error.loadFailed':
    'Find and replace could not be loaded (offline?); check the network and try again',
};
