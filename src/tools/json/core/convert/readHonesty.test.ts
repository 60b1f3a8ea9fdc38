import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { childPath, type ChangeCode, type OutputChange } from '../changes';
import { JsonNumber, JsonObject, stringifyTree, type JsonValue } from '../tree';
import { readData } from './index';

/** Every leaf of a tree by its path, as the readers write paths. */
function leaves(value: JsonValue, path = '$', into = new Map<string, string>()) {
  if (Array.isArray(value)) value.forEach((item, i) => leaves(item, childPath(path, i), into));
  else if (value instanceof JsonObject)
    for (const [key, item] of value.entries) leaves(item, childPath(path, key), into);
  else into.set(path, value instanceof JsonNumber ? value.raw : JSON.stringify(value));
  return into;
}

const listed = (changes: OutputChange[], code: ChangeCode) =>
  changes.filter((c) => c.reason.code === code);

/** Element names (some repeated), text with edge spaces and typed-looking words, comments. */
const TEXTS = ['', ' ', 'x', ' a b ', '1', '1.10', 'true', '-0', '\n  ', '中 文'];
const xmlElement: fc.Arbitrary<string> = fc.letrec<{ element: string }>((tie) => ({
  element: fc
    .tuple(
      fc.constantFrom('a', 'b', '__proto__'),
      fc.uniqueArray(fc.constantFrom('x', 'y', 'z'), { maxLength: 2 }),
      fc.constantFrom(...TEXTS),
      fc.array(
        fc.oneof(
          { depthSize: 'small' },
          fc.constantFrom(...TEXTS),
          fc.constant('<!-- c -->'),
          tie('element'),
        ),
        { maxLength: 3 },
      ),
    )
    .map(
      ([name, attributes, value, children]) =>
        `<${name}${attributes.map((a) => ` ${a}="${value}"`).join('')}>${children.join('')}</${name}>`,
    ),
})).element;

/** CSV with 2–4 columns whose names may repeat, cells empty or typed-looking. */
const csvTable = fc
  .tuple(
    fc.array(fc.constantFrom('a', 'b', 'a_2', ''), { minLength: 2, maxLength: 4 }),
    fc.array(fc.array(fc.constantFrom('', '1', 'x', 'true'), { minLength: 4, maxLength: 4 }), {
      maxLength: 3,
    }),
  )
  .map(([header, rows]) => ({ header, rows: rows.map((row) => row.slice(0, header.length)) }));

describe(
  'reading XML, CSV and YAML is exact or lists what it changed',
  { timeout: 120_000 },
  () => {
    it('XML: type guessing changes exactly the listed values; text and comments are kept or listed', async () => {
      await fc.assert(
        fc.asyncProperty(xmlElement, async (xml) => {
          const asText = await readData(xml, 'xml', { inferTypes: false });
          const typed = await readData(xml, 'xml', { inferTypes: true });
          const before = leaves(asText.value);
          const after = leaves(typed.value);
          const differing = [...before].filter(([path, v]) => after.get(path) !== v);
          // As sets: a repeated element grouped into one array moves its items before later keys.
          const byPath = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));
          expect(
            listed(typed.changes, 'xmlTyped')
              .map((c) => [c.path, c.before, c.after])
              .sort(byPath),
          ).toEqual(differing.map(([path, v]) => [path, v, after.get(path)]).sort(byPath));
          // Every piece of text that is not layout is in some string, whole (joined ones listed).
          const strings = [...before.values()].map((v) => JSON.parse(v) as string).join('\u0000');
          for (const piece of xml.split(/<[^>]*>/).filter((t) => /[^ \t\r\n]/.test(t)))
            expect(strings).toContain(piece);
          const comments = xml.split('<!-- c -->').length - 1;
          expect(listed(asText.changes, 'xmlCommentDropped')).toHaveLength(comments);
        }),
      );
    });

    it('CSV: every column is kept under its own key; renames and typed cells are listed', async () => {
      await fc.assert(
        fc.asyncProperty(csvTable, async ({ header, rows }) => {
          const csv = [header, ...rows].map((row) => row.join(',')).join('\n');
          const read = await readData(csv, 'csv', { delimiter: ',', inferTypes: true });
          const renamed = listed(read.changes, 'csvColumnRenamed');
          expect(renamed).toHaveLength(header.length - new Set(header).size);
          for (const row of read.value as JsonObject[])
            expect(row.entries).toHaveLength(header.length);
          const nulls = [...leaves(read.value)].filter(([, v]) => v === 'null').map(([p]) => p);
          expect(listed(read.changes, 'csvEmptyAsNull').map((c) => c.path)).toEqual(nulls);
          const typed = [...leaves(read.value)].filter(
            ([, v]) => !v.startsWith('"') && v !== 'null',
          );
          expect(listed(read.changes, 'csvTyped').map((c) => [c.path, c.after])).toEqual(typed);
        }),
      );
    });

    it('YAML: duplicate keys are refused where they stand; merges are applied and listed', async () => {
      const keys = fc.array(fc.constantFrom('p', 'q', 'r', 's'), { maxLength: 4 });
      await fc.assert(
        fc.asyncProperty(keys, keys, async (base, own) => {
          const map = (names: string[], n: number) => names.map((k) => `${k}: ${n}`).join(', ');
          const yaml = `base: &b {${map(base, 1)}}\nm: {<<: *b${own.length ? ', ' : ''}${map(own, 2)}}\n`;
          const duplicate = [base, own].find((names) => new Set(names).size < names.length);
          const read = readData(yaml, 'yaml');
          if (duplicate) {
            const error = (await read.catch((e: unknown) => e)) as {
              params: Record<string, number>;
            };
            expect(error).toMatchObject({ code: 'yamlDuplicateKeyAt' });
            const line = yaml.split('\n')[error.params.line - 1];
            expect(line.slice(error.params.column - 1)).toMatch(/^[pqrs]: /);
            return;
          }
          const { value, changes } = await read;
          const merged = base.filter((k) => !own.includes(k));
          const m = [...merged.map((k) => `"${k}":1`), ...own.map((k) => `"${k}":2`)];
          expect(stringifyTree((value as JsonObject).get('m')!)).toBe(`{${m.join(',')}}`);
          expect(changes.map((c) => [c.path, c.after, c.reason.code])).toEqual([
            ["$.m['<<']", JSON.stringify(merged), 'yamlMerged'],
          ]);
        }),
      );
    });
  },
);
