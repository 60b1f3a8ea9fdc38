import { useCallback, useMemo } from 'react';
import { v4 as uuid } from 'uuid';
import { useMessages } from '../../../../app/i18n/LanguageContext';
import type { SavedStoreConfig } from '../../../../app/runtime/savedStore';
import { useSavedState } from '../../../../app/runtime/useSavedState';
import {
  parseSavedEdits,
  parseSavedReview,
  type SavedPhotoReview,
  type SavedTagEdits,
} from '../../core/ocr/savedReview';
import { readTags } from '../../core/ocr/tags';
import { photoMessages } from '../../messages/photo';
import type { PhotoReading } from '../../ocr/useOcrReader';
import { editOf, type TagDraft } from './tagDraft';

/** The photo under review (IndexedDB: it is a Blob), written as soon as it has been read. */
export const PHOTO_REVIEW_SAVED: SavedStoreConfig<SavedPhotoReview | null> = {
  key: 'toolbox:compare.photoReview',
  store: 'idb',
  version: 1,
  validate: (data) => (data === null ? null : parseSavedReview(data)),
  fallback: () => null,
};

/** The user's edits of its offers (localStorage: written synchronously when the page goes). */
export const PHOTO_EDITS_SAVED: SavedStoreConfig<SavedTagEdits | null> = {
  key: 'toolbox:compare.photoEdits',
  store: 'local',
  version: 1,
  validate: (data) => (data === null ? null : parseSavedEdits(data)),
  fallback: () => null,
};

/**
 * The 拍价签 review as the user left it: the photo, the offers read from it and the user's
 * edits, kept until the offers are added or the user starts again, so closing the dialog or
 * the tab loses nothing (saved through the runtime's saved state: flushed on pagehide, when
 * the page is hidden and on unmount).
 */
export function useSavedReview() {
  const t = useMessages(photoMessages);
  const label = t('photo.savedLabel');
  const photoState = useSavedState({ ...PHOTO_REVIEW_SAVED, label, saveDelayMs: 0 });
  const editsState = useSavedState({ ...PHOTO_EDITS_SAVED, label });
  const review = photoState.value;
  const setReview = photoState.set;
  const setEdits = editsState.set;

  const lines = review?.lines;
  const tags = useMemo(() => (lines ? readTags(lines) : []), [lines]);
  // Edits saved for another photo (another tab read a new one) do not apply to this one.
  const edits = editsState.value?.id === review?.id ? editsState.value?.edits : undefined;
  const drafts: TagDraft[] = useMemo(
    () => tags.map((tag, index) => ({ ...(edits?.[index] ?? editOf(tag)), tag })),
    [tags, edits],
  );

  /** A photo just read replaces what was under review. */
  const reviewRead = useCallback(
    (photo: Blob, reading: PhotoReading) => {
      const id = uuid();
      setReview({ id, photo, ...reading });
      setEdits({ id, edits: readTags(reading.lines).map(editOf) });
    },
    [setReview, setEdits],
  );

  const edit = useCallback(
    (index: number, patch: Partial<TagDraft>) => {
      if (!review) return;
      const next = drafts.map(({ tag: _tag, ...one }, at) =>
        at === index ? { ...one, ...patch } : one,
      );
      setEdits({ id: review.id, edits: next });
    },
    [review, drafts, setEdits],
  );

  /** The user added the offers or chose to start again: nothing is left under review. */
  const clear = useCallback(() => {
    setReview(null);
    setEdits(null);
  }, [setReview, setEdits]);

  return {
    loaded: photoState.loaded && editsState.loaded,
    review,
    tags,
    drafts,
    reviewRead,
    edit,
    clear,
  };
}
