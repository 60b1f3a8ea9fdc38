import { describe, expect, it } from 'vitest';
import { stringifyTree } from '../tree';
import { readData } from './index';

async function read(csv: string, inferTypes?: boolean) {
  const { value, changes } = await readData(csv, 'csv', { inferTypes });
  return {
    json: stringifyTree(value),
    changes: changes.map((c) => [c.path, c.before, c.after, c.reason.code]),
  };
}

describe('CSV -> JSON lists what the header and type guessing change', { timeout: 60_000 }, () => {
  it('numbers a repeated column name after the first free one and lists it once', async () => {
    expect(await read('a,b,a,a_2,a\n1,2,3,4,5\n', false)).toEqual({
      json: '[{"a":"1","b":"2","a_3":"3","a_2":"4","a_4":"5"}]',
      changes: [
        ['$[*].a_3', 'a', 'a_3', 'csvColumnRenamed'],
        ['$[*].a_4', 'a', 'a_4', 'csvColumnRenamed'],
      ],
    });
  });

  it('lists each cell type guessing changed: empty ones read as null, numbers, booleans', async () => {
    expect(await read('a,b.c,d\n,,x\n1,true,\n', true)).toEqual({
      json: '[{"a":null,"b":{"c":null},"d":"x"},{"a":1,"b":{"c":true},"d":null}]',
      changes: [
        ['$[0].a', '""', 'null', 'csvEmptyAsNull'],
        ['$[0].b.c', '""', 'null', 'csvEmptyAsNull'],
        ['$[1].a', '"1"', '1', 'csvTyped'],
        ['$[1].b.c', '"true"', 'true', 'csvTyped'],
        ['$[1].d', '""', 'null', 'csvEmptyAsNull'],
      ],
    });
    expect(await read('a\n\n""\n', false)).toEqual({ json: '[{"a":""}]', changes: [] });
  });
});
