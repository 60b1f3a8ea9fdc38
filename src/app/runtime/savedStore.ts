import { get, promisifyRequest, transact, update } from './keyval';
import { storage } from '../storage/versionedStorage';
import { dropRescue, readRescue, writeRescue } from './rescueCopy';

/**
 * Saved state, without React: one envelope `{ version, data, rev }` per key, in localStorage
 * (small things, read synchronously) or in idb-keyval's default store (big things, Blobs).
 * `rev` grows with every save from any tab, so a tab can tell that what is stored is newer
 * than what it holds, and never writes a stale copy over it.
 */
export interface SavedStoreConfig<T> {
  /** The whole key as stored, e.g. 'toolbox:qr.draft' (as the tool's manifest declares it). */
  key: string;
  store: 'local' | 'idb';
  version: number;
  /** The valid data, or undefined when it cannot be trusted; may migrate older versions. */
  validate: (data: unknown, storedVersion: number) => T | undefined;
  /** Reads a value stored before this kit, in a shape of its own (not `{ version, data }`). */
  legacy?: (stored: unknown) => T | undefined;
  fallback: () => T;
}

export type ReadStatus = 'empty' | 'ok' | 'reset' | 'unavailable';

export interface ReadOutcome<T> {
  value: T;
  status: ReadStatus;
  rev: number;
  /** The value is the rescue copy of a change the page closed on: it still has to be saved. */
  rescued?: boolean;
}

export type WriteOutcome<T> =
  { ok: true; rev: number; value: T } | { ok: false; reason: 'full' | 'unavailable' };

interface Envelope {
  version: number;
  data: unknown;
  rev?: number;
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).version === 'number' &&
    'data' in value
  );
}

function parseLocal(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw; // not JSON: damaged, judged below
  }
}

/** Judges what is stored: the value to use, and how far to trust it. */
export function decodeStored<T>(config: SavedStoreConfig<T>, stored: unknown): ReadOutcome<T> {
  if (stored === undefined || stored === null) {
    return { value: config.fallback(), status: 'empty', rev: 0 };
  }
  if (isEnvelope(stored)) {
    const data = config.validate(stored.data, stored.version);
    const rev = typeof stored.rev === 'number' && Number.isFinite(stored.rev) ? stored.rev : 0;
    if (data !== undefined) return { value: data, status: 'ok', rev };
  }
  const old = config.legacy?.(stored);
  if (old !== undefined) return { value: old, status: 'ok', rev: 0 };
  return { value: config.fallback(), status: 'reset', rev: 0 };
}

/** localStorage only: the synchronous read a screen's first render can use. */
export function readSavedNow<T>(config: SavedStoreConfig<T>): ReadOutcome<T> {
  const local = storage();
  if (!local) return { value: config.fallback(), status: 'unavailable', rev: 0 };
  return decodeStored(config, parseLocal(local.getItem(config.key)));
}

export async function readSaved<T>(config: SavedStoreConfig<T>): Promise<ReadOutcome<T>> {
  if (config.store === 'local') return readSavedNow(config);
  let stored: ReadOutcome<T>;
  try {
    stored = decodeStored(config, await get<unknown>(config.key));
  } catch {
    stored = { value: config.fallback(), status: 'unavailable', rev: 0 };
  }
  const rescue = decodeStored(config, readRescue(config.key));
  return rescue.status === 'ok' && rescue.rev > stored.rev ? { ...rescue, rescued: true } : stored;
}

/**
 * The rescue copy of an IndexedDB value a page is closing on (see rescueCopy.ts), one revision
 * above what it was derived from so that it wins over that on the next read.
 */
export function rescueSaved<T>(config: SavedStoreConfig<T>, value: T, baseRev: number): void {
  if (config.store !== 'idb') return;
  writeRescue(config.key, { version: config.version, data: value, rev: baseRev + 1 });
}

/**
 * Saves `value`, which was derived from the stored revision `baseRev`. When another tab has
 * saved since (a higher rev), `merge(value, theirs)` decides what is written; without a merge
 * this tab's newer edit is written. The read, the merge and the write are one step: one
 * IndexedDB transaction, or synchronous localStorage calls.
 */
