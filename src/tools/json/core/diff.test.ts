import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffJson, parseJson, stringifyTree, type JsonValue } from './index';

function tree(text: string): JsonValue {
  const result = parseJson(text);
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

const diffText = (before: string, after: string, idKey?: string) =>
  diffJson(tree(before), tree(after), { idKey });

/** JSON elements as text: scalars, with big and odd numbers, and small objects. */
const element = fc.oneof(
  fc.constantFrom('1', '1.0', '12345678901234567890123', '1E400', 'null', 'true', '"a"', '[]'),
  fc.integer({ min: 0, max: 20 }).map(String),
  fc.record({ id: fc.nat(30), v: fc.string({ maxLength: 3 }) }).map((o) => JSON.stringify(o)),
);
const list = fc.array(element, { maxLength: 12 });
const arrayText = (items: string[]) => `[${items.join(',')}]`;
const indexOf = (path: string) => Number(/^\$\[(\d+)\]$/.exec(path)?.[1]);

describe('对比 aligns arrays by their longest common subsequence', () => {
  it('one inserted element is exactly one addition, wherever it goes', () => {
    fc.assert(
      fc.property(list, element, fc.nat(), (items, inserted, at) => {
        const position = at % (items.length + 1);
        const after = [...items.slice(0, position), inserted, ...items.slice(position)];
        const entries = diffText(arrayText(items), arrayText(after));
        expect(entries).toHaveLength(1);
        const [entry] = entries;
        expect(entry.kind).toBe('added');
        expect(entry.after).toBe(stringifyTree(tree(inserted)));
        // The reported place is one where the insertion explains the new array.
        const without = after.filter((_, i) => i !== indexOf(entry.path));
        expect(arrayText(without)).toBe(arrayText(items));
      }),
    );
  });

  it('one removed element is exactly one removal', () => {
    fc.assert(
      fc.property(
        list.filter((items) => items.length > 0),
        fc.nat(),
        (items, at) => {
          const position = at % items.length;
          const after = items.filter((_, i) => i !== position);
          const entries = diffText(arrayText(items), arrayText(after));
          expect(entries).toHaveLength(1);
          expect(entries[0].kind).toBe('removed');
          expect(entries[0].before).toBe(stringifyTree(tree(items[position])));
        },
      ),
    );
  });

  it('an edited object in a list is its changed member, not a removal and an addition', () => {
    expect(diffText('[{"id":1,"v":1},{"id":2,"v":2}]', '[{"id":1,"v":5},{"id":2,"v":2}]')).toEqual([
      { kind: 'changed', path: '$[0].v', before: '1', after: '5' },
    ]);
  });

  it('aligns by a chosen id key: reordered elements are moves, their edits changes', () => {
    expect(
      diffText('[{"id":1,"v":1},{"id":2,"v":2}]', '[{"id":2,"v":3},{"id":1,"v":1}]', 'id'),
    ).toEqual([
      {
        kind: 'moved',
        path: '$[1]',
        fromPath: '$[0]',
        position: { before: 0, after: 1 },
        before: '{"id":1,"v":1}',
        after: '{"id":1,"v":1}',
      },
      { kind: 'changed', path: '$[0].v', before: '2', after: '3' },
    ]);
    // Without every element having a distinct id, content decides.
    expect(diffText('[{"id":1},{"v":2}]', '[{"v":2},{"id":1}]', 'id')).toHaveLength(1);
  });
});

describe('对比 shows moves', () => {
  it('a key moved among its siblings is one move with its places', () => {
    expect(diffText('{"a":1,"b":2,"c":3}', '{"c":3,"a":1,"b":2}')).toEqual([
      {
        kind: 'moved',
        path: '$.c',
        fromPath: '$.c',
        position: { before: 2, after: 0 },
        before: '3',
        after: '3',
      },
    ]);
  });

  it('a member moved to another place of the document is one move, not a delete and an add', () => {
    expect(diffText('{"a":{"x":[1,2]},"b":{}}', '{"a":{},"b":{"x":[1,2]}}')).toEqual([
      { kind: 'moved', path: '$.b.x', fromPath: '$.a.x', before: '[1,2]', after: '[1,2]' },
    ]);
    // An element moved within its array.
    expect(diffText('[1,2,3]', '[3,1,2]')).toEqual([
      { kind: 'moved', path: '$[0]', fromPath: '$[2]', before: '3', after: '3' },
    ]);
    // A lone scalar under another name is no evidence of a move.
    expect(diffText('{"a":1}', '{"b":1}').map((entry) => entry.kind)).toEqual(['added', 'removed']);
  });
});

describe('对比 keeps numbers as written', () => {
  it('1.0 and 1 differ in text, flagged as equal in value; other numbers exact', () => {
    expect(
      diffText('{"n":1.0,"big":12345678901234567890123}', '{"n":1,"big":12345678901234567890124}'),
    ).toEqual([
      { kind: 'changed', path: '$.n', before: '1.0', after: '1', numericEqual: true },
      {
        kind: 'changed',
        path: '$.big',
        before: '12345678901234567890123',
        after: '12345678901234567890124',
      },
    ]);
  });

  it('a document compared with itself has no differences', () => {
    fc.assert(
      fc.property(list, (items) => {
        expect(diffText(arrayText(items), arrayText(items))).toEqual([]);
      }),
    );
  });
});
