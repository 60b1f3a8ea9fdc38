import { App as AntdApp } from 'antd';
import dayjs from 'dayjs';
import { get, update } from 'idb-keyval';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { v4 as uuid } from 'uuid';
import { useMessages } from '../../app/i18n/LanguageContext';
import { onPageLeave } from '../../app/runtime/onPageLeave';
import { dropRescue, readRescue, writeRescue } from '../../app/runtime/rescueCopy';
import { announceSaved, onSavedElsewhere } from '../../app/runtime/savedStore';
import {
  decodeShare,
  freshComparison,
  MAX_COMPARISONS,
  mergeLibraries,
  readLibrary,
  SHARE_KEY,
  toStored,
  type ComparisonDoc,
  type ComparisonLibrary,
} from './core';
import { compareMessages } from './messages';

/**
 * IndexedDB key (idb-keyval's default store); the value is `{ version, library, savedAt }`,
 * `savedAt` growing with every save from any tab.
 */
export const LIBRARY_KEY = 'toolbox:compare';
const SAVE_DELAY_MS = 300;

const savedAtOf = (stored: unknown) => {
  const savedAt = (stored as { savedAt?: unknown } | null)?.savedAt;
  return typeof savedAt === 'number' && Number.isFinite(savedAt) ? savedAt : 0;
};

/** New ids for a comparison and everything in it, so a copy never shares ids with its source. */
export function withNewIds(doc: ComparisonDoc, now: number, name: string): ComparisonDoc {
  return {
    ...doc,
    id: uuid(),
    name,
    createdAt: now,
    updatedAt: now,
    offers: doc.offers.map((offer) => ({
      ...offer,
      id: uuid(),
      promotion: { ...offer.promotion },
    })),
    cart: { ...doc.cart, goods: doc.cart.goods.map((good) => ({ ...good, id: uuid() })) },
    need: { ...doc.need },
  };
}

function clearFragment(): void {
  window.history.replaceState(
    window.history.state,
    '',
    window.location.pathname + window.location.search,
  );
}

function sharedFromHash(hash: string): string | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get(SHARE_KEY) ?? undefined;
}

/**
 * The saved comparisons (IndexedDB, versioned, validated) and the one being edited. Every
 * change is saved shortly after it happens; a share link in the URL fragment is opened as a
 * new saved comparison.
 */
