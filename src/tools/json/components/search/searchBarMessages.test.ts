import { describe, expect, it } from 'vitest';
import { REFUSAL_CODES, SEARCH_ERROR_CODES } from '../../core/search';
import { searchBarEnUS } from '../../messages/searchBarEnUS';
import { searchBarZhCN } from '../../messages/searchBarZhCN';

describe('查找替换 catalogue', () => {
  it('words every error and refusal code of core/search in both languages', () => {
    const keys = [
      ...SEARCH_ERROR_CODES.map((code) => `search.error.${code}`),
      'search.error.loadFailed',
      ...REFUSAL_CODES.map((code) => `search.refusal.${code}`),
    ];
    for (const key of keys) {
      expect(searchBarZhCN, key).toHaveProperty([key]);
      expect(searchBarEnUS, key).toHaveProperty([key]);
    }
  });
});
