import { describe, expect, it } from 'vitest';
import { generateUuids } from './core';
import { decodeStored } from '../../app/runtime/savedStore';
import { lastListConfig, MAX_SAVED, validateSavedList } from './lastList';

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

describe('lastListConfig', () => {
  const uuids = generateUuids({ version: 4, count: 2 });

  it('reads a list saved before the runtime kit (versionedStorage, no rev)', () => {
    const stored = { version: 1, data: { requestKey: 'k', version: '4', uuids } };
    expect(decodeStored(lastListConfig('list'), stored)).toEqual({
      value: { requestKey: 'k', version: '4', uuids, names: undefined },
      status: 'ok',
      rev: 0,
    });
  });

  it('reads "nothing kept" as such, and a damaged list as a reset', () => {
    expect(decodeStored(lastListConfig('list'), { version: 1, data: null, rev: 3 })).toEqual({
      value: null,
      status: 'ok',
      rev: 3,
    });
    expect(
      decodeStored(lastListConfig('list'), { version: 1, data: { uuids: ['x'] } }).status,
    ).toBe('reset');
  });
});
