import { describe, expect, it } from 'vitest';
import { generateUuids } from './core';
import { MAX_SAVED, validateSavedList } from './lastList';

describe('validateSavedList', () => {
  const uuids = generateUuids({ version: 7, count: 3 });

  it('accepts a list it saved', () => {
    expect(validateSavedList({ requestKey: 'k', version: '7', uuids })).toEqual({
      requestKey: 'k',
      uuids,
      names: undefined,
      version: '7',
    });
    expect(
      validateSavedList({ requestKey: 'k', version: '5', uuids, names: ['a', 'b', 'c'] })?.names,
    ).toEqual(['a', 'b', 'c']);
  });

  it('rejects tampered lists', () => {
    expect(
      validateSavedList({ requestKey: 'k', version: '7', uuids: ['<img src=x>'] }),
    ).toBeUndefined();
    expect(validateSavedList({ requestKey: 'k', version: '7', uuids: 'abc' })).toBeUndefined();
    expect(validateSavedList({ requestKey: 1, version: '7', uuids })).toBeUndefined();
    expect(
      validateSavedList({ requestKey: 'k', version: '5', uuids, names: ['a'] }),
    ).toBeUndefined();
    expect(
      validateSavedList({
        requestKey: 'k',
        version: '4',
        uuids: new Array(MAX_SAVED + 1).fill(uuids[0]),
      }),
    ).toBeUndefined();
    expect(validateSavedList(null)).toBeUndefined();
  });
});
