import { useCallback } from 'react';
import { useMessages } from '../../app/i18n/LanguageContext';
import { useSavedState } from '../../app/state/useSavedState';
import { is } from '../../app/storage/versionedStorage';
import { guidMessages } from './guidMessages';

/** What the user typed on this screen (not options): kept across reloads. */
export interface GuidDrafts {
  names: string;
  inspect: string;
  batch: string;
}

const KEY = 'guid.drafts';
const VERSION = 1;
const EMPTY: GuidDrafts = { names: '', inspect: '', batch: '' };
const SAVE_DELAY_MS = 400;

export function validateDrafts(data: unknown): GuidDrafts | undefined {
  if (!is.object(data)) return undefined;
  const { names, inspect, batch } = data;
  if (typeof names !== 'string' || typeof inspect !== 'string' || typeof batch !== 'string') {
    return undefined;
  }
  return { names, inspect, batch };
}

/** The saved drafts, updated a field at a time. */
export function useGuidDrafts() {
  const t = useMessages(guidMessages);
  const [drafts, setDrafts] = useSavedState({
    storageKey: KEY,
    version: VERSION,
    validate: validateDrafts,
    fallback: EMPTY,
    resetNotice: t('notice.draftsReset'),
    fullNotice: t('notice.draftsTooBig'),
    saveDelayMs: SAVE_DELAY_MS,
  });
  const updateDraft = useCallback(
    (patch: Partial<GuidDrafts>) => setDrafts((current) => ({ ...current, ...patch })),
    [setDrafts],
  );
  return { drafts, updateDraft };
}
