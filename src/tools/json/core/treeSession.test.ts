import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTreeIndex } from './treeIndex';
import { MAX_VISIBLE_ROWS, TreeSession } from './treeSession';

const TEXT = '{"data":{"items":[{"id":7},{"id":8}],"a b":"x"},"long":"' + 'y'.repeat(400) + '"}';
const session = () => new TreeSession(TEXT, buildTreeIndex(TEXT));

describe('TreeSession', () => {
  it('starts open for a small document and describes each row', () => {
    const tree = session();
    expect(tree.visibleCount).toBe(9);
    const rows = tree.rowsBetween(0, 9);
    expect(rows.map((row) => row.label)).toEqual([
      '$',
      'data',
      'items',
      '0',
      'id',
      '1',
      'id',
      'a b',
      'long',
    ]);
    expect(rows[2]).toMatchObject({
      depth: 2,
      childCount: 2,
      open: true,
      isKey: true,
      preview: '',
    });
    expect(rows[3]).toMatchObject({ label: '0', isKey: false });
    expect(rows[6].preview).toBe('8');
    expect(rows[7].preview).toBe('"x"');
    // Long values are cut for display, never for copying.
    expect(rows[8].preview).toHaveLength(301);
    expect(rows[8].preview.endsWith('…')).toBe(true);
    expect(tree.valueForCopy(8)).toBe('y'.repeat(400));
  });

  it('folds, unfolds and finds rows by node', () => {
    const tree = session();
    tree.toggle(2);
    expect(tree.rowsBetween(0, 99).map((row) => row.id)).toEqual([0, 1, 2, 7, 8]);
    expect(tree.rowOf(7)).toBe(3);
    expect(tree.rowOf(4)).toBe(-1);
    expect(tree.reveal(6)).toBe(6);
    expect(tree.visibleCount).toBe(9);
    tree.collapseAll();
    expect(tree.rowsBetween(0, 99).map((row) => row.id)).toEqual([0, 1, 8]);
    expect(tree.shape(4)).toEqual({ visibleCount: 3, row: -1 });
    expect(tree.expandAll()).toBe(true);
    expect(tree.visibleCount).toBe(9);
    // A scalar has nothing to fold.
    tree.toggle(4);
    expect(tree.visibleCount).toBe(9);
  });

  it('gives paths and exact values for copying', () => {
    const tree = session();
    expect(tree.path(6)).toBe('$.data.items[1].id');
    expect(tree.path(7)).toBe("$.data['a b']");
    expect(tree.valueForCopy(2)).toBe('[\n  {\n    "id": 7\n  },\n  {\n    "id": 8\n  }\n]');
    expect(tree.valueForCopy(7)).toBe('x');
    expect(tree.search('ID')).toEqual([4, 6]);
    expect(tree.parentOf(4)).toBe(3);
    expect(tree.parentOf(0)).toBe(-1);
  });

  it('starts big documents folded to the top level and refuses to open more rows than a list holds', () => {
    const items = Array.from({ length: 40_000 }, (_, i) => `{"i":${i},"t":[1,2]}`);
    const text = `[${items.join(',')}]`;
    const tree = new TreeSession(text, buildTreeIndex(text));
    expect(tree.visibleCount).toBe(40_001);
    expect(tree.rowsBetween(40_000, 40_010)).toHaveLength(1);
    const huge = `[${'0,'.repeat(MAX_VISIBLE_ROWS)}0]`;
    const hugeTree = new TreeSession(huge, buildTreeIndex(huge));
    expect(hugeTree.expandAll()).toBe(false);
  });

  it('shows, for any folding, exactly the nodes whose ancestors are all open', () => {
    const index = buildTreeIndex(TEXT);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: index.count - 1 }), { maxLength: 12 }),
        (toggles) => {
          const tree = new TreeSession(TEXT, index);
          for (const id of toggles) tree.toggle(id);
          const open = tree.rowsBetween(0, index.count);
          const isOpen = new Map(open.map((row) => [row.id, row.open]));
          const expected: number[] = [];
          for (let id = 0; id < index.count; id += 1) {
            let shown = true;
            for (let p = index.parent[id]; p >= 0; p = index.parent[p]) {
              if (isOpen.get(p) !== true) shown = false;
            }
            if (shown) expected.push(id);
          }
          expect(open.map((row) => row.id)).toEqual(expected);
          for (const [row, id] of expected.entries()) expect(tree.rowOf(id)).toBe(row);
        },
      ),
    );
  });
});
