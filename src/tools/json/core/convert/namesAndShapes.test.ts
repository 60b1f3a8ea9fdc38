import { describe, expect, it } from 'vitest';
import { unicodeToText } from '../escape';
import { parseTree, stringifyTree } from '../tree';
import { convertData, readData } from './index';

const codes = (changes: { reason: { code: string } }[]) => changes.map((c) => c.reason.code);

describe('XML names that collide or that JavaScript holds dear', { timeout: 60_000 }, () => {
  it('numbers the second of two keys that clean to one name, and lists both', async () => {
    const { text, changes } = await convertData(
      '{"r":{"b c":1,"b_c":2,"@x":3,"_x":4}}',
      'json',
      'xml',
    );
    expect(text).toContain('<b_c>1</b_c>');
    expect(text).toContain('<b_c_2>2</b_c_2>');
    expect(text).toContain('<_x>3</_x>');
    expect(text).toContain('<_x_2>4</_x_2>');
    expect(changes).toContainEqual({
      path: '$.r.b_c',
      before: 'b_c',
      after: 'b_c_2',
      reason: { code: 'xmlNameCollision', params: { name: 'b_c' } },
    });
    expect(changes.filter((c) => c.reason.code === 'xmlNameCleaned').map((c) => c.path)).toEqual([
      "$.r['b c']",
      "$.r['@x']",
    ]);
    const back = await readData(text, 'xml', {});
    expect(stringifyTree(back.value)).toBe('{"r":{"b_c":1,"b_c_2":2,"_x":3,"_x_2":4}}');
  });

  it('keeps __proto__, constructor and toString both ways', async () => {
    const json = '{"r":{"__proto__":1,"constructor":2,"toString":3}}';
    const { text } = await convertData(json, 'json', 'xml');
    expect(text).toContain('<__proto__>1</__proto__>');
    expect(stringifyTree((await readData(text, 'xml', {})).value)).toBe(json);
  });

  it('lists duplicate keys, nulls, one-item and empty arrays, and characters XML refuses', async () => {
    const { changes } = await convertData(
      '{"r":{"a":1,"a":2,"n":null,"one":[1],"none":[],"c":"\\u0001"}}',
      'json',
      'xml',
    );
    expect(codes(changes)).toEqual([
      'untypedFormat',
      'xmlDuplicateKey',
      'xmlNull',
      'xmlSingleItem',
      'xmlEmptyArray',
      'xmlInvalidChar',
    ]);
  });
});

describe('CSV columns that collide', { timeout: 60_000 }, () => {
  it('renames a key with a dot (which CSV readers nest), lists it and keeps both cells', async () => {
    const { text, changes } = await convertData(
      '[{"a":{"b":1},"a.b":2,"__proto__":3}]',
      'json',
      'csv',
    );
    expect(text).toBe('a.b,a_b,__proto__\r\n1,2,3');
    expect(changes).toContainEqual({
      path: "$[0]['a.b']",
      before: 'a.b',
      after: 'a_b',
      reason: { code: 'csvKeyRenamed', params: {} },
    });
    const back = await readData(text, 'csv', {});
    expect(stringifyTree(back.value)).toBe('[{"a":{"b":1},"a_b":2,"__proto__":3}]');
  });
});

describe('URL query strings', { timeout: 60_000 }, () => {
  it('lists null, empty and one-item arrays', async () => {
    const { text, changes } = await convertData('{"n":null,"e":[],"one":["x"]}', 'json', 'query');
    expect(text).toBe('n=&one=x');
    expect(codes(changes)).toEqual(['queryNull', 'queryEmpty', 'querySingleItem']);
  });
});

