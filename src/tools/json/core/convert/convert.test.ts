import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonToolError } from '../errors';
import { convertData, readData } from './index';
import { minifyJson } from '../api';

const min = (text: string) => minifyJson(text);

describe('YAML', { timeout: 300_000 }, () => {
  it('keeps exact numbers, key order and string types both ways', async () => {
    const json =
      '{"2":12345678901234567890123,"1":1.10,"s":"123","t":"true","n":null,"a":[1E400,{"x":false}]}';
    const yaml = await convertData(json, 'json', 'yaml');
    expect(yaml).toBe(
      '"2": 12345678901234567890123\n"1": 1.10\ns: "123"\nt: "true"\nn: null\na:\n  - 1E400\n  - x: false\n',
    );
    expect(await convertData(yaml, 'yaml', 'json', { indent: 0 })).toBe(json);
  });

  it('reads anchors, hex numbers and reports errors with a position', async () => {
    expect(await convertData('a: &x [1, 2]\nb: *x\nc: 0x1F\n', 'yaml', 'json', { indent: 0 })).toBe(
      '{"a":[1,2],"b":[1,2],"c":31}',
    );
    await expect(convertData('a: [1, 2\nb: 1', 'yaml', 'json')).rejects.toMatchObject({
      code: 'yamlSyntaxAt',
      params: {
        line: 2,
        column: 1,
        detail: 'Flow sequence in block collection must be sufficiently indented and end with a ]',
      },
    });
    await expect(convertData('a: .inf', 'yaml', 'json')).rejects.toMatchObject({
      code: 'yamlNumber',
      params: { value: '.inf' },
    });
  });

  it('round-trips any JSON document (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.json(), async (json) => {
        const yaml = await convertData(json, 'json', 'yaml');
        expect(await convertData(yaml, 'yaml', 'json', { indent: 0 })).toBe(min(json));
      }),
      { numRuns: 200 },
    );
  });
});

