/**
 * Decoded text shown as it is, hidden characters included. Control, format (zero-width,
 * bidi), separator and unpaired surrogate characters are invisible or move the text around
 * them: `https://x/\u202Egnp.exe` displays as "https://x/exe.png". Each becomes a visible mark
 * (⟨U+202E⟩) in place; the text itself (for copying) is never changed.
 */
export type RevealedPart = { text: string } | { hidden: string; codePoint: string };

export interface RevealedText {
  parts: RevealedPart[];
  /** How many hidden characters were marked. */
  hidden: number;
  /** Some of them reorder the text on screen (bidi overrides, embeddings, isolates, marks). */
  reorders: boolean;
}

const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
const REORDERING = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;

/**
 * Whether the character at `index` is shown as a mark. Tabs, line feeds and the CR of a CRLF
 * lay text out as users expect (vCards use CRLF); a zero-width joiner between two emoji joins
 * them into one (👨‍👩‍👧) and is part of how they look.
 */
function isHidden(characters: readonly string[], index: number): boolean {
  const character = characters[index];
  if (!HIDDEN.test(character) || character === '\t' || character === '\n') return false;
  if (character === '\r') return characters[index + 1] !== '\n';
  if (character === '\u200d')
    return !(
      PICTOGRAPH.test(characters[index - 1] ?? '') && PICTOGRAPH.test(characters[index + 1] ?? '')
    );
  return true;
}

export function revealHidden(text: string): RevealedText {
  const characters = Array.from(text);
  const parts: RevealedPart[] = [];
  let plain = '';
  let hidden = 0;
  let reorders = false;
  characters.forEach((character, index) => {
    if (!isHidden(characters, index)) {
      plain += character;
      return;
    }
    if (plain) parts.push({ text: plain });
    plain = '';
    hidden += 1;
    reorders ||= REORDERING.test(character);
    const codePoint = character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    parts.push({ hidden: character, codePoint: `U+${codePoint}` });
  });
  if (plain) parts.push({ text: plain });
  return { parts, hidden, reorders };
}
