import { JsonToolError } from '../errors';
import type { ConvertErrorCode } from './convertErrorCodes';

/**
 * smol-toml words its errors in English: each of its messages, by what went wrong, as a code
 * whose catalogue entry says it in the interface language. A message not known here keeps
 * the library's words (`tomlSyntax`).
 */
const PARSER_MESSAGES: [RegExp, ConvertErrorCode][] = [
  [/^invalid value/, 'tomlInvalidValue'],
  [/^illegal leading zero/, 'tomlLeadingZero'],
  [/^illegal underscore/, 'tomlUnderscore'],
  [/^(?:illegal character in numeric literal|unfinished numeric value)/, 'tomlBadNumber'],
  [/^integer value cannot be represented/, 'tomlIntegerTooBig'],
  [/^invalid date/, 'tomlBadDate'],
  [/^control characters are not allowed/, 'tomlControlChar'],
  [/^each key-value declaration must be followed by an end-of-line/, 'tomlNeedsLineEnd'],
  [/^expected comma or end of structure/, 'tomlExpectedComma'],
  [/^(?:expected end of table array declaration|unfinished table)/, 'tomlUnclosedTable'],
  [
    /^(?:illegal character in key|illegal empty bare key|illegal quoted key|unexpected end of key|incomplete key-value)/,
    'tomlBadKey',
  ],
  [
    /^(?:invalid escape|invalid non-hex character in unicode escape|invalid unicode escape|unrecognised escape sequence)/,
    'tomlBadEscape',
  ],
  [/^trying to redefine an already defined/, 'tomlRedefined'],
  [/^unfinished array/, 'tomlUnclosedArray'],
  [/^unfinished string/, 'tomlUnclosedString'],
  [/^document contains excessively nested structures/, 'tomlTooDeep'],
];

/** smol-toml's error (`Invalid TOML document: <what>` and a code excerpt) in catalogue terms. */
export function tomlSyntaxError(message: string, line: number, column: number): JsonToolError {
  const what = message.split('\n')[0].replace(/^Invalid TOML document: /, '');
  const known = PARSER_MESSAGES.find(([pattern]) => pattern.test(what));
  if (known) return new JsonToolError(known[1], { line, column });
  return new JsonToolError('tomlSyntax', { line, column, detail: what });
}
