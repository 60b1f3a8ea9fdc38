import { describe, expect, it } from 'vitest';
import { buildTreeIndex, NodeKind } from './treeIndex';

describe('buildTreeIndex growth', () => {
  it('indexes every node when the text gets denser than its start predicted', () => {
    // A long sparse start (one string) then 50,000 one-character numbers: the capacity
    // guessed from the start is far too small and must keep growing.
    const text = `["${'x'.repeat(200_000)}",${Array.from({ length: 50_000 }, (_, k) => k % 10).join(',')}]`;
    const index = buildTreeIndex(text);
    expect(index.count).toBe(50_002);
    expect(index.kind.length).toBe(index.count);
    expect(index.keyEnd.length).toBe(index.count);
    expect(index.childCount[0]).toBe(50_001);
    expect(index.kind[index.count - 1]).toBe(NodeKind.Number);
    expect(text.slice(index.start[index.count - 1], index.end[index.count - 1])).toBe('9');
    expect(index.subtreeEnd[0]).toBe(index.count);
  });
});
