import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyTextEdits, invertTextEdits, type TextEdit } from './textEdit';

describe('text edits', () => {
  it('applies edits given in any order, as planned on the original text', () => {
    const text = '{"a": 1, "b": 2}';
    const edits: TextEdit[] = [
      { from: 14, to: 15, insert: '20' },
      { from: 6, to: 7, insert: '"one"' },
    ];
    expect(applyTextEdits(text, edits)).toBe('{"a": "one", "b": 20}');
  });

  it('refuses overlapping edits rather than guessing', () => {
    expect(() =>
      applyTextEdits('abcdef', [
        { from: 1, to: 3, insert: 'x' },
        { from: 2, to: 4, insert: 'y' },
      ]),
    ).toThrow(RangeError);
    expect(() => applyTextEdits('ab', [{ from: 1, to: 5, insert: '' }])).toThrow(RangeError);
  });

  it('undoes any set of edits exactly (property)', () => {
    const arbitrary = fc.string({ unit: 'grapheme', maxLength: 40 }).chain((text) =>
      fc
        .array(
          fc.tuple(
            fc.nat({ max: text.length }),
            fc.nat({ max: 4 }),
            fc.string({ unit: 'grapheme', maxLength: 6 }),
          ),
          { maxLength: 6 },
        )
        .map((raw) => {
          const edits: TextEdit[] = [];
          let end = 0;
          for (const [at, size, insert] of [...raw].sort((a, b) => a[0] - b[0])) {
            if (at < end) continue;
            const to = Math.min(text.length, at + size);
            edits.push({ from: at, to, insert });
            end = Math.max(to, at + 1);
          }
          return { text, edits };
        }),
    );
    fc.assert(
      fc.property(arbitrary, ({ text, edits }) => {
        const after = applyTextEdits(text, edits);
        expect(applyTextEdits(after, invertTextEdits(text, edits))).toBe(text);
      }),
    );
  });
});
