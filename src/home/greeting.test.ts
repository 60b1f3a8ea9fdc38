import { describe, expect, it } from 'vitest';
import { appMessagesIn } from '../app/i18n/appMessages';
import { greetingKey } from './greeting';

const zh = (hour: number) => appMessagesIn('zh-CN')?.[greetingKey(hour)];

describe('greetingKey', () => {
  it('follows the day as a Chinese speaker greets', () => {
    expect([0, 4, 5, 8, 9, 11, 12, 13, 14, 17, 18, 22, 23].map(zh)).toEqual([
      '夜深了',
      '夜深了',
      '早上好',
      '早上好',
      '上午好',
      '上午好',
      '中午好',
      '中午好',
      '下午好',
      '下午好',
      '晚上好',
      '晚上好',
      '夜深了',
    ]);
  });
});
