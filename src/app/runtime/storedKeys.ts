/**
 * A synchronous record, in localStorage, of which keys of idb-keyval's store may hold
 * something: `toolbox-idb:<key>` per key (one entry each, so tabs never overwrite each other's),
 * and `toolbox-idb-complete` once every key stored before it is in the record.
 *
 * Why: the prerendered view of a tool is the view of a visitor with nothing saved, and must not
 * take typing over saved work. IndexedDB can only say so asynchronously, after the first paint;
 * build/prerender-check.js reads this record before it (same names, kept in step by hand), and
 * asks IndexedDB only while the record is not complete.
 *
 * The record may say "maybe" where IndexedDB holds nothing, never "nothing" where it holds
 * something: a key is recorded before it is written, and a record that could not be written
 * stops being complete. Keys deleted in passing (a settled conflict copy) stay recorded; only
 * the user's own delete in the settings takes them out.
 */
const PREFIX = 'toolbox-idb:';
const COMPLETE = 'toolbox-idb-complete';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled: the check script cannot read a record either
  }
}

/** Records keys about to be written. Call before the write starts. */
export function noteStored(keys: readonly IDBValidKey[]): void {
  const local = storage();
  if (!local) return;
  for (const key of keys) {
    // Only string keys: a tool's saved keys are strings, and the check script asks for those.
    if (typeof key !== 'string') continue;
    try {
      local.setItem(PREFIX + key, '1');
    } catch {
      // Full: the key goes unrecorded, so the record may no longer be trusted.
      local.removeItem(COMPLETE);
      return;
    }
  }
}

/**
 * Takes out keys the user deleted (after IndexedDB has). A first write of one of them by
 * another tab in the instant between the two would go unrecorded; the app's next read of it
 * records it again (keyval.ts `get`), and until then a view rendered empty still reads it.
 */
export function forgetStored(keys: readonly IDBValidKey[]): void {
  const local = storage();
  for (const key of keys) if (typeof key === 'string') local?.removeItem(PREFIX + key);
}

/** Whether the record says none of `keys` holds anything; undefined while it is not complete. */
export function noneStored(keys: readonly string[]): boolean | undefined {
  const local = storage();
  if (!local || local.getItem(COMPLETE) === null) return undefined;
  return keys.every((key) => local.getItem(PREFIX + key) === null);
}

/**
 * Completes the record from what IndexedDB holds: a browser that saved work before the record
 * existed. Writes made meanwhile record themselves, so the keys read here are all it lacks.
 */
export async function completeStoredKeys(readKeys: () => Promise<IDBValidKey[]>): Promise<void> {
  const local = storage();
  if (!local || local.getItem(COMPLETE) !== null) return;
  let keys: IDBValidKey[];
  try {
    keys = await readKeys();
  } catch {
    return; // no IndexedDB: the check script's own open fails too, and says nothing is saved
  }
  noteStored(keys);
  if (keys.every((key) => typeof key !== 'string' || local.getItem(PREFIX + key) !== null))
    try {
      local.setItem(COMPLETE, '1');
    } catch {
      // Full: the check script keeps asking IndexedDB.
    }
}
