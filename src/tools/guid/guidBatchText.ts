import { useEffect, useRef } from 'react';
import { useMessages } from '../../app/i18n/LanguageContext';
import { readSaved, type SavedStoreConfig } from '../../app/runtime/savedStore';
import { useSavedState } from '../../app/runtime/useSavedState';
import { guidMessages } from './guidMessages';

/**
 * The list pasted into 批量校验: 100,000 lines are megabytes, so it lives in IndexedDB, not
 * with the small drafts in localStorage (which held it before; see useBatchText).
 */
export const BATCH_KEY = 'toolbox:guid.batch';
const SAVE_DELAY_MS = 500;

export const batchTextConfig: SavedStoreConfig<string> = {
  key: BATCH_KEY,
  store: 'idb',
  version: 1,
  validate: (data) => (typeof data === 'string' ? data : undefined),
  fallback: () => '',
};

/**
 * The batch text, saved in IndexedDB. `legacy` is a list the drafts still hold from before the
 * move: it is written here, read back, and only then `clearLegacy` drops it from the drafts,
 * so a failed write loses nothing (the drafts keep it and the move is tried on the next visit).
 */
export function useBatchText(legacy: string, clearLegacy: () => void) {
  const t = useMessages(guidMessages);
  const saved = useSavedState<string>({
    ...batchTextConfig,
    label: t('notice.batchLabel'),
    saveDelayMs: SAVE_DELAY_MS,
  });
  const { loaded, set, flush, value } = saved;
  const moving = useRef(false);
  const current = useRef(value);
  useEffect(() => {
    current.current = value;
  });
  useEffect(() => {
    if (!loaded || legacy === '' || moving.current) return;
    moving.current = true;
    set(legacy);
    void flush()
      .then(() => readSaved(batchTextConfig))
      .then((stored) => {
        // Stored: the moved list, or an edit the user made meanwhile (newer than the legacy).
        const kept = stored.value === legacy || stored.value === current.current;
        if (stored.status === 'ok' && kept) clearLegacy();
      })
      .finally(() => {
        moving.current = false;
      });
  }, [loaded, legacy, set, flush, clearLegacy]);
  return saved;
}