describe(
  'YAML -> JSON says what YAML 1.1 programs would read otherwise',
  { timeout: 60_000 },
  () => {
    it('lists unquoted yes and 12:30, and keys that are not strings', async () => {
      const { value, changes } = await readData('on: yes\nt: 12:30\n1.10: x\n', 'yaml');
      expect(stringifyTree(value)).toBe('{"on":"yes","t":"12:30","1.10":"x"}');
      expect(changes.map((c) => [c.path, c.reason.code])).toEqual([
        ['$.on', 'yaml11Differs'],
        ['$.on', 'yaml11Differs'],
        ['$.t', 'yaml11Differs'],
        ["$['1.10']", 'yamlKeyAsText'],
      ]);
    });

    it('lists numbers 1.1 reads otherwise and dropped tags; keeps tagged numbers and big hex', async () => {
      const yaml =
        'd: 017\ne: 0o17\nx: 1e3\nz: 1.5e+3\nh: 0x1FFFFFFFFFFFFFFFFF\n' +
        's: !!float 1\nr: !!str 12:30\nm: !foo bar\n';
      const { value, changes } = await readData(yaml, 'yaml');
      expect(stringifyTree(value)).toBe(
        '{"d":17,"e":15,"x":1e3,"z":1.5e+3,"h":590295810358705651711,"s":1,"r":"12:30","m":"bar"}',
      );
      expect(changes.map((c) => [c.path, c.before, c.after, c.reason.code])).toEqual([
        ['$.d', '017', '17', 'yaml11NumberDiffers'],
        ['$.e', '0o17', '15', 'yaml11NumberDiffers'],
        ['$.x', '1e3', '1e3', 'yaml11NumberDiffers'],
        ['$.m', '!foo bar', '"bar"', 'yamlTagDropped'],
      ]);
      // A document that declares 1.1 is read as 1.1: nothing to compare.
      expect((await readData('%YAML 1.1\n---\nd: 017\n', 'yaml')).changes).toEqual([]);
    });

    it('refuses aliases that expand beyond reason (billion laughs) instead of filling memory', async () => {
      const lines = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
      for (const [from, to] of ['ab', 'bc', 'cd', 'de', 'ef', 'fg', 'gh'])
        lines.push(`${to}: &${to} [${Array(10).fill(`*${from}`).join(', ')}]`);
      await expect(readData(lines.join('\n'), 'yaml')).rejects.toMatchObject({
        code: 'yamlAliasExpansion',
      });
      // Ordinary reuse of an anchor is fine.
      const { value } = await readData('base: &b {x: 1}\none: *b\ntwo: *b\n', 'yaml');
      expect(stringifyTree(value)).toBe('{"base":{"x":1},"one":{"x":1},"two":{"x":1}}');
    });
  },
);

describe('\\u -> text keeps JSON valid', () => {
  it('keeps quotes, backslashes, controls and lone surrogates escaped, and lists them', () => {
    const input =
      '{"a":"\\u4e2d\\u0022\\u005c\\u000a\\u0001\\ud800\\ud83d\\ude00","b":"\\\\u0041"}';
    const { text, changes } = unicodeToText(input);
    expect(text).toBe('{"a":"中\\"\\\\\\n\\u0001\\ud800😀","b":"\\\\u0041"}');
    expect(parseTree(text).value).toEqual(parseTree(input).value);
    expect(changes.map((c) => [c.path, c.before, c.after, c.reason.code])).toEqual([
      ['1:13', '\\u0022', '\\"', 'unicodeKeptEscaped'],
      ['1:19', '\\u005c', '\\\\', 'unicodeKeptEscaped'],
      ['1:25', '\\u000a', '\\n', 'unicodeKeptEscaped'],
      ['1:31', '\\u0001', '\\u0001', 'unicodeKeptEscaped'],
      ['1:37', '\\ud800', '\\ud800', 'unicodeLoneSurrogate'],
    ]);
  });
});

describe('TOML -> JSON keeps what the text says', () => {
  it('keeps floats as written and dates as their text, listed', async () => {
    const toml =
      'a = 1979-05-27T07:32:00Z\nb = 1979-05-27 00:32:00.999999-07:00\nd = 07:32:00\n' +
      'f = [1.10, 1e400, +3.0e-400, 1_0.5, -0.0, 0.1000000000000000055511151231257827]\n';
    const { value, changes } = await readData(toml, 'toml');
    expect(stringifyTree(value)).toBe(
      '{"a":"1979-05-27T07:32:00Z","b":"1979-05-27 00:32:00.999999-07:00","d":"07:32:00",' +
        '"f":[1.10,1e400,3.0e-400,10.5,-0.0,0.1000000000000000055511151231257827]}',
    );
    expect(changes.map((c) => [c.path, c.reason.code])).toEqual([
      ['$.a', 'tomlDateAsText'],
      ['$.b', 'tomlDateAsText'],
      ['$.d', 'tomlDateAsText'],
    ]);
    await expect(readData('a = 1\n[t]\nb = -inf\n', 'toml')).rejects.toMatchObject({
      code: 'tomlNonFinite',
      params: { value: '-inf', line: 3, column: 5 },
    });
  });

  it('puts integer-like keys where the text has them, in tables and arrays of tables', async () => {
    const toml = 'b = 1\n"2" = 2\n[t]\nz = 1\n10 = 2\n"1" = 3\n[[list]]\nx = 1\n0 = 2\n';
    const { value, changes } = await readData(toml, 'toml');
    expect(stringifyTree(value)).toBe(
      '{"b":1,"2":2,"t":{"z":1,"10":2,"1":3},"list":[{"x":1,"0":2}]}',
    );
    expect(changes).toEqual([]);
    // And back: our TOML of it reads as the same document.
    const written = await convertData(stringifyTree(value), 'json', 'toml');
    expect(stringifyTree((await readData(written.text, 'toml')).value)).toBe(stringifyTree(value));
  });
});
