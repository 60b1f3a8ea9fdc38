import type { Rgb } from './color';
import type { EncodedQr } from './encode';
import { logoBox, qrLayout } from './layout';

/** RGBA pixels, the shape of a browser ImageData (and what zxing-wasm reads). */
export interface Raster {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export interface LogoPixels {
  /** Already fitted into a square of this side (see logoBox); transparent where empty. */
  side: number;
  data: Uint8ClampedArray | Uint8Array;
}

export interface RenderOptions {
  size: number;
  margin: number;
  foreground: Rgb;
  background: Rgb;
  logo?: { pixels: LogoPixels; scalePercent: number };
}

export function fillRect(
  raster: Raster,
  x: number,
  y: number,
  width: number,
  height: number,
  c: Rgb,
) {
  const { data } = raster;
  const x0 = Math.max(0, x);
  const x1 = Math.min(raster.width, x + width);
  for (let row = Math.max(0, y); row < Math.min(raster.height, y + height); row += 1) {
    for (let column = x0; column < x1; column += 1) {
      const offset = (row * raster.width + column) * 4;
      data[offset] = c.r;
      data[offset + 1] = c.g;
      data[offset + 2] = c.b;
      data[offset + 3] = 255;
    }
  }
}

/**
 * Alpha-blends the logo over what is already drawn (the plate), leaving an opaque image.
 * The browser pre-scales the logo smoothly to `side`; nearest-neighbour covers any other size.
 */
export function drawLogo(
  raster: Raster,
  logo: LogoPixels,
  left: number,
  top: number,
  side: number,
) {
  const { data, width } = raster;
  for (let row = 0; row < side; row += 1) {
    const sourceRow = Math.floor((row * logo.side) / side);
    for (let column = 0; column < side; column += 1) {
      const sourceColumn = Math.floor((column * logo.side) / side);
      const source = (sourceRow * logo.side + sourceColumn) * 4;
      const alpha = logo.data[source + 3] / 255;
      if (alpha === 0) continue;
      const target = ((top + row) * width + left + column) * 4;
      for (let channel = 0; channel < 3; channel += 1) {
        data[target + channel] = Math.round(
          logo.data[source + channel] * alpha + data[target + channel] * (1 - alpha),
        );
      }
    }
  }
}

/** The colour as one 32-bit RGBA pixel in the platform's byte order. */
function packed(colour: Rgb): number {
  const bytes = new Uint8ClampedArray([colour.r, colour.g, colour.b, 255]);
  return new Uint32Array(bytes.buffer)[0];
}

/** Draws the code (and logo) into an opaque RGBA image of exactly size x size pixels. */
export function rasterizeQr(qr: EncodedQr, options: RenderOptions): Raster {
  const { size, margin, foreground, background, logo } = options;
  const raster: Raster = {
    width: size,
    height: size,
    data: new Uint8ClampedArray(size * size * 4),
  };
  const pixels = new Uint32Array(raster.data.buffer);
  const dark = packed(foreground);
  const light = packed(background);
  pixels.fill(light);
  const layout = qrLayout(qr.size, size, margin);
  // Each module row is one pixel row repeated, so draw it once and copy it down.
  const line = new Uint32Array(size);
  for (let row = 0; row < qr.size; row += 1) {
    line.fill(light);
    for (let column = 0; column < qr.size; column += 1) {
      if (qr.modules[row][column])
        line.fill(dark, layout.edge(column + margin), layout.edge(column + margin + 1));
    }
    for (let y = layout.edge(row + margin); y < layout.edge(row + margin + 1); y += 1)
      pixels.set(line, y * size);
  }
  if (logo) {
    const box = logoBox(size, logo.scalePercent);
    fillRect(raster, box.plate.x, box.plate.y, box.plate.side, box.plate.side, background);
    drawLogo(raster, logo.pixels, box.x, box.y, box.side);
  }
  return raster;
}
