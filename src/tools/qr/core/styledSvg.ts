import { toHexColor } from './color';
import type { EncodedQr } from './encode';
import {
  DOT,
  eyeOrigins,
  eyeShapes,
  moduleCorners,
  moduleRect,
  rectPath,
  type RoundRect,
} from './shapes';
import { isPlainStyle, type QrStyle } from './style';
import { STYLE_FONT, gradientGeometry, styledLayout, styledLogoBox } from './styleLayout';
import { escapeAttribute, renderSvg, type SvgOptions } from './svg';
import { parseHexColor } from './color';

export interface StyledSvgOptions extends SvgOptions {
  style?: QrStyle;
}

/**
 * Adjacent modules overlap by this much where they touch, so the anti-aliased edges of two
 * shapes never leave a hairline between them; the raster needs no overlap (it tests the union).
 */
const SEAM_OVERLAP = 0.02;

const num = (value: number) => String(+value.toFixed(3));

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function modulesData(qr: EncodedQr, style: QrStyle, originX: number, originY: number): string {
  const { size } = qr;
  const corners = moduleCorners(qr, style.modules);
  const joins = (index: number) => corners[index] >= 0 && corners[index] !== DOT;
  const parts: string[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      const index = row * size + column;
      const mask = corners[index];
      if (mask < 0) continue;
      const rect: RoundRect = moduleRect(mask, originX + column, originY + row);
      if (mask === DOT) {
        parts.push(rectPath(rect));
        continue;
      }
      const right = column + 1 < size && joins(index + 1) ? SEAM_OVERLAP : 0;
      const below = row + 1 < size && joins(index + size) ? SEAM_OVERLAP : 0;
      parts.push(rectPath({ ...rect, w: rect.w + right, h: rect.h + below }));
    }
  }
  return parts.join('');
}

/**
 * The styled code as a standalone SVG with the geometry of rasterizeStyledQr (shapes.ts): same
 * shapes, gradient line, frame, caption position and logo square. Plain styles keep renderSvg.
 */
export function renderStyledSvg(qr: EncodedQr, options: StyledSvgOptions): string {
  const { style } = options;
  if (!style || isPlainStyle(style)) return renderSvg(qr, options);
  const { size, margin, foreground, background, logo } = options;
  const layout = styledLayout(qr.size, margin, style, foreground, background);
  const { width, height } = layout;
  const fg = toHexColor(foreground);
  const bg = toHexColor(background);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${layout.pixelHeight(size)}" viewBox="0 0 ${num(width)} ${num(height)}">`,
  ];
  const gradient = gradientGeometry(style, layout, qr.size);
  let paint = fg;
  if (gradient) {
    const stops = `<stop offset="0" stop-color="${fg}"/><stop offset="1" stop-color="${toHexColor(parseHexColor(style.gradientTo)!)}"/>`;
    parts.push(
      gradient.kind === 'linear'
        ? `<defs><linearGradient id="qr-fill" gradientUnits="userSpaceOnUse" x1="${num(gradient.x1)}" y1="${num(gradient.y1)}" x2="${num(gradient.x2)}" y2="${num(gradient.y2)}">${stops}</linearGradient></defs>`
        : `<defs><radialGradient id="qr-fill" gradientUnits="userSpaceOnUse" cx="${num(gradient.x1)}" cy="${num(gradient.y1)}" r="${num(gradient.radius)}">${stops}</radialGradient></defs>`,
    );
    paint = 'url(#qr-fill)';
  }
  if (!style.transparent)
    parts.push(`<rect width="${num(width)}" height="${num(height)}" fill="${bg}"/>`);
  if (layout.frame)
    parts.push(
      `<path fill="${fg}" d="${rectPath(layout.frame.outer)}${rectPath(layout.frame.opening, true)}"/>`,
    );
  parts.push(
    `<path fill="${paint}" d="${modulesData(qr, style, layout.originX, layout.originY)}"/>`,
  );
  const eyes = eyeOrigins(qr.size)
    .map(([column, row]) => {
      const eye = eyeShapes(
        layout.originX + column,
        layout.originY + row,
        style.eyeFrame,
        style.eyeBall,
      );
      return rectPath(eye.outer) + rectPath(eye.hole, true) + rectPath(eye.ball);
    })
    .join('');
  parts.push(`<path fill="${style.eyeColor || paint}" d="${eyes}"/>`);
  for (const text of layout.texts)
    parts.push(
      `<text x="${num(text.x)}" y="${num(text.y)}" font-size="${num(text.fontSize)}" font-family="${escapeAttribute(STYLE_FONT)}" text-anchor="middle" fill="${toHexColor(text.color)}">${escapeText(text.text)}</text>`,
    );
  if (logo) {
    const box = styledLogoBox(layout, size, logo.scalePercent);
    const unit = (pixels: number) => num((pixels * width) / size);
    parts.push(
      `<rect x="${unit(box.plate.x)}" y="${unit(box.plate.y)}" width="${unit(box.plate.side)}" height="${unit(box.plate.side)}" fill="${bg}"/>`,
      `<image x="${unit(box.x)}" y="${unit(box.y)}" width="${unit(box.side)}" height="${unit(box.side)}" preserveAspectRatio="xMidYMid meet" href="${escapeAttribute(logo.href)}"/>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
}
