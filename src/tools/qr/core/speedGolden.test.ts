import { describe, expect, it } from 'vitest';
import { CAMERA_VIEWS, cameraCopy } from './cameraView';
import { parseHexColor } from './color';
import { encodeQr } from './encode';
import { encodePng } from './png';
import { rasterizeQr } from './raster';

/**
 * The camera copies and PNG files are built by faster loops than the plain per-pixel ones
 * they replaced (issue 16, item 7), with the same arithmetic in the same order. These
 * fingerprints were taken from the plain loops: a copy that differs by one grey level could
 * turn a verdict, so a later speed-up must keep them as they are.
 */
function fnv1a(bytes: Uint8Array | Uint8ClampedArray): string {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(16);
}

const qr = encodeQr('https://example.com/商品/1?from=qr', { errorLevel: 'M' });
const plain = rasterizeQr(qr, {
  size: 512,
  margin: 4,
  foreground: parseHexColor('#1DA57A')!,
  background: parseHexColor('#ffffff')!,
});
// A 2 x 2 logo with a transparent and a half-transparent pixel: an image of many colours.
const withLogo = rasterizeQr(qr, {
  size: 300,
  margin: 2,
  foreground: parseHexColor('#000000')!,
  background: parseHexColor('#ffffee')!,
  logo: {
    pixels: {
      side: 2,
      data: new Uint8ClampedArray([200, 30, 30, 255, 0, 0, 0, 0, 10, 200, 10, 128, 0, 0, 255, 255]),
    },
    scalePercent: 20,
  },
});

describe('speed-ups keep every byte', () => {
  it.each([
    ['a two-colour code', plain, qr.size + 8, ['144 5e0fa973', '188 d32dc0fb']],
    ['a code with a logo', withLogo, qr.size + 4, ['130 86b17a6d', '169 706431de']],
  ] as const)('camera copies of %s', (_, raster, modules, expected) => {
    const copies = CAMERA_VIEWS.map((view, index) => cameraCopy(raster, modules, view, index + 1));
    expect(copies.map((copy) => `${copy.width} ${fnv1a(copy.data)}`)).toEqual(expected);
  });

  it('PNG files: 1-bit for two colours, RGB with a logo', () => {
    expect(fnv1a(encodePng(plain))).toBe('7d752eeb');
    expect(fnv1a(encodePng(withLogo))).toBe('ae5786fa');
  });
});
