import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runJsonPath } from './jsonPathLibrary';
import { streamablePath, streamJsonPath } from './jsonPathStream';
import { IndexedDocument, TreeDocument, type QueryDocument } from './queryDocument';
import type { QueryMatch } from './queryResult';
import { parseTree, stringifyTree } from './tree';
import { buildTreeIndex } from './treeIndex';

const shown = (matches: QueryMatch[]) => matches.map((m) => [m.path, stringifyTree(m.value)]);

/** What jsonpath-plus finds on the query view of the lossless tree: the reference. */
async function reference(text: string, expression: string) {
  const document = new TreeDocument(parseTree(text).value) as QueryDocument<unknown>;
  return shown((await runJsonPath(document, expression)).matches);
}

function streamed(text: string, expression: string, limit = Infinity) {
  const steps = streamablePath(expression);
  if (!steps) throw new Error(`not streamable: ${expression}`);
  const tree = new TreeDocument(parseTree(text).value) as QueryDocument<unknown>;
  const indexed = new IndexedDocument(text, buildTreeIndex(text)) as QueryDocument<unknown>;
  const onTree = streamJsonPath(tree, steps, limit);
  const onIndex = streamJsonPath(indexed, steps, limit);
  expect({ ...onIndex, matches: shown(onIndex.matches) }).toEqual({
    ...onTree,
    matches: shown(onTree.matches),
  });
  return { total: onTree.total, matches: shown(onTree.matches) };
}

describe('JSONPath streamed over the nodes (names, indexes, * and ..)', () => {
  it('reads only the paths it evaluates as jsonpath-plus does', () => {
    for (const expression of ['$', '$..trace', '$[5].tags[*]', "$['a-b']..*", '$..[0]', '$.值'])
      expect(streamablePath(expression)).not.toBeNull();
    for (const expression of [
      '$..length',
      '$.a.length',
      '$[-1]',
      '$[0:2]',
      '$[0,1]',
      '$..[?(@ > 1)]',
      '$.*~',
      '$.a^',
      "$['a.b']",
      "$['a b']",
      '$..',
      '$.a[',
      'a',
    ])
      expect(streamablePath(expression)).toBeNull();
  });

  it('keeps the first matches and counts them all; keys as written, numbers as written', () => {
    const text = '[{"trace":12345678901234567890,"1":{"trace":1.10}},{"trace":-0,"trace":1E400}]';
    expect(streamed(text, '$..trace', 2)).toEqual({
      // Each container's own member first, then its descendants' (jsonpath-plus's order).
      total: 3,
      matches: [
        ['$[0].trace', '12345678901234567890'],
        ["$[0]['1'].trace", '1.10'],
      ],
    });
    expect(streamed('{"b":1,"\\u0074race":[2]}', '$..trace[0]').matches).toEqual([
      ['$.trace[0]', '2'],
    ]);
    // jsonpath-plus finds nothing at all in a document that is 0, false, "" or null.
    expect(streamed('0', '$').matches).toEqual([['$', '0']]);
  });

  it('finds what jsonpath-plus finds, in its order, on any document and path', async () => {
    const key = fc.constantFrom('a', 'b', '0', '1', '值', '__proto__', 'a-b', 'tr\\u0061ce');
    const { array, object } = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.constantFrom('1', '12345678901234567890', '1.10', 'null', '"abc"', '[]', '{}', '0'),
        tie('array'),
        tie('object'),
      ),
      array: fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
      object: fc
        .array(fc.tuple(key, tie('value')), { maxLength: 5 })
        .map((entries) => `{${entries.map(([k, v]) => `"${k}":${v}`).join(',')}}`),
    }));
    const step = fc.constantFrom(
      '.a',
      '.b',
      "['a']",
      '[0]',
      '[1]',
      '.0',
      '.*',
      '[*]',
      '..a',
      '..*',
      '..[0]',
      '..trace',
      '.值',
      "['__proto__']",
      "['a-b']",
    );
    const path = fc.array(step, { maxLength: 4 }).map((steps) => `$${steps.join('')}`);
    // Not a falsy scalar: jsonpath-plus would find nothing in it, even `$`.
    const root = fc.oneof(
      array as fc.Arbitrary<string>,
      object as fc.Arbitrary<string>,
      fc.constantFrom('1', '"abc"'),
    );
    await fc.assert(
      fc.asyncProperty(root, path, async (text, expression) => {
        const expected = await reference(text, expression);
        expect(streamed(text, expression)).toEqual({ total: expected.length, matches: expected });
      }),
      { numRuns: 400 },
    );
  });
});
