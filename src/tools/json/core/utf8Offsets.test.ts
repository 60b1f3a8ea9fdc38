import { describe, expect, it } from 'vitest';
import { utf8OffsetsOf } from './utf8Offsets';

const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('utf8OffsetsOf', () => {
  it('counts ASCII, CJK and astral characters as UTF-8 does', () => {
    const text = '{"名":"值😀","a":1}';
    const offsets = [0, 2, 3, 7, 10, text.length];
    expect(utf8OffsetsOf(text, offsets)).toEqual(offsets.map((o) => bytes(text.slice(0, o))));
  });

  it('keeps a surrogate pair whole where a megabyte chunk would cut it', () => {
    // The pair straddles the first chunk boundary (2^20 units).
    const text = 'a'.repeat((1 << 20) - 1) + '😀' + '值'.repeat(10);
    const end = text.length;
    expect(utf8OffsetsOf(text, [end - 10, end])).toEqual([(1 << 20) - 1 + 4, (1 << 20) + 3 + 30]);
  });

  it('refuses offsets out of order', () => {
    expect(() => utf8OffsetsOf('abc', [2, 1])).toThrow(RangeError);
  });
});
