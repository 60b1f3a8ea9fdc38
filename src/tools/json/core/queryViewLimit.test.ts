import { describe, expect, it } from 'vitest';
import { queryJson } from './query';
import { IndexedDocument } from './queryDocument';
import { stringifyTree } from './tree';
import { buildTreeIndex } from './treeIndex';

const text = `[${Array.from({ length: 6 }, (_, k) => `{"a":${k},"b":[${k}]}`).join(',')}]`;
/** The document allowed a view of the root and three containers. */
const bounded = () => new IndexedDocument(text, buildTreeIndex(text), 4);

describe('a query view bounded by memory', () => {
  it('stops a JMESPath that would build more containers than allowed, saying so', async () => {
    await expect(queryJson(bounded(), '[*].a', 'jmespath')).rejects.toMatchObject({
      code: 'queryTooLarge',
      params: { limit: 4 },
    });
    await expect(queryJson(bounded(), '[?a > `1`].a', 'jmespath')).rejects.toMatchObject({
      code: 'queryTooLarge',
    });
  });

  it('stops a JSONPath filter alike, while a path of names and .. reads the whole document', async () => {
    await expect(queryJson(bounded(), '$[?(@.a > 1)].a', 'jsonpath')).rejects.toMatchObject({
      code: 'queryTooLarge',
    });
    const streamed = await queryJson(bounded(), '$..b[0]', 'jsonpath', 2);
    expect(streamed.total).toBe(6);
    expect(streamed.matches.map((m) => m.path)).toEqual(['$[0].b[0]', '$[1].b[0]']);
  });

  it('lets a query that reads within the bound run as before', async () => {
    const result = await queryJson(bounded(), '[1].b', 'jmespath');
    expect(stringifyTree(result.matches[0].value)).toBe('[1]');
  });
});
