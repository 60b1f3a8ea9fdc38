import { describe, expect, it } from 'vitest';
import { detectFileEncoding } from './fileText';

/** 中文 in GBK (the GB2312 table). */
const GBK_HAN = [0xd6, 0xd0, 0xce, 0xc4];

describe('opening a file that is not UTF-8', () => {
  it('previews the first bytes that are not UTF-8, even far into the file', async () => {
    const ascii = new TextEncoder().encode(`[${'"ascii",'.repeat(20_000)}"`);
    const gbk = new Uint8Array([...GBK_HAN, 0x22, 0x5d]);
    const found = await detectFileEncoding(new Blob([ascii, gbk]));
    if (found.kind !== 'choose') throw new Error(`expected a choice, got ${found.encoding}`);
    const [first] = found.candidates;
    expect(first.encoding).toBe('gb18030');
    expect(first.preview).toContain(String.fromCodePoint(0x4e2d, 0x6587) + '"]');
    expect(first.unreadable).toBe(0);
    // Lossy UTF-8 is seen to lose characters there.
    const lossy = found.candidates.find((c) => c.encoding === 'utf-8-lossy')!;
    expect(lossy.unreadable).toBeGreaterThan(0);
  });
});
