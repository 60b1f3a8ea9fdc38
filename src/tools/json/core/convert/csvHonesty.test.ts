import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OutputChange } from '../changes';
import { parseTree, stringifyTree, type JsonValue } from '../tree';
import { asSavedFile, csvTables, differences, expectedAfter } from './changeCheck.testkit';
import { convertData, readData } from './index';

const delimiters = fc.constantFrom(',', ';', '\t', '|');

/** What a reader should get: every difference left is one the change list does not explain. */
function unexplained(
  input: JsonValue,
  changes: OutputChange[],
  back: JsonValue,
  typed: 'typed' | 'text',
): string[] {
  const expected = expectedAfter(input, changes, { doubles: false });
  return [
    ...differences(expected.value, back, 'written', expected.untyped ? 'text' : typed),
    ...expected.unused.map((c) => `unused change ${c.path} ${c.reason.code}`),
  ];
}

describe('JSON -> CSV is exact or lists what it changed', { timeout: 120_000 }, () => {
  it('read back as text cells (as Python csv, or with type guessing off)', async () => {
    await fc.assert(
      fc.asyncProperty(csvTables, delimiters, async (text, delimiter) => {
        const input = parseTree(text).value;
        const out = await convertData(text, 'json', 'csv', { delimiter });
        const saved = asSavedFile(out.text);
        // Rows of arrays have no header: they are read as rows, not as objects.
        const rowsOfArrays = Array.isArray(input) && input.every((item) => Array.isArray(item));
        const back: JsonValue = !out.text
          ? []
          : rowsOfArrays
            ? parseTree(
                JSON.stringify(
                  (await import('papaparse')).default.parse<string[]>(saved, { delimiter }).data,
                ),
              ).value
            : (await readData(saved, 'csv', { delimiter, inferTypes: false })).value;
        expect(unexplained(input, out.changes, back, 'typed'), out.text).toEqual([]);
      }),
    );
  });

  it("read back with numbers, booleans and empty cells guessed (this tool's default)", async () => {
    await fc.assert(
      fc.asyncProperty(csvTables, async (text) => {
        const input = parseTree(text).value;
        if (Array.isArray(input) && input.length > 0 && input.every((i) => Array.isArray(i)))
          return;
        const out = await convertData(text, 'json', 'csv');
        const back = out.text
          ? (await readData(asSavedFile(out.text), 'csv', { delimiter: ',' })).value
          : [];
        // Guessing reads "" as null and "1" as 1: compared as the text each cell holds.
        expect(unexplained(input, out.changes, back, 'text'), out.text).toEqual([]);
      }),
    );
  });

  it('keeps what the old converter lost without a word', async () => {
    const cases: [string, string, string][] = [
      // A row without a column: an empty cell, listed with the member it reads back as.
      ['[{"a":1,"b":2},{"a":3}]', 'a,b\r\n1,2\r\n3,', '$[1] csvMissingCell'],
      // A one-column row holding "": written `""` so that readers do not skip it.
      ['[{"a":""},{"a":"x"}]', 'a\r\n""\r\nx', ''],
      // A row without keys, and a key with a dot (which CSV readers nest).
      ['[{}]', '', '$[0] csvNoColumns'],
      ['[{"a.b":1}]', 'a_b\r\n1', "$[0]['a.b'] csvKeyRenamed"],
    ];
    for (const [json, csv, listed] of cases) {
      const out = await convertData(json, 'json', 'csv');
      expect(out.text).toBe(csv);
      const codes = out.changes
        .filter((c) => c.reason.code !== 'untypedFormat')
        .map((c) => `${c.path} ${c.reason.code}`);
      expect(codes).toEqual(listed ? [listed] : []);
      if (csv) {
        const back = (await readData(csv, 'csv', { inferTypes: false })).value;
        expect(stringifyTree(back)).toBe(
          stringifyTree(
            expectedAfter(parseTree(json).value, out.changes, { doubles: false }).value,
          ).replace(/:(\d+)/g, ':"$1"'),
        );
      }
    }
  });
});
