import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonObject, parseTree, stringifyTree } from '../tree';
import { differences, documents, expectedAfter } from './changeCheck.testkit';
import { convertData, readData } from './index';

describe('JSON -> URL query string is exact or lists what it changed', { timeout: 120_000 }, () => {
  it('read back by URLSearchParams and the a[b][c] convention', async () => {
    await fc.assert(
      fc.asyncProperty(documents('object'), async (text) => {
        const input = parseTree(text).value;
        const out = await convertData(text, 'json', 'query');
        const back = out.text ? (await readData(out.text, 'query')).value : new JsonObject();
        const expected = expectedAfter(input, out.changes, { doubles: false });
        // Values are text: compared as the text each holds once types are listed as lost.
        expect(
          [
            ...differences(expected.value, back, 'written', expected.untyped ? 'text' : 'typed'),
            ...expected.unused.map((c) => `unused change ${c.path} ${c.reason.code}`),
          ],
          out.text,
        ).toEqual([]);
      }),
    );
  });

  it('renames keys with brackets, which the reader would take as nesting', async () => {
    const out = await convertData('{"x[y]":"1","x_y_":"2"}', 'json', 'query');
    expect(out.text).toBe('x_y_=1&x_y__2=2');
    const renames = out.changes.filter((c) => c.reason.code !== 'untypedFormat');
    expect(renames.map((c) => [c.path, c.after, c.reason.code])).toEqual([
      ["$['x[y]']", 'x_y_', 'queryKeyRenamed'],
      ['$.x_y_', 'x_y__2', 'queryKeyRenamed'],
    ]);
    expect(stringifyTree((await readData(out.text, 'query')).value)).toBe(
      '{"x_y_":"1","x_y__2":"2"}',
    );
  });
});
