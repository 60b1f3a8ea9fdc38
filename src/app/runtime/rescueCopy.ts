/**
 * A page being closed does not wait for IndexedDB: a write started in `pagehide` may never
 * land. So what is still unsaved then is also written synchronously to localStorage, under the
 * stored key plus `.rescue`, read on the next visit when it is newer than what IndexedDB holds,
 * moved there and removed. Only text-sized values: a rescue copy is a stop-gap, not a store.
 */
export const RESCUE_SUFFIX = '.rescue';
const RESCUE_MAX = 2 * 1024 * 1024;

export function rescueKeyOf(key: string): string {
  return key + RESCUE_SUFFIX;
}

/** Writes the copy; false when it is too big or the browser refuses (the async write remains). */
export function writeRescue(key: string, stored: unknown): boolean {
  try {
    const copy = JSON.stringify(stored);
    if (copy.length > RESCUE_MAX) return false;
    localStorage.setItem(rescueKeyOf(key), copy);
    return true;
  } catch {
    return false;
  }
}

/** The copy as it was stored, or undefined when there is none or it is not JSON. */
export function readRescue(key: string): unknown {
  try {
    const raw = localStorage.getItem(rescueKeyOf(key));
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

export function dropRescue(key: string): void {
  try {
    localStorage.removeItem(rescueKeyOf(key));
  } catch {
    // Storage disabled: there is no copy either.
  }
}
