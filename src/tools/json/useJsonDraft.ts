import { App as AntdApp } from 'antd';
import { get, set } from 'idb-keyval';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The input and the comparison text survive reloads in IndexedDB (too big for localStorage). */
const DRAFT_KEY = 'toolbox:json.draft';
const DRAFT_VERSION = 1;
const SAVE_DELAY_MS = 600;
/** Larger drafts are not saved (the file is still at hand); the page says so. */
export const MAX_SAVED_DRAFT = 20 * 1024 * 1024;

export interface JsonDraft {
  input: string;
  compare: string;
}

const EMPTY: JsonDraft = { input: '', compare: '' };

/** Accepts only `{ version: 1, data: { input: string, compare: string } }`. */
export function validateDraft(stored: unknown): JsonDraft | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const envelope = stored as { version?: unknown; data?: unknown };
  if (
    envelope.version !== DRAFT_VERSION ||
    typeof envelope.data !== 'object' ||
    envelope.data === null
  )
    return undefined;
  const { input, compare } = envelope.data as Record<string, unknown>;
  if (typeof input !== 'string' || typeof compare !== 'string') return undefined;
  return { input, compare };
}

export function useJsonDraft(resetNotice: string) {
  const { message } = AntdApp.useApp();
  const [draft, setDraft] = useState<JsonDraft>(EMPTY);
  const [loaded, setLoaded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(draft);

  useEffect(() => {
    let active = true;
    get<unknown>(DRAFT_KEY)
      .then((stored) => {
        if (!active) return;
        if (stored === undefined) return;
        const valid = validateDraft(stored);
        if (valid) setDraft(valid);
        else message.warning(resetNotice);
      })
      .catch(() => {
        // IndexedDB unavailable (private mode, disabled): work without a saved draft.
      })
      .finally(() => active && setLoaded(true));
    return () => {
      active = false;
    };
  }, [message, resetNotice]);

  const save = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const { input, compare } = latest.current;
    if (input.length + compare.length > MAX_SAVED_DRAFT) return;
    set(DRAFT_KEY, { version: DRAFT_VERSION, data: latest.current }).catch(() => {
      // Quota or storage errors: the text stays on screen; nothing else to do.
    });
  }, []);

  const update = useCallback(
    (patch: Partial<JsonDraft>) => {
      setDraft((current) => {
        const next = { ...current, ...patch };
        latest.current = next;
        return next;
      });
      clearTimeout(timer.current);
      timer.current = setTimeout(save, SAVE_DELAY_MS);
    },
    [save],
  );

  useEffect(() => {
    const flush = () => {
      if (timer.current !== undefined) save();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [save]);

  return { draft, loaded, update };
}
