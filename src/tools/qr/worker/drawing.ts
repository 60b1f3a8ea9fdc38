import {
  STYLE_FONT,
  parseHexColor,
  rasterizeStyledQr,
  renderStyledSvg,
  styledLayout,
  toHexColor,
  type EncodedQr,
  type Raster,
} from '../core';
import type { DrawSettings } from './protocol';

/**
 * Drawing settings to pixels and to SVG text, the same in the worker and on the page (the
 * page draws only when the worker's verifier could not load). Core draws the shapes; the
 * caption and frame text need fonts, so the browser's canvas writes them on top here, at the
 * place, size and colour core's layout gives the SVG's <text>.
 */
export function rasterOf(qr: EncodedQr, settings: DrawSettings, style = settings.style): Raster {
  const foreground = parseHexColor(settings.foreground)!;
  const background = parseHexColor(settings.background)!;
  const raster = rasterizeStyledQr(qr, {
    size: settings.size,
    margin: settings.margin,
    foreground,
    background,
    style,
    logo: settings.logo && {
      pixels: { side: settings.logo.side, data: settings.logo.data },
      scalePercent: settings.logo.scalePercent,
    },
  });
  if (!style) return raster;
  const { texts, width } = styledLayout(qr.size, settings.margin, style, foreground, background);
  if (texts.length === 0) return raster;
  const canvas = new OffscreenCanvas(raster.width, raster.height);
  const context = canvas.getContext('2d')!;
  context.putImageData(
    new ImageData(raster.data as Uint8ClampedArray<ArrayBuffer>, raster.width, raster.height),
    0,
    0,
  );
  const scale = raster.width / width;
  context.textAlign = 'center';
  context.textBaseline = 'alphabetic';
  for (const text of texts) {
    context.font = `${text.fontSize * scale}px ${STYLE_FONT}`;
    context.fillStyle = toHexColor(text.color);
    context.fillText(text.text, text.x * scale, text.y * scale);
  }
  const { data } = context.getImageData(0, 0, raster.width, raster.height);
  // The canvas keeps no colour under fully transparent pixels (it stores premultiplied
  // alpha); put the background colour back, as core drew it, for readers that ignore alpha.
  for (let i = 0; i < data.length; i += 4)
    if (data[i + 3] === 0) {
      data[i] = background.r;
      data[i + 1] = background.g;
      data[i + 2] = background.b;
    }
  return { width: raster.width, height: raster.height, data };
}

export function svgOf(qr: EncodedQr, settings: DrawSettings): string {
  return renderStyledSvg(qr, {
    size: settings.size,
    margin: settings.margin,
    foreground: parseHexColor(settings.foreground)!,
    background: parseHexColor(settings.background)!,
    style: settings.style,
    logo: settings.logo && { href: settings.logo.href, scalePercent: settings.logo.scalePercent },
  });
}
