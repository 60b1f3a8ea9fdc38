import { useSavedState } from '../../../app/runtime/useSavedState';
import { BATCH_SAVED } from './savedConfigs';
import { useQrMessages } from './useQrMessages';

/**
 * The batch text, kept across reloads, closed tabs and other tabs (runtime saved state);
 * damaged saved data gives an empty list and one notice.
 */
export function useBatchInput() {
  const t = useQrMessages();
  return useSavedState<string>({ ...BATCH_SAVED, label: t('batch.input'), saveDelayMs: 500 });
}
