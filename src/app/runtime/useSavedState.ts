import { App as AntdApp } from 'antd';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { useT } from '../i18n/LanguageContext';
import { onPageLeave } from './onPageLeave';
import {
  announceSaved,
  onSavedElsewhere,
  readSaved,
  readSavedNow,
  rescueSaved,
  writeSaved,
  type ReadOutcome,
  type SavedStoreConfig,
} from './savedStore';

export interface SavedStateConfig<T> extends SavedStoreConfig<T> {
  /** The saved thing's name for notices, in the interface language ("二维码内容"). */
  label: string;
  /** Saving waits for a pause this long, so typing stays smooth. */
  saveDelayMs?: number;
  /**
   * Another tab saved newer work while this tab had an unsaved edit: combine the two. Without
   * it, this tab's edit (the newest one) is kept whole.
   */
  merge?: (mine: T, theirs: T) => T;
}

export interface SavedState<T> {
  value: T;
  set: Dispatch<SetStateAction<T>>;
  /** False until the saved value has been read (IndexedDB reads are asynchronous). */
  loaded: boolean;
  /** Writes a pending change now. */
  flush: () => Promise<void>;
}

const DEFAULT_SAVE_DELAY_MS = 300;

/**
 * A user's work kept in the browser. Damaged saved data starts from the fallback with one
 * notice and is left as it is until the user edits. Writes wait for a pause in typing but are
 * flushed when the page is hidden or left (`visibilitychange`, `pagehide`) and on unmount, so
 * an edit made just before closing the tab is kept. Every save is announced to the other tabs,
 * which take it at once; a tab that holds an older copy never writes it over newer work.
 */
export function useSavedState<T>(config: SavedStateConfig<T>): SavedState<T> {
  const t = useT();
  const { message } = AntdApp.useApp();
  const settings = useRef(config);
  useEffect(() => {
    settings.current = config;
  });
  const { key, store } = config;
  const saveDelayMs = config.saveDelayMs ?? DEFAULT_SAVE_DELAY_MS;

  const [initial] = useState<ReadOutcome<T> | undefined>(() =>
    store === 'local' ? readSavedNow(config) : undefined,
  );
  const [value, setValue] = useState<T>(() => initial?.value ?? config.fallback());
  const [loaded, setLoaded] = useState(initial !== undefined);
  const loadedRef = useRef(loaded);
  const latest = useRef(value);
  const baseRev = useRef(initial?.rev ?? 0);
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const toldFull = useRef(false);
  const writing = useRef<Promise<void>>(Promise.resolve());
  /** `save`, for the first read, which runs before it is defined. */
  const saveRef = useRef<() => Promise<void>>(() => Promise.resolve());

  const show = useCallback((next: T) => {
    latest.current = next;
    setValue(next);
  }, []);

  const toldRead = useRef(false);
  const tell = useCallback(
    (outcome: ReadOutcome<T>) => {
      if (toldRead.current) return;
      toldRead.current = true;
      const what = settings.current.label;
      if (outcome.status === 'reset') message.warning(t('storage.reset', { what }));
      if (outcome.status === 'unavailable') message.warning(t('storage.unavailable', { what }));
    },
    [message, t],
  );

  // The first read: at once for localStorage (before the first paint), else asynchronously.
  useEffect(() => {
    if (initial) {
      tell(initial);
      return undefined;
    }
    let active = true;
    void readSaved(settings.current).then((outcome) => {
      if (!active) return;
      baseRev.current = outcome.rev;
      // An edit made before the read finished is newer than what was stored: keep it.
      if (!dirty.current) show(outcome.value);
      // A rescue copy from a page that closed too soon for IndexedDB: store it properly now.
      if (outcome.rescued) {
        dirty.current = true;
        baseRev.current = outcome.rev - 1;
        timer.current = setTimeout(() => void saveRef.current(), 0);
      }
      loadedRef.current = true;
      setLoaded(true);
      tell(outcome);
    });
    return () => {
      active = false;
    };
  }, [initial, key, show, tell]);

  const save = useCallback((): Promise<void> => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (!dirty.current) return writing.current;
    dirty.current = false;
    const mine = latest.current;
    const { merge } = settings.current;
    // One write at a time, in order: each starts from the revision the previous one wrote.
    writing.current = writing.current.then(async () => {
      const outcome = await writeSaved(settings.current, mine, baseRev.current, merge);
      if (!outcome.ok) {
        if (!toldFull.current) {
          toldFull.current = true;
          const what = settings.current.label;
          message.warning(
            t(outcome.reason === 'full' ? 'storage.full' : 'storage.unavailable', { what }),
          );
        }
        return;
      }
      baseRev.current = outcome.rev;
      if (outcome.value !== mine && !dirty.current) show(outcome.value);
      announceSaved(settings.current.key, outcome.rev);
    });
    return writing.current;
  }, [message, show, t]);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const set = useCallback<Dispatch<SetStateAction<T>>>(
    (action) => {
      const next =
        typeof action === 'function' ? (action as (previous: T) => T)(latest.current) : action;
      if (Object.is(next, latest.current)) return;
      show(next);
      dirty.current = true;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), saveDelayMs);
    },
    [save, saveDelayMs, show],
  );

  /** Takes what another tab saved, or merges it into an unsaved edit of ours. */
  const pull = useCallback(() => {
    void readSaved(settings.current).then((outcome) => {
      if (outcome.status !== 'ok' || outcome.rev <= baseRev.current) return;
      baseRev.current = outcome.rev;
      const { merge } = settings.current;
      if (!dirty.current) show(outcome.value);
      else if (merge) show(merge(latest.current, outcome.value));
    });
  }, [show]);

  // Leaving, hiding or closing the page, or leaving the screen: write what is pending now.
  // Coming back: catch up with what other tabs saved meanwhile (a frozen tab misses notices).
  useEffect(() => {
    const stop = onPageLeave(() => {
      // IndexedDB may not finish before the page is gone: keep a synchronous copy too.
      if (dirty.current) rescueSaved(settings.current, latest.current, baseRev.current);
      void save();
    });
    const catchUp = () => {
      if (document.visibilityState === 'visible' && loadedRef.current) pull();
    };
    document.addEventListener('visibilitychange', catchUp);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', catchUp);
      void save();
    };
  }, [save, pull]);

  // Another tab saved this key. localStorage reaches other tabs' processes asynchronously, so
  // the notice can arrive before the value is readable here; the `storage` event comes once
  // it is, so a local key is also pulled then.
  useEffect(() => {
    const stop = onSavedElsewhere(key, (rev) => {
      if (rev > baseRev.current && loadedRef.current) pull();
    });
    if (store !== 'local') return stop;
    const onStorage = (event: StorageEvent) => {
      if (event.key === key && loadedRef.current) pull();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stop();
      window.removeEventListener('storage', onStorage);
    };
  }, [key, store, pull]);

  return useMemo(() => ({ value, set, loaded, flush: save }), [value, set, loaded, save]);
}
