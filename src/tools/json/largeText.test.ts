import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blobOfText, jobTextOf, largeTextOf, sizeOf } from './largeText';

describe('large inputs', () => {
  it('encodes a long string chunk by chunk without breaking characters at the seams', async () => {
    // 😀 is a surrogate pair: put one right across the first 2 M-character seam.
    const text = 'a'.repeat(2 * 1024 * 1024 - 1) + '😀值'.repeat(1000);
    const blob = await blobOfText(text);
    expect(await blob.text()).toBe(text);
    expect(blob.size).toBe(new TextEncoder().encode(text).length);
  });

  it('keeps any text exactly', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme' }), async (text) => {
        expect(await (await blobOfText(text)).text()).toBe(text);
      }),
      { numRuns: 50 },
    );
  });

  it('shows the head of a large input without a broken last character', async () => {
    const blob = new Blob(['值'.repeat(3000)]);
    const large = await largeTextOf(blob, 'big.json');
    expect(large.head).toBe('值'.repeat(1365));
    expect(large.name).toBe('big.json');
    expect(sizeOf(large)).toBe(9000);
    expect(sizeOf('值值')).toBe(2);
    expect(jobTextOf(large)).toEqual({ blob, key: large.key });
    expect((await largeTextOf(blob, null)).key).not.toBe(large.key);
  });
});
