/**
 * A synchronous record, in localStorage, of which keys of idb-keyval's store may hold
 * something: `toolbox-idb:<key>` per key (one entry each, so tabs never overwrite each other's),
 * and `toolbox-idb-complete` once every key stored before it is in the record.
 *
 * Why: the prerendered view of a tool is the view of a visitor with nothing saved, and must not
 * take typing over saved work. IndexedDB can only say so asynchronously, after the first paint;
 * build/prerender-check.js reads this record before it (same names, kept in step by hand): a
 * view none of whose keys is recorded takes typing at once, and IndexedDB's own answer, which
 * the app waits for before hydrating, still has the last word. So a gap in the record (a tab
 * of an older build writes without recording) costs what was typed before that answer, never
 * saved work, and the check script then stops trusting the record until it is rebuilt.
 *
 * The record may say "maybe" where IndexedDB holds nothing: a key is recorded before it is
 * written, and a record that could not be written stops being complete. Keys deleted in
 * passing (a settled conflict copy) stay recorded; the user's own delete or import in the
 * settings starts the record afresh.
 */
import { localKeysStartingWith, storage } from '../storage/versionedStorage';

const PREFIX = 'toolbox-idb:';
const COMPLETE = 'toolbox-idb-complete';

/**
 * Records keys about to be written (`written`: call before the write starts), found holding
 * something when read, or about to be deleted. A write or a delete records a value of its own
 * (a stamp), so the record changes with every change, in any tab: a view snapshot
 * (viewSnapshot.ts) is shown only while the record and the rest of the app's localStorage are
 * as they were when it was taken. A read keeps a stamp; a delete records no key anew.
 */
export function noteStored(
  keys: readonly IDBValidKey[],
  how: 'read' | 'written' | 'deleted' = 'read',
): void {
  const local = storage();
  if (!local) return;
  const [random] = crypto.getRandomValues(new Uint32Array(1));
  const stamp = `${Date.now().toString(36)}.${random.toString(36)}`;
  for (const key of keys) {
    // Only string keys: a tool's saved keys are strings, and the check script asks for those.
    if (typeof key !== 'string') continue;
    try {
      const recorded = local.getItem(PREFIX + key) !== null;
      if (how === 'written' || (how === 'deleted' && recorded)) local.setItem(PREFIX + key, stamp);
      else if (how === 'read' && !recorded) local.setItem(PREFIX + key, '1');
    } catch {
      // Full: the key goes unrecorded, so the record may no longer be trusted.
      local.removeItem(COMPLETE);
      return;
    }
  }
}

/**
 * Starts the record afresh, before the user's delete or import in the settings: it is not
 * trusted until the next page's `completeStoredKeys`, which records what IndexedDB holds then
 * (writes meanwhile record themselves).
 */
export function resetStoredKeys(): void {
  const local = storage();
  if (!local) return;
  local.removeItem(COMPLETE);
  for (const key of localKeysStartingWith(PREFIX)) local.removeItem(key);
}

/** Whether the record says none of `keys` holds anything; undefined while it is not complete. */
export function noneStored(keys: readonly string[]): boolean | undefined {
  const local = storage();
  if (!local || local.getItem(COMPLETE) === null) return undefined;
  return keys.every((key) => local.getItem(PREFIX + key) === null);
}

/**
 * Completes the record from what IndexedDB holds: a browser that saved work before the record
 * existed, or since the settings started it afresh. Writes made meanwhile record themselves;
 * a key that could not be recorded (storage full, here or in another tab) leaves it incomplete.
 */
export async function completeStoredKeys(readKeys: () => Promise<IDBValidKey[]>): Promise<void> {
  const local = storage();
  if (!local || local.getItem(COMPLETE) !== null) return;
  const unrecorded = (keys: IDBValidKey[]) =>
    keys.some((key) => typeof key === 'string' && local.getItem(PREFIX + key) === null);
  try {
    const keys = await readKeys();
    noteStored(keys);
    if (unrecorded(keys)) return;
    local.setItem(COMPLETE, '1');
    // Another tab's write whose record failed may have landed since the first read.
    if (unrecorded(await readKeys())) local.removeItem(COMPLETE);
  } catch {
    // No IndexedDB (the check script's own open fails too, and says nothing is saved), or
    // storage full: the check script keeps asking IndexedDB.
    local.removeItem(COMPLETE);
  }
}
