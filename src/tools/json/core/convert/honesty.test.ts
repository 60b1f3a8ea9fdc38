import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OutputChange } from '../changes';
import { JsonObject, parseTree, type JsonValue } from '../tree';
import {
  asSavedFile,
  differences,
  documents,
  expectedAfter,
  NUMBERS,
  STRINGS,
} from './changeCheck.testkit';
import { convertData, readData, type ConvertOptions, type DataFormat } from './index';

async function roundTrip(text: string, to: DataFormat, options: ConvertOptions = {}) {
  const input = parseTree(text).value;
  const out = await convertData(text, 'json', to, options);
  // An empty TOML document is the empty table (the page refuses empty input, not TOML).
  const back =
    to === 'toml' && out.text === ''
      ? { value: new JsonObject(), changes: [] }
      : await readData(asSavedFile(out.text), to, options);
  return { input, out, back };
}

function unexplained(input: JsonValue, changes: OutputChange[], back: JsonValue): string[] {
  // Our readers keep numbers as written (TOML floats too) and key order from the text.
  const expected = expectedAfter(input, changes, { doubles: false });
  return [
    ...differences(expected.value, back),
    ...expected.unused.map((c) => `unused change ${c.path} ${c.reason.code}`),
  ];
}

/**
 * Documents for XML: XML has no types; strings with edge spaces, line breaks and controls,
 * keys that collide once cleaned, attributes, or JavaScript's own names.
 */
const xmlDocuments = fc.letrec<{ value: string; array: string; object: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...NUMBERS),
    fc
      .oneof(
        fc.stringMatching(/^[a-z0-9]([a-z0-9 ]{0,4}[a-z0-9])?$/),
        fc.constantFrom('', 'yes', '12:30', '1.10', 'quote"', '<a>&amp;', 'c\u0001', '\ud800'),
        fc.constantFrom(...STRINGS),
        fc.string({ maxLength: 6 }),
      )
      .map((text) => JSON.stringify(text)),
    fc.constantFrom('true', 'false', 'null'),
    tie('array'),
    tie('object'),
  ),
  array: fc.array(tie('value'), { maxLength: 3 }).map((items) => `[${items.join(',')}]`),
  object: fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom('a', 'b c', 'b_c', '@x', '_x', '__proto__', 'constructor', 'toString'),
          fc.constantFrom('1', 'a-b', 'a_b', '', '@_id', '@_x y'),
        ),
        tie('value'),
      ),
      { maxLength: 4 },
    )
    .map((members) => `{${members.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
}));

describe('every conversion is exact or lists what it changed', { timeout: 120_000 }, () => {
  it('JSON -> YAML (read alike by 1.1 and 1.2) -> JSON', async () => {
    await fc.assert(
      fc.asyncProperty(documents('any'), async (text) => {
        const { input, out, back } = await roundTrip(text, 'yaml');
        expect(unexplained(input, out.changes, back.value)).toEqual([]);
        // Our own YAML leaves nothing for a YAML 1.1 reader to take otherwise.
        expect(back.changes).toEqual([]);
      }),
    );
  });

  it('JSON -> plain YAML 1.2 -> JSON', async () => {
    await fc.assert(
      fc.asyncProperty(documents('any'), async (text) => {
        const { input, out, back } = await roundTrip(text, 'yaml', { yaml12: true });
        expect(unexplained(input, out.changes, back.value)).toEqual([]);
      }),
    );
  });

  it('JSON -> TOML -> JSON', async () => {
    await fc.assert(
      fc.asyncProperty(documents('object'), async (text) => {
        const { input, out, back } = await roundTrip(text, 'toml');
        expect(unexplained(input, out.changes, back.value)).toEqual([]);
      }),
    );
  });

  it('JSON -> XML -> JSON (names, shapes and types listed)', async () => {
    await fc.assert(
      fc.asyncProperty(xmlDocuments.value, async (text) => {
        const { input, out, back } = await roundTrip(text, 'xml');
        const expected = expectedAfter(input, out.changes, { doubles: false, emptyElements: true });
        // XML has no types (listed once); key order is as written, or listed.
        const found = differences(
          expected.value,
          back.value,
          'written',
          expected.untyped ? 'text' : 'typed',
        );
        expect([
          ...found,
          ...expected.unused.map((c) => `unused ${c.path} ${c.reason.code}`),
        ]).toEqual([]);
      }),
    );
  });
});
