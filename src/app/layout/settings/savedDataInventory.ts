import type { ToolManifest } from '../../runtime/toolManifest';
import { STORAGE_PREFIX } from '../../storage/versionedStorage';

/** Where a saved thing lives: a `toolbox:` localStorage key, or a key of idb-keyval's default store. */
export type SavedKey = { source: 'local'; key: string } | { source: 'idb'; key: IDBValidKey };

/** A saved thing as found: its key and its value (parsed JSON for localStorage). */
export interface SavedEntry {
  key: SavedKey;
  value: unknown;
}

export type SavedGroupKind = 'preferences' | 'favorites' | 'usage' | 'tool' | 'other';

export interface SavedGroup {
  id: string;
  kind: SavedGroupKind;
  /** For a tool's saved thing: which tool, and which of its declared saved data. */
  toolId?: string;
  savedId?: string;
  keys: SavedKey[];
  /** What the user counts: favourites pinned, uses logged, comparisons saved… */
  count: number;
}

const APP_STORES: Record<string, SavedGroupKind> = {
  [`${STORAGE_PREFIX}preferences`]: 'preferences',
  [`${STORAGE_PREFIX}favorites`]: 'favorites',
  [`${STORAGE_PREFIX}usage`]: 'usage',
};

/** Length of the `data` array inside a `{ version, data }` envelope, else 1. */
function envelopeLength(value: unknown): number {
  const data = (value as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data.length : 1;
}

function countOf(count: ((stored: unknown) => number) | undefined, value: unknown): number {
  if (!count) return 1;
  try {
    const result = count(value);
    return Number.isFinite(result) && result >= 0 ? result : 1;
  } catch {
    return 1; // damaged data still counts as the one thing it is
  }
}

/**
 * Sorts everything saved into what a user recognises: interface settings, favourites, usage
 * history, then each tool's saved data as its manifest declares it (by name, counted as the
 * user counts it), and anything else under "other" so that it can still be removed.
 */
export function groupSavedData(
  saved: readonly SavedEntry[],
  tools: readonly ToolManifest[],
): SavedGroup[] {
  const app: SavedGroup[] = [];
  const declared: SavedGroup[] = [];
  const other: SavedGroup = { id: 'other', kind: 'other', keys: [], count: 0 };
  for (const { key, value } of saved) {
    const appKind = key.source === 'local' ? APP_STORES[key.key] : undefined;
    if (appKind) {
      const count = appKind === 'preferences' ? 1 : envelopeLength(value);
      app.push({ id: appKind, kind: appKind, keys: [key], count });
      continue;
    }
    const owner = tools.flatMap((tool) =>
      tool.saved
        .filter((item) => item.store === key.source && item.key === key.key)
        .map((item) => ({ tool, item })),
    )[0];
    if (!owner) {
      other.keys.push(key);
      other.count += 1;
      continue;
    }
    declared.push({
      id: `tool:${owner.tool.id}:${owner.item.id}`,
      kind: 'tool',
      toolId: owner.tool.id,
      savedId: owner.item.id,
      keys: [key],
      count: countOf(owner.item.count, value),
    });
  }
  const appOrder: SavedGroupKind[] = ['preferences', 'favorites', 'usage'];
  const position = (group: SavedGroup) => {
    const tool = tools.findIndex((item) => item.id === group.toolId);
    const item = tools[tool]?.saved.findIndex((entry) => entry.id === group.savedId) ?? 0;
    return tool * 100 + item;
  };
  return [
    ...app.sort((a, b) => appOrder.indexOf(a.kind) - appOrder.indexOf(b.kind)),
    ...declared.sort((a, b) => position(a) - position(b)),
    ...(other.keys.length ? [other] : []),
  ];
}
