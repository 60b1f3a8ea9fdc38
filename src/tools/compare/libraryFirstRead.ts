import { readRescue } from '../../app/runtime/rescueCopy';
import { readLibrary, type LibraryReadResult, type ComparisonLibrary } from './core';

/**
 * IndexedDB key (idb-keyval's default store); the value is `{ version, library, savedAt }`,
 * `savedAt` growing with every save from any tab.
 */
export const LIBRARY_KEY = 'toolbox:compare';

export const savedAtOf = (stored: unknown) => {
  const savedAt = (stored as { savedAt?: unknown } | null)?.savedAt;
  return typeof savedAt === 'number' && Number.isFinite(savedAt) ? savedAt : 0;
};

export interface FirstRead {
  /** What to show: IndexedDB's library, or the rescue copy when that is newer. */
  result: LibraryReadResult;
  /** `savedAt` and library of IndexedDB's copy: what the tabs last agreed on. */
  syncedAt: number;
  syncedLibrary?: ComparisonLibrary;
  /** The rescue copy is shown: it still has to be written to IndexedDB. */
  unsaved: boolean;
}

/**
 * The library as a screen first shows it, from what IndexedDB held (`storageWorks`: false
 * when reading failed) and the runtime's rescue copy of a change the page closed on.
 */
export function settleFirstRead(stored: unknown, storageWorks: boolean): FirstRead {
  // What the tabs last agreed on is IndexedDB's copy, even when the rescue copy is shown: a
  // merge against the rescue copy would take another tab's older values over its edit.
  const agreed: LibraryReadResult = storageWorks ? readLibrary(stored) : { status: 'empty' };
  const syncedLibrary = agreed.status === 'ok' ? agreed.library : undefined;
  const rescued = readRescue(LIBRARY_KEY);
  const unsaved = rescued !== undefined && savedAtOf(rescued) >= savedAtOf(stored);
  return {
    result: unsaved && storageWorks ? readLibrary(rescued) : agreed,
    syncedAt: savedAtOf(stored),
    syncedLibrary,
    unsaved,
  };
}
