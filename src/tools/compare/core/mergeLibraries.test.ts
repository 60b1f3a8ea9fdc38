import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freshComparison, type ComparisonDoc, type OfferDraft } from './document';
import type { ComparisonLibrary } from './library';
import { mergeLibraries } from './mergeLibraries';

let next = 0;
const newId = () => `id${(next += 1)}`;

function comparison(name: string, at = 1): ComparisonDoc {
  return freshComparison(newId, at, name);
}

const libraryOf = (...comparisons: ComparisonDoc[]): ComparisonLibrary => ({
  currentId: comparisons[0].id,
  comparisons,
});

/** A tab's edit of one offer: a new copy of the library, the comparison dated `at`. */
function editOffer(
  library: ComparisonLibrary,
  docIndex: number,
  offerIndex: number,
  change: Partial<OfferDraft>,
  at: number,
): ComparisonLibrary {
  return {
    ...library,
    comparisons: library.comparisons.map((doc, i) =>
      i !== docIndex
        ? doc
        : {
            ...doc,
            updatedAt: at,
            offers: doc.offers.map((offer, j) =>
              j === offerIndex ? { ...offer, ...change } : offer,
            ),
          },
    ),
  };
}

describe('mergeLibraries: two tabs editing the same comparison', () => {
  const base = libraryOf(comparison('周末采购'), comparison('大米'));

  it('keeps a price typed in one tab and a name typed in the other, in different offers', () => {
    const mine = editOffer(base, 0, 0, { price: '39.9' }, 5);
    const theirs = editOffer(base, 0, 1, { name: '福临门 10kg' }, 6);
    const merged = mergeLibraries(base, mine, theirs);
    expect(merged.comparisons[0].offers.map((offer) => [offer.name, offer.price])).toEqual([
      ['', '39.9'],
      ['福临门 10kg', ''],
    ]);
    expect(merged.comparisons[0].updatedAt).toBe(6);
  });

  it('keeps different fields of the same offer from each tab', () => {
    const mine = editOffer(base, 0, 0, { price: '69.9' }, 5);
    const theirs = editOffer(base, 0, 0, { spec: '5L' }, 4);
    const [offer] = mergeLibraries(base, mine, theirs).comparisons[0].offers;
    expect([offer.price, offer.spec]).toEqual(['69.9', '5L']);
  });

  it('gives a field both tabs changed to the comparison edited last', () => {
    const mine = editOffer(base, 0, 0, { price: '10' }, 5);
    const theirs = editOffer(base, 0, 0, { price: '12' }, 7);
    expect(mergeLibraries(base, mine, theirs).comparisons[0].offers[0].price).toBe('12');
    expect(mergeLibraries(base, theirs, mine).comparisons[0].offers[0].price).toBe('12');
  });

  it('keeps an offer added in each tab, this tab first', () => {
    const add = (library: ComparisonLibrary, name: string): ComparisonLibrary =>
      editOffer(
        {
          ...library,
          comparisons: library.comparisons.map((doc, i) =>
            i === 0 ? { ...doc, offers: [...doc.offers, { ...doc.offers[0], id: newId() }] } : doc,
          ),
        },
        0,
        2,
        { name },
        5,
      );
    const merged = mergeLibraries(base, add(base, '这边'), add(base, '那边'));
    expect(merged.comparisons[0].offers.map((offer) => offer.name)).toEqual([
      '',
      '',
      '这边',
      '那边',
    ]);
  });

  it('honours a deletion in one tab, unless the other tab changed what was deleted', () => {
    const withoutFirstOffer: ComparisonLibrary = {
      ...base,
      comparisons: base.comparisons.map((doc, i) =>
        i === 0 ? { ...doc, offers: doc.offers.slice(1), updatedAt: 5 } : doc,
      ),
    };
    expect(mergeLibraries(base, withoutFirstOffer, base).comparisons[0].offers).toHaveLength(1);
    const edited = editOffer(base, 0, 0, { price: '8' }, 6);
    const merged = mergeLibraries(base, withoutFirstOffer, edited);
    expect(merged.comparisons[0].offers.map((offer) => offer.price)).toContain('8');

    const withoutSecond = libraryOf(base.comparisons[0]);
    expect(mergeLibraries(base, withoutSecond, base).comparisons).toHaveLength(1);
    const renamed = editOffer(base, 1, 0, { name: '改过' }, 9);
    expect(mergeLibraries(base, withoutSecond, renamed).comparisons).toHaveLength(2);
  });

  it('without a common base keeps everything either tab holds, the later edit of each', () => {
    const mine = editOffer(base, 0, 0, { price: '1' }, 5);
    const theirs = libraryOf(
      comparison('别处新建', 3),
      ...editOffer(base, 0, 0, { price: '2' }, 7).comparisons,
    );
    const merged = mergeLibraries(undefined, mine, theirs);
    expect(merged.currentId).toBe(mine.currentId);
    expect(merged.comparisons.map((doc) => doc.name)).toEqual(['周末采购', '大米', '别处新建']);
    expect(merged.comparisons[0].offers[0].price).toBe('2');
  });
});

interface Edit {
  doc: number;
  offer: number;
  field: 'name' | 'price' | 'spec';
  value: string;
  at: number;
}

describe('mergeLibraries: properties', () => {
  const edit: fc.Arbitrary<Edit> = fc.record({
    doc: fc.nat(2),
    offer: fc.nat(1),
    field: fc.constantFrom<'name' | 'price' | 'spec'>('name', 'price', 'spec'),
    value: fc.string({ minLength: 1, maxLength: 4 }),
    at: fc.integer({ min: 2, max: 100 }),
  });
  const apply = (library: ComparisonLibrary, edits: Edit[]) =>
    edits.reduce((lib, e) => editOffer(lib, e.doc, e.offer, { [e.field]: e.value }, e.at), library);

  it('a side that changed nothing takes the other side whole, and the merge never loses a comparison', () => {
    const base = libraryOf(comparison('a'), comparison('b'), comparison('c'));
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 6 }), (edits) => {
        const changed = apply(base, edits);
        expect(mergeLibraries(base, changed, base).comparisons).toEqual(changed.comparisons);
        expect(mergeLibraries(base, base, changed).comparisons).toEqual(changed.comparisons);
      }),
    );
  });

  it('edits of different fields in the two tabs all survive', () => {
    const base = libraryOf(comparison('a'), comparison('b'), comparison('c'));
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 6 }), fc.array(edit, { maxLength: 6 }), (a, b) => {
        const key = (e: Edit) => `${e.doc}/${e.offer}/${e.field}`;
        const taken = new Set(a.map(key));
        const theirsEdits = b.filter((e) => !taken.has(key(e)));
        const merged = mergeLibraries(base, apply(base, a), apply(base, theirsEdits));
        for (const e of [...a, ...theirsEdits]) {
          const last = [...a, ...theirsEdits].filter((other) => key(other) === key(e)).at(-1)!;
          expect(merged.comparisons[e.doc].offers[e.offer][e.field]).toBe(last.value);
        }
      }),
    );
  });
});
