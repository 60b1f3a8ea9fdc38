import { describe, expect, it } from 'vitest';
import {
  activePreset,
  GUID_OPTION_DEFAULTS,
  normalizeGuidOptions,
  presetPatch,
} from './guidOptions';
import { validSavedOptions } from '../../app/state/toolOptions';

const damaged = (data: unknown) =>
  validSavedOptions(data, GUID_OPTION_DEFAULTS, normalizeGuidOptions) === undefined;

describe('guid options', () => {
  it('clamps the count and rejects unknown choices', () => {
    expect(
      normalizeGuidOptions({
        ...GUID_OPTION_DEFAULTS,
        count: 1e9,
        version: '9',
        encoding: 'rot13',
        byteOrder: 'middle',
        sort: 'random',
        prefix: 'x'.repeat(500),
      }),
    ).toMatchObject({
      count: 100_000,
      version: '4',
      encoding: 'hex',
      byteOrder: 'rfc',
      sort: 'generated',
      prefix: 'x'.repeat(200),
    });
    expect(normalizeGuidOptions({ ...GUID_OPTION_DEFAULTS, count: Number.NaN }).count).toBe(10);
    expect(normalizeGuidOptions({ ...GUID_OPTION_DEFAULTS, count: 0 }).count).toBe(1);
  });

  it('treats saved options with wrong types or out-of-range values as damaged', () => {
    expect(damaged({ ...GUID_OPTION_DEFAULTS, version: '7' })).toBe(false);
    expect(damaged({ count: 500 })).toBe(false);
    expect(damaged({ count: 'many' })).toBe(true);
    expect(damaged({ uppercase: 'yes' })).toBe(true);
    expect(damaged({ version: '2' })).toBe(true);
    expect(damaged({ count: -5 })).toBe(true);
    expect(damaged([1, 2])).toBe(true);
  });

  it('recognises the preset the options match, keeping 大写 free', () => {
    expect(activePreset(GUID_OPTION_DEFAULTS)).toBe('D');
    expect(activePreset({ ...GUID_OPTION_DEFAULTS, ...presetPatch('sql'), uppercase: true })).toBe(
      'sql',
    );
    expect(activePreset({ ...GUID_OPTION_DEFAULTS, prefix: '#' })).toBeUndefined();
  });
});
