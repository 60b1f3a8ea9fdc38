import { App as AntdApp } from 'antd';
import { del, get, set, setMany } from 'idb-keyval';
import { useCallback, useEffect, useRef, useState } from 'react';
import { announceSaved, onSavedElsewhere } from '../../app/runtime/savedStore';
import { onPageLeave } from '../../app/runtime/onPageLeave';
import { dropRescue, readRescue, writeRescue } from '../../app/runtime/rescueCopy';
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

/** An edit still pending when the page closes, kept by the runtime's rescue copy (text only). */
function writeDraftRescue({ input, compare }: JsonDraft): void {
  if (typeof input !== 'string') return;
  writeRescue(DRAFT_KEY, { version: DRAFT_VERSION, data: { input, inputName: null, compare } });
}

function takeDraftRescue(): JsonDraft | undefined {
  const valid = validateDraft(readRescue(DRAFT_KEY));
  return valid && valid.input !== null ? { input: valid.input, compare: valid.compare } : undefined;
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
  /** The draft came from the rescue copy: it still has to reach IndexedDB. */
  const rescuedPending = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(draft);
  /** The Blob last stored under LARGE_KEY, so editing the comparison does not store it again. */
  const storedBlob = useRef<Blob | null>(null);
  const saves = useRef(0);

  useEffect(() => {
    let active = true;
    const rescued = takeDraftRescue();
    (rescued ? Promise.resolve(rescued) : loadDraft())
      .then((result) => {
        if (!active || result === undefined) return;
        if (result === 'damaged') {
          message.warning(resetNotice);
          return;
        }
        latest.current = result;
        if (typeof result.input !== 'string') storedBlob.current = result.input.blob;
        rescuedPending.current = result === rescued;
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
        dropRescue(DRAFT_KEY);
        announceSaved(DRAFT_KEY, save);
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
      dropRescue(DRAFT_KEY);
      announceSaved(DRAFT_KEY, save);
    } catch {
      // Quota or storage errors: the text stays on screen; nothing else to do.
    }
  }, []);

  /**
   * `now`: save at once rather than when typing pauses (an edit of a large input, which has
   * no rescue copy to cover the pause if the page closes).
   */
  const update = useCallback(
    (patch: Partial<JsonDraft>, now = false) => {
      // From latest, not inside a state updater: a flush right after (the page being left)
      // must already see this edit.
      const next = { ...latest.current, ...patch };
      latest.current = next;
      setDraft(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), now ? 0 : SAVE_DELAY_MS);
    },
    [save],
  );

  useEffect(() => {
    if (!loaded || !rescuedPending.current) return;
    rescuedPending.current = false;
    void save();
  }, [loaded, save]);

  // Leaving, hiding or closing the page, or leaving the screen: write a pending edit now.
  useEffect(() => {
    const flush = () => {
      if (timer.current !== undefined) void save();
    };
    const leaving = () => {
      if (timer.current !== undefined) writeDraftRescue(latest.current);
      flush();
    };
    const stop = onPageLeave(leaving);
    return () => {
      stop();
      // After the editor's own clean-up (children's run after this one) has handed over the
      // text typed in its last moments.
      queueMicrotask(flush);
    };
  }, [save]);

  // Another tab saved its draft: show it here too, unless an edit of ours is waiting to be
  // saved (it is newer, and its save will reach the other tab in turn). The draft stays a
  // hook of its own rather than the runtime's useSavedState because a large input lives as a
  // Blob under a second key, stored only when it changed.
  useEffect(
    () =>
      onSavedElsewhere(DRAFT_KEY, () => {
        if (timer.current !== undefined) return;
        void loadDraft()
          .then((result) => {
            if (!result || result === 'damaged' || timer.current !== undefined) return;
            latest.current = result;
            storedBlob.current = typeof result.input === 'string' ? null : result.input.blob;
            setDraft(result);
          })
          .catch(() => undefined);
      }),
    [],
  );

  return { draft, loaded, update };
}
