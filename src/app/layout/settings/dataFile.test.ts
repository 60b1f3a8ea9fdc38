import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  base64ToBytes,
  buildDataFile,
  bytesToBase64,
  decodeValue,
  itemCount,
  parseDataFile,
} from './dataFile';

const NOW = new Date('2026-11-23T06:00:00Z');

describe('data file round trip', () => {
  it('carries localStorage strings and IndexedDB values of every supported kind', async () => {
    const local = { 'toolbox:preferences': '{"version":1,"data":{"language":"zh-CN"}}' };
    const blob = new Blob([new Uint8Array([1, 2, 250])], { type: 'image/png' });
    const { file, skipped } = await buildDataFile(
      local,
      [
        ['json.history', [{ text: '{"a":1}', at: 5 }]],
        ['when', new Date('2026-01-02T03:04:05Z')],
        ['bytes', new Uint8Array([0, 255, 7])],
        ['picture', blob],
        [7, 'numeric key'],
        ['map', new Map([[1, 2]])],
      ],
      NOW,
    );
    expect(skipped).toBe(1);
    const parsed = parseDataFile(JSON.stringify(file));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    expect(itemCount(parsed.file)).toBe(6);
    expect(parsed.file.exportedAt).toBe(NOW.toISOString());
    expect(parsed.file.localStorage).toEqual(local);
    const values = new Map(
      parsed.file.indexedDB.map(({ key, value }) => [key, decodeValue(value)]),
    );
    expect(values.get('json.history')).toEqual([{ text: '{"a":1}', at: 5 }]);
    expect((values.get('when') as Date).toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(values.get('bytes')).toEqual(new Uint8Array([0, 255, 7]));
    const picture = values.get('picture') as Blob;
    expect(picture.type).toBe('image/png');
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(new Uint8Array([1, 2, 250]));
    expect(values.get(7)).toBe('numeric key');
  });

  it('base64 survives any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 70000 }), (bytes) => {
        expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
      }),
      { numRuns: 30 },
    );
  });
});

describe('parseDataFile rejects what it cannot trust, saying why', () => {
  const valid = { app: 'toolbox', format: 1, exportedAt: '', localStorage: {}, indexedDB: [] };

  it.each([
    ['not JSON', '{oops', 'notJson'],
    ['another app', JSON.stringify({ app: 'other' }), 'notExport'],
    ['a JSON array', '[]', 'notExport'],
    ['a future format', JSON.stringify({ ...valid, format: 2 }), 'version'],
    ['missing sections', JSON.stringify({ app: 'toolbox', format: 1 }), 'notExport'],
  ])('%s', (_name, text, code) => {
    const parsed = parseDataFile(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.code).toBe(code);
  });

  it('names the first bad entry by position and key', () => {
    const foreignKey = parseDataFile(
      JSON.stringify({ ...valid, localStorage: { 'toolbox:a': 'x', other: 'y' } }),
    );
    expect(foreignKey).toEqual({ ok: false, error: { code: 'badEntry', index: 2, key: 'other' } });
    const badValue = parseDataFile(
      JSON.stringify({ ...valid, indexedDB: [{ key: 'k', value: { type: 'bytes', data: '@@' } }] }),
    );
    expect(badValue).toEqual({ ok: false, error: { code: 'badEntry', index: 1, key: 'k' } });
    const badDate = parseDataFile(
      JSON.stringify({
        ...valid,
        indexedDB: [{ key: 'd', value: { type: 'date', data: 'soon' } }],
      }),
    );
    expect(badDate.ok).toBe(false);
  });

  it('accepts an empty export', () => {
    expect(parseDataFile(JSON.stringify(valid)).ok).toBe(true);
  });
});
