import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAlphabet, collisionHint, generateNanoids, NANOID_ALPHABETS } from './index';

describe('NanoID', () => {
  it('defaults to 21 characters of the URL-safe alphabet', () => {
    expect(NANOID_ALPHABETS.urlSafe).toHaveLength(64);
    const ids = generateNanoids(NANOID_ALPHABETS.urlSafe, 21, 200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(new Set(ids).size).toBe(200);
  });

  it('uses only the chosen alphabet, at the chosen size', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789中文'), {
          minLength: 2,
          maxLength: 38,
        }),
        fc.integer({ min: 2, max: 64 }),
        (letters, size) => {
          // One check per case, not one `expect` per character: a sweep with FC_RUNS=2000
          // made 1.3 million of them and outran the test timeout.
          const allowed = new Set(letters);
          const ids = generateNanoids(letters.join(''), size, 5);
          const wrong = ids.filter(
            (id) => id.length !== size || [...id].some((c) => !allowed.has(c)),
          );
          expect(wrong).toEqual([]);
        },
      ),
    );
  });

  it('draws every symbol of a non-power-of-two alphabet about equally often', () => {
    const counts = new Map<string, number>();
    for (const id of generateNanoids('abc', 100, 300)) {
      for (const char of id) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    for (const char of 'abc') expect(counts.get(char)! / 30_000).toBeCloseTo(1 / 3, 1);
  });

  it('names what is wrong with a custom alphabet, and where', () => {
    expect(checkAlphabet('abca')).toEqual({
      ok: false,
      code: 'problem.nanoid.repeated',
      params: { char: '“a”', first: 1, position: 4 },
    });
    expect(checkAlphabet('ab c')).toMatchObject({
      ok: false,
      code: 'problem.nanoid.invisible',
      params: { position: 3, char: '[U+0020]' },
    });
    expect(checkAlphabet('ab😀')).toMatchObject({ ok: false, code: 'problem.nanoid.astral' });
    expect(checkAlphabet('a')).toMatchObject({ ok: false, code: 'problem.nanoid.alphabetSize' });
    expect(() => generateNanoids('abc', 1, 1)).toThrow(
      expect.objectContaining({ code: 'problem.nanoid.size' }),
    );
  });

  it('estimates collisions as the NanoID calculator does', () => {
    // Default NanoID: 126 bits; √(2 · 2^126 · ln(1/0.99)) ≈ 1.31e18 IDs for a 1 % chance.
    const hint = collisionHint(64, 21);
    expect(hint.bits).toBeCloseTo(126, 6);
    expect(10 ** hint.log10IdsForOnePercent / 1e18).toBeCloseTo(1.31, 2);
    // A tiny space, checked against the exact birthday probability: 10 digits, size 4.
    const n = Math.round(10 ** collisionHint(10, 4).log10IdsForOnePercent);
    let noCollision = 1;
    for (let i = 0; i < n; i += 1) noCollision *= 1 - i / 10_000;
    expect(1 - noCollision).toBeCloseTo(0.01, 2);
  });
});
