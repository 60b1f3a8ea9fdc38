import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createListChecker, formatUuid, generateUuids, validateUuidList } from './index';

describe('validateUuidList', () => {
  it('counts valid, invalid and duplicates across notations, with line numbers', () => {
    const [a, b] = generateUuids({ version: 4, count: 2 });
    const text = [
      a,
      '',
      `${b}, not-a-uuid`,
      formatUuid(a, { uppercase: true, wrap: 'braces' }),
    ].join('\r\n');
    const report = validateUuidList(text);
    expect(report).toMatchObject({ total: 4, valid: 3, invalid: 1, duplicates: 1, unique: 2 });
    expect(report.problems).toEqual([
      expect.objectContaining({ line: 3, kind: 'invalid', text: 'not-a-uuid' }),
      expect.objectContaining({ line: 4, kind: 'duplicate', firstLine: 1 }),
    ]);
    expect(report.problems[0].reason).toMatch(/第 1 个字符“n”/);
  });

  it('reads SQL lists and .NET X lines as pasted', () => {
    const uuids = generateUuids({ version: 7, count: 3 });
    const sql = uuids.map((uuid) =>
      formatUuid(uuid, { quotes: 'single', prefix: '(', suffix: ')' }),
    );
    const x = formatUuid(uuids[0], { encoding: 'dotnetX' });
    const report = validateUuidList(`${sql.join(', ')};\n${x}`);
    expect(report).toMatchObject({ total: 4, valid: 4, invalid: 0, duplicates: 1 });
  });

  it('caps the problem list but keeps exact counts', () => {
    const report = validateUuidList(Array.from({ length: 12_000 }, (_, i) => `bad${i}`).join('\n'));
    expect(report.invalid).toBe(12_000);
    expect(report.problems).toHaveLength(10_000);
    expect(report.problemsTruncated).toBe(true);
  });

  it('reports an empty paste as nothing to check', () => {
    expect(validateUuidList(' \n\n ')).toMatchObject({
      total: 0,
      valid: 0,
      invalid: 0,
      problems: [],
    });
  });

  it('counts kinds as the inspector reads them, .NET-order bytes included', () => {
    // Read in RFC order its .NET bytes have version 9, so only the .NET reading is a UUID.
    const v4 = '5f1c9a4e-0b7d-4c9a-9e3f-1a2b3c4d5e6f';
    const [v7] = generateUuids({ version: 7, count: 1 });
    const dotnetBase64 = formatUuid(v4, { encoding: 'base64', byteOrder: 'dotnet' });
    const report = validateUuidList(
      [
        v4,
        v7,
        dotnetBase64,
        '00000000-0000-0000-0000-000000000000',
        '01563e3a-b5d3-d676-4c61-efb99302bd5b',
      ].join('\n'),
    );
    expect(report.kinds).toEqual({ v4: 2, v7: 1, nil: 1, notRfc: 1 });
    expect(report.uniqueText.split('\n')).toEqual([
      v4,
      v7,
      '00000000-0000-0000-0000-000000000000',
      '01563e3a-b5d3-d676-4c61-efb99302bd5b',
    ]);
  });

  it('a checker that remembers items reports exactly what a fresh check does, edit after edit', () => {
    const [a, b, c] = generateUuids({ version: 4, count: 3 });
    const line = fc.constantFrom(a, b, c, a.toUpperCase(), `{${b}}`, 'oops', '', `${a}, ${c}`);
    const check = createListChecker();
    fc.assert(
      fc.property(
        fc.array(fc.array(line, { maxLength: 12 }), { minLength: 1, maxLength: 6 }),
        (edits) => {
          for (const lines of edits) {
            const text = lines.join('\n');
            expect(check(text)).toEqual(validateUuidList(text));
          }
        },
      ),
    );
  });
});
