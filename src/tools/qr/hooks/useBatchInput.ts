import { useSavedState } from '../../../app/runtime/useSavedState';
import { useQrMessages } from './useQrMessages';

/** Batch lists can be megabytes, so they live in IndexedDB rather than localStorage. */
export const BATCH_STORE_KEY = 'toolbox:qr.batch';

/** The batch text as stored before the runtime kit: `{ version: 1, text }` without envelope. */
export function parseLegacyBatch(stored: unknown): string | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const record = stored as { version?: unknown; text?: unknown };
  return record.version === 1 && typeof record.text === 'string' ? record.text : undefined;
}

const validBatch = (data: unknown) => (typeof data === 'string' ? data : undefined);
const noBatch = () => '';

/**
 * The batch text, kept across reloads, closed tabs and other tabs (runtime saved state);
 * damaged saved data gives an empty list and one notice.
 */
export function useBatchInput() {
  const t = useQrMessages();
  return useSavedState<string>({
    key: BATCH_STORE_KEY,
    store: 'idb',
    version: 1,
    validate: validBatch,
    legacy: parseLegacyBatch,
    fallback: noBatch,
    label: t('batch.input'),
    saveDelayMs: 500,
  });
}
