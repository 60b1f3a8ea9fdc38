import { is, readVersioned, writeVersioned, type ReadResult } from '../storage/versionedStorage';

/** Pinned tools, in the order the user arranged them (tool ids from the registry). */
export type Favorites = readonly string[];

export const FAVORITES_KEY = 'favorites';
const VERSION = 1;

export function validateFavorites(data: unknown): string[] | undefined {
  if (!is.stringArray(data)) return undefined;
  return [...new Set(data)];
}

export function loadFavorites(): ReadResult<Favorites> {
  return readVersioned<Favorites>(FAVORITES_KEY, VERSION, validateFavorites, []);
}

export function saveFavorites(favorites: Favorites): void {
  writeVersioned(FAVORITES_KEY, VERSION, favorites);
}

/** Pinning appends (newest last, so an arranged order is never disturbed); unpinning removes. */
export function toggleFavorite(favorites: Favorites, id: string): Favorites {
  return favorites.includes(id) ? favorites.filter((item) => item !== id) : [...favorites, id];
}

/** Moves one favourite to `toIndex` (clamped); unknown ids leave the list unchanged. */
export function moveFavorite(favorites: Favorites, id: string, toIndex: number): Favorites {
  const from = favorites.indexOf(id);
  if (from < 0) return favorites;
  const rest = favorites.filter((item) => item !== id);
  const target = Math.max(0, Math.min(rest.length, toIndex));
  return [...rest.slice(0, target), id, ...rest.slice(target)];
}
