import jsQR from 'jsqr';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkWithCamera, contrastFix, type CameraFix } from './cameraCheck';
import { CAMERA_VIEWS, cameraCopy } from './cameraView';
import { contrastRatio, parseHexColor } from './color';
import { decodeQrCodes } from './decode';
import { encodeQr } from './encode';
import { prepareNodeDecoder } from './nodeDecoder';
import { rasterizeQr, type LogoPixels } from './raster';
import type { ErrorLevel } from './capacity';

beforeAll(() => prepareNodeDecoder());

const URL_TEXT = 'https://example.com/shop?id=12345678901234567890';

interface Look {
  size: number;
  margin: number;
  fg: string;
  bg: string;
  level: ErrorLevel;
  logoScale?: number;
}
const ORDINARY: Look = { size: 512, margin: 4, fg: '#000000', bg: '#ffffff', level: 'M' };

function solidLogo(side: number): LogoPixels {
  const data = new Uint8ClampedArray(side * side * 4);
  for (let i = 0; i < data.length; i += 4) data.set([200, 30, 30, 255], i);
  return { side, data };
}

function check(content: string, look: Look) {
  const qr = encodeQr(content, { errorLevel: look.level });
  const draw = (withLogo: boolean) =>
    rasterizeQr(qr, {
      size: look.size,
      margin: look.margin,
      foreground: parseHexColor(look.fg)!,
      background: parseHexColor(look.bg)!,
      logo:
        withLogo && look.logoScale
          ? { pixels: solidLogo(64), scalePercent: look.logoScale }
          : undefined,
    });
  return checkWithCamera({
    content,
    raster: draw(true),
    withoutLogo: look.logoScale ? () => draw(false) : undefined,
    moduleCount: qr.size,
    margin: look.margin,
    foreground: parseHexColor(look.fg)!,
    background: parseHexColor(look.bg)!,
    errorLevel: look.level,
    logoScale: look.logoScale,
    decode: decodeQrCodes,
  });
}

const applyFix = (look: Look, fix: CameraFix | undefined): Look => ({ ...look, ...fix });

describe('checkWithCamera', () => {
  it.each([
    ['black on white', ORDINARY],
    ['brand green', { ...ORDINARY, fg: '#1DA57A' }],
    ['navy, small image', { ...ORDINARY, fg: '#1f3a93', size: 256 }],
    ['white on black', { ...ORDINARY, fg: '#ffffff', bg: '#000000' }],
  ])('passes an ordinary code at once: %s', async (_label, look) => {
    const report = await check(URL_TEXT, look);
    expect(report).toMatchObject({ ok: true, problems: [] });
    expect(report.pixelsPerModule).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ['yellow on white', '#ffff00', '#ffffff'],
    ['light grey on white', '#cccccc', '#ffffff'],
    ['#777 on #888', '#777777', '#888888'],
  ])('names low contrast for %s, and its one-click fix passes', async (_label, fg, bg) => {
    const look = { ...ORDINARY, fg, bg };
    const report = await check(URL_TEXT, look);
    expect(report.ok).toBe(false);
    const problem = report.problems.find((item) => item.code === 'contrast');
    expect(problem).toBeDefined();
    expect(await check(URL_TEXT, applyFix(look, problem!.fix))).toMatchObject({ ok: true });
  });

  it('says modules are too small for 1,980 bytes at 512 px, and the larger size passes', async () => {
    const text = 'x'.repeat(1980);
    const report = await check(text, ORDINARY);
    expect(report.ok).toBe(false);
    const problem = report.problems.find((item) => item.code === 'moduleSize');
    expect(problem).toMatchObject({ pixelsPerModule: 3 });
    expect(report.pixelsPerModule).toBe(3);
    expect(problem!.fix!.size).toBeGreaterThan(512);
    expect(await check(text, applyFix(ORDINARY, problem!.fix))).toMatchObject({ ok: true });
  });

  it('names the missing quiet zone and fixes it with a margin of 4', async () => {
    const look = { ...ORDINARY, margin: 0 };
    const report = await check(URL_TEXT, look);
    expect(report.problems.map((item) => item.code)).toContain('quietZone');
    expect(await check(URL_TEXT, applyFix(look, { margin: 4 }))).toMatchObject({ ok: true });
  });

  it('blames a logo that covers too much, and offers level H', async () => {
    const look: Look = { ...ORDINARY, level: 'L', logoScale: 30 };
    const report = await check(URL_TEXT, look);
    expect(report.ok).toBe(false);
    expect(report.problems).toContainEqual({ code: 'logo', fix: { level: 'H' } });
  });

  it('gives the size a 300 dpi print has and the smallest side phones read', async () => {
    const report = await check(URL_TEXT, { ...ORDINARY, size: 600 });
    expect(report.printSideMm).toBeCloseTo(50.8, 1);
    expect(report.minPrintSideMm).toBeGreaterThanOrEqual(20);
  });
});

describe('contrastFix', () => {
  it('keeps the hue and reaches a ratio of 7, or falls back to black on white', () => {
    const white = parseHexColor('#ffffff')!;
    const fix = contrastFix(parseHexColor('#ffcc00')!, white);
    expect(contrastRatio(parseHexColor(fix.fg!)!, white)).toBeGreaterThanOrEqual(7);
    expect(fix.bg).toBeUndefined();
    expect(contrastFix(parseHexColor('#888888')!, parseHexColor('#777777')!)).toEqual({
      fg: '#000000',
      bg: '#ffffff',
    });
  });
});

/**
 * The camera views are a model; an independent decoder (jsQR) reading the same degraded copies
 * must agree with the verdict on clear cases, or the model would call unreadable codes checked.
 */
describe('an independent decoder agrees on the camera copies', () => {
  const readsWithJsQr = (content: string, look: Look) => {
    const qr = encodeQr(content, { errorLevel: look.level });
    const raster = rasterizeQr(qr, {
      size: look.size,
      margin: look.margin,
      foreground: parseHexColor(look.fg)!,
      background: parseHexColor(look.bg)!,
    });
    return CAMERA_VIEWS.every((view, index) => {
      const copy = cameraCopy(raster, qr.size + 2 * look.margin, view, index + 1);
      return jsQR(copy.data, copy.width, copy.height)?.data === content;
    });
  };

  it.each([
    ['black on white', ORDINARY, true],
    ['yellow on white', { ...ORDINARY, fg: '#ffff00' }, false],
    ['#777 on #888', { ...ORDINARY, fg: '#777777', bg: '#888888' }, false],
  ])('%s', async (_label, look, readable) => {
    expect(readsWithJsQr(URL_TEXT, look)).toBe(readable);
    expect((await check(URL_TEXT, look)).ok).toBe(readable);
  });
});
