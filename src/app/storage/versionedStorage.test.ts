// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { loadPreferences, savePreferences, DEFAULT_PREFERENCES } from '../state/preferences';
import { readVersioned, STORAGE_PREFIX, writeVersioned } from './versionedStorage';

const isNumberList = (data: unknown) =>
  Array.isArray(data) && data.every((n) => typeof n === 'number') ? (data as number[]) : undefined;

beforeEach(() => localStorage.clear());

describe('versioned storage', () => {
  it('reads back what it wrote', () => {
    writeVersioned('list', 1, [1, 2, 3]);
    expect(readVersioned('list', 1, isNumberList, [])).toEqual({ value: [1, 2, 3], status: 'ok' });
  });

  it('says empty when nothing is saved', () => {
    expect(readVersioned('list', 1, isNumberList, [9])).toEqual({ value: [9], status: 'empty' });
  });

  it.each([
    ['not JSON', '{oops'],
    ['wrong types', JSON.stringify({ version: 1, data: ['a'] })],
    ['an old version', JSON.stringify({ version: 0, data: [1] })],
    ['no envelope', JSON.stringify([1, 2])],
  ])('falls back to defaults with status reset for %s', (_label, raw) => {
    localStorage.setItem(`${STORAGE_PREFIX}list`, raw);
    expect(readVersioned('list', 1, isNumberList, [7])).toEqual({ value: [7], status: 'reset' });
  });
});

describe('preferences', () => {
  it('default to Chinese and the system theme', () => {
    expect(loadPreferences().value).toEqual({
      language: 'zh-CN',
      themeMode: 'system',
      menuCollapsed: false,
    });
  });

  it('survive a save and load', () => {
    savePreferences({ language: 'en-US', themeMode: 'dark', menuCollapsed: true });
    expect(loadPreferences()).toEqual({
      value: { language: 'en-US', themeMode: 'dark', menuCollapsed: true },
      status: 'ok',
    });
  });

  it('reject an unknown language and reset to defaults', () => {
    localStorage.setItem(
      `${STORAGE_PREFIX}preferences`,
      JSON.stringify({
        version: 1,
        data: { language: 'fr', themeMode: 'dark', menuCollapsed: false },
      }),
    );
    expect(loadPreferences()).toEqual({ value: DEFAULT_PREFERENCES, status: 'reset' });
  });
});
