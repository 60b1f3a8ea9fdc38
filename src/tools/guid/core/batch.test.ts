import { describe, expect, it } from 'vitest';
import { formatUuid, generateUuids, validateUuidList } from './index';

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
});
