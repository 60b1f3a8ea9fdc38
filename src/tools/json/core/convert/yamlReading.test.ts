import { describe, expect, it } from 'vitest';
import { stringifyTree } from '../tree';
import { readData } from './index';

async function read(yaml: string) {
  const { value, changes } = await readData(yaml, 'yaml');
  return {
    json: stringifyTree(value),
    changes: changes.map((c) => [c.path, c.before, c.after, c.reason.code]),
  };
}

describe('YAML -> JSON: duplicate keys, sets and merge keys', { timeout: 60_000 }, () => {
  it('refuses a duplicate key (YAML forbids them) where the second one stands', async () => {
    await expect(readData('a: 1\nb:\n  c: 2\n  c: 3\n', 'yaml')).rejects.toMatchObject({
      code: 'yamlDuplicateKeyAt',
      params: { key: '"c"', line: 4, column: 3 },
    });
    await expect(readData('1: a\n"1": b\n', 'yaml')).rejects.toMatchObject({
      code: 'yamlKeyCollisionAt',
      params: { key: '"1"', line: 2, column: 1 },
    });
    await expect(readData('1: a\n1: b\n', 'yaml')).rejects.toMatchObject({
      code: 'yamlDuplicateKeyAt',
    });
  });

  it('writes a !!set as an object of nulls and lists it', async () => {
    expect(await read('s: !!set\n  ? a\n  ? b\n')).toEqual({
      json: '{"s":{"a":null,"b":null}}',
      changes: [['$.s', '!!set', '{"a":null,"b":null}', 'yamlSetAsObject']],
    });
  });

  it('applies a merge key as YAML programs do, keys in the map winning, and lists it', async () => {
    const yaml = 'base: &b {p: 1, q: 2}\nmore: &m {q: 5, r: 6}\nm:\n  <<: [*b, *m]\n  q: 3\n';
    expect(await read(yaml)).toEqual({
      json: '{"base":{"p":1,"q":2},"more":{"q":5,"r":6},"m":{"p":1,"r":6,"q":3}}',
      changes: [["$.m['<<']", '[*b, *m]', '["p","r"]', 'yamlMerged']],
    });
  });

  it('keeps a << that has nothing to merge as a plain key and says so', async () => {
    expect(await read('m:\n  <<: 5\n')).toEqual({
      json: '{"m":{"<<":5}}',
      changes: [["$.m['<<']", '<<', '"<<"', 'yamlMergeKeyKept']],
    });
  });
});
