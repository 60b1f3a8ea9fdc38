import { beforeAll, describe, expect, it } from 'vitest';
import { parseHexColor } from './color';
import { decodeQrCodes } from './decode';
import { encodeQr } from './encode';
import { prepareNodeDecoder } from './nodeDecoder';
import { encodePng } from './png';
import { rasterizeQr, type LogoPixels } from './raster';
import { renderSvg } from './svg';
import { verifyDecoded } from './verify';

const black = parseHexColor('#000000')!;
const white = parseHexColor('#ffffff')!;

beforeAll(() => prepareNodeDecoder());

/** encode -> raster -> PNG file bytes -> zxing, as a phone would see the downloaded file. */
async function roundTrip(text: string, size = 400, margin = 4) {
  const qr = encodeQr(text, { errorLevel: 'M' });
  const png = encodePng(rasterizeQr(qr, { size, margin, foreground: black, background: white }));
  return decodeQrCodes(png);
}

function solidLogo(side: number): LogoPixels {
  const data = new Uint8ClampedArray(side * side * 4);
  for (let i = 0; i < data.length; i += 4) data.set([220, 30, 30, 255], i);
  return { side, data };
}

describe('round trip encode -> PNG -> decode', () => {
  it.each([
    ['ASCII', 'Hello, QR! 0123456789 ~!@#$%^&*()'],
    ['Chinese', '二维码生成：扫一扫，中文原样返回。'],
    ['emoji', '😀👍🏽🇨🇳 家庭：👨‍👩‍👧'],
    ['hostile', '<img src=x onerror=alert(1)> javascript:alert(1) \u202Eabc\u200B'],
  ])('%s text comes back byte for byte', async (_label, text) => {
    const decoded = await roundTrip(text);
    expect(decoded.map((symbol) => symbol.text)).toEqual([text]);
    expect(verifyDecoded(text, decoded)).toEqual({ ok: true });
  });

  it('a 2000-byte payload (version 37+) decodes at 1200 px', async () => {
    const text = Array.from({ length: 2000 }, (_, i) => String.fromCharCode(33 + (i % 90))).join(
      '',
    );
    const qr = encodeQr(text, { errorLevel: 'M' });
    expect(qr.version).toBeGreaterThanOrEqual(37);
    const decoded = await roundTrip(text, 1200);
    expect(verifyDecoded(text, decoded)).toEqual({ ok: true });
  });

  it('decodes with no quiet zone and with coloured modules', async () => {
    const text = '无边距 margin 0';
    expect(verifyDecoded(text, await roundTrip(text, 300, 0))).toEqual({ ok: true });
    const qr = encodeQr(text, { errorLevel: 'M' });
    const png = encodePng(
      rasterizeQr(qr, {
        size: 300,
        margin: 4,
        foreground: parseHexColor('#1d3a8a')!,
        background: parseHexColor('#fff8e1')!,
      }),
    );
    expect(verifyDecoded(text, await decodeQrCodes(png))).toEqual({ ok: true });
  });

  it('a small logo at level Q still verifies; a huge one is caught as unreadable', async () => {
    const text = 'https://example.com/logo-check';
    const qr = encodeQr(text, { errorLevel: 'Q' });
    const render = (scalePercent: number) =>
      rasterizeQr(qr, {
        size: 480,
        margin: 4,
        foreground: black,
        background: white,
        logo: { pixels: solidLogo(64), scalePercent },
      });
    expect(verifyDecoded(text, await decodeQrCodes(render(18)))).toEqual({ ok: true });
    expect(verifyDecoded(text, await decodeQrCodes(render(40)))).toEqual({
      ok: false,
      reason: 'unreadable',
    });
  });

  it('reports a mismatch when the image holds other content', async () => {
    const decoded = await roundTrip('something else');
    expect(verifyDecoded('expected', decoded)).toEqual({
      ok: false,
      reason: 'mismatch',
      decodedText: 'something else',
    });
  });
});

describe('PNG and SVG output', () => {
  const qr = encodeQr('size check', { errorLevel: 'M' });

  it('a plain code is a 1-bit palette PNG of exactly the chosen size', () => {
    const png = encodePng(
      rasterizeQr(qr, { size: 333, margin: 2, foreground: black, background: white }),
    );
    const view = new DataView(png.buffer, png.byteOffset);
    expect([view.getUint32(16), view.getUint32(20), png[24], png[25]]).toEqual([333, 333, 1, 3]);
  });

  it('a code with a logo is an RGB PNG', () => {
    const raster = rasterizeQr(qr, {
      size: 200,
      margin: 4,
      foreground: black,
      background: white,
      logo: { pixels: solidLogo(40), scalePercent: 20 },
    });
    const png = encodePng(raster);
    expect([png[24], png[25]]).toEqual([8, 2]);
  });

  it('SVG has the chosen pixel size, one module path and an escaped logo reference', () => {
    const svg = renderSvg(qr, {
      size: 512,
      margin: 4,
      foreground: black,
      background: white,
      logo: { href: 'data:image/png;base64,AA"><script>', scalePercent: 20 },
    });
    expect(svg).toMatch(/^<svg [^>]*width="512" height="512" viewBox="0 0 29 29"/);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&quot;&gt;&lt;script&gt;');
  });
});
