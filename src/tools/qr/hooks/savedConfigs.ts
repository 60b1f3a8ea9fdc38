import type { SavedStoreConfig } from '../../../app/runtime/savedStore';
import {
  EMPTY_DRAFT,
  parseDraft,
  parseRecent,
  type RecentContent,
  type TemplateDraft,
} from '../core';

/**
 * How the QR screen's work is stored (keys as tool.ts lists them). The keys and version 1 are
 * those used before the runtime kit, whose `{ version, data }` records it reads as they are.
 */
export const DRAFT_SAVED: SavedStoreConfig<TemplateDraft> = {
  key: 'toolbox:qr.draft',
  store: 'local',
  version: 1,
  validate: (data) => parseDraft(data),
  fallback: () => EMPTY_DRAFT,
};

/**
 * Version 2 entries carry their template and fields; version 1 entries (text only) are read as
 * they are and reopen as text.
 */
export const RECENT_SAVED: SavedStoreConfig<RecentContent[]> = {
  key: 'toolbox:qr.recent',
  store: 'local',
  version: 2,
  validate: (data) => parseRecent(data),
  fallback: () => [],
};

/** The batch text as stored before the runtime kit: `{ version: 1, text }` without envelope. */
export function parseLegacyBatch(stored: unknown): string | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const record = stored as { version?: unknown; text?: unknown };
  return record.version === 1 && typeof record.text === 'string' ? record.text : undefined;
}

/** Batch lists can be megabytes, so they live in IndexedDB rather than localStorage. */
export const BATCH_SAVED: SavedStoreConfig<string> = {
  key: 'toolbox:qr.batch',
  store: 'idb',
  version: 1,
  validate: (data) => (typeof data === 'string' ? data : undefined),
  legacy: parseLegacyBatch,
  fallback: () => '',
};