describe('CSV', { timeout: 300_000 }, () => {
  it('flattens nested objects, quotes per RFC 4180 and keeps exact numbers', async () => {
    const json =
      '[{"id":1,"user":{"name":"张, 三","note":"say \\"hi\\"\\nbye"},"big":12345678901234567890},{"id":2,"tags":[1,2]}]';
    const csv = await convertData(json, 'json', 'csv');
    expect(csv).toBe(
      'id,user.name,user.note,big,tags\r\n1,"张, 三","say ""hi""\nbye",12345678901234567890,\r\n2,,,,"[1,2]"',
    );
    expect(await convertData(csv, 'csv', 'json', { indent: 0 })).toBe(
      '[{"id":1,"user":{"name":"张, 三","note":"say \\"hi\\"\\nbye"},"big":12345678901234567890,"tags":null},{"id":2,"user":{"name":null,"note":null},"big":null,"tags":"[1,2]"}]',
    );
  });

  it('uses the chosen delimiter and can keep every cell as text', async () => {
    expect(await convertData('[{"a":1,"b":"x;y"}]', 'json', 'csv', { delimiter: ';' })).toBe(
      'a;b\r\n1;"x;y"',
    );
    expect(
      await convertData('a\tb\n007\ttrue', 'csv', 'json', { indent: 0, delimiter: '\t' }),
    ).toBe('[{"a":"007","b":true}]');
    expect(await convertData('a,b\n1,2', 'csv', 'json', { indent: 0, inferTypes: false })).toBe(
      '[{"a":"1","b":"2"}]',
    );
  });

  it('refuses what a table cannot hold and reports open quotes', async () => {
    await expect(convertData('[1, 2]', 'json', 'csv')).rejects.toThrow(JsonToolError);
    await expect(convertData('[1, 2]', 'json', 'csv')).rejects.toMatchObject({
      code: 'csvNeedsRows',
    });
    await expect(convertData('a,b\n"1,2\n', 'csv', 'json')).rejects.toMatchObject({
      code: 'csvUnclosedQuote',
      params: { line: 2 },
    });
  });

  it('round-trips arrays of flat objects (property)', async () => {
    const key = fc.stringMatching(/^[a-z][a-z0-9_]{0,6}$/);
    const cell = fc.oneof(
      fc.string({ minLength: 1 }).filter((s) => s.trim() === s && !/^(true|false|-?\d.*)$/.test(s)),
      fc.integer(),
      fc.boolean(),
    );
    const row = fc.dictionary(key, cell, { minKeys: 1, maxKeys: 5 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(',', ';', '\t'),
        async (rows, delimiter) => {
          const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
          const full = rows.map((r) =>
            Object.fromEntries(columns.map((c) => [c, c in r ? r[c] : null])),
          );
          const json = JSON.stringify(full);
          const csv = await convertData(json, 'json', 'csv', { delimiter });
          expect(await convertData(csv, 'csv', 'json', { indent: 0, delimiter })).toBe(json);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('XML', { timeout: 300_000 }, () => {
  it('builds a document with exact numbers and reads it back', async () => {
    const xml = await convertData(
      '{"order":{"@_id":"7","total":12345678901234567890.10,"item":["a","b"],"note":null}}',
      'json',
      'xml',
    );
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<order id="7">\n  <total>12345678901234567890.10</total>\n  <item>a</item>\n  <item>b</item>\n  <note></note>\n</order>\n',
    );
    expect(await convertData(xml, 'xml', 'json', { indent: 0 })).toBe(
      '{"order":{"total":12345678901234567890.10,"item":["a","b"],"note":"","@_id":7}}',
    );
  });

  it('wraps other documents in <root> and makes keys valid names', async () => {
    expect(await convertData('{"1a":1,"b c":2}', 'json', 'xml', { indent: 0 })).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<root><_1a>1</_1a><b_c>2</b_c></root>',
    );
  });

  it('reports malformed XML with line and column', async () => {
    await expect(convertData('<a>\n<b></a>', 'xml', 'json')).rejects.toMatchObject({
      code: 'xmlSyntax',
      params: { line: 2, column: expect.any(Number), detail: expect.any(String) },
    });
  });
});

describe('TOML', { timeout: 300_000 }, () => {
  it('converts tables, keeps big integers and refuses null', async () => {
    const toml = await convertData(
      '{"title":"x","server":{"port":8080,"big":12345678901234567890}}',
      'json',
      'toml',
    );
    expect(toml).toContain('big = 12345678901234567890');
    expect(await convertData(toml, 'toml', 'json', { indent: 0 })).toBe(
      '{"title":"x","server":{"port":8080,"big":12345678901234567890}}',
    );
    await expect(convertData('{"a":null}', 'json', 'toml')).rejects.toMatchObject({
      code: 'tomlNull',
      params: { path: '$.a' },
    });
    await expect(convertData('[1]', 'json', 'toml')).rejects.toMatchObject({
      code: 'tomlNeedsObject',
    });
    await expect(convertData('a = ', 'toml', 'json')).rejects.toMatchObject({
      code: 'tomlSyntax',
      params: { line: 1, column: expect.any(Number), detail: expect.any(String) },
    });
  });
});

describe('URL query strings', { timeout: 300_000 }, () => {
  it('nests brackets and repeats keys for arrays, both ways', async () => {
    const query = await convertData(
      '{"q":"中 文","page":2,"tag":["a","b"],"f":{"x":"1"}}',
      'json',
      'query',
    );
    expect(query).toBe('q=%E4%B8%AD+%E6%96%87&page=2&tag=a&tag=b&f%5Bx%5D=1');
    expect(
      await convertData(`https://example.com/s?${query}#top`, 'query', 'json', { indent: 0 }),
    ).toBe('{"q":"中 文","page":"2","tag":["a","b"],"f":{"x":"1"}}');
  });
});

describe('readData', { timeout: 300_000 }, () => {
  it('reports empty input of another format', async () => {
    await expect(readData('  ', 'yaml')).rejects.toMatchObject({
      code: 'convertEmpty',
      params: { format: 'yaml' },
    });
  });
});
