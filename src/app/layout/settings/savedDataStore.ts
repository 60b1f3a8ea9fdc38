import { clear, delMany, entries, setMany } from '../../runtime/keyval';
import { resetStoredKeys } from '../../runtime/storedKeys';
import { endViewSnapshots } from '../../runtime/viewSnapshot';
import { localKeysStartingWith, STORAGE_PREFIX } from '../../storage/versionedStorage';
import { buildDataFile, decodeValue, type DataFile } from './dataFile';
import type { SavedEntry, SavedKey } from './savedDataInventory';

/** Browser side of the settings drawer: reads and writes every place saved data lives. */
function localKeys(): string[] {
  return localKeysStartingWith(STORAGE_PREFIX).sort();
}

function parsed(raw: string | null): unknown {
  try {
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return raw;
  }
}

/** Every saved thing with its value (parsed JSON from localStorage), for names and counts. */
export async function listSaved(): Promise<SavedEntry[]> {
  let idb: [IDBValidKey, unknown][] = [];
  try {
    idb = await entries();
  } catch {
    // No IndexedDB in this browser: only localStorage holds anything.
  }
  return [
    ...localKeys().map((key) => ({
      key: { source: 'local' as const, key },
      value: parsed(localStorage.getItem(key)),
    })),
    ...idb.map(([key, value]) => ({ key: { source: 'idb' as const, key }, value })),
  ];
}

export async function deleteSaved(saved: readonly SavedKey[]): Promise<void> {
  // The snapshot of a page left with saved work holds a copy of that work.
  endViewSnapshots();
  const idb: IDBValidKey[] = [];
  for (const item of saved) {
    if (item.source === 'local') localStorage.removeItem(item.key);
    else idb.push(item.key);
  }
  if (idb.length) {
    resetStoredKeys();
    await delMany(idb);
  }
}

export async function exportSavedData(now: Date) {
  const local = Object.fromEntries(
    localKeys().map((key) => [key, localStorage.getItem(key) ?? '']),
  );
  let idb: [IDBValidKey, unknown][] = [];
  try {
    idb = await entries();
  } catch {
    // No IndexedDB in this browser: the export carries localStorage only.
  }
  return buildDataFile(local, idb, now);
}

/** Replaces all saved data with the file's. Returns false when the browser ran out of space. */
export async function replaceSavedData(file: DataFile): Promise<boolean> {
  endViewSnapshots();
  for (const key of localKeys()) localStorage.removeItem(key);
  let complete = true;
  for (const [key, value] of Object.entries(file.localStorage)) {
    try {
      localStorage.setItem(key, value);
    } catch {
      complete = false;
    }
  }
  try {
    resetStoredKeys();
    await clear();
    if (file.indexedDB.length) {
      await setMany(file.indexedDB.map(({ key, value }) => [key, decodeValue(value)]));
    }
  } catch {
    complete = file.indexedDB.length === 0 && complete;
  }
  return complete;
}
