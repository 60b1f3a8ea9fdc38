import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonNumber, JsonObject, parseTree, type JsonValue } from '../tree';
import {
  asSavedFile,
  csvTables,
  differences,
  documents,
  expectedAfter,
  KEYS,
  STRINGS,
} from './changeCheck.testkit';
import { rowReader } from './csvColumns';
import { convertData } from './index';

/** Debian's Python: PyYAML (python3-yaml) and tomllib (3.11). CI installs it; never skipped. */
const PYTHON = '/usr/bin/python3';
const SCRIPT = join(import.meta.dirname, 'independentReaders.py');

type Tagged =
  | null
  | boolean
  | string
  | { n: string }
  | { a: Tagged[] }
  | { o: [string | { key: string }, Tagged][] }
  | { other: string };

/** Python's reading as our tree; a key or value Python typed otherwise cannot match. */
function fromTagged(value: Tagged): JsonValue {
  if (value === null || typeof value !== 'object') return value;
  if ('n' in value) return new JsonNumber(value.n);
  if ('a' in value) return value.a.map(fromTagged);
  if ('o' in value)
    return new JsonObject(
      value.o.map(([key, item]) => [
        typeof key === 'string' ? key : `<not a string: ${key.key}>`,
        fromTagged(item),
      ]),
    );
  return `<not JSON: ${value.other}>`;
}

function readWithPython(
  docs: { format: 'yaml' | 'toml' | 'csv'; text: string; delimiter?: string }[],
) {
  const run = spawnSync(PYTHON, [SCRIPT], {
    // Python reads the file a user would save, not the JavaScript string.
    input: JSON.stringify(docs.map((doc) => ({ ...doc, text: asSavedFile(doc.text) }))),
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.error || run.status !== 0)
    throw new Error(
      `${PYTHON} with PyYAML and tomllib is needed (Debian: python3-yaml): ${run.error?.message ?? run.stderr}`,
    );
  return JSON.parse(run.stdout) as ({ value: Tagged } | { error: string })[];
}

describe(
  'our YAML, TOML and CSV as programs in another language read them',
  { timeout: 60_000 },
  () => {
    it('PyYAML (YAML 1.1) and tomllib read the same data, or the change list says why', async () => {
      // Every awkward string and key for sure, then random documents.
      const awkward = JSON.stringify({
        values: STRINGS,
        keys: Object.fromEntries(KEYS.map((key, i) => [key, STRINGS[i]])),
      });
      const texts: (readonly [string, 'yaml' | 'toml'])[] = [
        [awkward, 'yaml'],
        [awkward, 'toml'],
        ...fc.sample(documents('any'), { numRuns: 200, seed: 17 }).map((t) => [t, 'yaml'] as const),
        ...fc
          .sample(documents('object'), { numRuns: 200, seed: 18 })
          .map((t) => [t, 'toml'] as const),
      ];
      const cases = await Promise.all(
        texts.map(async ([text, format]) => {
          const out = await convertData(text, 'json', format);
          return { text, format, out };
        }),
      );
      const read = readWithPython(cases.map(({ format, out }) => ({ format, text: out.text })));
      const failures = cases.flatMap(({ text, format, out }, i) => {
        const result = read[i];
        if ('error' in result) return [`${format} of ${text}: ${result.error}`];
        const expected = expectedAfter(parseTree(text).value, out.changes, { doubles: true });
        const found = differences(expected.value, fromTagged(result.value));
        return found.length ? [`${format} of ${text}:\n${out.text}\n${found.join('\n')}`] : [];
      });
      expect(failures.slice(0, 5)).toEqual([]);
    });

    it("Python's csv module reads the same cells, or the change list says why", async () => {
      const texts = fc.sample(csvTables, { numRuns: 300, seed: 19 });
      const cases = await Promise.all(
        texts.map(async (text, i) => {
          const delimiter = [',', ';', '\t', '|'][i % 4];
          return { text, delimiter, out: await convertData(text, 'json', 'csv', { delimiter }) };
        }),
      );
      const read = readWithPython(
        cases.map(({ out, delimiter }) => ({ format: 'csv', text: out.text, delimiter })),
      );
      const failures = cases.flatMap(({ text, out }, i) => {
        const result = read[i];
        if ('error' in result) return [`csv of ${text}: ${result.error}`];
        const input = parseTree(text).value;
        const rows = fromTagged(result.value) as string[][];
        // Rows of arrays are rows; rows of objects have a header, and `a.b` columns nest.
        const rowsOfArrays = Array.isArray(input) && input.every((item) => Array.isArray(item));
        const [header, ...cells] = rows;
        const back = rowsOfArrays || !header ? rows : cells.map(rowReader(header));
        const expected = expectedAfter(input, out.changes, { doubles: false });
        const found = [
          ...differences(expected.value, back, 'written', expected.untyped ? 'text' : 'typed'),
          ...expected.unused.map((c) => `unused change ${c.path} ${c.reason.code}`),
        ];
        return found.length ? [`csv of ${text}:\n${out.text}\n${found.join('\n')}`] : [];
      });
      expect(failures.slice(0, 5)).toEqual([]);
    });
  },
);
