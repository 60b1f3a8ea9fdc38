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

/**
 * Values read before the app's first render (src/main.tsx, when the page is rendered anew over
 * saved work), so that a screen's first render can show them instead of rendering again once
 * its own read answers. Any write through this module forgets what it touches.
 */
const prefetched = new Map<string, unknown>();

export async function prefetch(keys: readonly string[]): Promise<void> {
  const values = await idb.getMany(keys as string[]);
  keys.forEach((key, index) => {
    if (values[index] !== undefined) noteStored([key]);
    prefetched.set(key, values[index]);
  });
}

/**
 * What `prefetch` read for `key` (`{ value: undefined }`: nothing stored). Kept until the
 * screen that shows it has committed and calls `forgetPrefetched` (a render React throws
 * away and starts again reads it again); later readers then ask IndexedDB.
 */
export function prefetchedValue(key: string): { value: unknown } | undefined {
  return prefetched.has(key) ? { value: prefetched.get(key) } : undefined;
}

export const forgetPrefetched = (...keys: readonly IDBValidKey[]) =>
  keys.forEach((key) => prefetched.delete(String(key)));

export function update<T>(key: string, updater: (old: T | undefined) => T): Promise<void> {
  noteStored([key], 'written');
  forgetPrefetched(key);
  return idb.update(key, updater);
}

export function setMany(pairs: [IDBValidKey, unknown][]): Promise<void> {
  noteStored(
    pairs.map(([key]) => key),
    'written',
  );
  forgetPrefetched(...pairs.map(([key]) => key));
  return idb.setMany(pairs);
}

/** Deletes keys; they stay recorded (storedKeys.ts says why). */
export function delMany(keys: IDBValidKey[]): Promise<void> {
  noteStored(keys, 'deleted');
  forgetPrefetched(...keys);
  return idb.delMany(keys);
}

export function clear(): Promise<void> {
  prefetched.clear();
  return idb.clear();
}

let store: idb.UseStore | undefined;

/** One readwrite transaction, for a read and its writes together; `writes` are the keys it may put. */
export function transact<T>(
  writes: readonly string[],
  callback: (store: IDBObjectStore) => T | PromiseLike<T>,
): Promise<T> {
  noteStored(writes, 'written');
  forgetPrefetched(...writes);
  store ??= idb.createStore('keyval-store', 'keyval');
  return store('readwrite', callback);
}

/** Completes storedKeys' record from what the store holds (once per browser). */
export const completeRecord = () => completeStoredKeys(() => idb.keys());
