import { JsonSyntaxError } from './errors';
import { readString } from './lexer';
import type { ChangedOutput, OutputChange } from './changes';

/** Text -> JSON string literal content (quotes included when asked). */
export function escapeJsonString(text: string, withQuotes = false): string {
  const literal = JSON.stringify(text);
  return withQuotes ? literal : literal.slice(1, -1);
}

/**
 * JSON string literal -> text. Accepts the literal with or without its surrounding quotes;
 * invalid escapes are reported with line and column like any JSON error.
 */
export function unescapeJsonString(text: string): string {
  const trimmed = text.trim();
  const quoted = trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"');
  const literal = quoted ? trimmed : `"${text}"`;
  const shift = quoted ? text.indexOf('"') : -1;
  try {
    const end = readString(literal, 0);
    if (end !== literal.length) {
      throw new JsonSyntaxError(literal, end - 1, 'unescapedQuote');
    }
  } catch (error) {
    if (error instanceof JsonSyntaxError) {
      // Report the position in the user's text, not in the quoted copy.
      const offset = Math.max(0, Math.min(text.length, error.offset + shift));
      throw new JsonSyntaxError(text, offset, error.code, error.params);
    }
    throw error;
  }
  return JSON.parse(literal) as string;
}

/** What a decoded character must stay as inside a JSON string (it would end or break it). */
const KEPT_AS: Record<number, string> = {
  0x22: '\\"',
  0x5c: '\\\\',
  0x08: '\\b',
  0x0c: '\\f',
  0x0a: '\\n',
  0x0d: '\\r',
  0x09: '\\t',
};

/**
 * `\uXXXX` sequences -> the characters (surrogate pairs joined), keeping the text valid
 * JSON: a quote, a backslash or a control character stays escaped (`\u0022` -> `\"`), a
 * lone surrogate stays `\uD800`, and `\\u0041` (an escaped backslash) is not a sequence.
 * Each sequence not turned into its character is listed with its line and column.
 */
export function unicodeToText(text: string): ChangedOutput {
  const changes: OutputChange[] = [];
  let line = 1;
  let lineStart = 0;
  let counted = 0;
  const where = (offset: number) => {
    for (; counted < offset; counted += 1)
      if (text.charCodeAt(counted) === 10) {
        line += 1;
        lineStart = counted + 1;
      }
    return `${line}:${offset - lineStart + 1}`;
  };
  const out = text.replace(
    /\\(?:u([dD][89abAB][0-9a-fA-F]{2})\\u([dD][c-fC-F][0-9a-fA-F]{2})|u([0-9a-fA-F]{4})|[\s\S])/g,
    (whole: string, high?: string, low?: string, single?: string, offset = 0) => {
      if (high && low) return String.fromCharCode(parseInt(high, 16), parseInt(low, 16));
      if (!single) return whole;
      const code = parseInt(single, 16);
      if (code >= 0xd800 && code <= 0xdfff) {
        changes.push({
          path: where(offset),
          before: whole,
          after: whole,
          reason: { code: 'unicodeLoneSurrogate', params: {} },
        });
        return whole;
      }
      const kept = KEPT_AS[code] ?? (code < 0x20 ? whole : undefined);
      if (kept === undefined) return String.fromCharCode(code);
      changes.push({
        path: where(offset),
        before: whole,
        after: kept,
        reason: { code: 'unicodeKeptEscaped', params: { char: `U+${single.toUpperCase()}` } },
      });
      return kept;
    },
  );
  return { text: out, changes };
}

/** Every non-ASCII character -> `\uXXXX` (characters beyond the BMP as two escapes, as JSON does). */
export function textToUnicode(text: string, upperCase = false): string {
  return text.replace(/[\u0080-\uffff]/g, (ch) => {
    const hex = ch.charCodeAt(0).toString(16).padStart(4, '0');
    return '\\u' + (upperCase ? hex.toUpperCase() : hex);
  });
}
