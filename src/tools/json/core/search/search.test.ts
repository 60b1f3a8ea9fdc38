import { describe, expect, it } from 'vitest';
import { applyTextEdits } from '../textEdit';
import { findMatches, matchAtOrAfter, planReplace, SearchError, type SearchOptions } from '.';

const base: SearchOptions = {
  query: '',
  regex: false,
  caseSensitive: false,
  wholeWord: false,
  scope: 'all',
  lenient: false,
};

const opts = (patch: Partial<SearchOptions>): SearchOptions => ({ ...base, ...patch });

/** The matched raw text of each match. */
function found(text: string, patch: Partial<SearchOptions>): string[] {
  const { ranges, count } = findMatches(text, opts(patch));
  return Array.from({ length: count }, (_, i) => text.slice(ranges[2 * i], ranges[2 * i + 1]));
}

function replaced(text: string, patch: Partial<SearchOptions>, replacement: string, only = -1) {
  const plan = planReplace(text, opts(patch), replacement, only);
  return { ...plan, text: applyTextEdits(text, plan.edits) };
}

describe('findMatches', () => {
  it('matches inside keys and values, never punctuation', () => {
    const text = '{"a":"a","b":[1,"ab"],"n":null}';
    expect(found(text, { query: 'a' })).toEqual(['a', 'a', 'a']);
    expect(found(text, { query: '"' })).toEqual([]);
    expect(found(text, { query: ',' })).toEqual([]);
    expect(found(text, { query: 'a', scope: 'keys' })).toEqual(['a']);
    expect(found(text, { query: 'a', scope: 'values' })).toEqual(['a', 'a']);
  });

  it('finds decoded characters through their escapes', () => {
    const text = '{"q":"say \\"hi\\"","e":"caf\\u00e9","t":"a\\tb"}';
    expect(found(text, { query: '"' })).toEqual(['\\"', '\\"']);
    expect(found(text, { query: 'é' })).toEqual(['\\u00e9']);
    expect(found(text, { query: '\t' })).toEqual(['\\t']);
    expect(found(text, { query: 'café' })).toEqual(['caf\\u00e9']);
  });

  it('searches numbers and literals as written, in values only', () => {
    const text = '{"true":true,"x":1.50,"y":"1.5"}';
    expect(found(text, { query: 'true' })).toEqual(['true', 'true']);
    expect(found(text, { query: '1.5' })).toEqual(['1.5', '1.5']);
    expect(found(text, { query: 'true', scope: 'keys' })).toEqual(['true']);
  });

  it('honours case and whole word', () => {
    const text = '{"k":"Cat cat category _cat cat_ 猫cat"}';
    expect(found(text, { query: 'cat' })).toHaveLength(6);
    expect(found(text, { query: 'cat', caseSensitive: true })).toHaveLength(5);
    expect(found(text, { query: 'cat', wholeWord: true })).toEqual(['Cat', 'cat']);
  });

  it('anchors ^ and $ at each token', () => {
    expect(found('["ab","cab"]', { query: '^a', regex: true })).toEqual(['a']);
    expect(found('["ab","cab"]', { query: 'b$', regex: true })).toEqual(['b', 'b']);
  });

  it('refuses an empty query and an invalid regex with what is wrong', () => {
    expect(() => findMatches('{}', opts({}))).toThrow(SearchError);
    const cases: [string, string][] = [
      ['(a', 'regexUnterminatedGroup'],
      ['a)', 'regexUnmatchedParen'],
      ['*a', 'regexNothingToRepeat'],
      ['[a', 'regexUnterminatedClass'],
      ['[z-a]', 'regexClassRange'],
      ['\\', 'regexTrailingBackslash'],
      ['(?<1>a)', 'regexBadGroupName'],
    ];
    for (const [query, code] of cases) {
      try {
        findMatches('{}', opts({ query, regex: true }));
        expect.unreachable(query);
      } catch (error) {
        expect((error as SearchError).code, query).toBe(code);
        expect((error as SearchError).params.detail).toBeTruthy();
      }
    }
  });

  it('reports a document that is not JSON as a syntax error', () => {
    expect(() => findMatches('{"a":', opts({ query: 'a' }))).toThrow(/./);
    expect(found('{"a":1, // note a\n}', { query: 'a', lenient: true })).toEqual(['a']);
  });

  it('finds the match at or after an offset, wrapping', () => {
    const result = findMatches('["a","a","a"]', opts({ query: 'a' }));
    expect(matchAtOrAfter(result, 0)).toBe(0);
    expect(matchAtOrAfter(result, 3)).toBe(1);
    expect(matchAtOrAfter(result, 12)).toBe(0);
  });
});

describe('planReplace', () => {
  it('replaces with capture groups and names, re-encoding the result', () => {
    const text = '{"date":"2024-05-06","name":"Ann"}';
    const patch = { query: '(\\d{4})-(?<m>\\d\\d)-(\\d\\d)', regex: true };
    expect(replaced(text, patch, '$3/$<m>/$1').text).toBe('{"date":"06/05/2024","name":"Ann"}');
    expect(replaced(text, { query: 'Ann' }, 'A "quote" \\ \n').text).toBe(
      '{"date":"2024-05-06","name":"A \\"quote\\" \\\\ \\n"}',
    );
    expect(replaced(text, { query: 'Ann' }, '$1').text).toContain('"$1"');
  });

  it('keeps the escapes outside a match as written', () => {
    const text = '["caf\\u00e9 caf\\u00e9"]';
    expect(replaced(text, { query: 'é' }, 'e', 1).text).toBe('["caf\\u00e9 cafe"]');
  });

  it('replaces one match by its index', () => {
    const text = '{"a":"x","b":"x x"}';
    expect(replaced(text, { query: 'x' }, 'y', 0).text).toBe('{"a":"y","b":"x x"}');
    expect(replaced(text, { query: 'x' }, 'y', 2).text).toBe('{"a":"x","b":"x y"}');
    expect(replaced(text, { query: 'x' }, 'y', 3).edits).toEqual([]);
  });

  it('refuses numbers and literals that would not stay valid', () => {
    const text = '{"a":1.5,"b":true,"c":null}';
    const numbers = replaced(text, { query: '.' }, ',');
    expect(numbers.text).toBe(text);
    expect(numbers.refusals).toEqual([
      { from: 5, to: 8, matches: 1, code: 'notLiteral', params: { before: '1.5', after: '1,5' } },
    ]);
    expect(replaced(text, { query: '5' }, '25').text).toBe('{"a":1.25,"b":true,"c":null}');
    expect(replaced(text, { query: 'true' }, 'false').text).toContain('"b":false');
    expect(replaced(text, { query: 'null' }, '"x"').refusals).toHaveLength(1);
  });

  it('refuses a key that would equal another key of its object', () => {
    const text = '{"a1":1,"a2":2,"b":{"a1":3}}';
    const plan = replaced(text, { query: '\\d', regex: true, scope: 'keys' }, '');
    expect(plan.text).toBe('{"a1":1,"a2":2,"b":{"a":3}}');
    expect(plan.refusals.map((r) => [r.code, r.params.after])).toEqual([
      ['duplicateKey', '"a"'],
      ['duplicateKey', '"a"'],
    ]);
  });
});
