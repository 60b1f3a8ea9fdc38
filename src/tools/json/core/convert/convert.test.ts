import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonToolError } from '../errors';
import { convertData, readData } from './index';
import { minifyJson } from '../api';

const min = (text: string) => minifyJson(text);
/** The converted text alone, for checks of the text. */
const convertText = async (...args: Parameters<typeof convertData>) =>
  (await convertData(...args)).text;

describe('YAML', { timeout: 300_000 }, () => {
  it('keeps exact numbers, key order and string types both ways (plain YAML 1.2)', async () => {
    const json =
      '{"2":12345678901234567890123,"1":1.10,"s":"123","t":"true","n":null,"a":[1E400,{"x":false}]}';
    const yaml = await convertText(json, 'json', 'yaml', { yaml12: true });
    expect(yaml).toBe(
      '"2": 12345678901234567890123\n"1": 1.10\ns: "123"\nt: "true"\nn: null\na:\n  - 1E400\n  - x: false\n',
    );
    expect(await convertText(yaml, 'yaml', 'json', { indent: 0 })).toBe(json);
  });

  it('reads anchors, hex numbers and reports errors with a position', async () => {
    expect(await convertText('a: &x [1, 2]\nb: *x\nc: 0x1F\n', 'yaml', 'json', { indent: 0 })).toBe(
      '{"a":[1,2],"b":[1,2],"c":31}',
    );
    await expect(convertText('a: [1, 2\nb: 1', 'yaml', 'json')).rejects.toMatchObject({
      code: 'yamlSyntaxAt',
      params: {
        line: 2,
        column: 1,
        detail: 'Flow sequence in block collection must be sufficiently indented and end with a ]',
      },
    });
    await expect(convertText('a: .inf', 'yaml', 'json')).rejects.toMatchObject({
      code: 'yamlNumber',
      params: { value: '.inf' },
    });
  });

  it('round-trips any JSON document as plain YAML 1.2 (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.json(), async (json) => {
        const yaml = await convertText(json, 'json', 'yaml', { yaml12: true });
        expect(await convertText(yaml, 'yaml', 'json', { indent: 0 })).toBe(min(json));
      }),
      { numRuns: 200 },
    );
  });
});

describe('CSV', { timeout: 300_000 }, () => {
  it('flattens nested objects, quotes per RFC 4180 and keeps exact numbers', async () => {
    const json =
      '[{"id":1,"user":{"name":"张, 三","note":"say \\"hi\\"\\nbye"},"big":12345678901234567890},{"id":2,"tags":[1,2]}]';
    const csv = await convertText(json, 'json', 'csv');
    expect(csv).toBe(
      'id,user.name,user.note,big,tags\r\n1,"张, 三","say ""hi""\nbye",12345678901234567890,\r\n2,,,,"[1,2]"',
    );
    expect(await convertText(csv, 'csv', 'json', { indent: 0 })).toBe(
      '[{"id":1,"user":{"name":"张, 三","note":"say \\"hi\\"\\nbye"},"big":12345678901234567890,"tags":null},{"id":2,"user":{"name":null,"note":null},"big":null,"tags":"[1,2]"}]',
    );
  });

  it('uses the chosen delimiter and can keep every cell as text', async () => {
    expect(await convertText('[{"a":1,"b":"x;y"}]', 'json', 'csv', { delimiter: ';' })).toBe(
      'a;b\r\n1;"x;y"',
    );
    expect(
      await convertText('a\tb\n007\ttrue', 'csv', 'json', { indent: 0, delimiter: '\t' }),
    ).toBe('[{"a":"007","b":true}]');
    expect(await convertText('a,b\n1,2', 'csv', 'json', { indent: 0, inferTypes: false })).toBe(
      '[{"a":"1","b":"2"}]',
    );
  });

  it('refuses what a table cannot hold and reports open quotes', async () => {
    await expect(convertText('[1, 2]', 'json', 'csv')).rejects.toThrow(JsonToolError);
    await expect(convertText('[1, 2]', 'json', 'csv')).rejects.toMatchObject({
      code: 'csvNeedsRows',
    });
    await expect(convertText('a,b\n"1,2\n', 'csv', 'json')).rejects.toMatchObject({
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
          const csv = await convertText(json, 'json', 'csv', { delimiter });
          expect(await convertText(csv, 'csv', 'json', { indent: 0, delimiter })).toBe(json);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('XML', { timeout: 300_000 }, () => {
  it('builds a document with exact numbers and reads it back', async () => {
    const xml = await convertText(
      '{"order":{"@_id":"7","total":12345678901234567890.10,"item":["a","b"],"note":null}}',
      'json',
      'xml',
    );
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<order id="7">\n  <total>12345678901234567890.10</total>\n  <item>a</item>\n  <item>b</item>\n  <note></note>\n</order>\n',
    );
    expect(await convertText(xml, 'xml', 'json', { indent: 0 })).toBe(
      '{"order":{"@_id":7,"total":12345678901234567890.10,"item":["a","b"],"note":""}}',
    );
  });

  it('wraps other documents in <root> and makes keys valid names', async () => {
    expect(await convertText('{"1a":1,"b c":2}', 'json', 'xml', { indent: 0 })).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<root><_1a>1</_1a><b_c>2</b_c></root>',
    );
  });

  it('reads self-closing elements, with and without attributes, under their own names', async () => {
    expect(
      await convertText(
        '<a><b/><c x="1"/><d><e/></d><__proto__/><f y="2">t</f></a>',
        'xml',
        'json',
        { indent: 0 },
      ),
    ).toBe('{"a":{"b":"","c":{"@_x":1},"d":{"e":""},"__proto__":"","f":{"@_y":2,"#text":"t"}}}');
  });

  it('reports malformed XML by what went wrong, with line and column', async () => {
    await expect(convertText('<a>\n<b></a>', 'xml', 'json')).rejects.toMatchObject({
      code: 'xmlClosingMismatch',
      params: { line: 2, column: 4, name: 'a', expected: 'b', openLine: 2, openColumn: 1 },
    });
  });
});

describe('TOML', { timeout: 300_000 }, () => {
  it('converts tables and keeps 64-bit integers', async () => {
    const toml = await convertText(
      '{"title":"x","server":{"port":8080,"big":9223372036854775807}}',
      'json',
      'toml',
    );
    expect(toml).toBe('title = "x"\n\n[server]\nport = 8080\nbig = 9223372036854775807\n');
    expect(await convertText(toml, 'toml', 'json', { indent: 0 })).toBe(
      '{"title":"x","server":{"port":8080,"big":9223372036854775807}}',
    );
  });

  it('refuses documents that are not tables and reports TOML errors', async () => {
    await expect(convertText('[1]', 'json', 'toml')).rejects.toMatchObject({
      code: 'tomlNeedsObject',
    });
    await expect(convertText('a = ', 'toml', 'json')).rejects.toMatchObject({
      code: 'tomlInvalidValue',
      params: { line: 1, column: expect.any(Number) },
    });
  });
});

describe('URL query strings', { timeout: 300_000 }, () => {
  it('nests brackets and repeats keys for arrays, both ways', async () => {
    const query = await convertText(
      '{"q":"中 文","page":2,"tag":["a","b"],"f":{"x":"1"}}',
      'json',
      'query',
    );
    expect(query).toBe('q=%E4%B8%AD+%E6%96%87&page=2&tag=a&tag=b&f%5Bx%5D=1');
    expect(
      await convertText(`https://example.com/s?${query}#top`, 'query', 'json', { indent: 0 }),
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
