import { describe, expect, it } from 'vitest';
import { buildTreeIndex, childCountOf, keyEndOf, NodeKind, nodeKey } from './treeIndex';

describe('buildTreeIndex growth', () => {
  it('indexes every node when the text gets denser than its start predicted', () => {
    // A long sparse start (one string) then 50,000 one-character numbers: the capacity
    // guessed from the start is far too small and must keep growing.
    const text = `["${'x'.repeat(200_000)}",${Array.from({ length: 50_000 }, (_, k) => k % 10).join(',')}]`;
    const index = buildTreeIndex(text);
    expect(index.count).toBe(50_002);
    expect(index.kind.length).toBe(index.count);
    expect(index.keyStart.length).toBe(index.count);
    expect(childCountOf(index, 0)).toBe(50_001);
    expect(index.kind[index.count - 1]).toBe(NodeKind.Number);
    expect(text.slice(index.start[index.count - 1], index.end[index.count - 1])).toBe('9');
    expect(index.subtreeEnd[0]).toBe(index.count);
  });
});

describe('tree index size', () => {
  it('takes 25 bytes a node: key ends and child counts are read, not kept', () => {
    // A 100 MB document has 9 million nodes: each 4-byte array more is 36 MB in the worker.
    const index = buildTreeIndex('{"a": [1, {"b": null}]}');
    const arrays = Object.values(index).filter(ArrayBuffer.isView) as Uint8Array[];
    const bytes = arrays.reduce((sum, array) => sum + array.BYTES_PER_ELEMENT, 0);
    expect(bytes).toBe(25);
  });

  it('finds the end of keys with escapes, quotes, CJK and comments around them', () => {
    const text = String.raw`{"a\\": 1, /* "x" */ "\\\"q\"": 2, "名字" : 3, "": 4}`;
    const index = buildTreeIndex(text, { lenient: true });
    const members = [1, 2, 3, 4];
    const keys = members.map((id) => text.slice(index.keyStart[id], keyEndOf(index, text, id)));
    expect(keys).toEqual([String.raw`"a\\"`, String.raw`"\\\"q\""`, '"名字"', '""']);
    expect(members.map((id) => nodeKey(index, text, id))).toEqual(['a\\', '\\"q"', '名字', '']);
    expect(keyEndOf(index, text, 0)).toBe(-1);
  });
});
