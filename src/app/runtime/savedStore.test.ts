// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// idb-keyval's default store, in memory: `update` reads and writes in one step as IndexedDB's
// readwrite transaction does.
const idb = new Map<string, unknown>();
/** A request whose success event fires after the caller has set its handler. */
function request(result: unknown) {
  const pending = { result, onsuccess: null as (() => void) | null, onerror: null };
  queueMicrotask(() => pending.onsuccess?.());
  return pending;
}
vi.mock('idb-keyval', () => ({
  // One readwrite transaction over the store: the writes of `callback` land together.
  createStore: () => (_mode: string, callback: (store: unknown) => unknown) =>
    Promise.resolve(
      callback({
        get: (key: string) => request(idb.get(key)),
        put: (value: unknown, key: string) => idb.set(key, value),
        delete: (key: string) => idb.delete(key),
        transaction: {},
      }),
    ),
  promisifyRequest: () => Promise.resolve(),
  get: (key: string) => Promise.resolve(idb.get(key)),
  update: (key: string, updater: (old: unknown) => unknown) => {
    idb.set(key, updater(idb.get(key)));
    return Promise.resolve();
  },
}));

const { readSaved, rescueSaved, writeSaved, writeSavedUnlessNewer } = await import('./savedStore');

interface Library {
  names: string[];
}

const config = {
  key: 'toolbox:test.library',
  store: 'idb' as const,
  version: 3,
  validate: (data: unknown) =>
    Array.isArray((data as Library | null)?.names) ? (data as Library) : undefined,
  legacy: (stored: unknown) => {
    const old = stored as { version?: number; library?: Library } | null;
    return old?.version === 2 && old.library ? old.library : undefined;
  },
  fallback: (): Library => ({ names: [] }),
};

beforeEach(() => {
  idb.clear();
  localStorage.clear();
});

describe('savedStore (IndexedDB)', () => {
  it('reads nothing as empty, its own envelope as ok, and a format of before the kit through legacy', async () => {
    expect(await readSaved(config)).toEqual({ value: { names: [] }, status: 'empty', rev: 0 });
    idb.set(config.key, { version: 2, library: { names: ['旧的比较'] } });
    expect(await readSaved(config)).toMatchObject({ value: { names: ['旧的比较'] }, status: 'ok' });
    idb.set(config.key, { version: 3, data: { names: ['a'] }, rev: 7 });
    expect(await readSaved(config)).toEqual({ value: { names: ['a'] }, status: 'ok', rev: 7 });
  });

  it('reads anything else as damaged (reset), keeping the fallback', async () => {
    idb.set(config.key, { version: 3, data: { names: 'not a list' } });
    expect(await readSaved(config)).toMatchObject({ status: 'reset', value: { names: [] } });
  });

  it('writes with the next revision; a newer stored revision is merged, not overwritten', async () => {
    const merge = (mine: Library, theirs: Library) => ({
      names: [...new Set([...theirs.names, ...mine.names])],
    });
    const first = await writeSaved(config, { names: ['a'] }, 0, merge);
    expect(first).toEqual({ ok: true, rev: 1, value: { names: ['a'] } });
    // Another tab wrote revision 2 from revision 1; this tab still holds revision 1.
    await writeSaved(config, { names: ['a', 'theirs'] }, 1, merge);
    const mine = await writeSaved(config, { names: ['a', 'mine'] }, 1, merge);
    expect(mine).toEqual({ ok: true, rev: 3, value: { names: ['a', 'theirs', 'mine'] } });
    expect(idb.get(config.key)).toEqual({ version: 3, data: mine.ok && mine.value, rev: 3 });
  });

  it('a rescue copy of a change the page closed on wins over what it came from, until stored', async () => {
    idb.set(config.key, { version: 3, data: { names: ['stored'] }, rev: 4 });
    rescueSaved(config, { names: ['stored', 'typed as the page closed'] }, 4);
    expect(await readSaved(config)).toEqual({
      value: { names: ['stored', 'typed as the page closed'] },
      status: 'ok',
      rev: 5,
      rescued: true,
    });
    await writeSaved(config, { names: ['stored', 'typed as the page closed'] }, 4);
    expect(localStorage.getItem('toolbox:test.library.rescue')).toBeNull();
    expect(await readSaved(config)).toMatchObject({ rev: 5, status: 'ok' });
    expect((await readSaved(config)).rescued).toBeUndefined();
  });

  it('an older rescue copy loses to what another tab stored since', async () => {
    rescueSaved(config, { names: ['old'] }, 1);
    idb.set(config.key, { version: 3, data: { names: ['newer'] }, rev: 6 });
    expect(await readSaved(config)).toMatchObject({ value: { names: ['newer'] }, rev: 6 });
  });

  it('a write over a newer revision is refused whole, attachments included', async () => {
    const library = { names: ['mine'] };
    const first = await writeSavedUnlessNewer(config, library, 0, [['file', 'my bytes']]);
    expect(first).toEqual({ ok: true, rev: 1 });
    expect(idb.get('file')).toBe('my bytes');
    // Another tab stored revision 2; this tab's edit was made on revision 1.
    idb.set(config.key, { version: 3, data: { names: ['theirs'] }, rev: 2 });
    idb.set('file', 'their bytes');
    const stale = await writeSavedUnlessNewer(config, { names: ['stale'] }, 1, [['file', 'x']]);
    expect(stale).toEqual({ ok: false, reason: 'newer', rev: 2 });
    expect(idb.get(config.key)).toEqual({ version: 3, data: { names: ['theirs'] }, rev: 2 });
    expect(idb.get('file')).toBe('their bytes');
    // Made on revision 2 (the user chose to keep it): written, and undefined deletes.
    const kept = await writeSavedUnlessNewer(config, { names: ['kept'] }, 2, [['file', undefined]]);
    expect(kept).toEqual({ ok: true, rev: 3 });
    expect(idb.has('file')).toBe(false);
  });
});
