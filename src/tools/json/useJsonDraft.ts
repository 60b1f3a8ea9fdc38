import { App as AntdApp } from 'antd';
import { del, get, set, setMany } from 'idb-keyval';
import { useCallback, useEffect, useRef, useState } from 'react';
import { blobOfText, LARGE_INPUT, largeTextOf, sizeOf, type InputText } from './largeText';

/** The input and the comparison text survive reloads in IndexedDB (too big for localStorage). */
const DRAFT_KEY = 'toolbox:json.draft';
/**
 * A large input is stored as a Blob under its own key: storing a Blob costs the page no long
 * task, and the settings export carries a Blob only as a stored value of its own.
 */
const LARGE_KEY = 'toolbox:json.draftFile';
const DRAFT_VERSION = 2;
const SAVE_DELAY_MS = 600;
/** Larger inputs are not saved (the file is still at hand); the page says so. */
export const MAX_SAVED_DRAFT = 128 * 1024 * 1024;

export interface JsonDraft {
  input: InputText;
  compare: string;
}

/** The stored record: the input itself, or null when it is the Blob under LARGE_KEY. */
export interface StoredDraft {
  input: string | null;
  inputName: string | null;
  compare: string;
}

const EMPTY: JsonDraft = { input: '', compare: '' };

/** Accepts version 2 and the version 1 record `{ input: string, compare: string }`. */
export function validateDraft(stored: unknown): StoredDraft | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const envelope = stored as { version?: unknown; data?: unknown };
  if (typeof envelope.data !== 'object' || envelope.data === null) return undefined;
  const { input, inputName = null, compare } = envelope.data as Record<string, unknown>;
  if (typeof compare !== 'string') return undefined;
  if (envelope.version === 1 && typeof input === 'string')
    return { input, inputName: null, compare };
  if (envelope.version !== DRAFT_VERSION) return undefined;
  if (typeof input !== 'string' && input !== null) return undefined;
  if (typeof inputName !== 'string' && inputName !== null) return undefined;
  return { input, inputName, compare };
}

/** Reads the saved draft; undefined when there is none, 'damaged' when it cannot be used. */
async function loadDraft(): Promise<JsonDraft | 'damaged' | undefined> {
  const stored = await get<unknown>(DRAFT_KEY);
  if (stored === undefined) return undefined;
  const valid = validateDraft(stored);
  if (!valid) return 'damaged';
  if (valid.input !== null) return { input: valid.input, compare: valid.compare };
  const blob = await get<unknown>(LARGE_KEY);
  if (!(blob instanceof Blob)) return 'damaged';
  return { input: await largeTextOf(blob, valid.inputName), compare: valid.compare };
}

export function useJsonDraft(resetNotice: string) {
  const { message } = AntdApp.useApp();
  const [draft, setDraft] = useState<JsonDraft>(EMPTY);
  const [loaded, setLoaded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(draft);
  /** The Blob last stored under LARGE_KEY, so editing the comparison does not store it again. */
  const storedBlob = useRef<Blob | null>(null);
  const saves = useRef(0);

  useEffect(() => {
    let active = true;
    loadDraft()
      .then((result) => {
        if (!active || result === undefined) return;
        if (result === 'damaged') {
          message.warning(resetNotice);
          return;
        }
        latest.current = result;
        if (typeof result.input !== 'string') storedBlob.current = result.input.blob;
        setDraft(result);
      })
      .catch(() => {
        // IndexedDB unavailable (private mode, disabled): work without a saved draft.
      })
      .finally(() => active && setLoaded(true));
    return () => {
      active = false;
    };
  }, [message, resetNotice]);

  const save = useCallback(async () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const save = (saves.current += 1);
    const { input, compare } = latest.current;
    if (sizeOf(input) + compare.length > MAX_SAVED_DRAFT) return;
    try {
      if (typeof input === 'string' && input.length <= LARGE_INPUT) {
        await set(DRAFT_KEY, { version: DRAFT_VERSION, data: { input, inputName: null, compare } });
        storedBlob.current = null;
        await del(LARGE_KEY);
        return;
      }
      // A long text typed into the editor is stored as a Blob too, encoded a chunk per task.
      const blob = typeof input === 'string' ? await blobOfText(input) : input.blob;
      if (save !== saves.current) return;
      const record = {
        version: DRAFT_VERSION,
        data: { input: null, inputName: typeof input === 'string' ? null : input.name, compare },
      };
      if (blob === storedBlob.current) await set(DRAFT_KEY, record);
      else {
        await setMany([
          [LARGE_KEY, blob],
          [DRAFT_KEY, record],
        ]);
        storedBlob.current = blob;
      }
    } catch {
      // Quota or storage errors: the text stays on screen; nothing else to do.
    }
  }, []);

  const update = useCallback(
    (patch: Partial<JsonDraft>) => {
      setDraft((current) => {
        const next = { ...current, ...patch };
        latest.current = next;
        return next;
      });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), SAVE_DELAY_MS);
    },
    [save],
  );

  useEffect(() => {
    const flush = () => {
      if (timer.current !== undefined) void save();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [save]);

  return { draft, loaded, update };
}
