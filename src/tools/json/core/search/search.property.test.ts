import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyTextEdits } from '../textEdit';
import { walkJson } from '../walker';
import { findMatches, planReplace, type SearchOptions } from '.';

/** A key or string from a small alphabet with quotes, backslashes, escapes and non-ASCII. */
const piece = fc.string({
  unit: fc.constantFrom('a', 'b', 'x', 'y', ' ', '"', '\\', '\n', 'é', '😀', '1', '.'),
  maxLength: 8,
});

const leaf = fc.oneof(
  piece,
  fc.integer({ min: -50, max: 50 }),
  fc.constantFrom(1.5, -0.25, 1e21, true, false, null),
);
const doc = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(piece, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** The document as a user might write it: indented, and some characters as \u escapes. */
const written = fc.tuple(doc, fc.boolean(), fc.boolean()).map(([value, pretty, unicode]) => {
  const text = JSON.stringify(value, null, pretty ? 2 : undefined);
  return unicode ? text.replace(/é/g, '\\u00e9').replace(/😀/g, '\\ud83d\\ude00') : text;
});

const options = fc.record<SearchOptions>({
  query: fc.oneof(
    piece.filter((q) => q !== ''),
    fc.constantFrom('(a|b)+', '\\d', 'x(?<n>y)?', '^.'),
  ),
  regex: fc.boolean(),
  caseSensitive: fc.boolean(),
  wholeWord: fc.boolean(),
  scope: fc.constantFrom('all', 'keys', 'values'),
  lenient: fc.constant(false),
});

/** Raw key and scalar spans in order. */
function tokens(text: string): [number, number][] {
  const spans: [number, number][] = [];
  const add = (from: number, to: number) => spans.push([from, to]);
  walkJson(text, {
    beginObject() {},
    endObject() {},
    beginArray() {},
    endArray() {},
    key: add,
    scalar: (_kind, from, to) => add(from, to),
  });
  return spans;
}

function validQuery(o: SearchOptions): boolean {
  try {
    new RegExp(o.regex ? o.query : 'x', 'u');
    return true;
  } catch {
    return false;
  }
}

describe('planReplace (properties)', () => {
  it('keeps the document valid, leaves every other token as written, one edit per match', () => {
    fc.assert(
      fc.property(
        written,
        options.filter(validQuery),
        fc.oneof(piece, fc.constantFrom('$1', '$<n>', '[$&]', '')),
        (text, o, replacement) => {
          const found = findMatches(text, o);
          const plan = planReplace(text, o, replacement);
          const after = applyTextEdits(text, plan.edits);
          expect(() => JSON.parse(after)).not.toThrow();
          const refused = plan.refusals.reduce((sum, r) => sum + r.matches, 0);
          expect(plan.replaced).toBe(found.count - refused);
          // Token by token: same count, same gaps; tokens without a replaced match unchanged.
          const before = tokens(text);
          const now = tokens(after);
          expect(now).toHaveLength(before.length);
          const edited = new Set<number>();
          let e = 0;
          before.forEach(([from, to], i) => {
            while (e < plan.edits.length && plan.edits[e].to <= to && plan.edits[e].from >= from) {
              edited.add(i);
              e += 1;
            }
          });
          expect(e).toBe(plan.edits.length);
          before.forEach(([from, to], i) => {
            const gapBefore = text.slice(i ? before[i - 1][1] : 0, from);
            const gapNow = after.slice(i ? now[i - 1][1] : 0, now[i][0]);
            expect(gapNow).toBe(gapBefore);
            if (!edited.has(i))
              expect(after.slice(now[i][0], now[i][1])).toBe(text.slice(from, to));
          });
        },
      ),
      { numRuns: 400 },
    );
  });

  it('replaces plain text in string values as replaceAll would on the parsed strings', () => {
    const replaceStrings = (value: unknown, query: string, by: string): unknown => {
      if (typeof value === 'string') return value.split(query).join(by);
      if (Array.isArray(value)) return value.map((v) => replaceStrings(v, query, by));
      if (value && typeof value === 'object')
        return Object.fromEntries(
          Object.entries(value).map(([k, v]) => [k, replaceStrings(v, query, by)]),
        );
      return value;
    };
    fc.assert(
      fc.property(
        doc,
        fc.constantFrom('x', 'xy', '"', '\\', 'é', '😀', ' '),
        piece,
        (value, query, by) => {
          const text = JSON.stringify(value);
          const o: SearchOptions = {
            query,
            regex: false,
            caseSensitive: true,
            wholeWord: false,
            scope: 'values',
            lenient: false,
          };
          const after = applyTextEdits(text, planReplace(text, o, by).edits);
          expect(JSON.parse(after)).toEqual(replaceStrings(value, query, by));
        },
      ),
      { numRuns: 300 },
    );
  });
});
