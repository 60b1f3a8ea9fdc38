// @vitest-environment happy-dom
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// idb-keyval's default store, in memory. Each write notes a key not yet recorded as it lands.
const idb = new Map<IDBValidKey, unknown>();
const unrecordedWrites: IDBValidKey[] = [];
function write(key: string, value: unknown) {
  if (localStorage.getItem(`toolbox-idb:${key}`) === null) unrecordedWrites.push(key);
  idb.set(key, value);
}
vi.mock('idb-keyval', () => ({
  createStore: () => (_mode: string, callback: (store: unknown) => unknown) =>
    Promise.resolve(
      callback({
        put: (value: unknown, key: string) => write(key, value),
        delete: (key: string) => idb.delete(key),
      }),
    ),
  get: (key: string) => Promise.resolve(idb.get(key)),
  update: (key: string, updater: (old: unknown) => unknown) => {
    write(key, updater(idb.get(key)));
    return Promise.resolve();
  },
  setMany: (pairs: [string, unknown][]) => {
    for (const [key, value] of pairs) write(key, value);
    return Promise.resolve();
  },
  delMany: (keys: string[]) => {
    for (const key of keys) idb.delete(key);
    return Promise.resolve();
  },
  clear: () => {
    idb.clear();
    return Promise.resolve();
  },
  keys: () => Promise.resolve([...idb.keys()]),
  getMany: (keys: string[]) => Promise.resolve(keys.map((key) => idb.get(key))),
}));

const keyval = await import('./keyval');
const { noneStored } = await import('./storedKeys');
const { deleteSaved, replaceSavedData } = await import('../layout/settings/savedDataStore');

beforeEach(() => {
  idb.clear();
  localStorage.clear();
  unrecordedWrites.length = 0;
});

