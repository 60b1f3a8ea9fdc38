import { describe, expect, it } from 'vitest';
import { formatSize, utf8Length } from './sizeText';

describe('sizes', () => {
  it('counts UTF-8 bytes as TextEncoder does, lone surrogates as U+FFFD', () => {
    for (const text of ['', 'abc', 'é中', '😀', 'a\ud800b', '\udc00', '中文😀\n"x"'])
      expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
  });

  it('shows bytes, then KB, MB and GB of 1024 with one decimal', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(1023)).toBe('1023 B');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatSize(3 * 1024 ** 3)).toBe('3.0 GB');
  });
});
