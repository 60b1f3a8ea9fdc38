import { describe, expect, it } from 'vitest';
import { initialsOf, pinyinMatch } from './pinyinMatch';

const pinyinMatchAt = (pinyin: string, query: string) => pinyinMatch(pinyin, query)?.start ?? -1;

describe('pinyinMatchAt', () => {
  it('accepts initials, full pinyin and mixes from the first syllable', () => {
    for (const query of ['ewm', 'erweima', 'erwm', 'ewma', 'er wei ma', 'ErWeiMa', 'ewmsc']) {
      expect(pinyinMatchAt('er wei ma sheng cheng', query), query).toBe(0);
    }
  });

  it('reports a match in the middle by its syllable index', () => {
    expect(pinyinMatchAt('er wei ma sheng cheng', 'shengcheng')).toBe(3);
    expect(pinyinMatchAt('er wei ma sheng cheng', 'sc')).toBe(3);
  });

  it('rejects letters that skip a syllable or do not spell it', () => {
    expect(pinyinMatchAt('er wei ma sheng cheng', 'em')).toBe(-1);
    expect(pinyinMatchAt('er wei ma sheng cheng', 'erx')).toBe(-1);
    expect(pinyinMatchAt('bi jia qi', 'bjqq')).toBe(-1);
    expect(pinyinMatchAt('bi jia qi', '')).toBe(-1);
    expect(pinyinMatchAt('bi jia qi', '比价')).toBe(-1);
  });

  it('treats Latin words in the phrase as syllables', () => {
    expect(pinyinMatchAt('json jie xi', 'jsonjx')).toBe(0);
    expect(pinyinMatchAt('zhuan yaml', 'zy')).toBe(0);
  });

  it('tells a whole-phrase match from a partial one', () => {
    expect(pinyinMatch('ge shi hua', 'gsh')).toEqual({ start: 0, whole: true });
    expect(pinyinMatch('guid sheng cheng', 'gsh')).toEqual({ start: 0, whole: false });
  });

  it('derives initials', () => {
    expect(initialsOf('bi jia qi')).toBe('bjq');
  });
});
