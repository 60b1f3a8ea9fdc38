import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyTextEdits, type TextEdit } from './textEdit';
import { buildTreeIndex, keyEndOf, NodeKind, type TreeIndex } from './treeIndex';
import { patchTreeIndex } from './treeIndexPatch';

const DOC =
  '{"名": "值", "n": 12345678901234567890, "list": [true, null, -1.5e3, "x"],\n  "o": {"k": false}}';

const plain = (index: TreeIndex) =>
  Object.fromEntries(
    Object.entries(index).map(([name, value]) => [
      name,
      typeof value === 'number' ? value : Array.from(value as ArrayLike<number>),
    ]),
  );

/** Patched in place, the index must equal the one built from the edited text. */
function expectPatched(text: string, edits: TextEdit[], patchable = true) {
  const index = buildTreeIndex(text, { lenient: true });
  const before = plain(index);
  expect(patchTreeIndex(index, text, edits)).toBe(patchable);
  if (patchable) expect(plain(index)).toEqual(plain(buildTreeIndex(applyTextEdits(text, edits))));
  else expect(plain(index)).toEqual(before);
}

const spanOf = (text: string, needle: string) => {
  const from = text.indexOf(needle);
  return { from, to: from + needle.length };
};

describe('patchTreeIndex', () => {
  it('moves offsets after a value edited to another scalar kind, and its kind', () => {
    expectPatched(DOC, [{ ...spanOf(DOC, '"值"'), insert: '12345678901234567890123' }]);
    const index = buildTreeIndex(DOC);
    patchTreeIndex(index, DOC, [{ ...spanOf(DOC, 'null'), insert: '"一段更长的文字"' }]);
    expect(Array.from(index.kind)).toContain(NodeKind.String);
  });

  it('renames keys and edits several values at once', () => {
    expectPatched(DOC, [
      { ...spanOf(DOC, '"名"'), insert: '"name \\u0041"' },
      { ...spanOf(DOC, '-1.5e3'), insert: 'true' },
      { ...spanOf(DOC, 'false'), insert: '"no"' },
    ]);
  });

  it('leaves the index alone for anything that changes the shape', () => {
    expectPatched(DOC, [{ ...spanOf(DOC, '"值"'), insert: '{"a": 1}' }], false);
    expectPatched(DOC, [{ ...spanOf(DOC, '"值"'), insert: ' 1' }], false);
    expectPatched(DOC, [{ ...spanOf(DOC, '"值"'), insert: '1, 2' }], false);
    expectPatched(DOC, [{ ...spanOf(DOC, ', "x"'), insert: '' }], false);
    expectPatched(DOC, [{ ...spanOf(DOC, '"名"'), insert: '1' }], false);
    // Part of a value, or a value that is lenient only.
    expectPatched(DOC, [{ ...spanOf(DOC, '1.5'), insert: '2' }], false);
    expectPatched(DOC, [{ ...spanOf(DOC, 'true'), insert: "'x'" }], false);
  });

  it('matches a fresh index for random scalar and key edits', () => {
    const scalar = fc.oneof(
      fc.string().map((s) => JSON.stringify(s)),
      fc.integer().map(String),
      fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
      fc.constantFrom('true', 'false', 'null', '123456789012345678901234567890'),
    );
    const index = buildTreeIndex(DOC);
    const scalars = Array.from({ length: index.count }, (_, id) => id).filter(
      (id) => index.kind[id] > NodeKind.Array,
    );
    const members = Array.from({ length: index.count }, (_, id) => id).filter(
      (id) => index.keyStart[id] >= 0,
    );
    const edit = fc.oneof(
      fc.tuple(fc.constantFrom(...scalars), scalar).map(([id, insert]) => ({
        from: index.start[id],
        to: index.end[id],
        insert,
      })),
      fc.tuple(fc.constantFrom(...members), fc.string()).map(([id, key]) => ({
        from: index.keyStart[id],
        to: keyEndOf(index, DOC, id),
        insert: JSON.stringify(key),
      })),
    );
    fc.assert(
      fc.property(fc.uniqueArray(edit, { selector: (e) => e.from, maxLength: 5 }), (edits) =>
        expectPatched(DOC, edits),
      ),
    );
  });
});
