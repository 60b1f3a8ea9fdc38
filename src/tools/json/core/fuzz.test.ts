import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildTreeIndex,
  convertData,
  diffJson,
  escapeJsonString,
  expandNestedJson,
  formatJson,
  formatJsonInto,
  generateTypes,
  JsonSyntaxError,
  JsonToolError,
  minifyJson,
  parseJson,
  stringifyTree,
  textToUnicode,
  unescapeJsonString,
  unicodeToText,
  validateJson,
} from './index';
import { MAX_DEPTH } from './lexer';
import { reformatWithWalker } from './reformat';

/** Runs fn and returns the error code, or 'ok'; anything but our typed errors fails the test. */
function outcome(fn: () => unknown): string {
  try {
    fn();
    return 'ok';
  } catch (error) {
    if (error instanceof JsonSyntaxError) return `${error.code}@${error.offset}`;
    if (error instanceof JsonToolError) return 'tool';
    throw error;
  }
}

/** JSON-like text with random damage: the inputs that find disagreements between readers. */
const jsonish = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.json(),
  fc
    .tuple(
      fc.json(),
      fc.nat(),
      fc.constantFrom(',', ']', '}', '"', '\\', ' ', '\n', '/', '0', 'e', '-', ':', '\u0001', "'"),
    )
    .map(([text, at, insert]) => {
      const i = at % (text.length + 1);
      return text.slice(0, i) + insert + text.slice(i);
    }),
  fc.tuple(fc.json(), fc.nat()).map(([text, at]) => text.slice(0, at % (text.length + 1))),
);

describe('fuzzing: only documented errors, readers agree', { timeout: 300_000 }, () => {
  it('parse, validate, format and minify return or throw JsonSyntaxError, never anything else', () => {
    fc.assert(
      fc.property(jsonish, fc.boolean(), (text, lenient) => {
        const parsed = parseJson(text, { lenient });
        const formatted = outcome(() => formatJson(text, { lenient }));
        expect(validateJson(text, { lenient }).ok).toBe(parsed.ok);
        expect(formatted === 'ok').toBe(parsed.ok);
        if (!parsed.ok) expect(formatted).toBe(`${parsed.error.code}@${parsed.error.offset}`);
        expect(outcome(() => minifyJson(text, { lenient }))).toBe(formatted);
        expect(outcome(() => buildTreeIndex(text, { lenient }))).toBe(formatted);
      }),
      { numRuns: 1000 },
    );
  }, 300_000);

  it('the fast reformatter and the walker produce the same text', () => {
    fc.assert(
      fc.property(
        jsonish,
        fc.constantFrom<2 | 4 | '\t' | null>(2, 4, '\t', null),
        (text, indent) => {
          const fast = outcome(() => formatJson(text, { indent: indent ?? 0 }));
          const slow = outcome(() => reformatWithWalker(text, indent ?? 0));
          expect(fast).toBe(slow);
          if (fast === 'ok')
            expect(formatJson(text, { indent: indent ?? 0 })).toBe(
              reformatWithWalker(text, indent ?? 0).text,
            );
        },
      ),
      { numRuns: 500 },
    );
  }, 300_000);

  it('formats like JSON.stringify when JSON.parse would not reorder keys', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        fc.pre(!/"\d+":/.test(text));
        expect(formatJson(text)).toBe(JSON.stringify(JSON.parse(text), null, 2));
        expect(minifyJson(formatJson(text, { indent: '\t' }))).toBe(
          JSON.stringify(JSON.parse(text)),
        );
      }),
    );
  });

  it('round-trips every tree through stringifyTree', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        const parsed = parseJson(text);
        expect(parsed.ok && stringifyTree(parsed.value)).toBe(minifyJson(text));
      }),
    );
  });

  it('escape and unescape are inverse for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(unescapeJsonString(escapeJsonString(text))).toBe(text);
        expect(unescapeJsonString(escapeJsonString(text, true))).toBe(text);
        if (!text.includes('\\')) expect(unicodeToText(textToUnicode(text)).text).toBe(text);
      }),
    );
  });
});

