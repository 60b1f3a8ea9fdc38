import { App as AntdApp } from 'antd';
import dayjs from 'dayjs';
import { forgetPrefetched, get, prefetchedValue, update } from '../../app/runtime/keyval';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { v4 as uuid } from 'uuid';
import { useMessages } from '../../app/i18n/LanguageContext';
import { useHydrated } from '../../app/runtime/hydration';
import { onPageLeave } from '../../app/runtime/onPageLeave';
import { dropRescue, writeRescue } from '../../app/runtime/rescueCopy';
import { announceSaved, onSavedElsewhere } from '../../app/runtime/savedStore';
import { useUndoNotice } from '../../app/runtime/useUndoNotice';
import {
  freshComparison,
  mergeLibraries,
  readLibrary,
  removeComparison,
  restoreComparison,
  toStored,
  type ComparisonDoc,
  type ComparisonLibrary,
} from './core';
import { copyWithNewIds } from './core/importMerge';
import { LIBRARY_KEY, savedAtOf, settleFirstRead, type FirstRead } from './libraryFirstRead';
import { compareMessages } from './messages';
import { useLibraryImport } from './useLibraryImport';

export { LIBRARY_KEY };
const SAVE_DELAY_MS = 300;

const libraryOf = (doc: ComparisonDoc): ComparisonLibrary => ({
  currentId: doc.id,
  comparisons: [doc],
});

/** The open comparison with `name` if it has none (the prerendered one, perhaps edited). */
const named = (library: ComparisonLibrary, name: string): ComparisonLibrary => ({
  ...library,
  comparisons: library.comparisons.map((doc) =>
    doc.id === library.currentId && doc.name === '' ? { ...doc, name } : doc,
  ),
});

/**
 * The saved comparisons (IndexedDB, versioned, validated) and the one being edited. Every
 * change is saved shortly after it happens; a share link in the URL fragment and an imported
 * file are merged in by id (useLibraryImport); a deletion can be undone.
 */