export async function writeSaved<T>(
  config: SavedStoreConfig<T>,
  value: T,
  baseRev: number,
  merge?: (mine: T, theirs: T) => T,
): Promise<WriteOutcome<T>> {
  const next = (stored: unknown): { envelope: Envelope; value: T } => {
    const current = decodeStored(config, stored);
    const newer = current.status === 'ok' && current.rev > baseRev;
    const written = newer && merge ? merge(value, current.value) : value;
    const rev = Math.max(current.rev, baseRev) + 1;
    return { envelope: { version: config.version, data: written, rev }, value: written };
  };
  if (config.store === 'local') {
    const local = storage();
    if (!local) return { ok: false, reason: 'unavailable' };
    const result = next(parseLocal(local.getItem(config.key)));
    try {
      local.setItem(config.key, JSON.stringify(result.envelope));
    } catch {
      return { ok: false, reason: 'full' };
    }
    return { ok: true, rev: result.envelope.rev ?? 0, value: result.value };
  }
  let result: { envelope: Envelope; value: T } | undefined;
  try {
    await update<unknown>(config.key, (stored) => {
      result = next(stored);
      return result.envelope;
    });
  } catch (error) {
    const full = error instanceof DOMException && error.name === 'QuotaExceededError';
    return { ok: false, reason: full ? 'full' : 'unavailable' };
  }
  if (!result) return { ok: false, reason: 'unavailable' };
  dropRescue(config.key);
  return { ok: true, rev: result.envelope.rev ?? 0, value: result.value };
}

export type GuardedWriteOutcome =
  | { ok: true; rev: number }
  | { ok: false; reason: 'newer'; rev: number }
  | { ok: false; reason: 'full' | 'unavailable' };

/**
 * Saves `value`, derived from the stored revision `baseRev`, together with `attached` entries
 * (what the envelope refers to, such as a Blob under a key of its own; undefined deletes), in
 * one IndexedDB transaction, unless another tab has saved since `baseRev`. Then nothing is
 * written and the newer revision is returned: for work no merge can combine (a whole
 * document), the user chooses which to keep.
 */
export async function writeSavedUnlessNewer<T>(
  config: SavedStoreConfig<T>,
  value: T,
  baseRev: number,
  attached: [string, unknown][] = [],
): Promise<GuardedWriteOutcome> {
  let outcome: GuardedWriteOutcome = { ok: false, reason: 'unavailable' };
  const writes = [
    config.key,
    ...attached.flatMap(([key, value]) => (value === undefined ? [] : [key])),
  ];
  try {
    await transact(
      writes,
      (store) =>
        // Written in the read's own event, as idb-keyval's `update` does: the transaction is
        // certain to be active there.
        new Promise<void>((resolve, reject) => {
          const read = store.get(config.key);
          read.onerror = () => reject(read.error ?? new Error('read failed'));
          read.onsuccess = () => {
            const current = decodeStored(config, read.result);
            if (current.rev > baseRev) {
              outcome = { ok: false, reason: 'newer', rev: current.rev };
              resolve();
              return;
            }
            for (const [key, attachment] of attached)
              if (attachment === undefined) store.delete(key);
              else store.put(attachment, key);
            const rev = baseRev + 1;
            store.put({ version: config.version, data: value, rev } satisfies Envelope, config.key);
            outcome = { ok: true, rev };
            resolve(promisifyRequest(store.transaction));
          };
        }),
    );
  } catch (error) {
    const full = error instanceof DOMException && error.name === 'QuotaExceededError';
    return { ok: false, reason: full ? 'full' : 'unavailable' };
  }
  if (outcome.ok) dropRescue(config.key);
  return outcome;
}

/** Tells the other tabs of this browser that a key was saved (they read it themselves). */
const CHANNEL = 'toolbox:saved-state';
// getRandomValues, not randomUUID: the latter exists only in secure contexts (https,
// localhost), and the app may be served over plain http on a local network.
export const TAB_ID = Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) =>
  n.toString(36),
).join('');

export interface SavedNotice {
  key: string;
  rev: number;
  tab: string;
}

let channel: BroadcastChannel | undefined;
function savedChannel(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  channel ??= new BroadcastChannel(CHANNEL);
  return channel;
}

export function announceSaved(key: string, rev: number): void {
  savedChannel()?.postMessage({ key, rev, tab: TAB_ID } satisfies SavedNotice);
}

/** Calls `listener` when another tab saved `key`; returns the unsubscribe function. */
export function onSavedElsewhere(key: string, listener: (rev: number) => void): () => void {
  const shared = savedChannel();
  if (!shared) return () => undefined;
  const receive = (event: MessageEvent<SavedNotice>) => {
    const notice = event.data;
    if (notice?.key === key && notice.tab !== TAB_ID) listener(notice.rev);
  };
  shared.addEventListener('message', receive);
  return () => shared.removeEventListener('message', receive);
}
