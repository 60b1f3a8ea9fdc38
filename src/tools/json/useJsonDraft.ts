import { App as AntdApp } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { onPageLeave } from '../../app/runtime/onPageLeave';
import { dropRescue } from '../../app/runtime/rescueCopy';
import { announceSaved, onSavedElsewhere } from '../../app/runtime/savedStore';
import {
  DRAFT_KEY,
  dropUnsaved,
  keepUnsaved,
  loadDraft,
  loadUnsaved,
  MAX_SAVED_DRAFT,
  storeDraft,
  takeDraftRescue,
  writeDraftRescue,
  type JsonDraft,
  type RevisedDraft,
} from './draftStore';
import { sizeOf } from './largeText';

export { MAX_SAVED_DRAFT, type JsonDraft } from './draftStore';

const SAVE_DELAY_MS = 600;
const EMPTY: JsonDraft = { input: '', compare: '' };

const sameDraft = (a: JsonDraft, b: JsonDraft) => a.input === b.input && a.compare === b.compare;

/** Another tab stored the draft's revision `rev` while this tab held an edit made before it. */
export interface DraftConflict {
  rev: number;
}

/**
 * The input and comparison text, saved as the runtime's saved state is: each save is a
 * revision, announced to the other tabs, which take it unless they hold an unsaved edit. It is
 * a hook of its own because a large input lives as a Blob under a second key, stored only when
 * it changed, and because a whole document cannot be merged: when another tab stored a newer
 * draft first, this tab's edit is not written over it but kept aside, and the user chooses.
 */
