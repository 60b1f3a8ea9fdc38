import { MAX_FIELD_LENGTH, type ComparisonDoc } from './document';
import { MAX_COMPARISONS, type ComparisonLibrary } from './library';
import { sameValue } from './mergeLibraries';

/**
 * Comparisons arriving from an export file or a share link, merged into the library by id:
 * an export file imported twice, or a link opened twice, adds nothing, and what is saved is
 * replaced or dropped only when the user says so.
 */

/**
 * What one incoming comparison is to the library: `new` (its id is not saved), `unchanged`
 * (saved with the same content), `conflict` (saved with other content: the user chooses), or
 * `repeat` (the file holds its id twice with other content: added as a copy, never lost).
 */
export type ImportKind = 'new' | 'unchanged' | 'conflict' | 'repeat';

export interface ImportEntry {
  doc: ComparisonDoc;
  kind: ImportKind;
}

/** What the user chose for the comparisons saved with other content. */
export type ConflictChoice = 'replace' | 'keepBoth';

/** Same comparison, whenever it was made or last saved (a share link carries no dates). */
export function sameContent(a: ComparisonDoc, b: ComparisonDoc): boolean {
  return sameValue({ ...a, createdAt: 0, updatedAt: 0 }, { ...b, createdAt: 0, updatedAt: 0 });
}

/** Sorts the incoming comparisons, in their order, against what is saved. */
export function planImport(
  saved: readonly ComparisonDoc[],
  incoming: readonly ComparisonDoc[],
): ImportEntry[] {
  const savedById = new Map(saved.map((doc) => [doc.id, doc]));
  const seen = new Map<string, ComparisonDoc>();
  return incoming.map((doc): ImportEntry => {
    const earlier = seen.get(doc.id);
    if (earlier) return { doc, kind: sameContent(earlier, doc) ? 'unchanged' : 'repeat' };
    seen.set(doc.id, doc);
    const existing = savedById.get(doc.id);
    if (!existing) return { doc, kind: 'new' };
    return { doc, kind: sameContent(existing, doc) ? 'unchanged' : 'conflict' };
  });
}

export function countKind(plan: readonly ImportEntry[], kind: ImportKind): number {
  return plan.filter((entry) => entry.kind === kind).length;
}

/** How many comparisons the import adds to the library with this choice. */
export function growthOf(plan: readonly ImportEntry[], choice: ConflictChoice): number {
  return plan.filter(
    (entry) =>
      entry.kind === 'new' ||
      entry.kind === 'repeat' ||
      (entry.kind === 'conflict' && choice === 'keepBoth'),
  ).length;
}

/** How many more comparisons the library takes from files and links. */
export function roomIn(library: ComparisonLibrary, limit = MAX_COMPARISONS): number {
  return Math.max(0, limit - library.comparisons.length);
}

/** `nameOf(name)`, shortening `name` (not the suffix) so the result stays a valid field. */
function fittedName(name: string, nameOf: (name: string) => string): string {
  const chars = Array.from(name);
  let result = nameOf(name);
  while (result.length > MAX_FIELD_LENGTH && chars.length > 0) {
    chars.splice(-Math.max(1, result.length - MAX_FIELD_LENGTH));
    result = nameOf(chars.join(''));
  }
  return result.slice(0, MAX_FIELD_LENGTH);
}

/** A copy of a comparison under new ids throughout, so it never shares ids with its source. */
export function copyWithNewIds(
  doc: ComparisonDoc,
  newId: () => string,
  now: number,
  nameOf: (name: string) => string,
): ComparisonDoc {
  return {
    ...doc,
    id: newId(),
    name: fittedName(doc.name, nameOf),
    createdAt: now,
    updatedAt: now,
    offers: doc.offers.map((offer) => ({
      ...offer,
      id: newId(),
      promotion: { ...offer.promotion },
    })),
    cart: { ...doc.cart, goods: doc.cart.goods.map((good) => ({ ...good, id: newId() })) },
    need: { ...doc.need },
  };
}

export interface ImportOptions {
  choice: ConflictChoice;
  /** At most this many comparisons are added (the user chose to import only what fits). */
  room: number;
  now: number;
  newId: () => string;
  /** The name of a copy kept beside a saved comparison, e.g. "{name}（导入）". */
  copyName: (name: string) => string;
}

export interface ImportOutcome {
  library: ComparisonLibrary;
  added: number;
  replaced: number;
  unchanged: number;
  /** Left out because the library had no room for them. */
  skipped: number;
  /** The library's id of the first incoming comparison, where it ended up (undefined if skipped). */
  firstId: string | undefined;
  /** The id of the first comparison added or replaced, to open after an import. */
  firstChangedId: string | undefined;
}

/**
 * Merges a plan into the library. Added comparisons go first, in the incoming order; replaced
 * ones keep their place. Nothing saved is removed. The open comparison is left to the caller.
 */
export function applyImport(
  library: ComparisonLibrary,
  plan: readonly ImportEntry[],
  options: ImportOptions,
): ImportOutcome {
  const { choice, now, newId, copyName } = options;
  let room = options.room;
  const added: ComparisonDoc[] = [];
  const replacements = new Map<string, ComparisonDoc>();
  const outcome = { added: 0, replaced: 0, unchanged: 0, skipped: 0 };
  const landedIds: (string | undefined)[] = [];
  let firstChangedId: string | undefined;
  const addDoc = (doc: ComparisonDoc) => {
    if (room <= 0) {
      outcome.skipped += 1;
      landedIds.push(undefined);
      return;
    }
    room -= 1;
    added.push(doc);
    outcome.added += 1;
    landedIds.push(doc.id);
    firstChangedId ??= doc.id;
  };
  for (const { doc, kind } of plan) {
    if (kind === 'unchanged') {
      outcome.unchanged += 1;
      landedIds.push(doc.id);
    } else if (kind === 'new') {
      addDoc(doc);
    } else if (kind === 'conflict' && choice === 'replace') {
      // Dated now, so a merge with another tab's older save keeps the replacement.
      replacements.set(doc.id, { ...doc, updatedAt: now });
      outcome.replaced += 1;
      landedIds.push(doc.id);
      firstChangedId ??= doc.id;
    } else {
      addDoc(copyWithNewIds(doc, newId, now, copyName));
    }
  }
  const kept = library.comparisons.map((doc) => replacements.get(doc.id) ?? doc);
  return {
    library: { ...library, comparisons: [...added, ...kept] },
    ...outcome,
    firstId: landedIds[0],
    firstChangedId,
  };
}
