import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BYTE_CAPACITY,
  ERROR_LEVELS,
  MAX_BYTES,
  atLeastLevel,
  utf8Length,
  versionForBytes,
} from './capacity';
import { encodeQr } from './encode';
import { QrCapacityError, QrEmptyContentError } from './errors';

describe('utf8Length', () => {
  it('equals the length TextEncoder produces for any string, lone surrogates included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
      }),
    );
  });
});

describe('encodeQr capacity', () => {
  it.each(ERROR_LEVELS)('level %s holds exactly its version-40 byte capacity', (errorLevel) => {
    const max = MAX_BYTES[errorLevel];
    const full = encodeQr('a'.repeat(max), { errorLevel });
    expect(full.version).toBe(40);
    expect(full.size).toBe(177);
    expect(full.usedBytes).toBe(max);
    expect(() => encodeQr('a'.repeat(max + 1), { errorLevel })).toThrow(QrCapacityError);
  });

  it('documents the ISO table for version 40', () => {
    expect(MAX_BYTES).toEqual({ L: 2953, M: 2331, Q: 1663, H: 1273 });
  });

  it('counts Chinese as UTF-8 bytes and reports the overflow', () => {
    const text = '中'.repeat(778); // 2334 bytes, 3 over level M
    try {
      encodeQr(text, { errorLevel: 'M' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(QrCapacityError);
      const capacity = error as QrCapacityError;
      expect([capacity.usedBytes, capacity.maxBytes, capacity.excessBytes]).toEqual([
        2334, 2331, 3,
      ]);
    }
    expect(encodeQr('中'.repeat(777), { errorLevel: 'M' }).usedBytes).toBe(2331);
  });

  it('picks the smallest version and a higher level needs a bigger one', () => {
    expect(encodeQr('hello', { errorLevel: 'L' }).version).toBe(1);
    const text = 'x'.repeat(100);
    expect(encodeQr(text, { errorLevel: 'H' }).version).toBeGreaterThan(
      encodeQr(text, { errorLevel: 'L' }).version,
    );
  });

  it('rejects empty content with its own error', () => {
    expect(() => encodeQr('', { errorLevel: 'M' })).toThrow(QrEmptyContentError);
  });

  it('returns a square boolean matrix with the three finder patterns', () => {
    const qr = encodeQr('https://example.com', { errorLevel: 'M' });
    expect(qr.modules).toHaveLength(qr.size);
    expect(qr.modules.every((row) => row.length === qr.size)).toBe(true);
    // Finder pattern corners are dark, the separator next to them is light.
    for (const [row, column] of [
      [0, 0],
      [0, qr.size - 1],
      [qr.size - 1, 0],
    ])
      expect(qr.modules[row][column]).toBe(true);
    expect(qr.modules[7][7]).toBe(false);
  });
});

describe('versionForBytes', () => {
  it.each(ERROR_LEVELS)(
    'agrees with the encoder at every version boundary of level %s',
    (level) => {
      for (const version of [1, 2, 9, 10, 26, 27, 39]) {
        const capacity = BYTE_CAPACITY[level][version - 1];
        expect(versionForBytes(capacity, level)).toBe(version);
        expect(encodeQr('x'.repeat(capacity), { errorLevel: level }).version).toBe(version);
        expect(encodeQr('x'.repeat(capacity + 1), { errorLevel: level }).version).toBe(version + 1);
      }
      expect(versionForBytes(MAX_BYTES[level] + 1, level)).toBeUndefined();
    },
  );
});

describe('atLeastLevel', () => {
  it('raises L and M to Q for a logo but keeps H', () => {
    expect(['L', 'M', 'Q', 'H'].map((level) => atLeastLevel(level as 'L', 'Q'))).toEqual([
      'Q',
      'Q',
      'Q',
      'H',
    ]);
  });
});
