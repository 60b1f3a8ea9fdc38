import { describe, expect, it } from 'vitest';
import { offerLetters, freshComparison, validateComparison, type ComparisonDoc } from './document';
import {
  exportFile,
  importFile,
  MAX_COMPARISONS,
  readLibrary,
  removeComparison,
  restoreComparison,
  toStored,
} from './library';
import { decodeShare, encodeShare } from './shareLink';

let counter = 0;
const newId = () => `id-${(counter += 1)}`;

function sample(): ComparisonDoc {
  const doc = freshComparison(newId, 1_700_000_000_000, '大米');
  doc.offers[0] = {
    ...doc.offers[0],
    name: '<img src=x onerror=alert(1)> 🍚\u202e',
    price: '12.90',
    quantity: '500',
  };
  doc.offers[1].promotion = {
    ...doc.offers[1].promotion,
    kind: 'threshold',
    over: '100',
    off: '20',
    repeat: true,
  };
  return doc;
}

describe('saved comparisons', () => {
  it('letters offers A … Z, AA', () => {
    expect([0, 1, 25, 26, 27].map(offerLetters)).toEqual(['A', 'B', 'Z', 'AA', 'AB']);
  });

  it('reads back what was stored', () => {
    const doc = sample();
    const result = readLibrary(toStored({ currentId: doc.id, comparisons: [doc] }));
    expect(result).toEqual({
      status: 'ok',
      library: { currentId: doc.id, comparisons: [doc] },
      dropped: 0,
    });
  });

  it('treats invalid JSON, wrong types and old versions as damaged', () => {
    const doc = sample();
    expect(readLibrary('{not json')).toEqual({ status: 'damaged', reason: 'not-json' });
    expect(readLibrary(42)).toEqual({ status: 'damaged', reason: 'shape' });
    expect(readLibrary({ version: 0, library: { currentId: doc.id, comparisons: [doc] } })).toEqual(
      {
        status: 'damaged',
        reason: 'version',
      },
    );
    expect(
      readLibrary({ version: 1, library: { comparisons: [{ ...doc, offers: 'x' }] } }).status,
    ).toBe('damaged');
    expect(readLibrary(undefined)).toEqual({ status: 'empty' });
  });

  it('drops only the damaged comparison and keeps the others', () => {
    const good = sample();
    const bad = { ...sample(), id: 'bad', cart: { ...good.cart, mode: 'weird' } };
    const result = readLibrary({
      version: 1,
      library: { currentId: 'bad', comparisons: [bad, good] },
    });
    expect(result).toMatchObject({ status: 'ok', dropped: 1, library: { currentId: good.id } });
  });

  it('exports and imports files, saying what is wrong with a bad file and where', () => {
    const doc = sample();
    const imported = importFile(exportFile([doc]));
    expect(imported).toEqual({ ok: true, comparisons: [doc] });
    expect(importFile('nope')).toMatchObject({
      ok: false,
      error: { code: expect.stringMatching(/^file-not-json/) },
    });
    // Node, like Chromium, says where JSON.parse stopped: line 3, column 3 is the "o" of oops.
    expect(importFile('{\n  "a": 1,\n  oops\n}')).toEqual({
      ok: false,
      error: { code: 'file-not-json-at', params: { line: 3, column: 3 } },
    });
    expect(importFile('{"format":"other"}')).toEqual({
      ok: false,
      error: { code: 'file-not-compare', params: {} },
    });
    expect(
      importFile(JSON.stringify({ format: 'toolbox-compare', version: 1, comparisons: [{}] })),
    ).toMatchObject({
      ok: false,
      error: { code: 'file-bad-record', params: { n: 1 } },
    });
  });

  it('round-trips a comparison through a share link, hostile text included', () => {
    const doc = sample();
    const link = encodeShare(doc);
    expect(link).toMatch(/^[A-Za-z0-9_-]+$/);
    const decoded = decodeShare(link);
    expect(decoded.ok && decoded.doc.offers[0].name).toBe(doc.offers[0].name);
    expect(decoded.ok && decoded.doc.offers[1].promotion.kind).toBe('threshold');
  });

  it('refuses damaged links', () => {
    expect(decodeShare('garbage!!')).toMatchObject({ ok: false });
    expect(decodeShare(encodeShare(sample()).slice(0, 20))).toMatchObject({ ok: false });
    expect(decodeShare('A'.repeat(300_000))).toMatchObject({ ok: false });
  });

  it('rejects fields of the wrong type or absurd length', () => {
    const doc = sample();
    expect(validateComparison({ ...doc, name: 5 })).toBeUndefined();
    expect(validateComparison({ ...doc, name: 'x'.repeat(10_000) })).toBeUndefined();
    expect(
      validateComparison({ ...doc, offers: [{ ...doc.offers[0], packs: 3 }] }),
    ).toBeUndefined();
    expect(validateComparison(doc)).toEqual(doc);
  });

  it('reads every saved comparison back, never cutting the list short', () => {
    const many = Array.from({ length: MAX_COMPARISONS + 10 }, (_, i) => ({
      ...sample(),
      id: `c-${i}`,
    }));
    const result = readLibrary(toStored({ currentId: 'c-0', comparisons: many }));
    expect(result.status === 'ok' && result.library.comparisons).toHaveLength(many.length);
    expect(MAX_COMPARISONS).toBeGreaterThanOrEqual(5000);
  });

  it('puts a deleted comparison back in its place, open again if it was', () => {
    const [a, b, c] = [sample(), sample(), sample()];
    const start = { currentId: b.id, comparisons: [a, b, c] };
    const { library, removed } = removeComparison(start, b.id, sample);
    expect(library.comparisons).toEqual([a, c]);
    expect(library.currentId).toBe(a.id);
    expect(restoreComparison(library, removed!)).toEqual(start);
    // Undoing twice does not make two.
    const restored = restoreComparison(library, removed!);
    expect(restoreComparison(restored, removed!)).toBe(restored);
  });

  it('keeps another open comparison open when one is deleted and restored', () => {
    const [a, b] = [sample(), sample()];
    const { library, removed } = removeComparison(
      { currentId: a.id, comparisons: [a, b] },
      b.id,
      sample,
    );
    expect(library.currentId).toBe(a.id);
    expect(restoreComparison({ ...library, currentId: a.id }, removed!).currentId).toBe(a.id);
  });

  it('opens a new comparison when the last one is deleted', () => {
    const only = sample();
    const replacement = sample();
    const { library, removed } = removeComparison(
      { currentId: only.id, comparisons: [only] },
      only.id,
      () => replacement,
    );
    expect(library).toEqual({ currentId: replacement.id, comparisons: [replacement] });
    expect(restoreComparison(library, removed!)).toEqual({
      currentId: only.id,
      comparisons: [only, replacement],
    });
  });
});
