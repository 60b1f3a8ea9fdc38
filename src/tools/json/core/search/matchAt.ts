import type { FoundMatches } from './find';

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
