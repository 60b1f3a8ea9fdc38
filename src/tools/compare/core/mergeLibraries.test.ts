import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeLibraries, type ComparisonLibrary } from './library';
import type { ComparisonDoc } from './document';

const doc = (id: string, updatedAt: number, name = id) =>
  ({ id, name, updatedAt }) as unknown as ComparisonDoc;

describe('mergeLibraries', () => {
  it('keeps every comparison of both tabs and the later edit of one both hold', () => {
    const mine: ComparisonLibrary = {
      currentId: 'a',
      comparisons: [doc('a', 5, 'mine'), doc('b', 1)],
    };
    const theirs: ComparisonLibrary = {
      currentId: 'b',
      comparisons: [doc('a', 3, 'theirs'), doc('b', 9, 'b edited there'), doc('c', 2)],
    };
    const merged = mergeLibraries(mine, theirs);
    expect(merged.currentId).toBe('a');
    expect(merged.comparisons.map((item) => item.name)).toEqual(['mine', 'b edited there', 'c']);
  });

  it('never loses a comparison either side holds (property)', () => {
    const library = fc
      .uniqueArray(fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd', 'e'), at: fc.nat(100) }), {
        selector: (item) => item.id,
        minLength: 1,
      })
      .map((items): ComparisonLibrary => ({
        currentId: items[0].id,
        comparisons: items.map((item) => doc(item.id, item.at)),
      }));
    fc.assert(
      fc.property(library, library, (mine, theirs) => {
        const merged = mergeLibraries(mine, theirs);
        const ids = new Set(merged.comparisons.map((item) => item.id));
        for (const item of [...mine.comparisons, ...theirs.comparisons])
          expect(ids.has(item.id)).toBe(true);
        expect(ids.size).toBe(merged.comparisons.length);
        for (const item of merged.comparisons) {
          const both = [...mine.comparisons, ...theirs.comparisons].filter(
            (other) => other.id === item.id,
          );
          expect(item.updatedAt).toBe(Math.max(...both.map((other) => other.updatedAt)));
        }
      }),
    );
  });
});
