import { describe, expect, it } from 'vitest';
import { isUtf8, legacyCandidates, markedEncoding, textDecoder } from './encoding';

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const bytes = (...parts: (readonly number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? ascii(part) : part)));

/** {"名字":"中文"} in GBK: 名字 = C3 FB D7 D6, 中文 = D6 D0 CE C4 (the GB2312 tables). */
const GBK_JSON = bytes('{"', [0xc3, 0xfb, 0xd7, 0xd6], '":"', [0xd6, 0xd0, 0xce, 0xc4], '"}');
/** {"名字":"繁體中文"} in Big5: 名字 = A6 57 A6 72, 繁體中文 = C1 63 C5 E9 A4 A4 A4 E5. */
const BIG5_JSON = bytes(
  '{"',
  [0xa6, 0x57, 0xa6, 0x72],
  '":"',
  [0xc1, 0x63, 0xc5, 0xe9, 0xa4, 0xa4, 0xa4, 0xe5],
  '"}',
);

function utf16(text: string, littleEndian: boolean, bom: boolean): Uint8Array {
  const units = [...(bom ? '\ufeff' : ''), ...text].join('');
  const out = new Uint8Array(units.length * 2);
  const view = new DataView(out.buffer);
  for (let i = 0; i < units.length; i += 1)
    view.setUint16(i * 2, units.charCodeAt(i), littleEndian);
  return out;
}

function utf32(text: string, littleEndian: boolean): Uint8Array {
  const points = [...text].map((c) => c.codePointAt(0)!);
  const out = new Uint8Array(points.length * 4);
  points.forEach((cp, i) => new DataView(out.buffer).setUint32(i * 4, cp, littleEndian));
  return out;
}

const decodeAll = (encoding: Parameters<typeof textDecoder>[0], data: Uint8Array) =>
  textDecoder(encoding)(data, true);

describe('encodings the bytes declare', () => {
  const json = '{"名字": "张三 😀", "n": 1}';

  it.each([
    ['utf-8', [0xef, 0xbb, 0xbf], 3],
    ['utf-16le', [0xff, 0xfe], 2],
    ['utf-16be', [0xfe, 0xff], 2],
    ['utf-32le', [0xff, 0xfe, 0, 0], 4],
    ['utf-32be', [0, 0, 0xfe, 0xff], 4],
  ] as const)('finds the %s byte order mark', (encoding, bom, bomLength) => {
    expect(markedEncoding(bytes(bom, '{}'))).toEqual({ encoding, bomLength });
  });

  it('finds UTF-16 and UTF-32 without a BOM by their NUL bytes, and reads them back', () => {
    for (const littleEndian of [true, false]) {
      const sixteen = utf16(json, littleEndian, false);
      const found = markedEncoding(sixteen);
      expect(found).toEqual({ encoding: littleEndian ? 'utf-16le' : 'utf-16be', bomLength: 0 });
      expect(decodeAll(found!.encoding, sixteen)).toBe(json);
      const thirtyTwo = utf32(json, littleEndian);
      const found32 = markedEncoding(thirtyTwo);
      expect(found32).toEqual({ encoding: littleEndian ? 'utf-32le' : 'utf-32be', bomLength: 0 });
      expect(decodeAll(found32!.encoding, thirtyTwo)).toBe(json);
    }
  });

  it('declares nothing for UTF-8, GBK or Big5 text', () => {
    expect(markedEncoding(new TextEncoder().encode(json))).toBeUndefined();
    expect(markedEncoding(GBK_JSON)).toBeUndefined();
    expect(markedEncoding(BIG5_JSON)).toBeUndefined();
  });

  it('decodes UTF-32 split anywhere across chunks', () => {
    const data = utf32(json, true);
    const decode = textDecoder('utf-32le');
    const text = decode(data.subarray(0, 7), false) + decode(data.subarray(7, 30), false);
    expect(text + decode(data.subarray(30), true)).toBe(json);
  });
});

describe('bytes that are not UTF-8', () => {
  it('tells UTF-8 from GBK and Big5 bytes', () => {
    expect(isUtf8(new TextEncoder().encode('{"名字":"中文"}'))).toBe(true);
    expect(isUtf8(GBK_JSON)).toBe(false);
    expect(isUtf8(BIG5_JSON)).toBe(false);
  });

  it('accepts a UTF-8 sequence cut at the end of a chunk unless it is the last', () => {
    const cut = new TextEncoder().encode('中').subarray(0, 2);
    expect(isUtf8(cut, false)).toBe(true);
    expect(isUtf8(cut, true)).toBe(false);
  });

  it('offers GB18030 first for GBK text, with a preview that reads right', () => {
    const [first, ...rest] = legacyCandidates(GBK_JSON);
    expect(first).toEqual({ encoding: 'gb18030', preview: '{"名字":"中文"}', unreadable: 0 });
    expect(rest.map((c) => c.encoding)).toEqual(['big5', 'utf-8-lossy']);
  });

  it('offers Big5 first for Big5 text', () => {
    const [first] = legacyCandidates(BIG5_JSON);
    expect(first).toEqual({ encoding: 'big5', preview: '{"名字":"繁體中文"}', unreadable: 0 });
  });

  it('reads characters only GB18030 has (four-byte sequences)', () => {
    // 𠀀 U+20000 = 95 32 82 36, 😀 U+1F600 = 94 39 FC 36 in GB18030.
    const data = bytes('["', [0x95, 0x32, 0x82, 0x36, 0x94, 0x39, 0xfc, 0x36], '"]');
    expect(isUtf8(data)).toBe(false);
    expect(decodeAll('gb18030', data)).toBe('["𠀀😀"]');
  });

  it('previews the first lines only, each cut to a readable length', () => {
    const lines = Array.from({ length: 10 }, (_, i) => `"${i}${'x'.repeat(200)}",`).join('\n');
    const preview = legacyCandidates(bytes([0xd6, 0xd0], lines))
      .at(0)!
      .preview.split('\n');
    expect(preview).toHaveLength(6);
    expect(preview[1]).toBe(`"1${'x'.repeat(118)}…`);
  });
});

describe('short UTF-16 without BOM', () => {
  it('is found even when an emoji puts a NUL among the characters', () => {
    const units = '{"名字": "张三 😀"}';
    const le = new Uint8Array(units.length * 2);
    for (let i = 0; i < units.length; i += 1) {
      le[i * 2] = units.charCodeAt(i) & 0xff;
      le[i * 2 + 1] = units.charCodeAt(i) >> 8;
    }
    expect(markedEncoding(le)).toEqual({ encoding: 'utf-16le', bomLength: 0 });
  });
});
