import { describe, expect, it } from 'vitest';
import { readData } from './index';

describe('TOML -> JSON refuses what TOML does not allow, in the catalogue’s words', () => {
  it('refuses integers beyond 64 bits where they stand', async () => {
    await expect(readData('a = 1\n[t]\nb = [9223372036854775808]\n', 'toml')).rejects.toMatchObject(
      {
        code: 'tomlIntegerTooBig',
        params: { value: '9223372036854775808', line: 3, column: 6 },
      },
    );
    await expect(readData('a = 0x1_0000_0000_0000_0000', 'toml')).rejects.toMatchObject({
      code: 'tomlIntegerTooBig',
    });
    const edges = 'max = 9223372036854775807\nmin = -9223372036854775808\n';
    expect((await readData(edges, 'toml')).changes).toEqual([]);
  });

  it('names what went wrong, with line and column, without the library’s English', async () => {
    const cases: [string, string][] = [
      ['a = 01', 'tomlLeadingZero'],
      ['a = 1__0', 'tomlUnderscore'],
      ['a = "x', 'tomlUnclosedString'],
      ['a = [1, 2', 'tomlExpectedComma'],
      ['a = [1,', 'tomlUnclosedArray'],
      ['[[t]', 'tomlUnclosedTable'],
      ['[t', 'tomlBadKey'],
      ['a = 1\na = 2', 'tomlRedefined'],
      ['a = "\\q"', 'tomlBadEscape'],
      ['a = 1 b = 2', 'tomlNeedsLineEnd'],
      ['a b = 1', 'tomlBadKey'],
      ['a = 2024-13-01', 'tomlBadDate'],
      ['a = yes', 'tomlInvalidValue'],
    ];
    for (const [toml, code] of cases) {
      const error = await readData(toml, 'toml').catch((e: unknown) => e);
      expect(error, toml).toMatchObject({
        code,
        params: { line: expect.any(Number), column: expect.any(Number) },
      });
      expect((error as { params: object }).params, toml).not.toHaveProperty('detail');
    }
  });
});
