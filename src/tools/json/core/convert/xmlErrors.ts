import { JsonToolError, positionOf, type JsonErrorParams } from '../errors';
import type { ConvertErrorCode } from './convertErrorCodes';

/**
 * fast-xml-parser's validator words its errors in English: each message it can give, by what
 * went wrong, as a code whose catalogue entry says it in the interface language. The names it
 * quotes are the user's own and are passed on; anything not known here keeps the library's
 * words (`xmlSyntax`).
 */
const VALIDATOR_MESSAGES: [RegExp, ConvertErrorCode, string[]][] = [
  [
    /^Expected closing tag '(.*)' \(opened in line (\d+), col (\d+)\) instead of closing tag '(.*)'\.$/,
    'xmlClosingMismatch',
    ['expected', 'openLine', 'openColumn', 'name'],
  ],
  [/^Closing tag '(.*)' has not been opened\.$/, 'xmlClosingNotOpened', ['name']],
  [
    /^Closing tag '(.*)' (?:doesn't have proper closing|can't have attributes)/,
    'xmlBadClosingTag',
    ['name'],
  ],
  [/^Unclosed tag '(.*)'\.$/, 'xmlUnclosedTag', ['name']],
  [/^Invalid '\[(.*)\]' found\.$/, 'xmlUnclosedTags', ['names']],
  [/^Invalid space after '<'\.$/, 'xmlSpaceAfterLt', []],
  [/^Tag '(.*)' is an invalid name\.$/, 'xmlBadName', ['name']],
  [/^Attribute '(.*)' is an invalid name\.$/, 'xmlBadName', ['name']],
  [/^Attributes for '(.*)' have open quote\.$/, 'xmlOpenQuote', ['name']],
  [/^Attribute '(.*)' has no space in starting\.$/, 'xmlAttributeNoSpace', ['name']],
  [
    /^(?:Attribute '(.*)' is without value|boolean attribute '(.*)' is not allowed)\.$/,
    'xmlAttributeNoValue',
    ['name', 'name'],
  ],
  [/^Attribute '(.*)' is repeated\.$/, 'xmlAttributeRepeated', ['name']],
  [/^char '&' is not expected\.$/, 'xmlBadAmpersand', []],
  [/^char '(.*)' is not expected\.$/, 'xmlUnexpectedChar', ['char']],
  [/^Extra text at the end$/, 'xmlTextOutsideRoot', []],
  [/^Multiple possible root nodes found\.$/, 'xmlMultipleRoots', []],
  [/^Start tag expected\.$/, 'xmlNoRoot', []],
  [/^XML declaration allowed only at the start/, 'xmlDeclarationNotFirst', []],
];

/** The validator's error as a JsonToolError in catalogue terms, with its line and column. */
export function xmlSyntaxError(msg: string, line: number, column: number): JsonToolError {
  for (const [pattern, code, names] of VALIDATOR_MESSAGES) {
    const match = pattern.exec(msg);
    if (!match) continue;
    const params: JsonErrorParams = { line, column };
    names.forEach((name, i) => {
      const value = match[i + 1];
      if (value === undefined) return;
      params[name] = /^\d+$/.test(value) && name.startsWith('open') ? Number(value) : value;
    });
    // The validator lists them as a JSON array: `"a",    "b"`.
    if (code === 'xmlUnclosedTags') params.names = String(params.names).replace(/"|\s+/g, '');
    return new JsonToolError(code, params);
  }
  return new JsonToolError('xmlSyntax', { line, column, detail: msg });
}

const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\r';

/** Offset after `close` found from `from`, or the end of the text. */
function after(text: string, close: string, from: number): number {
  const at = text.indexOf(close, from);
  return at < 0 ? text.length : at + close.length;
}

/** Offset of a start tag's `>`, passing over `>` inside quoted attribute values. */
function tagEnd(text: string, from: number): number {
  let quote = '';
  for (let i = from; i < text.length; i += 1) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i;
  }
  return text.length;
}

/** Offset after a `<!DOCTYPE …>`, whose internal subset `[…]` may hold `>`. */
function doctypeEnd(text: string, from: number): number {
  const open = text.indexOf('[', from);
  const close = text.indexOf('>', from);
  if (open < 0 || close < open) return after(text, '>', from);
  return after(text, '>', after(text, ']', open));
}

/**
 * XML has one root element. The validator passes a second one after a self-closing root
 * (`<a/><b/>`), and text after it: refused here, where they stand.
 */
export function assertOneRoot(text: string): void {
  let depth = 0;
  let rootDone = false;
  let i = 0;
  const refuse = (code: ConvertErrorCode, params: JsonErrorParams = {}) => {
    const { line, column } = positionOf(text, i);
    throw new JsonToolError(code, { ...params, line, column });
  };
  while (i < text.length) {
    const c = text[i];
    if (c !== '<') {
      if (rootDone && depth === 0 && !isSpace(c) && c !== '\ufeff') refuse('xmlTextOutsideRoot');
      i += 1;
    } else if (text.startsWith('<!--', i)) i = after(text, '-->', i + 4);
    else if (text.startsWith('<![CDATA[', i)) {
      if (rootDone && depth === 0) refuse('xmlTextOutsideRoot');
      i = after(text, ']]>', i);
    } else if (text.startsWith('<?', i)) i = after(text, '?>', i + 2);
    else if (text.startsWith('<!', i)) i = doctypeEnd(text, i);
    else if (text[i + 1] === '/') {
      depth -= 1;
      if (depth === 0) rootDone = true;
      i = after(text, '>', i);
    } else {
      if (rootDone && depth === 0) refuse('xmlMultipleRoots');
      const end = tagEnd(text, i);
      if (text[end - 1] === '/') rootDone ||= depth === 0;
      else depth += 1;
      i = end + 1;
    }
  }
}