export function useJsonDraft(resetNotice: string) {
  const { message } = AntdApp.useApp();
  const [draft, setDraft] = useState<JsonDraft>(EMPTY);
  const [loaded, setLoaded] = useState(false);
  const [conflict, setConflict] = useState<DraftConflict | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(draft);
  /** The stored revision this tab's draft was made on. */
  const baseRev = useRef(0);
  /** The latest edit is not stored yet: waiting, being written, or refused for a newer one. */
  const pending = useRef(false);
  /** This tab's edit is the one kept aside: storing the draft or loading the newer one settles it. */
  const holdsUnsaved = useRef(false);
  /** The Blob stored under the large input's key (null: none; undefined: not known here). */
  const storedBlob = useRef<Blob | null | undefined>(null);
  /** Edits being made in the worker: their result is an edit of this tab's draft. */
  const editing = useRef(0);
  /** Another tab stored a draft while an edit was being made here: look again after it. */
  const missed = useRef(false);
  /** One write at a time, in order: each starts from the revision the one before stored. */
  const writing = useRef<Promise<void>>(Promise.resolve());

  const show = useCallback(({ draft: next, rev }: RevisedDraft) => {
    latest.current = next;
    baseRev.current = rev;
    storedBlob.current = typeof next.input === 'string' ? null : next.input.blob;
    setDraft(next);
  }, []);

  const save = useCallback((): Promise<void> => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const mine = latest.current;
    if (!pending.current || sizeOf(mine.input) + mine.compare.length > MAX_SAVED_DRAFT)
      return writing.current;
    writing.current = writing.current.then(async () => {
      // A later edit is on its way: its own save stores it.
      if (latest.current !== mine) return;
      try {
        const written = await storeDraft(
          mine,
          baseRev.current,
          storedBlob.current,
          holdsUnsaved.current,
        );
        const { outcome } = written;
        if (outcome.ok) {
          baseRev.current = outcome.rev;
          storedBlob.current = written.blob;
          holdsUnsaved.current = false;
          if (latest.current === mine) pending.current = false;
          setConflict(null);
          announceSaved(DRAFT_KEY, outcome.rev);
        } else if (outcome.reason === 'newer') {
          // Kept where every tab and the next visit find it, until the user chooses.
          await keepUnsaved(mine, baseRev.current);
          holdsUnsaved.current = true;
          setConflict({ rev: outcome.rev });
        }
      } catch {
        // Quota or storage errors: the text stays on screen; nothing else to do.
      }
    });
    return writing.current;
  }, []);

  useEffect(() => {
    let active = true;
    /** An edit not stored last time (closed too soon, or refused for a newer draft) comes first. */
    const first = async () => {
      const rescued = takeDraftRescue();
      if (rescued) {
        const stored = await loadDraft();
        // The page's last save landed after all: the copy is what is stored, no conflict.
        if (stored && stored !== 'damaged' && sameDraft(stored.draft, rescued.draft)) {
          dropRescue(DRAFT_KEY);
          return { stored };
        }
        return { edit: rescued, aside: false };
      }
      const unsaved = await loadUnsaved();
      if (unsaved) return { edit: unsaved, aside: true };
      return { stored: await loadDraft() };
    };
    first()
      .then((result) => {
        if (!active) return;
        if ('edit' in result && result.edit) {
          show(result.edit);
          storedBlob.current = undefined;
          pending.current = true;
          holdsUnsaved.current = result.aside;
          timer.current = setTimeout(() => void save(), 0);
        } else if (result.stored === 'damaged') message.warning(resetNotice);
        else if (result.stored) show(result.stored);
      })
      .catch(() => {
        // IndexedDB unavailable (private mode, disabled): work without a saved draft.
      })
      .finally(() => active && setLoaded(true));
    return () => {
      active = false;
    };
  }, [message, resetNotice, save, show]);

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
      pending.current = true;
      setDraft(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), now ? 0 : SAVE_DELAY_MS);
    },
    [save],
  );

  // Leaving, hiding or closing the page, or leaving the screen: write a pending edit now.
  useEffect(() => {
    const flush = () => {
      if (pending.current) void save();
    };
    const leaving = () => {
      if (pending.current) writeDraftRescue(latest.current, baseRev.current);
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

  /** Shows what another tab stored, unless this tab holds an edit not stored yet. */
  const pull = useCallback(() => {
    void loadDraft()
      .then((result) => {
        if (!result || result === 'damaged' || pending.current) return;
        if (result.rev > baseRev.current) show(result);
      })
      .catch(() => undefined);
  }, [show]);

  // Another tab stored its draft: show it here too, unless an edit of ours is waiting to be
  // stored (its save finds the newer revision and the user chooses). Coming back to a hidden
  // tab: catch up with what was stored meanwhile (a frozen tab misses notices).
  useEffect(() => {
    const stop = onSavedElsewhere(DRAFT_KEY, (rev) => {
      if (rev <= baseRev.current) return;
      if (editing.current > 0) missed.current = true;
      else if (!pending.current) pull();
      else setConflict((shown) => (shown && rev > shown.rev ? { rev } : shown));
    });
    const catchUp = () => {
      if (document.visibilityState === 'visible' && !pending.current) pull();
    };
    document.addEventListener('visibilitychange', catchUp);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', catchUp);
    };
  }, [pull]);

  /**
   * An edit of the draft is being made (in the worker, for a large input): another tab's draft
   * is not shown meanwhile, or the edit would be dropped as made on an input no longer shown;
   * it is saved once made, and meets the newer draft there. Returns the release.
   */
  const holdForEdit = useCallback(() => {
    editing.current += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      editing.current -= 1;
      if (editing.current > 0 || !missed.current) return;
      missed.current = false;
      if (!pending.current) pull();
    };
  }, [pull]);

  /** The user keeps this tab's edit: it is stored over the newer draft. */
  const keepMine = useCallback(() => {
    if (!conflict) return;
    baseRev.current = Math.max(baseRev.current, conflict.rev);
    setConflict(null);
    void save();
  }, [conflict, save]);

  /**
   * The user takes the newer draft; returns this tab's edit, for an undo. Null when the newer
   * draft cannot be read (damaged, cleared, storage refused): nothing changes here, the
   * conflict stays open and this tab's edit stays on screen and kept aside.
   */
  const loadNewer = useCallback(async (): Promise<JsonDraft | null> => {
    const newer = await loadDraft().catch(() => undefined);
    if (!newer || newer === 'damaged') return null;
    const mine = latest.current;
    clearTimeout(timer.current);
    timer.current = undefined;
    pending.current = false;
    show(newer);
    setConflict(null);
    if (holdsUnsaved.current) {
      holdsUnsaved.current = false;
      await dropUnsaved();
    }
    return mine;
  }, [show]);

  return { draft, loaded, update, holdForEdit, conflict, keepMine, loadNewer };
}
