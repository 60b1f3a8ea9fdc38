import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { revealHidden, type RevealedPart } from './reveal';

/** What the page shows: plain parts as they are, hidden characters as ⟨U+XXXX⟩. */
function shown(parts: RevealedPart[]): string {
  return parts.map((part) => ('text' in part ? part.text : `⟨${part.codePoint}⟩`)).join('');
}

describe('revealHidden', () => {
  it('marks a bidi override so the text cannot read as "exe.png"', () => {
    const revealed = revealHidden('https://x/\u202Egnp.exe');
    expect(shown(revealed.parts)).toBe('https://x/⟨U+202E⟩gnp.exe');
    expect(revealed).toMatchObject({ hidden: 1, reorders: true });
  });

  it('marks zero-width, control and separator characters but keeps layout ones', () => {
    const revealed = revealHidden('a\u200Bb\u0000c\u2028d\te\r\nf\rg\u00ADh');
    expect(shown(revealed.parts)).toBe('a⟨U+200B⟩b⟨U+0000⟩c⟨U+2028⟩d\te\r\nf⟨U+000D⟩g⟨U+00AD⟩h');
    expect(revealed).toMatchObject({ hidden: 5, reorders: false });
  });

  it('leaves emoji sequences whole, and marks a joiner that joins nothing', () => {
    expect(revealHidden('👨‍👩‍👧 🇨🇳').hidden).toBe(0);
    expect(shown(revealHidden('a\u200Db').parts)).toBe('a⟨U+200D⟩b');
  });

  it('keeps every character: the parts put back together are the decoded text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        const { parts } = revealHidden(text);
        const joined = parts.map((part) => ('text' in part ? part.text : part.hidden)).join('');
        expect(joined).toBe(text);
        for (const part of parts)
          if ('text' in part) expect(part.text).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200b]/);
      }),
    );
  });
});
