import { describe, expect, it } from 'vitest';
import { tools } from '../../../tools/registry';
import { buildSearchEntries, searchEntries } from './searchTools';

const entries = buildSearchEntries(tools);

function top(query: string) {
  const [first] = searchEntries(entries, query);
  return first
    ? `${first.entry.kind}:${first.entry.toolId}${first.entry.actionId ? '.' + first.entry.actionId : ''}`
    : 'none';
}

describe('searchEntries', () => {
  it.each([
    ['ewm', 'tool:qr'],
    ['erweima', 'tool:qr'],
    ['二维码', 'tool:qr'],
    ['qr', 'tool:qr'],
    ['bjq', 'tool:compare'],
    ['bijia', 'tool:compare'],
    ['比价', 'tool:compare'],
    ['jsonjx', 'tool:json'],
    ['json', 'tool:json'],
    ['guid', 'tool:guid'],
    ['uuid', 'tool:guid'],
    ['Price', 'tool:compare'],
  ])('%s finds %s first', (query, expected) => {
    expect(top(query)).toBe(expected);
  });

  it.each([
    ['geshihua', 'action:json.format'],
    ['gsh', 'action:json.format'],
    ['格式化', 'action:json.format'],
    ['压缩', 'action:json.minify'],
    ['zyaml', 'action:json.toYaml'],
    ['下载', 'action:qr.download'],
    ['tjsp', 'action:compare.addOffer'],
  ])('%s finds the action %s first', (query, expected) => {
    expect(top(query)).toBe(expected);
  });

  it('finds every tool by the initials of its title', () => {
    for (const tool of tools) {
      const initials = tool.keywords.pinyin[0]
        .split(' ')
        .map((syllable) => syllable[0])
        .join('');
      expect(searchEntries(entries, initials).map((r) => r.entry.toolId)).toContain(tool.id);
    }
  });

  it('returns nothing for an empty or unrelated query', () => {
    expect(searchEntries(entries, '   ')).toEqual([]);
    expect(searchEntries(entries, 'zzzzqqq')).toEqual([]);
  });

  it('ranks a name match above a keyword match', () => {
    const results = searchEntries(entries, '压缩');
    expect(results[0].entry.kind).toBe('action');
    expect(
      results.findIndex((r) => r.entry.kind === 'tool' && r.entry.toolId === 'json'),
    ).toBeGreaterThan(0);
  });
});
