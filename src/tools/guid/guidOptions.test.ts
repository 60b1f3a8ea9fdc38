import { describe, expect, it } from 'vitest';
import {
  activePreset,
  GUID_OPTION_DEFAULTS,
  normalizeGuidOptions,
  presetPatch,
  savedOptionsDamaged,
} from './guidOptions';

const envelope = (data: unknown, version = 1) => JSON.stringify({ version, data });

describe('guid options', () => {
  it('clamps the count and rejects unknown choices', () => {
    expect(
      normalizeGuidOptions({
        ...GUID_OPTION_DEFAULTS,
        count: 1e9,
        version: '9',
        encoding: 'rot13',
        prefix: 'x'.repeat(500),
      }),
    ).toMatchObject({ count: 100_000, version: '4', encoding: 'hex', prefix: 'x'.repeat(200) });
    expect(normalizeGuidOptions({ ...GUID_OPTION_DEFAULTS, count: Number.NaN }).count).toBe(10);
    expect(normalizeGuidOptions({ ...GUID_OPTION_DEFAULTS, count: 0 }).count).toBe(1);
  });

  it('finds saved options with wrong types or values, and leaves the rest to useToolOptions', () => {
    expect(savedOptionsDamaged(null)).toBe(false);
    expect(savedOptionsDamaged(envelope({ ...GUID_OPTION_DEFAULTS, version: '7' }))).toBe(false);
    expect(savedOptionsDamaged(envelope({ count: 'many' }))).toBe(true);
    expect(savedOptionsDamaged(envelope({ uppercase: 'yes' }))).toBe(true);
    expect(savedOptionsDamaged(envelope({ version: '2' }))).toBe(true);
    expect(savedOptionsDamaged(envelope({ count: -5 }))).toBe(true);
    // Unparsable, old version, not an object: useToolOptions resets and tells the user itself.
    expect(savedOptionsDamaged('{not json')).toBe(false);
    expect(savedOptionsDamaged(envelope({ count: 'many' }, 0))).toBe(false);
    expect(savedOptionsDamaged(envelope([1, 2]))).toBe(false);
  });

  it('recognises the preset the options match, keeping 大写 free', () => {
    expect(activePreset(GUID_OPTION_DEFAULTS)).toBe('D');
    expect(activePreset({ ...GUID_OPTION_DEFAULTS, ...presetPatch('sql'), uppercase: true })).toBe(
      'sql',
    );
    expect(activePreset({ ...GUID_OPTION_DEFAULTS, prefix: '#' })).toBeUndefined();
  });
});
