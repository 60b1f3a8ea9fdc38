import { describe, expect, it } from 'vitest';
import { parseChineseNumber } from './chineseNumber';

describe('parseChineseNumber', () => {
  it.each([
    ['两', 2],
    ['十', 10],
    ['十二', 12],
    ['二十四', 24],
    ['一百五', 150],
    ['一百零五', 105],
    ['两千五', 2500],
    ['零', 0],
  ])('%s = %d', (text, value) => {
    expect(parseChineseNumber(text)?.toNumber()).toBe(value);
  });

  it.each(['十十', '二三', '', '百千'])('refuses %j', (text) => {
    expect(parseChineseNumber(text)).toBeUndefined();
  });
});
