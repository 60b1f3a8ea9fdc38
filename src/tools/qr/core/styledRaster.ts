import { parseHexColor, type Rgb } from './color';
import type { EncodedQr } from './encode';
import { drawLogo, fillRect, rasterizeQr, type Raster, type RenderOptions } from './raster';
import {
  eyeOrigins,
  eyeShapes,
  isEyeModule,
  moduleCorners,
  moduleCovers,
  rectContains,
  type RoundRect,
} from './shapes';
import { isPlainStyle, type QrStyle } from './style';
import { gradientAt, gradientGeometry, mixColor, styledLayout, styledLogoBox } from './styleLayout';

export interface StyledRenderOptions extends RenderOptions {
  style?: QrStyle;
}

/** Samples per pixel side: edges get 10 grey levels, enough to look smooth at any size. */
const SAMPLES = 3;

function packed(colour: Rgb, alpha: number): number {
  const bytes = new Uint8ClampedArray([colour.r, colour.g, colour.b, alpha]);
  return new Uint32Array(bytes.buffer)[0];
}

/**
 * Draws a styled code (shapes.ts geometry) into RGBA pixels, anti-aliased by sampling each
 * pixel on a 3 x 3 grid. A plain style takes the exact two-colour path of rasterizeQr. The
 * caption and frame text are not drawn here (core has no fonts): the browser draws
 * `styledLayout(...).texts` on top (worker/drawTexts.ts).
 */
export function rasterizeStyledQr(qr: EncodedQr, options: StyledRenderOptions): Raster {
  const { style } = options;
  if (!style || isPlainStyle(style)) return rasterizeQr(qr, options);
  const { size, margin, foreground, background, logo } = options;
  const layout = styledLayout(qr.size, margin, style, foreground, background);
  const height = layout.pixelHeight(size);
  const raster: Raster = { width: size, height, data: new Uint8ClampedArray(size * height * 4) };
  const { data } = raster;
  const pixels = new Uint32Array(data.buffer);
  const empty = packed(background, style.transparent ? 0 : 255);
  pixels.fill(empty);
  const n = qr.size;
  const scale = layout.width / size;
  const corners = moduleCorners(qr, style.modules);
  const eyes = eyeOrigins(n).map(([column, row]) =>
    eyeShapes(layout.originX + column, layout.originY + row, style.eyeFrame, style.eyeBall),
  );
  const eyeColor = style.eyeColor ? parseHexColor(style.eyeColor)! : undefined;
  const gradient = gradientGeometry(style, layout, n);
  const gradientTo = parseHexColor(style.gradientTo)!;
  const { frame } = layout;

  const inFrame = (u: number, v: number) =>
    frame !== undefined && rectContains(frame.outer, u, v) && !rectContains(frame.opening, u, v);
  const inked = (u: number, v: number): boolean => {
    if (inFrame(u, v)) return true;
    const cu = u - layout.originX;
    const cv = v - layout.originY;
    if (cu < 0 || cv < 0 || cu >= n || cv >= n) return false;
    const column = Math.floor(cu);
    const row = Math.floor(cv);
    if (isEyeModule(n, row, column))
      return eyes.some(
        (eye) =>
          (rectContains(eye.outer, u, v) && !rectContains(eye.hole, u, v)) ||
          rectContains(eye.ball, u, v),
      );
    return moduleCovers(corners[row * n + column], cu - column, cv - row);
  };
  /** Coverage of a pixel whose box lies in one module cell, when it needs no sampling. */
  const solidCell = (u0: number, v0: number, u1: number, v1: number): number | undefined => {
    if (frame && !insideOpening(frame.opening, u0, v0, u1, v1))
      return solidFrame(frame.outer, frame.opening, u0, v0, u1, v1) ? 1 : undefined;
    const column = Math.floor(u0 - layout.originX);
    const row = Math.floor(v0 - layout.originY);
    if (column !== Math.floor(u1 - layout.originX) || row !== Math.floor(v1 - layout.originY))
      return undefined;
    if (column < 0 || row < 0 || column >= n || row >= n) return 0;
    if (isEyeModule(n, row, column)) return undefined;
    const mask = corners[row * n + column];
    return mask === -1 ? 0 : mask === 0 ? 1 : undefined;
  };
  const paintAt = (u: number, v: number): Rgb => {
    if (inFrame(u, v)) return foreground;
    const row = Math.floor(v - layout.originY);
    const column = Math.floor(u - layout.originX);
    if (eyeColor && isEyeModule(n, row, column)) return eyeColor;
    return gradient ? mixColor(foreground, gradientTo, gradientAt(gradient, u, v)) : foreground;
  };

  const solidPaint = !gradient && !eyeColor ? packed(foreground, 255) : undefined;
  for (let py = 0; py < height; py += 1) {
    const v0 = py * scale;
    const v1 = (py + 1) * scale - 1e-9;
    for (let px = 0; px < size; px += 1) {
      const u0 = px * scale;
      const u1 = (px + 1) * scale - 1e-9;
      let coverage = solidCell(u0, v0, u1, v1);
      if (coverage === undefined) {
        let hits = 0;
        for (let sy = 0; sy < SAMPLES; sy += 1)
          for (let sx = 0; sx < SAMPLES; sx += 1)
            if (inked((px + (sx + 0.5) / SAMPLES) * scale, (py + (sy + 0.5) / SAMPLES) * scale))
              hits += 1;
        coverage = hits / (SAMPLES * SAMPLES);
      }
      if (coverage === 0) continue;
      const index = py * size + px;
      if (coverage === 1 && solidPaint !== undefined) {
        pixels[index] = solidPaint;
        continue;
      }
      const paint = paintAt((px + 0.5) * scale, (py + 0.5) * scale);
      const offset = index * 4;
      if (style.transparent) {
        data[offset] = paint.r;
        data[offset + 1] = paint.g;
        data[offset + 2] = paint.b;
        data[offset + 3] = Math.round(coverage * 255);
      } else {
        data[offset] = background.r + (paint.r - background.r) * coverage;
        data[offset + 1] = background.g + (paint.g - background.g) * coverage;
        data[offset + 2] = background.b + (paint.b - background.b) * coverage;
      }
    }
  }
  if (logo) {
    const box = styledLogoBox(layout, size, logo.scalePercent);
    fillRect(raster, box.plate.x, box.plate.y, box.plate.side, box.plate.side, background);
    drawLogo(raster, logo.pixels, box.x, box.y, box.side);
  }
  return raster;
}

