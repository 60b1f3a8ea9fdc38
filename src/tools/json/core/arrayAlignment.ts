import { diffArrays } from 'diff';
import { JsonObject, stringifyTree, typeOf, type JsonValue } from './tree';

/**
 * How one element of the old array relates to the new one: `same` (equal, kept),
 * `pair` (the same element or at the same place of a changed stretch, compared member by
 * member), `moved` (same id, another place among the others), `removed` or `added`.
 * Indexes are into the old (`from`) and new (`to`) arrays.
 */
export type AlignStep =
  | { kind: 'same' | 'pair' | 'moved'; from: number; to: number }
  | { kind: 'removed'; from: number }
  | { kind: 'added'; to: number };

/** Past this many edits between two arrays a longest common subsequence stops paying off. */
const MAX_EDITS = 4000;

/** The scalar an element's id key holds (as JSON text), or undefined when it has none. */
function idOf(value: JsonValue, idKey: string): string | undefined {
  if (!(value instanceof JsonObject)) return undefined;
  const id = value.get(idKey);
  if (id === undefined || (id !== null && typeof id === 'object' && !('raw' in id)))
    return undefined;
  return stringifyTree(id);
}

/** Ids of every element when all have a distinct one, else undefined. */
function idsOf(array: JsonValue[], idKey: string): string[] | undefined {
  const ids: string[] = [];
  const seen = new Set<string>();
  for (const item of array) {
    const id = idOf(item, idKey);
    if (id === undefined || seen.has(id)) return undefined;
    seen.add(id);
    ids.push(id);
  }
  return ids;
}

/**
 * Aligns two arrays along their longest common subsequence (Myers' diff over each element's
 * exact text, or over `idKey`'s value when every element of both has a distinct one). Within
 * a changed stretch, removed and added elements of the same type are paired in order, so an
 * edited object shows as its changed members rather than as a removal and an addition.
 */
export function alignArrays(before: JsonValue[], after: JsonValue[], idKey?: string): AlignStep[] {
  const oldIds = idKey ? idsOf(before, idKey) : undefined;
  const newIds = idKey ? idsOf(after, idKey) : undefined;
  const byId = oldIds !== undefined && newIds !== undefined;
  const oldKeys = byId ? oldIds : before.map((v) => stringifyTree(v));
  const newKeys = byId ? newIds : after.map((v) => stringifyTree(v));
  const parts = diffArrays(oldKeys, newKeys, { maxEditLength: MAX_EDITS });
  if (!parts) return positional(before.length, after.length);
  const steps: AlignStep[] = [];
  let from = 0;
  let to = 0;
  let removed: number[] = [];
  let added: number[] = [];
  const flush = () => {
    const paired = byId ? 0 : Math.min(removed.length, added.length);
    let r = 0;
    let a = 0;
    while (r < removed.length || a < added.length) {
      const canPair =
        r < paired && a < paired && typeOf(before[removed[r]]) === typeOf(after[added[a]]);
      if (canPair) steps.push({ kind: 'pair', from: removed[r++], to: added[a++] });
      else if (r < removed.length) steps.push({ kind: 'removed', from: removed[r++] });
      else steps.push({ kind: 'added', to: added[a++] });
    }
    removed = [];
    added = [];
  };
  for (const part of parts) {
    const count = part.count ?? part.value.length;
    for (let i = 0; i < count; i += 1) {
      if (part.removed) removed.push(from++);
      else if (part.added) added.push(to++);
      else {
        flush();
        // Equal ids: the same element, whose members may still differ.
        steps.push({ kind: byId ? 'pair' : 'same', from: from++, to: to++ });
      }
    }
  }
  flush();
  return byId ? withMoves(steps, oldIds, newIds) : steps;
}

/** An id removed in one place and added in another is one element that moved. */
function withMoves(steps: AlignStep[], oldIds: string[], newIds: string[]): AlignStep[] {
  const removedAt = new Map<string, number>();
  for (const step of steps)
    if (step.kind === 'removed') removedAt.set(oldIds[step.from], step.from);
  const moved = new Set<number>();
  const result: AlignStep[] = [];
  for (const step of steps) {
    const from = step.kind === 'added' ? removedAt.get(newIds[step.to]) : undefined;
    if (step.kind === 'added' && from !== undefined) {
      moved.add(from);
      result.push({ kind: 'moved', from, to: step.to });
    } else result.push(step);
  }
  return result.filter((step) => !(step.kind === 'removed' && moved.has(step.from)));
}

/** The fallback for arrays too different to align: element by element. */
function positional(oldLength: number, newLength: number): AlignStep[] {
  const steps: AlignStep[] = [];
  for (let i = 0; i < Math.max(oldLength, newLength); i += 1) {
    if (i < oldLength && i < newLength) steps.push({ kind: 'pair', from: i, to: i });
    else if (i < oldLength) steps.push({ kind: 'removed', from: i });
    else steps.push({ kind: 'added', to: i });
  }
  return steps;
}
