import { scanDocument } from './scan';
import type { SearchOptions } from './types';

/**
 * Every match as from,to pairs in document order, in a typed array: it travels from the
 * worker without a copy and stays small for a million matches.
 */
export interface FoundMatches {
  ranges: Int32Array;
  count: number;
}

export function findMatches(
  text: string,
  options: SearchOptions,
  onProgress?: (offset: number) => void,
): FoundMatches {
  const ranges: number[] = [];
  scanDocument(
    text,
    options,
    {
      token(_kind, _from, _to, decoded, hits) {
        for (const hit of hits) ranges.push(decoded.rawAt(hit.start), decoded.rawAt(hit.end));
      },
    },
    onProgress,
  );
  return { ranges: Int32Array.from(ranges), count: ranges.length / 2 };
}