describe('hostile sizes', { timeout: 300_000 }, () => {
  const DEPTH = 10_000;
  const deepArray = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
  const deepObject = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);

  it(`handles ${DEPTH} levels of nesting without recursion in every tree operation`, async () => {
    for (const text of [deepArray, deepObject]) {
      // Pretty output of 10,000 levels is ~200 MB of indentation by nature; 0 keeps the test small.
      expect(formatJson(text, { indent: 0 })).toBe(text);
      expect(formatJson(text, { sortKeys: true, indent: 0 })).toBe(text);
      const parsed = parseJson(text);
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      expect(stringifyTree(parsed.value)).toBe(text);
      expect(buildTreeIndex(text).count).toBe(text.startsWith('[') ? DEPTH : DEPTH + 1);
      expect(expandNestedJson(parsed.value).expanded).toBe(0);
      expect(diffJson(parsed.value, parsed.value)).toEqual([]);
      expect(() => generateTypes(parsed.value, 'typescript')).toThrow(JsonToolError);
      await expect(convertData(text, 'json', 'yaml')).rejects.toThrow(JsonToolError);
      await expect(convertData(text, 'json', 'xml')).rejects.toThrow(JsonToolError);
    }
  });

  it('pretty-prints 2,000 levels and reads them back', () => {
    const text = '[{"k":'.repeat(2000) + '1' + '}]'.repeat(2000);
    expect(minifyJson(formatJson(text, { indent: '\t' }))).toBe(text);
  });

  it('refuses a million unclosed brackets at the depth limit, naming the depth reached', () => {
    for (const text of ['['.repeat(1_000_000), '[{"a":'.repeat(500_000)]) {
      const result = parseJson(text);
      expect(!result.ok && result.error).toMatchObject({
        code: 'tooDeep',
        params: { max: MAX_DEPTH, depth: 1_000_000 },
        offset: MAX_DEPTH * (text.length / 1_000_000),
      });
      expect(() => formatJson(text)).toThrow(expect.objectContaining({ code: 'tooDeep' }));
      // Refused before the indentation of 10,000 levels (100 M characters) is written.
      let written = 0;
      const sink = { write: (piece: string) => (written += piece.length), reset: () => {} };
      expect(() => formatJsonInto(text, sink)).toThrow(
        expect.objectContaining({ code: 'tooDeep' }),
      );
      expect(written).toBeLessThan(2 ** 20);
    }
  });

  it(`accepts ${MAX_DEPTH} levels and refuses one more, in both readers`, () => {
    const within = '['.repeat(MAX_DEPTH) + ']'.repeat(MAX_DEPTH);
    expect(validateJson(within).ok).toBe(true);
    const beyond = `[${within}]`;
    expect(() => formatJson(beyond, { indent: 0 })).toThrow(
      expect.objectContaining({
        code: 'tooDeep',
        params: { max: MAX_DEPTH, depth: MAX_DEPTH + 1 },
      }),
    );
    expect(validateJson(beyond).ok).toBe(false);
  });

  it('keeps a 100,000-digit number exactly', () => {
    const number = '9'.repeat(100_000) + '.5e-99999';
    expect(minifyJson(`[ ${number} ]`)).toBe(`[${number}]`);
  });

  it('formats a 10 MB string value and reports one left open', () => {
    const big = 'x'.repeat(10 * 1024 * 1024);
    expect(formatJson(`{"s": "${big}"}`).length).toBe(big.length + 13);
    const open = parseJson(`{"s": "${big}`);
    expect(!open.ok && open.error).toMatchObject({ code: 'unterminatedString', offset: 6 });
    expect(unescapeJsonString(escapeJsonString(big))).toBe(big);
  });
});