export function useComparisonLibrary() {
  const t = useMessages(compareMessages);
  const { message } = AntdApp.useApp();
  const [library, setLibrary] = useState<ComparisonLibrary | null>(null);
  // Read once at first render: later navigation (options in the query) drops the fragment.
  const [sharedValue] = useState(() => sharedFromHash(window.location.hash));
  const storageWorks = useRef(true);
  const libraryRef = useRef<ComparisonLibrary | null>(null);
  /** `savedAt` of the stored library this tab last read or wrote. */
  const syncedAt = useRef(0);
  /** A change not yet written to IndexedDB. */
  const unsaved = useRef(false);
  const fromOtherTab = useRef(false);
  const firstLoad = useRef(true);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** Adds the comparison carried by a share link (or warns that the link is damaged). */
  const withShared = useCallback(
    (lib: ComparisonLibrary, value: string): ComparisonLibrary => {
      const decoded = decodeShare(value);
      if (!decoded.ok) {
        message.warning(decoded.error);
        return lib;
      }
      const doc = withNewIds(
        decoded.doc,
        Date.now(),
        t('default.sharedName', { name: decoded.doc.name }),
      );
      message.success(t('notice.sharedOpened', { name: decoded.doc.name }));
      return {
        currentId: doc.id,
        comparisons: [doc, ...lib.comparisons].slice(0, MAX_COMPARISONS),
      };
    },
    [message, t],
  );

  const fresh = useCallback(
    () =>
      freshComparison(
        uuid,
        Date.now(),
        t('default.name', { date: dayjs().format('M月D日 HH:mm') }),
      ),
    [t],
  );

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      let stored: unknown;
      try {
        stored = await get(LIBRARY_KEY);
      } catch {
        storageWorks.current = false;
      }
      // The runtime's rescue copy of a change the page closed on, when newer than IndexedDB's.
      const rescued = readRescue(LIBRARY_KEY);
      if (rescued !== undefined && savedAtOf(rescued) >= savedAtOf(stored)) {
        stored = rescued;
        unsaved.current = true;
      }
      syncedAt.current = savedAtOf(stored);
      if (cancelled) return;
      const result = storageWorks.current ? readLibrary(stored) : ({ status: 'empty' } as const);
      let next: ComparisonLibrary;
      if (result.status === 'ok') {
        next = result.library;
        if (result.dropped > 0) message.warning(t('notice.dropped', { count: result.dropped }));
      } else {
        const doc = fresh();
        next = { currentId: doc.id, comparisons: [doc] };
        if (result.status === 'damaged') {
          message.warning(t('notice.damaged', { reason: t(`notice.reason.${result.reason}`) }));
        }
      }
      if (!storageWorks.current) message.warning(t('notice.storageUnavailable'));
      if (sharedValue !== undefined) {
        next = withShared(next, sharedValue);
        unsaved.current = true;
        clearFragment();
      }
      setLibrary(next);
    })();
    return () => {
      cancelled = true;
    };
  }, [fresh, message, sharedValue, t, withShared]);

  /**
   * Writes the library. When another tab saved since this tab last read or wrote it, the two
   * are merged (every comparison kept, the later edit of each), never overwritten; read, merge
   * and write are one IndexedDB transaction.
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
          written = mergeLibraries(lib, current.library);
        syncedAt.current = Math.max(Date.now(), storedAt + 1);
        return { ...toStored(written), savedAt: syncedAt.current };
      });
    } catch {
      message.error(t('notice.saveFailed'));
      return;
    }
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

  // Another tab saved: take its library, unless a change of ours is waiting (its save merges).
  useEffect(
    () =>
      onSavedElsewhere(LIBRARY_KEY, () => {
        if (unsaved.current) return;
        void get(LIBRARY_KEY).then((stored) => {
          const result = readLibrary(stored);
          if (result.status !== 'ok' || unsaved.current) return;
          if (savedAtOf(stored) <= syncedAt.current) return;
          syncedAt.current = savedAtOf(stored);
          const currentId = libraryRef.current?.currentId;
          const keepOpen = result.library.comparisons.some((doc) => doc.id === currentId);
          fromOtherTab.current = true;
          setLibrary({
            ...result.library,
            currentId: keepOpen && currentId ? currentId : result.library.currentId,
          });
        });
      }),
    [],
  );

  // A share link pasted into this tab only changes the fragment: open it without a reload.
  const loaded = library !== null;
  useEffect(() => {
    if (!loaded) return;
    const onHashChange = () => {
      const value = sharedFromHash(window.location.hash);
      if (value === undefined) return;
      if (libraryRef.current) setLibrary(withShared(libraryRef.current, value));
      clearFragment();
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [loaded, withShared]);

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

  const add = useCallback((docs: ComparisonDoc[]) => {
    setLibrary((lib) =>
      lib && docs.length
        ? {
            currentId: docs[0].id,
            comparisons: [...docs, ...lib.comparisons].slice(0, MAX_COMPARISONS),
          }
        : lib,
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

  const remove = useCallback(
    (id: string) => {
      setLibrary((lib) => {
        if (!lib) return lib;
        const rest = lib.comparisons.filter((doc) => doc.id !== id);
        if (rest.length === 0) {
          const doc = fresh();
          return { currentId: doc.id, comparisons: [doc] };
        }
        return { currentId: lib.currentId === id ? rest[0].id : lib.currentId, comparisons: rest };
      });
    },
    [fresh],
  );

  const createNew = useCallback(() => add([fresh()]), [add, fresh]);

  const duplicate = useCallback(
    (doc: ComparisonDoc) =>
      add([withNewIds(doc, Date.now(), t('default.copyName', { name: doc.name }))]),
    [add, t],
  );

  return { library, current, updateCurrent, add, open, rename, remove, createNew, duplicate };
}
