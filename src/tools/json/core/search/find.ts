import { scanDocument } from './scan';
import type { SearchOptions, TokenKind } from './types';

const KIND_CODE: Record<TokenKind, number> = { key: 0, string: 1, number: 2, literal: 3 };
export const KIND_OF_CODE: readonly TokenKind[] = ['key', 'string', 'number', 'literal'];

/**
 * Every match as flat typed arrays (they travel from the worker without a copy and stay small
 * for a million matches): `ranges` holds from,to pairs in document order, `kinds` a KIND_OF_CODE
 * index per match.
 */
export interface FoundMatches {
  ranges: Int32Array;
  kinds: Uint8Array;
  count: number;
}

export function findMatches(
  text: string,
  options: SearchOptions,
  onProgress?: (offset: number) => void,
): FoundMatches {
  const ranges: number[] = [];
  const kinds: number[] = [];
  scanDocument(
    text,
    options,
    {
      token(kind, _from, _to, decoded, hits) {
        for (const hit of hits) {
          ranges.push(decoded.rawAt(hit.start), decoded.rawAt(hit.end));
          kinds.push(KIND_CODE[kind]);
        }
      },
    },
    onProgress,
  );
  return { ranges: Int32Array.from(ranges), kinds: Uint8Array.from(kinds), count: kinds.length };
}

/** The first match starting at or after `offset` (wrapping to the first), or -1 when none. */
export function matchAtOrAfter(found: FoundMatches, offset: number): number {
  if (found.count === 0) return -1;
  let low = 0;
  let high = found.count;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (found.ranges[2 * mid] < offset) low = mid + 1;
    else high = mid;
  }
  return low < found.count ? low : 0;
}
