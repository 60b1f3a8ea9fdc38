import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { removeById, restoreRemoved } from './listRemoval';

const rows = (...ids: string[]) => ids.map((id) => ({ id, value: `v-${id}` }));

describe('removeById / restoreRemoved', () => {
  it('puts an entry back in its place with its values', () => {
    const { list, removed } = removeById(rows('a', 'b', 'c'), 'b');
    expect(list.map((row) => row.id)).toEqual(['a', 'c']);
    expect(removed).toEqual({ item: { id: 'b', value: 'v-b' }, index: 1, afterId: 'a' });
    expect(restoreRemoved(list, removed!)).toEqual(rows('a', 'b', 'c'));
  });

  it('restores the first entry first, and after its neighbour when rows moved or were added', () => {
    const first = removeById(rows('a', 'b', 'c'), 'a');
    expect(restoreRemoved(rows('c', 'b', 'd'), first.removed!).map((r) => r.id)).toEqual([
      'a',
      'c',
      'b',
      'd',
    ]);
    const middle = removeById(rows('a', 'b', 'c'), 'b');
    expect(restoreRemoved(rows('x', 'c', 'a'), middle.removed!).map((r) => r.id)).toEqual([
      'x',
      'c',
      'a',
      'b',
    ]);
  });

  it('falls back to the old index (clamped) when the neighbour is gone too', () => {
    const { removed } = removeById(rows('a', 'b', 'c', 'd'), 'c');
    expect(restoreRemoved(rows('a', 'd'), removed!).map((r) => r.id)).toEqual(['a', 'd', 'c']);
    expect(restoreRemoved(rows('x', 'y', 'z'), removed!).map((r) => r.id)).toEqual([
      'x',
      'y',
      'c',
      'z',
    ]);
  });

  it('does nothing for an unknown id, and never restores an entry twice', () => {
    expect(removeById(rows('a'), 'zz')).toEqual({ list: rows('a') });
    const { list, removed } = removeById(rows('a', 'b'), 'b');
    const once = restoreRemoved(list, removed!);
    expect(restoreRemoved(once, removed!)).toEqual(rows('a', 'b'));
  });

  it('remove then restore is the identity on any list of distinct ids', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { minLength: 1 }),
        fc.nat(),
        (ids, pick) => {
          const list = rows(...ids);
          const id = ids[pick % ids.length];
          const { list: rest, removed } = removeById(list, id);
          expect(rest).toHaveLength(ids.length - 1);
          expect(restoreRemoved(rest, removed!)).toEqual(list);
        },
      ),
    );
  });
});
