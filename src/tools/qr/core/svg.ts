import { toHexColor, type Rgb } from './color';
import type { EncodedQr } from './encode';
import { logoBox } from './layout';

export interface SvgOptions {
  size: number;
  margin: number;
  foreground: Rgb;
  background: Rgb;
  /** A data: URL of the logo image, placed like the PNG's logo. */
  logo?: { href: string; scalePercent: number };
}

export function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** One path of horizontal runs in module units: compact and crisp at any zoom. */
export function modulesPath(qr: EncodedQr, margin: number): string {
  const parts: string[] = [];
  for (let row = 0; row < qr.size; row += 1) {
    let column = 0;
    while (column < qr.size) {
      if (!qr.modules[row][column]) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < qr.size && qr.modules[row][column]) column += 1;
      parts.push(`M${start + margin} ${row + margin}h${column - start}v1h${start - column}z`);
    }
  }
  return parts.join('');
}

/** A standalone SVG file with the same geometry as the PNG (the logo in the same place). */
export function renderSvg(qr: EncodedQr, options: SvgOptions): string {
  const { size, margin, foreground, background, logo } = options;
  const total = qr.size + 2 * margin;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${total} ${total}" shape-rendering="crispEdges">`,
    `<rect width="${total}" height="${total}" fill="${toHexColor(background)}"/>`,
    `<path fill="${toHexColor(foreground)}" d="${modulesPath(qr, margin)}"/>`,
  ];
  if (logo) {
    const box = logoBox(size, logo.scalePercent);
    const unit = (pixels: number) => +((pixels * total) / size).toFixed(4);
    parts.push(
      `<rect x="${unit(box.plate.x)}" y="${unit(box.plate.y)}" width="${unit(box.plate.side)}" height="${unit(box.plate.side)}" fill="${toHexColor(background)}"/>`,
      `<image x="${unit(box.x)}" y="${unit(box.y)}" width="${unit(box.side)}" height="${unit(box.side)}" preserveAspectRatio="xMidYMid meet" href="${escapeAttribute(logo.href)}"/>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
}