describe('the record of what IndexedDB holds', () => {
  it('is not trusted until completed from what the store held before it', async () => {
    idb.set('toolbox:json.draft', { version: 1, data: {} }); // saved by a build before the record
    expect(noneStored(['toolbox:json.draft'])).toBeUndefined();
    await keyval.completeRecord();
    expect(noneStored(['toolbox:json.draft'])).toBe(false);
    expect(noneStored(['toolbox:compare', 'toolbox:compare.photoReview'])).toBe(true);
  });

  it('records a key before its first write, whichever way it is written', async () => {
    await keyval.completeRecord();
    await keyval.update('toolbox:compare', () => ({ library: [] }));
    await keyval.setMany([['toolbox:json.draftUnsaved', {}]]);
    await keyval.transact(['toolbox:guid.batch'], (store) => store.put([], 'toolbox:guid.batch'));
    for (const key of ['toolbox:compare', 'toolbox:json.draftUnsaved', 'toolbox:guid.batch'])
      expect(noneStored([key])).toBe(false);
    expect(unrecordedWrites).toEqual([]);
    expect(noneStored(['toolbox:qr.batch'])).toBe(true);
  });

  it('changes the record with every write and delete, not with a read (view snapshots rely on it)', async () => {
    const record = () => localStorage.getItem('toolbox-idb:toolbox:compare');
    await keyval.update('toolbox:compare', () => ({ library: [] }));
    const written = record();
    await keyval.get('toolbox:compare');
    expect(record()).toBe(written);
    await keyval.setMany([['toolbox:compare', { library: [1] }]]);
    const again = record();
    expect(again).not.toBe(written);
    await keyval.transact(['toolbox:compare'], (store) => store.put({}, 'toolbox:compare'));
    expect(record()).not.toBe(again);
    const beforeDelete = record();
    await keyval.delMany(['toolbox:compare']);
    expect(record()).not.toBe(beforeDelete);
    // A delete of a key never recorded records nothing.
    await keyval.delMany(['toolbox:qr.batch']);
    expect(localStorage.getItem('toolbox-idb:toolbox:qr.batch')).toBeNull();
  });

  it('starts afresh on the settings delete and import, trusted again once completed', async () => {
    await keyval.update('toolbox:compare', () => ({}));
    await keyval.update('toolbox:json.draftUnsaved', () => ({}));
    await keyval.delMany(['toolbox:json.draftUnsaved']); // deleted in passing: still recorded
    await keyval.completeRecord();
    expect(noneStored(['toolbox:json.draftUnsaved'])).toBe(false);
    await deleteSaved([{ source: 'idb', key: 'toolbox:compare' }]);
    expect(noneStored(['toolbox:compare'])).toBeUndefined();
    await keyval.completeRecord(); // the next page's
    expect(noneStored(['toolbox:compare', 'toolbox:json.draftUnsaved'])).toBe(true);
  });

  it('records what a read finds (written by an older tab that kept no record)', async () => {
    await keyval.completeRecord();
    idb.set('toolbox:qr.batch', []);
    expect(noneStored(['toolbox:qr.batch'])).toBe(true);
    await keyval.get('toolbox:qr.batch');
    expect(noneStored(['toolbox:qr.batch'])).toBe(false);
  });

  it('stops being trusted when a key cannot be recorded (storage full)', async () => {
    await keyval.completeRecord();
    const full = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      await keyval.update('toolbox:compare', () => ({}));
      expect(idb.has('toolbox:compare')).toBe(true);
      expect(noneStored(['toolbox:compare'])).toBeUndefined();
      // Nor is it completed while it cannot be written.
      await keyval.completeRecord();
      expect(noneStored(['toolbox:compare'])).toBeUndefined();
    } finally {
      full.mockRestore();
    }
    localStorage.setItem('after', '1');
    expect(localStorage.getItem('after')).toBe('1');
  });

  it('is not completed when IndexedDB cannot be read', async () => {
    const { completeStoredKeys } = await import('./storedKeys');
    await completeStoredKeys(() => Promise.reject(new Error('no IndexedDB')));
    expect(noneStored(['toolbox:compare'])).toBeUndefined();
  });

  it('never says "nothing" for a key that holds something, after any sequence of saves and deletes', async () => {
    const key = fc.constantFrom('toolbox:compare', 'toolbox:json.draft', 'toolbox:guid.batch');
    const step = fc.oneof(
      key.map((k) => () => keyval.update(k, () => 1)),
      key.map((k) => () => keyval.setMany([[k, 1]])),
      key.map((k) => () => keyval.transact([k], (store) => store.put(1, k))),
      key.map((k) => () => keyval.delMany([k])),
      key.map((k) => () => keyval.get(k)),
      // The settings' delete and import.
      key.map((k) => () => deleteSaved([{ source: 'idb', key: k }])),
      key.map(
        (k) => () =>
          replaceSavedData({
            app: 'toolbox',
            format: 1,
            exportedAt: '',
            localStorage: {},
            indexedDB: [{ key: k, value: { type: 'json', data: 1 } }],
          } as Parameters<typeof replaceSavedData>[0]),
      ),
      fc.constant(() => keyval.completeRecord()),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        idb.clear();
        localStorage.clear();
        for (const run of steps) {
          await run();
          for (const stored of idb.keys()) expect(noneStored([stored as string])).not.toBe(true);
        }
        expect(unrecordedWrites).toEqual([]);
      }),
    );
  });
});

describe('values read before the first render (prefetch)', () => {
  it('holds what was stored, and nothing for an empty key, until forgotten', async () => {
    idb.set('toolbox:compare', { savedAt: 1 });
    await keyval.prefetch(['toolbox:compare', 'toolbox:compare.photoReview']);
    expect(keyval.prefetchedValue('toolbox:compare')).toEqual({ value: { savedAt: 1 } });
    expect(keyval.prefetchedValue('toolbox:compare.photoReview')).toEqual({ value: undefined });
    expect(keyval.prefetchedValue('toolbox:json.draft')).toBeUndefined();
    // Found: recorded, as a read through get records it.
    expect(localStorage.getItem('toolbox-idb:toolbox:compare')).not.toBeNull();
    keyval.forgetPrefetched('toolbox:compare');
    expect(keyval.prefetchedValue('toolbox:compare')).toBeUndefined();
  });

  it('forgets a key on every kind of write, so a later reader never takes an older value', async () => {
    const writes: [string, () => Promise<unknown>][] = [
      ['update', () => keyval.update('k', () => 2)],
      ['setMany', () => keyval.setMany([['k', 2]])],
      ['delMany', () => keyval.delMany(['k'])],
      ['clear', () => keyval.clear()],
      ['transact', () => keyval.transact(['k'], (store) => store.put(2, 'k'))],
    ];
    for (const [name, write] of writes) {
      idb.set('k', 1);
      await keyval.prefetch(['k']);
      expect(keyval.prefetchedValue('k'), name).toEqual({ value: 1 });
      await write();
      expect(keyval.prefetchedValue('k'), name).toBeUndefined();
    }
  });
});
