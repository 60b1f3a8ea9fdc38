import type { ComparisonDoc, GoodDraft, OfferDraft } from './document';
import type { ComparisonLibrary } from './library';

/**
 * Two tabs' libraries combined when both changed it since they last agreed (`base`, the
 * library this tab last read or wrote). A three-way merge, so that edits to different offers,
 * goods or fields of the same comparison all survive, and a deletion made in one tab is not
 * undone by the other tab's unchanged copy. Nothing either tab changed is lost: an item edited
 * in one tab and deleted in the other is kept. Where both tabs changed the same field, the
 * comparison edited last wins that field.
 */

/** Deep equality of plain JSON data (what a saved comparison is). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  const recordA = a as Record<string, unknown>;
  const recordB = b as Record<string, unknown>;
  return keysA.every((key) => Object.hasOwn(recordB, key) && sameValue(recordA[key], recordB[key]));
}

/**
 * Each field from the side that changed it; `mineWins` decides a field both changed. Fields
 * in `skip` are merged by the caller (mine's are kept here).
 */
function mergeFields<T extends object>(
  base: T | undefined,
  mine: T,
  theirs: T,
  mineWins: boolean,
  skip: readonly string[] = [],
): T {
  const merged = { ...mine } as Record<string, unknown>;
  const baseRecord = base as Record<string, unknown> | undefined;
  const theirRecord = theirs as Record<string, unknown>;
  for (const key of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
    if (skip.includes(key)) continue;
    const mineChanged = !baseRecord || !sameValue(merged[key], baseRecord[key]);
    const theirsChanged = !baseRecord || !sameValue(theirRecord[key], baseRecord[key]);
    if (theirsChanged && (!mineChanged || !mineWins)) merged[key] = theirRecord[key];
  }
  return merged as T;
}

/**
 * Lists of items with ids, merged item by item: this tab's order, then what only the other
 * tab added. An item one side deleted stays deleted unless the other side changed it.
 */
function mergeById<T extends { id: string }>(
  base: readonly T[] | undefined,
  mine: readonly T[],
  theirs: readonly T[],
  mergeItem: (base: T | undefined, mine: T, theirs: T) => T,
): T[] {
  const baseById = new Map(base?.map((item) => [item.id, item]));
  const theirsById = new Map(theirs.map((item) => [item.id, item]));
  const mineIds = new Set(mine.map((item) => item.id));
  const deletedElsewhere = (item: T) => {
    const before = baseById.get(item.id);
    return before !== undefined && sameValue(before, item);
  };
  const merged: T[] = [];
  for (const item of mine) {
    const other = theirsById.get(item.id);
    if (other) merged.push(mergeItem(baseById.get(item.id), item, other));
    else if (!deletedElsewhere(item)) merged.push(item);
  }
  for (const item of theirs)
    if (!mineIds.has(item.id) && !deletedElsewhere(item)) merged.push(item);
  return merged;
}

function mergeComparison(
  base: ComparisonDoc | undefined,
  mine: ComparisonDoc,
  theirs: ComparisonDoc,
): ComparisonDoc {
  if (sameValue(mine, theirs)) return mine;
  const mineWins = mine.updatedAt >= theirs.updatedAt;
  const item = <T extends OfferDraft | GoodDraft>(before: T | undefined, a: T, b: T) =>
    mergeFields(before, a, b, mineWins);
  return {
    ...mergeFields(base, mine, theirs, mineWins, ['offers', 'cart']),
    updatedAt: Math.max(mine.updatedAt, theirs.updatedAt),
    offers: mergeById(base?.offers, mine.offers, theirs.offers, item),
    cart: {
      ...mergeFields(base?.cart, mine.cart, theirs.cart, mineWins, ['goods']),
      goods: mergeById(base?.cart.goods, mine.cart.goods, theirs.cart.goods, item),
    },
  };
}

export function mergeLibraries(
  base: ComparisonLibrary | undefined,
  mine: ComparisonLibrary,
  theirs: ComparisonLibrary,
): ComparisonLibrary {
  const comparisons = mergeById(
    base?.comparisons,
    mine.comparisons,
    theirs.comparisons,
    mergeComparison,
  );
  const open = comparisons.some((doc) => doc.id === mine.currentId);
  // Never empty: when the other tab deleted every comparison this tab had open, keep theirs.
  if (comparisons.length === 0) return theirs;
  return { currentId: open ? mine.currentId : comparisons[0].id, comparisons };
}
