import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freshComparison, MAX_FIELD_LENGTH, type ComparisonDoc } from './document';
import {
  applyImport,
  copyWithNewIds,
  growthOf,
  planImport,
  roomIn,
  sameContent,
  type ImportOptions,
} from './importMerge';
import { MAX_COMPARISONS, type ComparisonLibrary } from './library';
import { decodeShare, encodeShare } from './shareLink';

let counter = 0;
const newId = () => `id-${(counter += 1)}`;
const comparison = (name: string, at = 1_700_000_000_000): ComparisonDoc =>
  freshComparison(newId, at, name);
const edited = (doc: ComparisonDoc, price: string): ComparisonDoc => ({
  ...doc,
  offers: doc.offers.map((offer, i) => (i === 0 ? { ...offer, price } : offer)),
});
const libraryOf = (...comparisons: ComparisonDoc[]): ComparisonLibrary => ({
  currentId: comparisons[0].id,
  comparisons,
});
const options = (overrides: Partial<ImportOptions> = {}): ImportOptions => ({
  choice: 'keepBoth',
  room: MAX_COMPARISONS,
  now: 1_800_000_000_000,
  newId,
  copyName: (name) => `${name}（导入）`,
  ...overrides,
});

describe('sameContent', () => {
  it('ignores when a comparison was made or saved, and key order', () => {
    const doc = comparison('大米');
    const reordered = Object.fromEntries(Object.entries(doc).reverse()) as ComparisonDoc;
    expect(sameContent(doc, { ...reordered, createdAt: 0, updatedAt: 5 })).toBe(true);
    expect(sameContent(doc, edited(doc, '9.90'))).toBe(false);
    expect(sameContent(doc, { ...doc, name: '小米' })).toBe(false);
    expect(sameContent(doc, { ...doc, offers: doc.offers.slice(1) })).toBe(false);
  });
});

describe('planImport', () => {
  it('skips what is saved unchanged, reports a changed one, adds a new one', () => {
    const rice = comparison('大米');
    const oil = comparison('食用油');
    const salt = comparison('盐');
    const plan = planImport([rice, oil], [{ ...rice, updatedAt: 1 }, edited(oil, '45'), salt]);
    expect(plan.map((entry) => entry.kind)).toEqual(['unchanged', 'conflict', 'new']);
    expect(growthOf(plan, 'replace')).toBe(1);
    expect(growthOf(plan, 'keepBoth')).toBe(2);
  });

  it('keeps a file’s second, different comparison under a repeated id as a copy', () => {
    const rice = comparison('大米');
    const plan = planImport([], [rice, edited(rice, '50'), { ...rice }]);
    expect(plan.map((entry) => entry.kind)).toEqual(['new', 'repeat', 'unchanged']);
  });
});

