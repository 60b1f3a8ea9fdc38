import jsQR from 'jsqr';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkWithCamera } from './cameraCheck';
import { contrastRatio, parseHexColor } from './color';
import { decodeQrCodes } from './decode';
import { encodeQr } from './encode';
import { prepareNodeDecoder } from './nodeDecoder';
import { encodePng } from './png';
import type { LogoPixels } from './raster';
import { DEFAULT_STYLE, EYE_SHAPES, MODULE_SHAPES, type QrStyle } from './style';
import { styledLayout } from './styleLayout';
import { flattenOver, rasterizeStyledQr } from './styledRaster';

beforeAll(() => prepareNodeDecoder());

const TEXT = 'https://example.com/shop?id=12345678901234567890';
const black = parseHexColor('#000000')!;
const white = parseHexColor('#ffffff')!;

function solidLogo(side: number): LogoPixels {
  const data = new Uint8ClampedArray(side * side * 4);
  for (let i = 0; i < data.length; i += 4) data.set([200, 30, 30, 255], i);
  return { side, data };
}

function draw(text: string, patch: Partial<QrStyle>, size = 512, logo = false) {
  const qr = encodeQr(text, { errorLevel: logo ? 'H' : 'M' });
  const style = { ...DEFAULT_STYLE, ...patch };
  const raster = rasterizeStyledQr(qr, {
    size,
    margin: 4,
    foreground: black,
    background: white,
    style,
    logo: logo ? { pixels: solidLogo(100), scalePercent: 20 } : undefined,
  });
  return { qr, style, raster };
}

/** The checks the page runs, on the image a scanner sees (a transparent one on white). */
function camera(text: string, patch: Partial<QrStyle>, size = 512) {
  const { qr, style, raster } = draw(text, patch, size);
  const restyle = (change: Partial<QrStyle>) =>
    flattenOver(draw(text, { ...style, ...change }, size).raster, white);
  return checkWithCamera({
    content: text,
    raster: flattenOver(raster, white),
    moduleCount: qr.size,
    margin: 4,
    widthModules: styledLayout(qr.size, 4, style, black, white).width,
    foreground: black,
    background: white,
    errorLevel: 'M',
    style,
    restyled: restyle,
    decode: decodeQrCodes,
  });
}

const STYLES: [string, Partial<QrStyle>][] = [
  ...MODULE_SHAPES.map((modules): [string, Partial<QrStyle>] => [modules, { modules }]),
  ...EYE_SHAPES.map((eye): [string, Partial<QrStyle>] => [
    `${eye} eyes`,
    { eyeFrame: eye, eyeBall: eye, eyeColor: '#b00020' },
  ]),
  ['linear gradient', { gradient: 'linear', gradientTo: '#1d3fa5', gradientAngle: 30 }],
  ['radial gradient on dots', { gradient: 'radial', gradientTo: '#6a1b9a', modules: 'dots' }],
  ['transparent', { transparent: true, modules: 'rounded' }],
  ['caption and frame', { caption: 'Shop Wi-Fi', frame: true, frameText: 'Scan me' }],
  [
    'everything',
    {
      modules: 'classy',
      eyeFrame: 'rounded',
      eyeBall: 'circle',
      gradient: 'linear',
      gradientTo: '#0d47a1',
      transparent: true,
      frame: true,
      frameText: 'Scan',
    },
  ],
];

describe('every style scans back', () => {
  it.each(STYLES)(
    '%s: the PNG file decodes with zxing and jsQR, and the camera check passes',
    async (_label, patch) => {
      const { raster } = draw(TEXT, patch);
      const png = encodePng(raster);
      expect((await decodeQrCodes(png)).map((symbol) => symbol.text)).toEqual([TEXT]);
      const seen = flattenOver(raster, white);
      expect(jsQR(seen.data, seen.width, seen.height)?.data).toBe(TEXT);
      const report = await camera(TEXT, patch);
      expect(report.problems).toEqual([]);
    },
  );

  it('keeps the modules exact with a logo over a styled code', async () => {
    const { raster } = draw(TEXT, { modules: 'dots', frame: true, frameText: 'x' }, 512, true);
    expect((await decodeQrCodes(raster)).map((symbol) => symbol.text)).toEqual([TEXT]);
  });

  it('a transparent code is written as RGBA with a fully transparent quiet zone', () => {
    const { raster } = draw(TEXT, { transparent: true });
    expect(raster.data[3]).toBe(0);
    const png = encodePng(raster);
    expect(png[25]).toBe(6); // IHDR colour type: truecolour with alpha
  });
});

describe('styles that break readability get a reason and a fix', () => {
  it('a gradient with a light end is not checked; its fix is a darker end that passes', async () => {
    const patch: Partial<QrStyle> = { gradient: 'linear', gradientTo: '#eeee66' };
    const report = await camera(TEXT, patch);
    expect(report.ok).toBe(false);
    const problem = report.problems.find((p) => p.code === 'paintContrast');
    expect(problem).toMatchObject({ code: 'paintContrast', part: 'gradient' });
    const darker = problem!.fix.style!.gradientTo!;
    expect(contrastRatio(parseHexColor(darker)!, white)).toBeGreaterThanOrEqual(7);
    expect((await camera(TEXT, { ...patch, gradientTo: darker })).ok).toBe(true);
  });

  it('a light eye colour is not checked; its fix is a darker eye colour', async () => {
    const report = await camera(TEXT, { eyeColor: '#ffcc99' });
    expect(report.problems).toMatchObject([{ code: 'paintContrast', part: 'eye' }]);
  });

  // zxing reads dots and round eyes through every camera view tried here (sizes down to 4 px
  // per module, greys down to #707070), so a failure is staged: the first camera view of the
  // chosen style is unreadable, as it would be on a worse camera.
  it.each([
    ['dots', { modules: 'dots' }, 'moduleShape', { modules: 'rounded' }],
    ['leaf', { modules: 'classy' }, 'moduleShape', { modules: 'rounded' }],
    [
      'circle eyes',
      { eyeFrame: 'circle', eyeBall: 'circle' },
      'eyeShape',
      { eyeFrame: 'square', eyeBall: 'square' },
    ],
  ] as const)(
    '%s that a camera cannot read: the fix is the plainer shape that reads',
    async (_label, patch, code, fix) => {
      const { qr, style, raster } = draw(TEXT, patch);
      let calls = 0;
      const report = await checkWithCamera({
        content: TEXT,
        raster,
        moduleCount: qr.size,
        margin: 4,
        foreground: black,
        background: white,
        errorLevel: 'M',
        style,
        restyled: (change) => draw(TEXT, { ...style, ...change }).raster,
        decode: async (image) => ((calls += 1) === 1 ? [] : decodeQrCodes(image)),
      });
      expect(report.ok).toBe(false);
      expect(report.problems).toEqual([{ code, fix: { style: fix } }]);
    },
  );
});
