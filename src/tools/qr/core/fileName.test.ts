import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { batchFileNames } from './batch';
import { MAX_NAME_BYTES, assembleFileName, safeText, singleFileName, utf8Size } from './fileName';

/** Any UTF-16 text, unpaired surrogates included (what a paste or a CSV cell can hold). */
const anyUtf16 = fc
  .array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 120 })
  .map((codes) => String.fromCharCode(...codes));
const anyText = fc.oneof(anyUtf16, fc.string({ unit: 'binary', maxLength: 120 }), fc.string());

/** The properties every name we hand to the browser or put in a ZIP must have. */
function expectSafe(name: string, extension: string) {
  expect(name.endsWith(`.${extension}`)).toBe(true);
  const stem = name.slice(0, -extension.length - 1);
  expect(stem).not.toBe('');
  expect(stem).not.toMatch(/\.[\p{L}\p{N}]{1,8}$/u); // exactly one extension
  expect(stem).not.toMatch(/[\s.]$/u); // Windows drops trailing dots and spaces
  expect(stem.split('.')[0].trimEnd()).not.toMatch(/^(con|prn|aux|nul|com\d|lpt\d)$/i);
  expect(name).not.toMatch(/[\\/:*?"<>|\p{Cc}\p{Cs}\u202a-\u202e\u2066-\u2069]/u);
  expect(utf8Size(name)).toBeLessThanOrEqual(MAX_NAME_BYTES);
}

describe('safe file names', () => {
  it('single downloads and batch entries are safe for any content and CSV name', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ content: anyText, name: fc.option(anyText, { nil: undefined }) }), {
          maxLength: 12,
        }),
        fc.constantFrom('png', 'svg'),
        (records, extension) => {
          for (const { content } of records)
            expectSafe(singleFileName(content, extension, '二维码'), extension);
          const rows = records.map((record, index) => ({ line: index + 1, ...record }));
          for (const name of batchFileNames(rows, extension)) expectSafe(name, extension);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('cuts at whole characters: never half an emoji, a flag or a surrogate pair', () => {
    const emoji = singleFileName('😀'.repeat(40), 'png', 'qr');
    expect(emoji).toBe(`qr-${'😀'.repeat(24)}.png`);
    const flags = singleFileName('🇨🇳'.repeat(40), 'png', 'qr');
    expect(flags).toBe(`qr-${'🇨🇳'.repeat(24)}.png`);
    const accents = singleFileName('e\u0301'.repeat(40), 'png', 'qr');
    expect(accents).toBe(`qr-${'é'.repeat(24)}.png`); // NFC, then cut
    expect(safeText('a\ud83db')).toBe('a_b'); // an unpaired surrogate is not a character
  });

  it('makes Windows device names, trailing dots and spaces, and double extensions safe', () => {
    const names = batchFileNames(
      [
        { line: 1, content: 'x', name: 'CON' },
        { line: 2, content: 'x', name: 'lpt1.txt' },
        { line: 3, content: 'x', name: 'nul .png' },
        { line: 4, content: 'x', name: 'report. . ' },
        { line: 5, content: 'x', name: 'photo.png' },
        { line: 6, content: 'x', name: 'setup.exe' },
        { line: 7, content: 'https://x/\u202Egnp.exe' },
      ],
      'svg',
    );
    expect(names).toEqual([
      'CON_.svg',
      'lpt1_txt.svg',
      'nul_.svg',
      'report.svg',
      'photo.svg',
      'setup_exe.svg',
      '0007-x_gnp_exe.svg',
    ]);
  });

  it('numbers copies per name, skipping numbers another row already took', () => {
    const rows = ['a', 'A', 'a (2)', 'a', 'b'].map((name, index) => ({
      line: index + 1,
      content: 'x',
      name,
    }));
    expect(batchFileNames(rows, 'png')).toEqual([
      'a.png',
      'A (2).png',
      'a (2) (2).png',
      'a (3).png',
      'b.png',
    ]);
  });

  it('fits long names in bytes and keeps duplicates apart', () => {
    const long = '长'.repeat(200);
    const names = batchFileNames(
      [
        { line: 1, content: 'a', name: long },
        { line: 2, content: 'b', name: long },
      ],
      'png',
    );
    expect(names[0]).toBe(`${'长'.repeat(60)}.png`);
    expect(names[1]).toBe(`${'长'.repeat(60)} (2).png`);
    const wide = assembleFileName('👨‍👩‍👧'.repeat(40), 'png', ' (12)');
    expect(utf8Size(wide)).toBeLessThanOrEqual(MAX_NAME_BYTES);
    expect(wide.endsWith('👨‍👩‍👧 (12).png')).toBe(true);
  });
});
