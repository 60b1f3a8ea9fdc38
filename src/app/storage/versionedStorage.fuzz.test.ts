// @vitest-environment happy-dom
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, THEME_MODES, validatePreferences } from '../state/preferences';
import { LANGUAGES } from '../i18n/translate';
import { readVersioned, STORAGE_PREFIX, writeVersioned } from './versionedStorage';

const KEY = 'fuzz';
const stored = (raw: string) => localStorage.setItem(STORAGE_PREFIX + KEY, raw);
const read = () => readVersioned(KEY, 1, validatePreferences, DEFAULT_PREFERENCES);

const preferences = fc.record({
  language: fc.constantFrom(...LANGUAGES),
  themeMode: fc.constantFrom(...THEME_MODES),
  menuCollapsed: fc.boolean(),
});

/** What a user, an extension or an older release might have left under our key. */
const damaged = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.json(),
  fc.jsonValue().map((data) => JSON.stringify({ version: 1, data })),
  fc.record({ version: fc.anything(), data: fc.anything() }).map((e) => {
    try {
      return JSON.stringify(e) ?? '';
    } catch {
      return String(e.version);
    }
  }),
  preferences.map((data) => JSON.stringify({ version: 0, data })),
);

beforeEach(() => localStorage.clear());

describe('readVersioned (fuzz)', () => {
  it('never throws on any stored string: either valid data or the defaults with "reset"', () => {
    fc.assert(
      fc.property(damaged, (raw) => {
        stored(raw);
        const result = read();
        if (result.status === 'ok') expect(validatePreferences(result.value)).toEqual(result.value);
        else expect(result).toEqual({ value: DEFAULT_PREFERENCES, status: 'reset' });
      }),
    );
  });

  it('gives back exactly what was written', () => {
    fc.assert(
      fc.property(preferences, (data) => {
        writeVersioned(KEY, 1, data);
        expect(read()).toEqual({ value: data, status: 'ok' });
      }),
    );
  });

  it('treats a validator that throws as damaged data', () => {
    stored(JSON.stringify({ version: 1, data: {} }));
    const throwing = () => {
      throw new Error('validator bug');
    };
    expect(readVersioned(KEY, 1, throwing, 'fallback')).toEqual({
      value: 'fallback',
      status: 'reset',
    });
  });

  it('survives 10,000 levels of nesting and a 10 MB string', () => {
    stored(`{"version":1,"data":${'['.repeat(10_000)}${']'.repeat(10_000)}}`);
    expect(read().status).toBe('reset');
    stored(JSON.stringify({ version: 1, data: { language: 'x'.repeat(10_000_000) } }));
    expect(read().status).toBe('reset');
  });

  it('refuses to write what JSON cannot hold instead of throwing', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(writeVersioned(KEY, 1, cyclic)).toBe(false);
    expect(writeVersioned(KEY, 1, { big: 1n })).toBe(false);
  });
});