describe('applyImport', () => {
  it('adds nothing when the same file is imported again', () => {
    const incoming = [comparison('大米'), comparison('食用油')];
    const start = libraryOf(comparison('已有'));
    const once = applyImport(start, planImport(start.comparisons, incoming), options());
    expect(once).toMatchObject({ added: 2, unchanged: 0 });
    const twice = applyImport(
      once.library,
      planImport(once.library.comparisons, incoming),
      options(),
    );
    expect(twice).toMatchObject({ added: 0, unchanged: 2, replaced: 0, skipped: 0 });
    expect(twice.library.comparisons).toEqual(once.library.comparisons);
  });

  it('keeps ids and order: new ones first in file order, then every saved one', () => {
    const saved = [comparison('一'), comparison('二')];
    const incoming = [comparison('三'), comparison('四')];
    const { library } = applyImport(libraryOf(...saved), planImport(saved, incoming), options());
    expect(library.comparisons.map((doc) => doc.id)).toEqual(
      [...incoming, ...saved].map((doc) => doc.id),
    );
    expect(library.comparisons[0]).toBe(incoming[0]);
    expect(library.currentId).toBe(saved[0].id);
  });

  it('replaces a changed comparison in its place when asked to', () => {
    const rice = comparison('大米');
    const oil = comparison('食用油');
    const changed = edited(oil, '45');
    const outcome = applyImport(
      libraryOf(rice, oil),
      planImport([rice, oil], [changed]),
      options({ choice: 'replace' }),
    );
    expect(outcome).toMatchObject({ added: 0, replaced: 1, firstChangedId: oil.id });
    expect(outcome.library.comparisons.map((doc) => doc.id)).toEqual([rice.id, oil.id]);
    expect(outcome.library.comparisons[1].offers[0].price).toBe('45');
    expect(outcome.library.comparisons[1].updatedAt).toBe(options().now);
  });

  it('keeps both when asked to: the saved one untouched, the incoming one as a named copy', () => {
    const oil = comparison('食用油');
    const changed = edited(oil, '45');
    const outcome = applyImport(
      libraryOf(oil),
      planImport([oil], [changed]),
      options({ choice: 'keepBoth' }),
    );
    const [copy, saved] = outcome.library.comparisons;
    expect(saved).toBe(oil);
    expect(copy.name).toBe('食用油（导入）');
    expect(copy.id).not.toBe(oil.id);
    expect(copy.offers.map((offer) => offer.id)).not.toContain(oil.offers[0].id);
    expect(copy.offers[0].price).toBe('45');
    expect(outcome).toMatchObject({ added: 1, firstId: copy.id, firstChangedId: copy.id });
  });

  it('adds only what fits when the library is nearly full, and says how many did not', () => {
    const saved = Array.from({ length: MAX_COMPARISONS - 2 }, (_, i) => comparison(`旧 ${i}`));
    const start = libraryOf(...saved);
    const incoming = [comparison('甲'), comparison('乙'), comparison('丙')];
    const plan = planImport(saved, incoming);
    expect(roomIn(start)).toBe(2);
    expect(growthOf(plan, 'keepBoth')).toBeGreaterThan(roomIn(start));
    const outcome = applyImport(start, plan, options({ room: roomIn(start) }));
    expect(outcome).toMatchObject({ added: 2, skipped: 1 });
    expect(outcome.library.comparisons).toHaveLength(MAX_COMPARISONS);
    expect(outcome.library.comparisons.slice(2)).toEqual(saved);
    expect(roomIn(outcome.library)).toBe(0);
  });

  it('finds a shared comparison saved before (the link keeps its id)', () => {
    const rice = edited(comparison('大米'), '12.90');
    const decoded = decodeShare(encodeShare(rice));
    expect(decoded.ok && decoded.doc.id).toBe(rice.id);
    if (!decoded.ok) return;
    const plan = planImport([rice], [decoded.doc]);
    expect(plan[0].kind).toBe('unchanged');
    expect(applyImport(libraryOf(rice), plan, options()).firstId).toBe(rice.id);
  });

  it('never loses a saved comparison, whatever arrives and whatever is chosen (property)', () => {
    const pool = Array.from({ length: 6 }, (_, i) => comparison(`比价 ${i}`));
    const pick = fc
      .constantFrom(...pool)
      .chain((doc) => fc.constantFrom(doc, edited(doc, '1'), edited(doc, '2')));
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...pool), { minLength: 1, selector: (doc) => doc.id }),
        fc.array(pick, { maxLength: 10 }),
        fc.constantFrom('replace' as const, 'keepBoth' as const),
        fc.nat(12),
        (saved, incoming, choice, room) => {
          const outcome = applyImport(
            libraryOf(...saved),
            planImport(saved, incoming),
            options({ choice, room }),
          );
          const ids = outcome.library.comparisons.map((doc) => doc.id);
          expect(new Set(ids).size).toBe(ids.length);
          for (const doc of saved) expect(ids).toContain(doc.id);
          expect(outcome.added).toBeLessThanOrEqual(room);
          expect(ids).toHaveLength(saved.length + outcome.added);
        },
      ),
    );
  });
});

describe('copyWithNewIds', () => {
  it('keeps a long name’s suffix while staying a valid field', () => {
    const doc = { ...comparison('x'), name: '米'.repeat(MAX_FIELD_LENGTH) };
    const copy = copyWithNewIds(doc, newId, 1, (name) => `${name}（分享）`);
    expect(copy.name).toHaveLength(MAX_FIELD_LENGTH);
    expect(copy.name.endsWith('（分享）')).toBe(true);
  });
});
