/**
 * Phone numbers as dialers take them. Spaces, dashes, dots, brackets and slashes are for
 * reading and are left out; an extension written as 转 8, 分机 8, ext 8, x8 or #8 becomes a
 * pause then the extension (`tel:+861012345678,8`), which every dialer sends after the call
 * connects. Gluing it onto the number would dial a different number. Letters and any other
 * character are refused, never dropped: 1-800-FLOWERS dropped to 1800 would dial a stranger.
 */

/** A phone number that cannot be dialled as written; `characters` lists the refused ones. */
export interface PhoneProblem {
  code: 'phoneCharacters';
  params: { characters: string };
}

export interface DialNumber {
  /** Digits with an optional leading +, and the dial characters * # , ; the user wrote. */
  number: string;
  /** The extension's digits; empty when there is none. */
  extension: string;
}

/** What a number may contain once the reading aids are gone. */
const DIAL_CHARACTERS = /^\+?[\d*#,;]*$/;
const READING_AIDS = /[\s\-.()/\u00a0\u3000]/g;
/** 转 8, 分机 8, ext 8, ext. 8, x8, #8 at the end of the number. */
const EXTENSION = /(?:转|分机|ext\.?|x|#)\s*(\d+)\s*$/i;

/**
 * Splits the number and its extension, or says which characters cannot be dialled. Full-width
 * digits and ＋ (typed with a Chinese input method) are read as their ASCII forms.
 */
export function parseDialNumber(input: string): DialNumber | PhoneProblem {
  const text = input.normalize('NFKC').trim();
  const found = EXTENSION.exec(text);
  // `x8` alone is not an extension of anything: judged as a number, its x is refused.
  const match = found && /\d/.test(text.slice(0, found.index)) ? found : null;
  const main = (match ? text.slice(0, match.index) : text).replace(READING_AIDS, '');
  const extension = match ? match[1] : '';
  if (DIAL_CHARACTERS.test(main)) return { number: main, extension };
  const refused = new Set(
    Array.from(main.replace(/^\+/, '')).filter((character) => !/[\d*#,;]/.test(character)),
  );
  return { code: 'phoneCharacters', params: { characters: [...refused].join(' ') } };
}

export function isPhoneProblem(value: DialNumber | PhoneProblem): value is PhoneProblem {
  return 'code' in value;
}

/** The number for a `tel:` or `SMSTO:` payload; empty when it cannot be dialled. */
export function dialString(input: string): string {
  const parsed = parseDialNumber(input);
  if (isPhoneProblem(parsed)) return '';
  return parsed.extension ? `${parsed.number},${parsed.extension}` : parsed.number;
}

/** `tel:` with the extension after a pause; empty when the number has refused characters. */
export function telPayload(phone: string): string {
  const dial = dialString(phone);
  return dial ? `tel:${dial}` : '';
}
