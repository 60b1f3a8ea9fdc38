import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OutputChange } from '../changes';
import { JsonObject, parseTree, type JsonValue } from '../tree';
import { differences, documents, expectedAfter } from './changeCheck.testkit';
import { convertData, readData, type ConvertOptions, type DataFormat } from './index';

async function roundTrip(text: string, to: DataFormat, options: ConvertOptions = {}) {
  const input = parseTree(text).value;
  const out = await convertData(text, 'json', to, options);
  // An empty TOML document is the empty table (the page refuses empty input, not TOML).
  const back =
    to === 'toml' && out.text === ''
      ? { value: new JsonObject(), changes: [] }
      : await readData(out.text, to, options);
  return { input, out, back };
}

function unexplained(
  input: JsonValue,
  changes: OutputChange[],
  back: JsonValue,
  reader: 'yaml' | 'toml',
): string[] {
  // smol-toml reads numbers as doubles (as TOML says) into plain objects.
  const expected = expectedAfter(input, changes, { doubles: reader === 'toml' });
  return [
    ...differences(expected.value, back, reader === 'toml' ? 'jsObject' : 'written'),
    ...expected.unused.map((c) => `unused change ${c.path} ${c.reason.code}`),
  ];
}

describe('every conversion is exact or lists what it changed', { timeout: 120_000 }, () => {
  it('JSON -> YAML (read alike by 1.1 and 1.2) -> JSON', async () => {
    await fc.assert(
      fc.asyncProperty(documents('any'), async (text) => {
        const { input, out, back } = await roundTrip(text, 'yaml');
        expect(unexplained(input, out.changes, back.value, 'yaml')).toEqual([]);
        // Our own YAML leaves nothing for a YAML 1.1 reader to take otherwise.
        expect(back.changes).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('JSON -> plain YAML 1.2 -> JSON', async () => {
    await fc.assert(
      fc.asyncProperty(documents('any'), async (text) => {
        const { input, out, back } = await roundTrip(text, 'yaml', { yaml12: true });
        expect(unexplained(input, out.changes, back.value, 'yaml')).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('JSON -> TOML -> JSON', async () => {
    await fc.assert(
      fc.asyncProperty(documents('object'), async (text) => {
        const { input, out, back } = await roundTrip(text, 'toml');
        expect(unexplained(input, out.changes, back.value, 'toml')).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
