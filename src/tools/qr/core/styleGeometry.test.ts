import { describe, expect, it } from 'vitest';
import { parseHexColor } from './color';
import { encodeQr } from './encode';
import { DOT, EYE_SIDE, isEyeModule, moduleCorners, moduleCovers, rectPath } from './shapes';
import { DEFAULT_STYLE, EYE_SHAPES, MODULE_SHAPES, type QrStyle } from './style';
import { rasterizeStyledQr } from './styledRaster';
import { renderStyledSvg } from './styledSvg';

const black = parseHexColor('#000000')!;
const white = parseHexColor('#ffffff')!;
const qr = encodeQr('https://example.com/shop?id=12345678901234567890', { errorLevel: 'M' });
/** 10 px per module: exact module centres and runs. */
const MARGIN = 4;
const PPM = 10;
const SIZE = (qr.size + 2 * MARGIN) * PPM;

function draw(patch: Partial<QrStyle>) {
  return rasterizeStyledQr(qr, {
    size: SIZE,
    margin: MARGIN,
    foreground: black,
    background: white,
    style: { ...DEFAULT_STYLE, ...patch },
  });
}

/** Share of a module cell its shape covers, on a 40 x 40 grid. */
function coveredShare(mask: number): number {
  let hits = 0;
  for (let y = 0; y < 40; y += 1)
    for (let x = 0; x < 40; x += 1)
      if (moduleCovers(mask, (x + 0.5) / 40, (y + 0.5) / 40)) hits += 1;
  return hits / 1600;
}

describe('module shapes', () => {
  it.each(MODULE_SHAPES)(
    '%s: every dark module is drawn, covering at least half its cell',
    (shape) => {
      const corners = moduleCorners(qr, shape);
      for (let row = 0; row < qr.size; row += 1)
        for (let column = 0; column < qr.size; column += 1) {
          const mask = corners[row * qr.size + column];
          if (isEyeModule(qr.size, row, column)) expect(mask).toBe(-1);
          else if (!qr.modules[row][column]) expect(mask).toBe(-1);
          else expect(coveredShare(mask)).toBeGreaterThan(shape === 'dots' ? 0.55 : 0.78);
        }
    },
  );

  it.each(MODULE_SHAPES)('%s: module centres keep their colour in the image', (shape) => {
    const raster = draw({ modules: shape });
    for (let row = 0; row < qr.size; row += 1)
      for (let column = 0; column < qr.size; column += 1) {
        if (isEyeModule(qr.size, row, column)) continue;
        const x = (column + MARGIN) * PPM + PPM / 2;
        const y = (row + MARGIN) * PPM + PPM / 2;
        const grey = raster.data[(y * SIZE + x) * 4];
        expect(grey, `module ${row},${column}`).toBe(qr.modules[row][column] ? 0 : 255);
      }
  });

  it('rounds only free corners: an isolated module is a circle, a run has straight joins', () => {
    expect(coveredShare(15)).toBeCloseTo(Math.PI / 4, 2);
    expect(coveredShare(0)).toBe(1);
    expect(coveredShare(DOT)).toBeCloseTo(Math.PI * 0.425 ** 2, 2);
  });
});

/** Runs of dark and light pixels along a line through the image, from the eye's outer edge. */
function runs(values: number[]): number[] {
  const result: number[] = [];
  let current = values[0];
  let length = 0;
  for (const value of values) {
    if (value === current) length += 1;
    else {
      result.push(length);
      current = value;
      length = 1;
    }
  }
  result.push(length);
  return result;
}

describe('finder eyes', () => {
  const combinations = EYE_SHAPES.flatMap((frame) => EYE_SHAPES.map((ball) => [frame, ball]));
  it.each(combinations)('frame %s, ball %s: 1:1:3:1:1 across both centre lines', (frame, ball) => {
    const raster = draw({ eyeFrame: frame, eyeBall: ball });
    const dark = (x: number, y: number) => (raster.data[(y * SIZE + x) * 4] < 128 ? 1 : 0);
    // The top-left eye spans modules 4..11 of the image; its centre line is at 7.5 modules.
    const centre = Math.round((MARGIN + EYE_SIDE / 2) * PPM);
    const span = Array.from({ length: (EYE_SIDE + 2) * PPM }, (_, i) => (MARGIN - 1) * PPM + i);
    for (const line of [span.map((x) => dark(x, centre)), span.map((y) => dark(centre, y))]) {
      // Light separator, 1 dark, 1 light, 3 dark, 1 light, 1 dark, light separator.
      const [, ...inner] = runs(line);
      expect(inner.slice(0, 5).map((length) => Math.round(length / PPM))).toEqual([1, 1, 3, 1, 1]);
    }
  });
});

describe('SVG geometry', () => {
  it('draws holes counter-clockwise so the nonzero fill cuts them out', () => {
    const square = { x: 0, y: 0, w: 5, h: 5, r: [0, 0, 0, 0] as const };
    expect(rectPath(square)).toBe('M0 0H5V5H0V0Z');
    expect(rectPath(square, true)).toBe('M0 0V5H5V0Z');
  });

  it('a framed, captioned code has the same pixel size in SVG and PNG, text escaped', () => {
    const style = { ...DEFAULT_STYLE, frame: true, frameText: 'Scan <me> & go', caption: 'a"b' };
    const svg = renderStyledSvg(qr, {
      size: 512,
      margin: 4,
      foreground: black,
      background: white,
      style,
    });
    const raster = rasterizeStyledQr(qr, {
      size: 512,
      margin: 4,
      foreground: black,
      background: white,
      style,
    });
    expect(svg).toContain(`width="512" height="${raster.height}"`);
    expect(raster.height).toBeGreaterThan(512);
    expect(svg).toContain('>Scan &lt;me&gt; &amp; go</text>');
    expect(svg).toContain('>a"b</text>');
  });
});
