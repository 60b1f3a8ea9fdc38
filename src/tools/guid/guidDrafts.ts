import { useCallback } from 'react';
import { useMessages } from '../../app/i18n/LanguageContext';
import { useSavedState } from '../../app/runtime/useSavedState';
import { guidMessages } from './guidMessages';

/** What the user typed on this screen (not options): kept across reloads, closes and tabs. */
export interface GuidDrafts {
  names: string;
  inspect: string;
  /**
   * Legacy: the 批量校验 list as saved before it moved to IndexedDB (guidBatchText.ts), kept
   * here only until it has been moved; '' after that.
   */
  batch: string;
  /** The 雪花 ID being read; drafts saved before it existed have none. */
  snowflake: string;
  /** The ULID or UUID being converted on the ULID tab; older drafts have none. */
  ulid: string;
}

export const DRAFTS_KEY = 'toolbox:guid.drafts';
const VERSION = 1;
const EMPTY: GuidDrafts = { names: '', inspect: '', batch: '', snowflake: '', ulid: '' };
const SAVE_DELAY_MS = 400;

export function validateDrafts(data: unknown): GuidDrafts | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { names, inspect, batch = '', snowflake = '', ulid = '' } = data as Record<string, unknown>;
  const texts = [names, inspect, batch, snowflake, ulid];
  if (texts.some((text) => typeof text !== 'string')) return undefined;
  return { names, inspect, batch, snowflake, ulid } as GuidDrafts;
}

/** The saved drafts, updated a field at a time. */
export function useGuidDrafts() {
  const t = useMessages(guidMessages);
  const saved = useSavedState<GuidDrafts>({
    key: DRAFTS_KEY,
    store: 'local',
    version: VERSION,
    validate: validateDrafts,
    fallback: () => EMPTY,
    label: t('notice.draftsLabel'),
    saveDelayMs: SAVE_DELAY_MS,
  });
  const { set } = saved;
  const updateDraft = useCallback(
    (patch: Partial<GuidDrafts>) => set((current) => ({ ...current, ...patch })),
    [set],
  );
  return { drafts: saved.value, updateDraft, loaded: saved.loaded };
}
