import { describe, expect, it } from 'vitest';
import { parseLegacyBatch } from './useBatchInput';
import { QR_OPTION_DEFAULTS, normalizeQrOptions } from './useQrOptions';

describe('normalizeQrOptions', () => {
  it('keeps valid options and repairs out-of-range or unknown ones from a link or storage', () => {
    expect(normalizeQrOptions(QR_OPTION_DEFAULTS)).toEqual(QR_OPTION_DEFAULTS);
    expect(
      normalizeQrOptions({
        tab: 'admin',
        level: 'X',
        size: 99999,
        margin: -3,
        fg: 'red',
        bg: '#ABC',
        logoScale: 90,
        batchFormat: 'gif',
      }),
    ).toEqual({
      tab: 'single',
      level: 'M',
      size: 2048,
      margin: 0,
      fg: '#000000',
      bg: '#aabbcc',
      logoScale: 40,
      batchFormat: 'png',
    });
    expect(
      normalizeQrOptions({ ...QR_OPTION_DEFAULTS, size: Number.NaN, margin: 2.6 }),
    ).toMatchObject({
      size: 512,
      margin: 3,
    });
  });
});

describe('parseLegacyBatch', () => {
  it('reads the batch list as stored before the runtime kit, and nothing else', () => {
    expect(parseLegacyBatch({ version: 1, text: 'a\nb' })).toBe('a\nb');
    expect(parseLegacyBatch({ version: 2, text: 'a' })).toBeUndefined();
    expect(parseLegacyBatch({ version: 1, text: ['a'] })).toBeUndefined();
    expect(parseLegacyBatch('a')).toBeUndefined();
    expect(parseLegacyBatch(null)).toBeUndefined();
  });
});
