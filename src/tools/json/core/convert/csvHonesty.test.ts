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
      fc.asyncProperty(csvTables, delimiters, fc.boolean(), async (text, delimiter, guard) => {
        const input = parseTree(text).value;
        const out = await convertData(text, 'json', 'csv', { delimiter, guardFormulas: guard });
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

  it("guards what Excel or WPS would run as a formula with a leading ', listed", async () => {
    const json =
      '[{"=cmd":"=HYPERLINK(\\"http://x\\")","phone":"+86 138","n":-5,"at":"@SUM(A1)","t":"\\tx","ok":"a=b"}]';
    const out = await convertData(json, 'json', 'csv', { guardFormulas: true });
    expect(out.text).toBe(
      `'=cmd,phone,n,at,t,ok\r\n"'=HYPERLINK(""http://x"")",'+86 138,-5,'@SUM(A1),'\tx,a=b`,
    );
    const listed = out.changes.filter((c) => c.reason.code !== 'untypedFormat');
    expect(listed.map((c) => `${c.path} ${c.reason.code} ${c.after}`)).toEqual([
      `$[0]['=cmd'] csvFormulaKeyGuarded '=cmd`,
      `$[0]['=cmd'] csvFormulaGuarded "'=HYPERLINK(\\"http://x\\")"`,
      `$[0].phone csvFormulaGuarded "'+86 138"`,
      `$[0].at csvFormulaGuarded "'@SUM(A1)"`,
      `$[0].t csvFormulaGuarded "'\\tx"`,
    ]);
    // Off, the cells are written as they are, and nothing is listed for them.
    const plain = await convertData(json, 'json', 'csv', { guardFormulas: false });
    expect(plain.changes.map((c) => c.reason.code)).toEqual(['untypedFormat']);
    expect(plain.text.split('\r\n')[1]).toBe(
      '"=HYPERLINK(""http://x"")",+86 138,-5,@SUM(A1),\tx,a=b',
    );
    // Rows of arrays are guarded alike.
    const rows = await convertData('[["=1+1","-"],[1,"x"]]', 'json', 'csv', {
      guardFormulas: true,
    });
    expect(rows.text).toBe("'=1+1,'-\r\n1,x");
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