function insideOpening(opening: RoundRect, u0: number, v0: number, u1: number, v1: number) {
  const inset = opening.r[0];
  return (
    u0 >= opening.x + inset &&
    v0 >= opening.y + inset &&
    u1 <= opening.x + opening.w - inset &&
    v1 <= opening.y + opening.h - inset
  );
}

/** Whether a pixel box lies wholly on the frame: inside its outer shape, clear of the opening. */
function solidFrame(
  outer: RoundRect,
  opening: RoundRect,
  u0: number,
  v0: number,
  u1: number,
  v1: number,
) {
  const inset = outer.r[0];
  const insideOuter =
    (u0 >= outer.x + inset &&
      u1 <= outer.x + outer.w - inset &&
      v0 >= outer.y &&
      v1 <= outer.y + outer.h) ||
    (v0 >= outer.y + inset &&
      v1 <= outer.y + outer.h - inset &&
      u0 >= outer.x &&
      u1 <= outer.x + outer.w);
  const clearOfOpening =
    u1 < opening.x || u0 > opening.x + opening.w || v1 < opening.y || v0 > opening.y + opening.h;
  return insideOuter && clearOfOpening;
}

/** The image as seen on `backdrop`: transparent pixels composited, every pixel opaque. */
export function flattenOver(raster: Raster, backdrop: Rgb): Raster {
  const { data } = raster;
  let opaque = true;
  for (let i = 3; i < data.length; i += 4)
    if (data[i] !== 255) {
      opaque = false;
      break;
    }
  if (opaque) return raster;
  const out = new Uint8ClampedArray(data.length);
  const under = [backdrop.r, backdrop.g, backdrop.b];
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3] / 255;
    for (let channel = 0; channel < 3; channel += 1)
      out[i + channel] = Math.round(data[i + channel] * alpha + under[channel] * (1 - alpha));
    out[i + 3] = 255;
  }
  return { width: raster.width, height: raster.height, data: out };
}
