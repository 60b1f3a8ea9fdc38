export const ERROR_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export type ErrorLevel = (typeof ERROR_LEVELS)[number];

/** Byte-mode capacity of a version-40 symbol (ISO/IEC 18004 table 7): the most any code holds. */
export const MAX_BYTES: Readonly<Record<ErrorLevel, number>> = {
  L: 2953,
  M: 2331,
  Q: 1663,
  H: 1273,
};

const encoder = new TextEncoder();

/** Content is always stored as UTF-8 bytes (never Kanji mode), so this is what counts. */
export function utf8Bytes(text: string): Uint8Array {
  return encoder.encode(text);
}

/**
 * UTF-8 length without allocating, so a 10 MB paste is measured cheaply. Lone surrogates
 * count 3 bytes, as TextEncoder replaces them with U+FFFD.
 */
export function utf8Length(text: string): number {
  let length = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) length += 1;
    else if (code < 0x800) length += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        length += 4;
        i += 1;
      } else length += 3;
    } else length += 3;
  }
  return length;
}

/** The lowest level that is at least `minimum` (a logo needs Q or H). */
export function atLeastLevel(level: ErrorLevel, minimum: ErrorLevel): ErrorLevel {
  return ERROR_LEVELS.indexOf(level) >= ERROR_LEVELS.indexOf(minimum) ? level : minimum;
}

export function isErrorLevel(value: unknown): value is ErrorLevel {
  return typeof value === 'string' && (ERROR_LEVELS as readonly string[]).includes(value);
}
