/**
 * Pinyin matching without a dictionary: the registry carries the pinyin of its own words
 * (`'er wei ma sheng cheng'`), and a query matches when it spells consecutive syllables,
 * each by a prefix. That single rule accepts full pinyin (`erweima`), initials (`ewm`) and
 * any mix (`erwm`, `ewma`).
 */

/** Lower-case letters and digits only: spaces, tones and punctuation in a query are ignored. */
export function pinyinQuery(query: string): string {
  return query.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export function syllablesOf(pinyin: string): string[] {
  return pinyin
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export function initialsOf(pinyin: string): string {
  return syllablesOf(pinyin)
    .map((syllable) => syllable[0])
    .join('');
}

function spellsFrom(
  syllables: readonly string[],
  index: number,
  query: string,
  pos: number,
  whole: boolean,
): boolean {
  if (pos === query.length) return !whole || index === syllables.length;
  if (index === syllables.length) return false;
  const syllable = syllables[index];
  // Longest prefix first: the full syllable is the likelier reading of what was typed.
  for (let length = Math.min(syllable.length, query.length - pos); length >= 1; length -= 1) {
    if (
      query.startsWith(syllable.slice(0, length), pos) &&
      spellsFrom(syllables, index + 1, query, pos + length, whole)
    ) {
      return true;
    }
  }
  return false;
}

export interface PinyinMatch {
  /** Index of the first syllable spelled: 0 means the query starts where the phrase starts. */
  start: number;
  /** The query spells the whole phrase (`ewmsc` for 二维码生成, not only `ewm`). */
  whole: boolean;
}

/** How the query spells part of the phrase, or undefined when it does not. */
export function pinyinMatch(pinyin: string, query: string): PinyinMatch | undefined {
  const normalized = pinyinQuery(query);
  if (!normalized) return undefined;
  const syllables = syllablesOf(pinyin);
  if (spellsFrom(syllables, 0, normalized, 0, true)) return { start: 0, whole: true };
  for (let start = 0; start < syllables.length; start += 1) {
    if (spellsFrom(syllables, start, normalized, 0, false)) return { start, whole: false };
  }
  return undefined;
}
