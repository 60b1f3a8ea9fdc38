import type { SavedStateConfig } from '../../app/runtime/useSavedState';
import type { GeneratedList } from './generatedList';

/**
 * The last generated list, so that a reload shows the same UUIDs a user may already have
 * pasted somewhere (up to MAX_SAVED; bigger lists are regenerated). Tied to the request that
 * made it: a list is restored only for the same version, count, namespace and names.
 */
export const MAX_SAVED = 10_000;
export const LAST_LIST_KEY = 'toolbox:guid.lastList';
const VERSION = 1;
const CANONICAL = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Stored flat, as before the runtime kit, so lists saved then still restore. */
export interface SavedList extends GeneratedList {
  requestKey: string;
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
  return { requestKey, uuids, names, version };
}

/** `null`: nothing kept (none yet, or the last list was too big to keep). */
export function lastListConfig(label: string): SavedStateConfig<SavedList | null> {
  return {
    key: LAST_LIST_KEY,
    store: 'local',
    version: VERSION,
    validate: (data) => (data === null ? null : validateSavedList(data)),
    fallback: () => null,
    label,
    // Written once per generation, not per keystroke: no reason to wait.
    saveDelayMs: 0,
  };
}
