import { JsonSyntaxError } from './errors';
import { readString } from './lexer';

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

/** `\uXXXX` sequences -> the characters (surrogate pairs joined); other text untouched. */
export function unicodeToText(text: string): string {
  return text.replace(/\\u([0-9a-fA-F]{4})/g, (_whole, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

/** Every non-ASCII character -> `\uXXXX` (characters beyond the BMP as two escapes, as JSON does). */
export function textToUnicode(text: string, upperCase = false): string {
  return text.replace(/[\u0080-\uffff]/g, (ch) => {
    const hex = ch.charCodeAt(0).toString(16).padStart(4, '0');
    return '\\u' + (upperCase ? hex.toUpperCase() : hex);
  });
}
