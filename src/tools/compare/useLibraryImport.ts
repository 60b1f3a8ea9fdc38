import { App as AntdApp } from 'antd';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';
import { v4 as uuid } from 'uuid';
import { useMessages } from '../../app/i18n/LanguageContext';
import { importFile, problem, SHARE_KEY, type ComparisonDoc, type ComparisonLibrary } from './core';
import {
  applyImport,
  countKind,
  growthOf,
  planImport,
  roomIn,
  type ConflictChoice,
  type ImportOutcome,
} from './core/importMerge';
import { compareMessages } from './messages';
import { loadShareCodec } from './shareCodec';
import { useCompareText } from './useCompareText';
import { useLibraryImportQuestions } from './useLibraryImportQuestions';

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
 * Comparisons arriving from an export file or a share link (`#c=…`, opened once the library is
 * `loaded`), merged into the library by id (core/importMerge): whatever would replace a saved
 * comparison or not fit is asked first, and a cancelled question leaves the library as it was.
 */
export function useLibraryImport(
  libraryRef: RefObject<ComparisonLibrary | null>,
  setLibrary: Dispatch<SetStateAction<ComparisonLibrary | null>>,
  loaded: boolean,
) {
  const t = useMessages(compareMessages);
  const wording = useCompareText();
  const { message } = AntdApp.useApp();
  const { askConflict, askLimit } = useLibraryImportQuestions();
  // Read once at first render: later navigation (options in the query) drops the fragment.
  // (No fragment in the build's render of the first view, nor in a visit that hydrates it.)
  const [sharedAtStart] = useState(() =>
    typeof window === 'undefined' ? undefined : sharedFromHash(window.location.hash),
  );
  const openedAtStart = useRef(false);

  /** The merge once every question is answered; undefined when the user stopped it. */
  const merge = useCallback(
    async (
      incoming: ComparisonDoc[],
      conflictQuestion: (count: number) => { count: number } | { sharedName: string },
      copyName: (name: string) => string,
    ): Promise<ImportOutcome | undefined> => {
      const before = libraryRef.current;
      if (!before) return undefined;
      const plan = planImport(before.comparisons, incoming);
      const conflicts = countKind(plan, 'conflict');
      let choice: ConflictChoice = 'keepBoth';
      if (conflicts > 0) {
        const answer = await askConflict(conflictQuestion(conflicts));
        if (!answer) return undefined;
        choice = answer;
      }
      const growth = growthOf(plan, choice);
      if (growth > roomIn(before) && !(await askLimit(before, roomIn(before), growth)))
        return undefined;
      // Planned again on the library as it is now: another tab may have saved meanwhile.
      const library = libraryRef.current ?? before;
      return applyImport(library, planImport(library.comparisons, incoming), {
        choice,
        room: roomIn(library),
        now: Date.now(),
        newId: uuid,
        copyName,
      });
    },
    [askConflict, askLimit, libraryRef],
  );

  /** Reads an export file: new comparisons keep their ids, saved unchanged ones are skipped. */
  const importComparisons = useCallback(
    async (file: File) => {
      let result: ReturnType<typeof importFile>;
      try {
        result = importFile(await file.text());
      } catch {
        result = { ok: false, error: problem('file-unreadable') };
      }
      if (!result.ok) {
        message.error(t('notice.importFailed', { error: wording.problem(result.error) }));
        return;
      }
      const outcome = await merge(
        result.comparisons,
        (count) => ({ count }),
        (name) => t('default.importedName', { name }),
      );
      if (!outcome) {
        message.info(t('notice.importCancelled'));
        return;
      }
      const { added, replaced, unchanged, skipped, firstChangedId } = outcome;
      if (firstChangedId === undefined) {
        message.info(t('notice.importNothing', { count: unchanged }));
        return;
      }
      setLibrary({ ...outcome.library, currentId: firstChangedId });
      const parts = [
        added > 0 || replaced === 0 ? t('notice.imported', { count: added }) : '',
        replaced > 0 ? t('notice.importReplaced', { count: replaced }) : '',
        unchanged > 0 ? t('notice.importUnchanged', { count: unchanged }) : '',
        skipped > 0 ? t('notice.importSkipped', { count: skipped }) : '',
      ];
      message.success(parts.filter(Boolean).join(t('notice.partsJoin')));
    },
    [merge, message, setLibrary, t, wording],
  );

  /**
   * Opens the comparison a share link carries: saved already → that one is opened, not
   * copied; new → saved under the link's id.
   */
  const openShared = useCallback(
    async (value: string) => {
      let codec;
      try {
        codec = await loadShareCodec();
      } catch {
        message.error(t('notice.shareUnavailable'));
        return;
      }
      const decoded = codec.decodeShare(value);
      if (!decoded.ok) {
        message.warning(wording.problem(decoded.error));
        return;
      }
      // The link carries no dates: a comparison saved from it is dated when it arrives.
      const now = Date.now();
      const doc = { ...decoded.doc, createdAt: now, updatedAt: now };
      const outcome = await merge(
        [doc],
        () => ({ sharedName: doc.name }),
        (name) => t('default.sharedName', { name }),
      );
      if (!outcome || outcome.firstId === undefined) {
        message.info(t('notice.sharedCancelled'));
        return;
      }
      const openId = outcome.firstId;
      setLibrary({ ...outcome.library, currentId: openId });
      const opened = outcome.library.comparisons.find((saved) => saved.id === openId);
      const name = opened?.name ?? doc.name;
      if (outcome.unchanged > 0) message.success(t('notice.sharedExisting', { name }));
      else if (outcome.replaced > 0) message.success(t('notice.sharedReplaced', { name }));
      else message.success(t('notice.sharedOpened', { name }));
    },
    [merge, message, setLibrary, t, wording],
  );

  // The link the page opened with, once the library is read (and so can be searched).
  useEffect(() => {
    if (!loaded || sharedAtStart === undefined || openedAtStart.current) return;
    openedAtStart.current = true;
    clearFragment();
    void openShared(sharedAtStart);
  }, [loaded, openShared, sharedAtStart]);

  // A share link pasted into this tab only changes the fragment: open it without a reload.
  useEffect(() => {
    if (!loaded) return;
    const onHashChange = () => {
      const value = sharedFromHash(window.location.hash);
      if (value === undefined) return;
      clearFragment();
      void openShared(value);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [loaded, openShared]);

  return { importComparisons };
}
