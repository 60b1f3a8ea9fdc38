import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBatch } from './batch';
import { buildPayload, EMPTY_DRAFT, parseDraft, parseRecent } from './draft';
import { encodeQr } from './encode';
import { isQrError } from './errors';
import { ERROR_LEVELS } from './capacity';
import { vcardPayload, wifiPayload } from './templates';

/** Strings that break naive code: RTL overrides, zero-width, emoji, markup, lone surrogates. */
const hostile = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom(
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '\u202Eevil\u202C',
    '\u200B\u200C\u200D\uFEFF',
    '👨‍👩‍👧‍👦🇨🇳',
    '\uD800',
    '\0',
  ),
);

/** Runs fn; it may only succeed or throw one of the documented QR errors. */
function onlyTypedErrors(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    if (!isQrError(error)) throw error;
  }
}

describe('fuzz: core never crashes on any input', () => {
  it('encodeQr succeeds or throws a typed QR error, at every level', () => {
    fc.assert(
      fc.property(hostile, fc.constantFrom(...ERROR_LEVELS), (text, errorLevel) => {
        onlyTypedErrors(() => {
          const qr = encodeQr(text, { errorLevel });
          expect(qr.modules).toHaveLength(qr.size);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('a 10 MB string fails fast with the capacity error, not a hang', () => {
    const huge = '中'.repeat(10 * 1024 * 1024);
    expect(() => encodeQr(huge, { errorLevel: 'L' })).toThrow(
      expect.objectContaining({ code: 'capacity', usedBytes: 3 * 10 * 1024 * 1024 }),
    );
  });

  it('template builders and the batch parser accept anything', () => {
    fc.assert(
      fc.property(hostile, hostile, fc.boolean(), (a, b, flag) => {
        expect(typeof wifiPayload({ ssid: a, password: b, security: 'WPA', hidden: flag })).toBe(
          'string',
        );
        expect(vcardPayload({ ...EMPTY_DRAFT.vcard, name: a, address: b })).toMatch(/^BEGIN:VCARD/);
        const parsed = parseBatch(`${a}\n${b}`);
        for (const row of parsed.rows) expect(row.content.trim()).not.toBe('');
        expect(typeof buildPayload({ ...EMPTY_DRAFT, kind: 'url', url: a })).toBe('string');
      }),
      { numRuns: 200 },
    );
  });

  it('parseBatch handles a 10 MB paste', () => {
    const rows = parseBatch('https://example.com/\n'.repeat(500_000)).rows;
    expect(rows).toHaveLength(500_000);
  });

  it('saved-data validators reject any junk without throwing', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(parseDraft(value)).toBeUndefined();
        const recent = parseRecent(value);
        if (recent) expect(Array.isArray(recent)).toBe(true);
      }),
    );
  });
});
