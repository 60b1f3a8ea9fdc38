export const ERROR_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export type ErrorLevel = (typeof ERROR_LEVELS)[number];

/** Byte-mode capacity of versions 1–40 per level (ISO/IEC 18004 table 7). */
export const BYTE_CAPACITY: Readonly<Record<ErrorLevel, readonly number[]>> = {
  L: [
    17, 32, 53, 78, 106, 134, 154, 192, 230, 271, 321, 367, 425, 458, 520, 586, 644, 718, 792, 858,
    929, 1003, 1091, 1171, 1273, 1367, 1465, 1528, 1628, 1732, 1840, 1952, 2068, 2188, 2303, 2431,
    2563, 2699, 2809, 2953,
  ],
  M: [
    14, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331, 362, 412, 450, 504, 560, 624, 666,
    711, 779, 857, 911, 997, 1059, 1125, 1190, 1264, 1370, 1452, 1538, 1628, 1722, 1809, 1911, 1989,
    2099, 2213, 2331,
  ],
  Q: [
    11, 20, 32, 46, 60, 74, 86, 108, 130, 151, 177, 203, 241, 258, 292, 322, 364, 394, 442, 482,
    509, 565, 611, 661, 715, 751, 805, 868, 908, 982, 1030, 1112, 1168, 1228, 1283, 1351, 1423,
    1499, 1579, 1663,
  ],
  H: [
    7, 14, 24, 34, 44, 58, 64, 84, 98, 119, 137, 155, 177, 194, 220, 250, 280, 310, 338, 382, 403,
    439, 461, 511, 535, 593, 625, 658, 698, 742, 790, 842, 898, 958, 983, 1051, 1093, 1139, 1219,
    1273,
  ],
};

/** Byte-mode capacity of a version-40 symbol: the most any code of that level holds. */
export const MAX_BYTES: Readonly<Record<ErrorLevel, number>> = {
  L: BYTE_CAPACITY.L[39],
  M: BYTE_CAPACITY.M[39],
  Q: BYTE_CAPACITY.Q[39],
  H: BYTE_CAPACITY.H[39],
};

/**
 * The version a byte-mode code of `bytes` bytes gets, without encoding it (cheap enough for a
 * 10,000-row batch table); undefined when it does not fit at all.
 */
export function versionForBytes(bytes: number, level: ErrorLevel): number | undefined {
  const index = BYTE_CAPACITY[level].findIndex((capacity) => bytes <= capacity);
  return index === -1 ? undefined : index + 1;
}

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
