import { describe, expect, it } from 'vitest';
import { tools } from '../../../tools/registry';
import { groupSavedData, type SavedEntry } from './savedDataInventory';

const local = (key: string, value: unknown): SavedEntry => ({
  key: { source: 'local', key },
  value,
});
const idb = (key: IDBValidKey, value: unknown): SavedEntry => ({
  key: { source: 'idb', key },
  value,
});

describe('groupSavedData', () => {
  it('lists the shell’s stores, then each tool’s declared saved data by what the user counts, then the rest', () => {
    const comparisons = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const groups = groupSavedData(
      [
        local('toolbox:qr.recent', { version: 1, data: ['x', 'y'] }),
        local('toolbox:preferences', { version: 1, data: {} }),
        local('toolbox:favorites', { version: 1, data: ['qr', 'json'] }),
        local('toolbox:usage', { version: 1, data: [{}, {}, {}] }),
        local('toolbox:guid.options', { version: 1, data: {} }),
        idb('toolbox:compare', { version: 2, library: { currentId: 'a', comparisons } }),
        idb('toolbox:json.draft', { version: 2, data: {} }),
        local('toolbox:mystery', {}),
        idb(42, 'x'),
      ],
      tools,
    );
    expect(groups.map((group) => [group.id, group.count])).toEqual([
      ['preferences', 1],
      ['favorites', 2],
      ['usage', 3],
      ['tool:qr:recent', 2],
      ['tool:json:draft', 1],
      ['tool:guid:options', 1],
      ['tool:compare:library', 3],
      ['other', 2],
    ]);
  });

  it('counts damaged data as the one thing it is rather than failing', () => {
    const groups = groupSavedData(
      [local('toolbox:favorites', 'x{'), idb('toolbox:compare', 'not a library')],
      tools,
    );
    expect(groups.map((group) => [group.id, group.count])).toEqual([
      ['favorites', 1],
      ['tool:compare:library', 1],
    ]);
  });

  it('returns no groups when nothing is saved', () => {
    expect(groupSavedData([], tools)).toEqual([]);
  });
});
