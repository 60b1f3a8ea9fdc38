import { readVersioned, removeStored, writeVersioned } from '../../app/storage/versionedStorage';
import type { GeneratedList } from './useUuidGeneration';

/**
 * The last generated list, so that a reload shows the same UUIDs a user may already have
 * pasted somewhere (up to MAX_SAVED; bigger lists are regenerated). Tied to the request that
 * made it: a list is restored only for the same version, count, namespace and names.
 */
export const MAX_SAVED = 10_000;
const KEY = 'guid.lastList';
const VERSION = 1;
const CANONICAL = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface SavedList {
  requestKey: string;
  list: GeneratedList;
}

export function validateSavedList(data: unknown): SavedList | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { requestKey, uuids, names, version } = data as Record<string, unknown>;
  if (typeof requestKey !== 'string' || typeof version !== 'string') return undefined;
  if (!Array.isArray(uuids) || uuids.length > MAX_SAVED) return undefined;
  if (!uuids.every((uuid) => typeof uuid === 'string' && CANONICAL.test(uuid))) return undefined;
  if (names !== undefined) {
    if (!Array.isArray(names) || names.length !== uuids.length) return undefined;
    if (!names.every((name) => typeof name === 'string')) return undefined;
  }
  return { requestKey, list: { uuids, names, version } };
}

/** A damaged saved list is simply not restored: the screen generates a fresh one. */
export function loadLastList(): SavedList | undefined {
  return readVersioned<SavedList | undefined>(KEY, VERSION, validateSavedList, undefined).value;
}

export function saveLastList(requestKey: string, list: GeneratedList): void {
  if (list.uuids.length > MAX_SAVED) {
    removeStored(KEY);
    return;
  }
  writeVersioned(KEY, VERSION, { requestKey, ...list });
}
