import type { Rgb } from './color';
import { logoBox, type LogoBox } from './layout';
import type { RoundRect } from './shapes';
import type { QrStyle } from './style';

/**
 * Where a styled code's parts fall, in module units: the code with its quiet zone, a caption
 * under it, a frame around both with a call-to-action band. The image is `size` pixels wide
 * and as tall as its parts need, so the code's modules shrink a little when a frame is added.
 */
export interface TextSpec {
  text: string;
  /** Centre of the line and its baseline, in module units. */
  x: number;
  y: number;
  /** Font size in module units. */
  fontSize: number;
  color: Rgb;
}

export interface StyledLayout {
  /** Image width and height in module units. */
  width: number;
  height: number;
  /** The code with its quiet zone: top-left corner (same on both axes) and side. */
  codeAt: number;
  codeSide: number;
  /** Top-left of the symbol's first module (inside the quiet zone). */
  originX: number;
  originY: number;
  /** The frame (outer shape minus the opening the code shows through), when there is one. */
  frame?: { outer: RoundRect; opening: RoundRect };
  texts: TextSpec[];
  /** Pixel height of an image `sizePx` wide. */
  pixelHeight(sizePx: number): number;
}

/** The fonts both the SVG and the PNG ask for, so the two draw the caption alike. */
export const STYLE_FONT =
  'system-ui, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';
/** Caption letters are this share of the code's width, then shrunk until the text fits. */
const FONT_SHARE = 0.075;

/** Width of a line in em: wide (CJK, full-width) characters 1 em, the others about 0.6. */
export function estimatedEm(text: string): number {
  let em = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    em += code >= 0x1100 && !(code >= 0xff61 && code <= 0xffdc) ? 1 : 0.6;
  }
  return em;
}

function fittedFont(text: string, base: number, room: number): number {
  const em = estimatedEm(text);
  return em > 0 ? Math.min(base, room / em) : base;
}

export function styledLayout(
  moduleCount: number,
  margin: number,
  style: QrStyle,
  foreground: Rgb,
  background: Rgb,
): StyledLayout {
  const codeSide = moduleCount + 2 * margin;
  const caption = style.caption.trim();
  const frameText = style.frameText.trim();
  const base = Math.max(1.2, codeSide * FONT_SHARE);
  const border = style.frame ? Math.max(1, Math.round(codeSide * 0.04)) : 0;
  const room = codeSide - 2;
  const texts: TextSpec[] = [];
  let bottom = border + codeSide;
  if (caption) {
    const fontSize = fittedFont(caption, base, room);
    texts.push({
      text: caption,
      x: border + codeSide / 2,
      y: bottom + fontSize,
      fontSize,
      color: foreground,
    });
    bottom += fontSize * 1.6;
  }
  const width = codeSide + 2 * border;
  let height = bottom;
  let frame: StyledLayout['frame'];
  if (style.frame) {
    const band = base * 2;
    height = bottom + band;
    const radius = border * 2;
    const openingRadius = Math.min(border, margin);
    frame = {
      outer: { x: 0, y: 0, w: width, h: height, r: [radius, radius, radius, radius] },
      opening: {
        x: border,
        y: border,
        w: codeSide,
        h: bottom - border,
        r: [openingRadius, openingRadius, openingRadius, openingRadius],
      },
    };
    if (frameText) {
      const fontSize = fittedFont(frameText, base, width - 2);
      // Letters in the background colour on the frame's colour, centred in the band.
      texts.push({
        text: frameText,
        x: width / 2,
        y: bottom + band / 2 + fontSize * 0.36,
        fontSize,
        color: background,
      });
    }
  }
  return {
    width,
    height,
    codeAt: border,
    codeSide,
    originX: border + margin,
    originY: border + margin,
    frame,
    texts,
    pixelHeight: (sizePx) => Math.round((sizePx * height) / width),
  };
}

/** The logo's square in pixels: centred on the code as on a plain code of the code's size. */
export function styledLogoBox(layout: StyledLayout, sizePx: number, scalePercent: number): LogoBox {
  const scale = sizePx / layout.width;
  const box = logoBox(Math.round(layout.codeSide * scale), scalePercent);
  const offset = Math.round(layout.codeAt * scale);
  return {
    x: box.x + offset,
    y: box.y + offset,
    side: box.side,
    plate: { x: box.plate.x + offset, y: box.plate.y + offset, side: box.plate.side },
  };
}

/** Where a gradient runs, in module units: over the symbol itself, not its quiet zone. */
export interface GradientGeometry {
  kind: 'linear' | 'radial';
  /** Linear: from (x1, y1) to (x2, y2). Radial: centre (x1, y1), radius `radius`. */
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  radius: number;
}

export function gradientGeometry(
  style: QrStyle,
  layout: StyledLayout,
  moduleCount: number,
): GradientGeometry | undefined {
  if (style.gradient === 'none') return undefined;
  const cx = layout.originX + moduleCount / 2;
  const cy = layout.originY + moduleCount / 2;
  if (style.gradient === 'radial')
    return {
      kind: 'radial',
      x1: cx,
      y1: cy,
      x2: cx,
      y2: cy,
      radius: (moduleCount / 2) * Math.SQRT2,
    };
  const angle = (style.gradientAngle * Math.PI) / 180;
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  // Half the length of the symbol's extent along the direction: corners reach 0 and 1.
  const half = ((Math.abs(dx) + Math.abs(dy)) * moduleCount) / 2;
  return {
    kind: 'linear',
    x1: cx - dx * half,
    y1: cy - dy * half,
    x2: cx + dx * half,
    y2: cy + dy * half,
    radius: 0,
  };
}

/** Position 0..1 along the gradient of a point, as SVG's pad spread computes it. */
export function gradientAt(geometry: GradientGeometry, x: number, y: number): number {
  let t: number;
  if (geometry.kind === 'radial')
    t = Math.hypot(x - geometry.x1, y - geometry.y1) / geometry.radius;
  else {
    const gx = geometry.x2 - geometry.x1;
    const gy = geometry.y2 - geometry.y1;
    t = ((x - geometry.x1) * gx + (y - geometry.y1) * gy) / (gx * gx + gy * gy);
  }
  return Math.min(1, Math.max(0, t));
}

export function mixColor(from: Rgb, to: Rgb, t: number): Rgb {
  return {
    r: Math.round(from.r + (to.r - from.r) * t),
    g: Math.round(from.g + (to.g - from.g) * t),
    b: Math.round(from.b + (to.b - from.b) * t),
  };
}
