import { STORAGE_PREFIX } from '../../storage/versionedStorage';

/** Where a saved thing lives: a `toolbox:` localStorage key, or a key of idb-keyval's default store. */
export type SavedKey = { source: 'local'; key: string } | { source: 'idb'; key: IDBValidKey };

export type SavedGroupKind = 'preferences' | 'favorites' | 'usage' | 'tool' | 'other';

export interface SavedGroup {
  id: string;
  kind: SavedGroupKind;
  toolId?: string;
  keys: SavedKey[];
  /** What the user counts: favourites pinned, uses logged, otherwise saved items. */
  count: number;
}

const APP_STORES: Record<string, SavedGroupKind> = {
  preferences: 'preferences',
  favorites: 'favorites',
  usage: 'usage',
};

/** The name under the prefix, e.g. `guid.options` for `toolbox:guid.options`. */
function bareName(key: IDBValidKey): string | undefined {
  if (typeof key !== 'string') return undefined;
  return key.startsWith(STORAGE_PREFIX) ? key.slice(STORAGE_PREFIX.length) : key;
}

/** Length of the `data` array inside a `{ version, data }` envelope, when it is one. */
function envelopeLength(raw: string | null): number | undefined {
  if (raw == null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    const data = (parsed as { data?: unknown } | null)?.data;
    return Array.isArray(data) ? data.length : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sorts every saved key into what a user recognises: interface settings, favourites, usage
 * history, each tool's data (keys named `<toolId>.…` or `<toolId>:…`), and anything else.
 */
export function groupSavedData(
  keys: readonly SavedKey[],
  toolIds: readonly string[],
  readLocal: (key: string) => string | null,
): SavedGroup[] {
  const groups = new Map<string, SavedGroup>();
  const add = (id: string, kind: SavedGroupKind, key: SavedKey, toolId?: string) => {
    const group = groups.get(id) ?? { id, kind, toolId, keys: [], count: 0 };
    group.keys.push(key);
    group.count += 1;
    groups.set(id, group);
  };
  for (const key of keys) {
    const name = bareName(key.key);
    const appStore = name !== undefined && key.source === 'local' ? APP_STORES[name] : undefined;
    if (appStore) {
      add(appStore, appStore, key);
      if (appStore !== 'preferences') {
        const length = envelopeLength(readLocal(key.key as string));
        if (length !== undefined) groups.get(appStore)!.count = length;
      }
      continue;
    }
    const toolId = name?.split(/[.:/_-]/)[0];
    if (toolId && toolIds.includes(toolId)) add(`tool:${toolId}`, 'tool', key, toolId);
    else add('other', 'other', key);
  }
  const order: SavedGroupKind[] = ['preferences', 'favorites', 'usage', 'tool', 'other'];
  return [...groups.values()].sort((a, b) => {
    const byKind = order.indexOf(a.kind) - order.indexOf(b.kind);
    if (byKind !== 0) return byKind;
    return toolIds.indexOf(a.toolId ?? '') - toolIds.indexOf(b.toolId ?? '');
  });
}