export function useComparisonLibrary() {
  const t = useMessages(compareMessages);
  const { message } = AntdApp.useApp();
  const offerUndo = useUndoNotice();
  // The prerendered view (nothing saved: build/prerender-check.js made sure) is a fresh
  // comparison, unnamed: its default name holds the visitor's date, set once the saved
  // library has been read. Neither its ids nor its dates are in the HTML.
  const hydrated = useHydrated();
  // A page rendered anew over saved work read it before its first render (src/main.tsx): the
  // screen shows it at once instead of rendering again when its own read answers.
  const [prefetched] = useState<FirstRead | undefined>(() => {
    const stored = hydrated ? prefetchedValue(LIBRARY_KEY) : undefined;
    const read = stored && settleFirstRead(stored.value, true);
    return read?.result.status === 'ok' ? read : undefined;
  });
  const [library, setLibrary] = useState<ComparisonLibrary | null>(() => {
    if (prefetched?.result.status === 'ok') return prefetched.result.library;
    return hydrated ? null : libraryOf(freshComparison(uuid, Date.now(), ''));
  });
  const firstRead = useRef(prefetched);
  const prerendered = useRef(!hydrated);
  const storageWorks = useRef(true);
  const libraryRef = useRef<ComparisonLibrary | null>(null);
  /** `savedAt` of the stored library this tab last read or wrote. */
  const syncedAt = useRef(prefetched?.syncedAt ?? 0);
  /** That library: what this tab and the others last agreed on, the base of a merge. */
  const syncedLibrary = useRef<ComparisonLibrary | undefined>(prefetched?.syncedLibrary);
  /** A change not yet written to IndexedDB. */
  const unsaved = useRef(prefetched?.unsaved ?? false);
  const fromOtherTab = useRef(false);
  const firstLoad = useRef(true);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const defaultName = useCallback(
    () => t('default.name', { date: dayjs().format(t('default.dateFormat')) }),
    [t],
  );
  const fresh = useCallback(() => freshComparison(uuid, Date.now(), defaultName()), [defaultName]);

  // Another tab saved: take its library, unless a change of ours is waiting (its save merges).
  const takeOtherTabs = useCallback(() => {
    if (unsaved.current) return;
    void get(LIBRARY_KEY).then((stored) => {
      const result = readLibrary(stored);
      if (result.status !== 'ok' || unsaved.current) return;
      if (savedAtOf(stored) <= syncedAt.current) return;
      syncedAt.current = savedAtOf(stored);
      syncedLibrary.current = result.library;
      const currentId = libraryRef.current?.currentId;
      const keepOpen = result.library.comparisons.some((doc) => doc.id === currentId);
      fromOtherTab.current = true;
      setLibrary({
        ...result.library,
        currentId: keepOpen && currentId ? currentId : result.library.currentId,
      });
    });
  }, []);
  useEffect(() => onSavedElsewhere(LIBRARY_KEY, takeOtherTabs), [takeOtherTabs]);

  useEffect(() => {
    const read = firstRead.current;
    if (read?.result.status === 'ok') {
      firstRead.current = undefined;
      forgetPrefetched(LIBRARY_KEY);
      if (read.result.dropped > 0)
        message.warning(t('notice.dropped', { count: read.result.dropped }));
      // Another tab may have saved since the read, before this one listened.
      takeOtherTabs();
      return undefined;
    }
    let cancelled = false;
    void (async () => {
      let stored: unknown;
      try {
        stored = await get(LIBRARY_KEY);
      } catch {
        storageWorks.current = false;
      }
      const { result, ...synced } = settleFirstRead(stored, storageWorks.current);
      if (cancelled) return;
      syncedAt.current = synced.syncedAt;
      if (synced.syncedLibrary) syncedLibrary.current = synced.syncedLibrary;
      if (synced.unsaved) unsaved.current = true;
      let next: ComparisonLibrary;
      if (result.status === 'ok') {
        next = result.library;
        if (result.dropped > 0) message.warning(t('notice.dropped', { count: result.dropped }));
      } else {
        next =
          prerendered.current && libraryRef.current
            ? named(libraryRef.current, defaultName())
            : libraryOf(fresh());
        // Naming the prerendered comparison is no edit of the user's: not saved for it.
        if (!unsaved.current) firstLoad.current = true;
        if (result.status === 'damaged') {
          message.warning(t('notice.damaged', { reason: t(`notice.reason.${result.reason}`) }));
        }
      }
      if (!storageWorks.current) message.warning(t('notice.storageUnavailable'));
      prerendered.current = false;
      setLibrary(next);
    })();
    return () => {
      cancelled = true;
    };
  }, [defaultName, fresh, message, t, takeOtherTabs]);

  /**
   * Writes the library. When another tab saved since this tab last read or wrote it, the two
   * are merged against what both last agreed on (mergeLibraries: every edit of either tab
   * kept), never overwritten; read, merge and write are one IndexedDB transaction.
   */
  const persist = useCallback(async () => {
    clearTimeout(saveTimer.current);
    saveTimer.current = undefined;
    const lib = libraryRef.current;
    if (!lib || !unsaved.current || !storageWorks.current) return;
    unsaved.current = false;
    let written = lib;
    try {
      await update(LIBRARY_KEY, (stored) => {
        const current = readLibrary(stored);
        const storedAt = savedAtOf(stored);
        if (current.status === 'ok' && storedAt > syncedAt.current)
          written = mergeLibraries(syncedLibrary.current, lib, current.library);
        syncedAt.current = Math.max(Date.now(), storedAt + 1);
        return { ...toStored(written), savedAt: syncedAt.current };
      });
    } catch {
      message.error(t('notice.saveFailed'));
      return;
    }
    syncedLibrary.current = written;
    dropRescue(LIBRARY_KEY);
    if (written !== lib && libraryRef.current === lib) {
      fromOtherTab.current = true;
      setLibrary(written);
    }
    announceSaved(LIBRARY_KEY, syncedAt.current);
  }, [message, t]);

  useEffect(() => {
    if (!library) return;
    libraryRef.current = library;
    // What came from another tab is saved already.
    if (fromOtherTab.current) {
      fromOtherTab.current = false;
      return;
    }
    if (!firstLoad.current) unsaved.current = true;
    firstLoad.current = false;
    if (!unsaved.current) return;
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => void persist(), SAVE_DELAY_MS);
  }, [library, persist]);

  // Called after the effect above: effects run in order, and a share link opened on load
  // needs libraryRef to hold the library just read.
  const { importComparisons } = useLibraryImport(libraryRef, setLibrary, library !== null);

  // Leaving, hiding or closing the page, or leaving the screen: save what is pending now (and,
  // as the page may close before IndexedDB finishes, keep a synchronous rescue copy).
  useEffect(() => {
    const leaving = () => {
      const lib = libraryRef.current;
      if (!lib || !unsaved.current) return;
      writeRescue(LIBRARY_KEY, { ...toStored(lib), savedAt: Date.now() });
      void persist();
    };
    const stop = onPageLeave(leaving);
    return () => {
      stop();
      void persist();
    };
  }, [persist]);

  const current = useMemo(
    () => library?.comparisons.find((doc) => doc.id === library.currentId) ?? null,
    [library],
  );

  const updateCurrent = useCallback((update: (doc: ComparisonDoc) => ComparisonDoc) => {
    setLibrary((lib) =>
      lib
        ? {
            ...lib,
            comparisons: lib.comparisons.map((doc) =>
              doc.id === lib.currentId ? { ...update(doc), updatedAt: Date.now() } : doc,
            ),
          }
        : lib,
    );
  }, []);

  /** Changes the comparison `id`, open or not (an undo reaches the comparison it came from). */
  const updateComparison = useCallback(
    (id: string, update: (doc: ComparisonDoc) => ComparisonDoc) => {
      setLibrary((lib) =>
        lib
          ? {
              ...lib,
              comparisons: lib.comparisons.map((doc) =>
                doc.id === id ? { ...update(doc), updatedAt: Date.now() } : doc,
              ),
            }
          : lib,
      );
    },
    [],
  );

  /** A comparison the user made: always kept (the limit only gates files and links). */
  const add = useCallback((doc: ComparisonDoc) => {
    setLibrary((lib) =>
      lib ? { currentId: doc.id, comparisons: [doc, ...lib.comparisons] } : lib,
    );
  }, []);

  const open = useCallback(
    (id: string) => setLibrary((lib) => (lib ? { ...lib, currentId: id } : lib)),
    [],
  );

  const rename = useCallback((id: string, name: string) => {
    setLibrary((lib) =>
      lib
        ? {
            ...lib,
            comparisons: lib.comparisons.map((doc) =>
              doc.id === id ? { ...doc, name, updatedAt: Date.now() } : doc,
            ),
          }
        : lib,
    );
  }, []);

  /** Deletes at once and offers 撤销: the comparison comes back in its place, open if it was. */
  const remove = useCallback(
    (id: string) => {
      const lib = libraryRef.current;
      if (!lib) return;
      const { library: rest, removed } = removeComparison(lib, id, fresh);
      if (!removed) return;
      setLibrary(rest);
      offerUndo(t('notice.deleted', { name: removed.doc.name }), () =>
        setLibrary((latest) => (latest ? restoreComparison(latest, removed) : latest)),
      );
    },
    [fresh, offerUndo, t],
  );

  const createNew = useCallback(() => add(fresh()), [add, fresh]);

  const duplicate = useCallback(
    (doc: ComparisonDoc) =>
      add(copyWithNewIds(doc, uuid, Date.now(), (name) => t('default.copyName', { name }))),
    [add, t],
  );

  return {
    library,
    current,
    updateCurrent,
    updateComparison,
    open,
    rename,
    remove,
    createNew,
    duplicate,
    importComparisons,
  };
}
