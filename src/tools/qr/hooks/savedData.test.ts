import { describe, expect, it } from 'vitest';
import { decodeStored } from '../../../app/runtime/savedStore';
import { EMPTY_DRAFT } from '../core';
import { BATCH_SAVED, DRAFT_SAVED, RECENT_SAVED, parseLegacyBatch } from './savedConfigs';
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

describe('work saved before the runtime kit', () => {
  it('is read as it was stored: no user loses a draft, recent list or batch list', () => {
    const draft = {
      ...EMPTY_DRAFT,
      kind: 'wifi' as const,
      wifi: { ...EMPTY_DRAFT.wifi, ssid: 'Home' },
    };
    // versionedStorage wrote `{ version, data }` without a revision.
    expect(decodeStored(DRAFT_SAVED, { version: 1, data: draft })).toEqual({
      value: draft,
      status: 'ok',
      rev: 0,
    });
    const recent = [{ text: 'a', at: 1 }];
    expect(decodeStored(RECENT_SAVED, { version: 1, data: recent }).value).toEqual(recent);
    // Version 2 entries carry their template and fields.
    const wifi = { ...draft, wifi: { ...draft.wifi, password: '' } };
    const mixed = [{ text: 'WIFI:T:WPA;S:Home;P:;;', at: 2, draft: wifi, passwordLeftOut: true }];
    expect(decodeStored(RECENT_SAVED, { version: 2, data: mixed, rev: 3 }).value).toEqual(mixed);
    // The batch hook wrote `{ version: 1, text }` straight into IndexedDB.
    expect(decodeStored(BATCH_SAVED, { version: 1, text: 'a\nb' })).toMatchObject({
      value: 'a\nb',
      status: 'ok',
    });
    expect(decodeStored(BATCH_SAVED, { version: 1, data: 'c', rev: 4 })).toEqual({
      value: 'c',
      status: 'ok',
      rev: 4,
    });
  });

  it('damaged records fall back with status reset', () => {
    expect(decodeStored(DRAFT_SAVED, { version: 1, data: { kind: 'fax' } }).status).toBe('reset');
    expect(decodeStored(BATCH_SAVED, { version: 99, text: ['wrong'] }).status).toBe('reset');
  });
});
