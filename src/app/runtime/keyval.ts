import * as idb from 'idb-keyval';
import { completeStoredKeys, noteStored } from './storedKeys';

/**
 * idb-keyval's default store ('keyval-store' / 'keyval'), the one way the app reaches it
 * (eslint forbids importing idb-keyval elsewhere): every key is recorded in storedKeys.ts
 * before it is written, so that the prerendered page can tell synchronously that a tool has
 * nothing saved here.
 */
export { entries, promisifyRequest } from 'idb-keyval';

/** Reads a key, recording it when it holds something (written by a build before the record). */
export async function get<T = unknown>(key: string): Promise<T | undefined> {
  const value = await idb.get<T>(key);
  if (value !== undefined) noteStored([key]);
  return value;
}

export function update<T>(key: string, updater: (old: T | undefined) => T): Promise<void> {
  noteStored([key]);
  return idb.update(key, updater);
}

export function setMany(pairs: [IDBValidKey, unknown][]): Promise<void> {
  noteStored(pairs.map(([key]) => key));
  return idb.setMany(pairs);
}

/** Deletes keys; they stay recorded (storedKeys.ts says why). */
export const delMany = (keys: IDBValidKey[]) => idb.delMany(keys);

export const clear = () => idb.clear();

let store: idb.UseStore | undefined;

/** One readwrite transaction, for a read and its writes together; `writes` are the keys it may put. */
export function transact<T>(
  writes: readonly string[],
  callback: (store: IDBObjectStore) => T | PromiseLike<T>,
): Promise<T> {
  noteStored(writes);
  store ??= idb.createStore('keyval-store', 'keyval');
  return store('readwrite', callback);
}

/** Completes storedKeys' record from what the store holds (once per browser). */
export const completeRecord = () => completeStoredKeys(() => idb.keys());
