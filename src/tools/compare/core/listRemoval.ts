/** A list entry taken out, with what is needed to put it back where it was. */
export interface Removed<T extends { id: string }> {
  item: T;
  index: number;
  /** The id of the entry just before it, or null when it was first. */
  afterId: string | null;
}

/** Takes the entry with `id` out of `list`; `removed` is undefined when there is none. */
export function removeById<T extends { id: string }>(
  list: readonly T[],
  id: string,
): { list: T[]; removed?: Removed<T> } {
  const index = list.findIndex((entry) => entry.id === id);
  if (index < 0) return { list: [...list] };
  return {
    list: [...list.slice(0, index), ...list.slice(index + 1)],
    removed: { item: list[index], index, afterId: index > 0 ? list[index - 1].id : null },
  };
}

/**
 * Puts a removed entry back after the entry that preceded it (the list may have changed since:
 * rows added, moved or deleted), or at its old index when that neighbour is gone. An entry
 * whose id is in the list already is not added twice.
 */
export function restoreRemoved<T extends { id: string }>(
  list: readonly T[],
  removed: Removed<T>,
): T[] {
  if (list.some((entry) => entry.id === removed.item.id)) return [...list];
  const after =
    removed.afterId === null ? -1 : list.findIndex((entry) => entry.id === removed.afterId);
  const index =
    removed.afterId === null ? 0 : after >= 0 ? after + 1 : Math.min(removed.index, list.length);
  return [...list.slice(0, index), removed.item, ...list.slice(index)];
}
