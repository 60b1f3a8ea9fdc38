import { describe, expect, it } from 'vitest';
import { JsonSyntaxError } from '../errors';
import { validateAgainstSchema } from './validate';

const schema = JSON.stringify({
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['name', 'age'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 2 },
    age: { type: 'integer', minimum: 0 },
    tags: { type: 'array', items: { enum: ['a', 'b'] } },
    mail: { type: 'string', format: 'email' },
    code: { type: 'string', pattern: '^[A-Z]+$' },
  },
});

function run(document: string, files = [{ name: 'main.json', text: schema }], main = 0) {
  return validateAgainstSchema({ document, lenient: false, files, main, draft: 'auto' });
}

describe('validateAgainstSchema', () => {
  it('lists each failed keyword at its place in the text, with the values its message needs', () => {
    const doc =
      '{\n  "name": "x",\n  "age": -1.5,\n  "tags": ["a", "c"],\n  "mail": "nope",\n  "code": "ab",\n  "extra": 1\n}';
    const result = run(doc);
    expect(result.problems).toEqual([]);
    const brief = result.issues.map((i) => [i.code, i.path, i.line, i.column, i.params]);
    expect(brief).toEqual([
      ['minLength', '$.name', 2, 3, { limit: '2', actual: 1 }],
      ['type', '$.age', 3, 3, { expected: 'integer', actual: 'number' }],
      ['minimum', '$.age', 3, 3, { limit: '0', actual: '-1.5' }],
      ['enum', '$.tags[1]', 4, 17, { allowed: '["a","b"]', actual: '"c"' }],
      ['format', '$.mail', 5, 3, { format: 'email' }],
      ['pattern', '$.code', 6, 3, { pattern: '^[A-Z]+$' }],
      ['propertyNotAllowed', '$.extra', 7, 3, { property: 'extra' }],
    ]);
    expect(result.issues[0].offset).toBe(doc.indexOf('"name"'));
  });

  it('reports a missing required member at its object', () => {
    const result = run('{"name":"ok"}');
    expect(result.issues.map((i) => [i.code, i.path, i.params])).toEqual([
      ['required', '$', { property: 'age' }],
    ]);
  });

  it('resolves $ref across files by $id or by file name; a missing one is named', () => {
    const main = JSON.stringify({
      type: 'object',
      properties: {
        home: { $ref: 'address.json' },
        id: { $ref: 'https://example.com/id' },
      },
    });
    const address = JSON.stringify({ type: 'object', required: ['city'] });
    const id = JSON.stringify({ $id: 'https://example.com/id', type: 'integer' });
    const files = [
      { name: 'main.json', text: main },
      { name: 'address.json', text: address },
      { name: 'id.json', text: id },
    ];
    const result = run('{"home":{},"id":"7"}', files);
    expect(result.issues.map((i) => [i.code, i.path])).toEqual([
      ['required', '$.home'],
      ['type', '$.id'],
    ]);
    // A blank file beside them is one not written yet, not an error.
    const blank = run('{"home":{"city":"x"},"id":7}', [...files, { name: 'new.json', text: ' ' }]);
    expect([blank.problems, blank.issueCount]).toEqual([[], 0]);
    const missing = run('{"home":{}}', files.slice(0, 1));
    expect(missing.problems).toEqual([
      { code: 'refMissing', params: { ref: 'address.json', target: 'address.json' } },
    ]);
  });

  it('names the schema file and place of a syntax error; the document’s own throws', () => {
    const result = run('{}', [{ name: 'bad.json', text: '{\n  "type": "object",\n}' }]);
    expect(result.problems[0]).toMatchObject({
      code: 'schemaSyntax',
      params: { file: 'bad.json', line: 2, column: 19, syntax: 'trailingComma' },
    });
    expect(() => run('{"a":}')).toThrow(JsonSyntaxError);
  });

  it('lists numbers the validator sees as a different double', () => {
    const result = run('{"name":"ok","age":12345678901234567891,"tags":[]}');
    expect(result.inexact.map((n) => [n.path, n.written, n.seenAs])).toEqual([
      ['$.age', '12345678901234567891', '12345678901234567000'],
    ]);
    expect(result.inexactCount).toBe(1);
  });

  it('reads the draft from $schema unless one is chosen', () => {
    const draft4 = JSON.stringify({
      $schema: 'http://json-schema.org/draft-04/schema#',
      maximum: 5,
      exclusiveMaximum: true,
    });
    const files = [{ name: 's.json', text: draft4 }];
    const result = run('5', files);
    expect([result.draft, result.fromSchema]).toEqual(['4', true]);
    expect(result.issues.map((i) => i.code)).toEqual(['maximum']);
    const chosen = validateAgainstSchema({
      document: '5',
      lenient: false,
      files,
      main: 0,
      draft: '7',
    });
    expect([chosen.draft, chosen.fromSchema]).toEqual(['7', false]);
  });

  it('lists one issue when no branch of anyOf matches', () => {
    const files = [{ name: 's.json', text: '{"anyOf":[{"type":"string"},{"type":"null"}]}' }];
    expect(run('1', files).issues.map((i) => i.code)).toEqual(['anyOf']);
  });
});

describe('draft 2019-09', () => {
  const schema2019 = JSON.stringify({
    $schema: 'https://json-schema.org/draft/2019-09/schema',
    type: 'object',
    properties: { card: { type: 'string' }, billing: { type: 'string' } },
    dependentRequired: { card: ['billing'] },
    allOf: [{ properties: { note: { type: 'string' } } }],
    unevaluatedProperties: false,
  });
  const files = [{ name: 'order.json', text: schema2019 }];

  it('reads 2019-09 from $schema and checks dependentRequired and unevaluatedProperties', () => {
    const doc = '{\n  "card": "4111",\n  "note": "ok",\n  "extra": 1\n}';
    const result = run(doc, files);
    expect([result.draft, result.fromSchema]).toEqual(['2019-09', true]);
    expect(result.problems).toEqual([]);
    expect(result.issues.map((i) => [i.code, i.path, i.line, i.params])).toEqual([
      ['dependentRequired', '$', 1, { property: 'card', needed: 'billing' }],
      ['propertyNotAllowed', '$.extra', 4, { property: 'extra' }],
    ]);
  });

  it('accepts a document with the dependent member, evaluated by allOf', () => {
    const result = run('{"card": "4111", "billing": "北京", "note": "ok"}', files);
    expect(result.issues).toEqual([]);
  });
});
