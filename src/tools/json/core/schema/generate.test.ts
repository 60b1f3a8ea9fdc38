import { describe, expect, it } from 'vitest';
import { parseTree, stringifyTree } from '../tree';
import { formatsOf } from './formats';
import { generateSchema } from './generate';
import { validateAgainstSchema } from './validate';

const generated = (text: string) =>
  stringifyTree(generateSchema(parseTree(text).value), { indent: 2 });

describe('generateSchema', () => {
  it('keeps key order, tells integer from number by the literal, requires keys every item has', () => {
    const schema = JSON.parse(
      generated('[{"z":1,"a":1.0,"opt":true},{"z":2,"a":2,"extra":null}]'),
    ) as Record<string, unknown>;
    expect(schema).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'array',
      items: {
        type: 'object',
        properties: {
          z: { type: 'integer' },
          a: { type: 'number' },
          opt: { type: 'boolean' },
          extra: { type: 'null' },
        },
        required: ['z', 'a'],
      },
    });
    expect(Object.keys((schema.items as { properties: object }).properties)).toEqual([
      'z',
      'a',
      'opt',
      'extra',
    ]);
  });

  it('gives an enum for a small set of repeated strings, a plain string otherwise', () => {
    const repeated = JSON.parse(generated('["a","b","a","b"]')) as { items: unknown };
    expect(repeated.items).toEqual({ type: 'string', enum: ['a', 'b'] });
    const unique = JSON.parse(generated('["a","b","c"]')) as { items: unknown };
    expect(unique.items).toEqual({ type: 'string' });
  });

  it('finds formats every string at a place has', () => {
    const schema = JSON.parse(
      generated(
        '{"at":"2024-02-29T10:00:00Z","day":"2024-02-29","mail":"a.b@example.com","site":"https://example.com/x?y=1","id":"123e4567-e89b-12d3-a456-426614174000","ip":"192.168.0.1","mixed":["2024-01-01","x"]}',
      ),
    ) as { properties: Record<string, unknown> };
    expect(schema.properties).toMatchObject({
      at: { format: 'date-time' },
      day: { format: 'date' },
      mail: { format: 'email' },
      site: { format: 'uri' },
      id: { format: 'uuid' },
      ip: { format: 'ipv4' },
      mixed: { items: { type: 'string' } },
    });
    expect(formatsOf('2023-02-29')).toEqual([]);
    expect(formatsOf('256.1.1.1')).toEqual([]);
  });

  it('mixes types in the order seen, integer and number as number', () => {
    const schema = JSON.parse(generated('[1, 2.5, "x", null]')) as { items: unknown };
    expect(schema.items).toEqual({ type: ['number', 'string', 'null'] });
  });

  it('accepts the sample it came from', () => {
    const sample =
      '{"users":[{"id":1,"email":"li@example.cn","since":"2023-05-01T08:00:00+08:00","role":"admin"},{"id":2,"email":"wang@example.cn","since":"2024-01-31T00:00:00Z","role":"admin","tags":["x"]}],"total":12345678901234567890}';
    const result = validateAgainstSchema({
      document: sample,
      lenient: false,
      files: [{ name: 'generated.json', text: generated(sample) }],
      main: 0,
      draft: 'auto',
    });
    expect(result.problems).toEqual([]);
    expect(result.issueCount).toBe(0);
    expect(result.draft).toBe('2020-12');
    expect(result.fromSchema).toBe(true);
  });
});
