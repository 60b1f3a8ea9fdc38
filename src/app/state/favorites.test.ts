// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadFavorites, moveFavorite, saveFavorites, toggleFavorite } from './favorites';

describe('favourites', () => {
  beforeEach(() => localStorage.clear());

  it('pins at the end and unpins wherever the tool is', () => {
    expect(toggleFavorite(['qr'], 'json')).toEqual(['qr', 'json']);
    expect(toggleFavorite(['qr', 'json', 'guid'], 'json')).toEqual(['qr', 'guid']);
  });

  it('moves a favourite to a position, clamped to the list', () => {
    expect(moveFavorite(['a', 'b', 'c'], 'c', 0)).toEqual(['c', 'a', 'b']);
    expect(moveFavorite(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(moveFavorite(['a', 'b', 'c'], 'a', 99)).toEqual(['b', 'c', 'a']);
    expect(moveFavorite(['a', 'b', 'c'], 'x', 0)).toEqual(['a', 'b', 'c']);
  });

  it('keeps the same set of tools whatever the move', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string(), { minLength: 1 }),
        fc.nat(),
        fc.integer(),
        (list, pick, to) => {
          const id = list[pick % list.length];
          const moved = moveFavorite(list, id, to);
          expect([...moved].sort()).toEqual([...list].sort());
          expect(moved.indexOf(id)).toBe(Math.max(0, Math.min(list.length - 1, to)));
        },
      ),
    );
  });

  it('survives a reload and resets tampered data with status reset', () => {
    saveFavorites(['guid', 'qr']);
    expect(loadFavorites()).toEqual({ value: ['guid', 'qr'], status: 'ok' });
    localStorage.setItem('toolbox:favorites', '{"version":1,"data":"qr"}');
    expect(loadFavorites()).toEqual({ value: [], status: 'reset' });
  });
});
