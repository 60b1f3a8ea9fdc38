import { describe, expect, it } from 'vitest';
import { groupSavedData, type SavedKey } from './savedDataInventory';

const TOOLS = ['qr', 'json', 'guid', 'compare'];

describe('groupSavedData', () => {
  it('groups app stores, tools and the rest, and counts what a user counts', () => {
    const local: Record<string, string> = {
      'toolbox:preferences': '{"version":1,"data":{}}',
      'toolbox:favorites': '{"version":1,"data":["qr","json"]}',
      'toolbox:usage':
        '{"version":1,"data":[{"tool":"qr","at":1},{"tool":"qr","at":2},{"tool":"json","at":3}]}',
      'toolbox:guid.options': '{}',
      'toolbox:json.options': '{}',
      'toolbox:json.draft': '{}',
      'toolbox:mystery': '{}',
    };
    const keys: SavedKey[] = [
      ...Object.keys(local).map((key) => ({ source: 'local' as const, key })),
      { source: 'idb', key: 'json:history' },
      { source: 'idb', key: 'toolbox:compare.lists' },
      { source: 'idb', key: 42 },
    ];
    const groups = groupSavedData(keys, TOOLS, (key) => local[key] ?? null);
    expect(groups.map((group) => [group.id, group.count])).toEqual([
      ['preferences', 1],
      ['favorites', 2],
      ['usage', 3],
      ['tool:json', 3],
      ['tool:guid', 1],
      ['tool:compare', 1],
      ['other', 2],
    ]);
  });

  it('counts a damaged favourites store as one item rather than failing', () => {
    const groups = groupSavedData(
      [{ source: 'local', key: 'toolbox:favorites' }],
      TOOLS,
      () => 'x{',
    );
    expect(groups).toEqual([
      {
        id: 'favorites',
        kind: 'favorites',
        toolId: undefined,
        keys: [{ source: 'local', key: 'toolbox:favorites' }],
        count: 1,
      },
    ]);
  });

  it('returns no groups when nothing is saved', () => {
    expect(groupSavedData([], TOOLS, () => null)).toEqual([]);
  });
});
