import type { EncodedQr } from './encode';
import type { EyeShape, ModuleShape } from './style';

/**
 * The geometry of a styled code in module units, shared by the SVG writer and the rasterizer
 * so both draw the same shapes. Everything is a rectangle with rounded corners (a circle is
 * one whose radius is half its side), drawn inside its own module cell: a style never turns
 * a light module dark or a dark one light.
 */
export interface RoundRect {
  x: number;
  y: number;
  w: number;
  h: number;
  /** Corner radii: top-left, top-right, bottom-right, bottom-left. */
  r: readonly [number, number, number, number];
}

/** Side of a finder pattern, and of its centre ("ball"). */
export const EYE_SIDE = 7;
const BALL_SIDE = 3;
/** A dot's diameter as a share of its module: big enough to read, small enough to look round. */
export const DOT_DIAMETER = 0.85;

/** Top-left modules of the three finder patterns. */
export function eyeOrigins(size: number): [number, number][] {
  return [
    [0, 0],
    [size - EYE_SIDE, 0],
    [0, size - EYE_SIDE],
  ];
}

/** Whether module (row, column) belongs to a finder pattern (drawn as an eye, not a module). */
export function isEyeModule(size: number, row: number, column: number): boolean {
  const top = row < EYE_SIDE;
  const left = column < EYE_SIDE;
  return (top && left) || (top && column >= size - EYE_SIDE) || (row >= size - EYE_SIDE && left);
}

/**
 * Centres of the alignment patterns (ISO/IEC 18004 annex E): row and column coordinates; every
 * pair is a centre except the three that fall on finder patterns.
 */
export function alignmentCentres(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const size = version * 4 + 17;
  const step = version === 32 ? 26 : Math.ceil((size - 13) / (2 * count - 2)) * 2;
  const positions = [size - 7];
  for (let i = 1; i < count - 1; i += 1) positions.push(positions[i - 1] - step);
  positions.push(6);
  return positions.reverse();
}

/** Whether module (row, column) belongs to an alignment pattern. */
function alignmentMask(qr: EncodedQr): Uint8Array {
  const { size } = qr;
  const mask = new Uint8Array(size * size);
  const centres = alignmentCentres(qr.version);
  for (const row of centres)
    for (const column of centres) {
      if (isEyeModule(size, row, column)) continue;
      for (let dy = -2; dy <= 2; dy += 1)
        for (let dx = -2; dx <= 2; dx += 1) mask[(row + dy) * size + column + dx] = 1;
    }
  return mask;
}

const TOP_LEFT = 1;
const TOP_RIGHT = 2;
const BOTTOM_RIGHT = 4;
const BOTTOM_LEFT = 8;
/** A dot: a circle, not a rounded square. */
export const DOT = 16;

/**
 * Which corners of each dark module are rounded (bits TOP_LEFT…BOTTOM_LEFT, or DOT), -1 for
 * light modules and finder patterns. "rounded" rounds a corner whose two sides are free (an
 * isolated module becomes a circle, a line end a half circle); "classy" does so only at the
 * top-left and bottom-right, the leaf look of qr-code-styling's classy dots.
 */
export function moduleCorners(qr: EncodedQr, shape: ModuleShape): Int8Array {
  const { size, modules } = qr;
  const corners = new Int8Array(size * size).fill(-1);
  const alignment = alignmentMask(qr);
  const dark = (row: number, column: number) =>
    row >= 0 &&
    column >= 0 &&
    row < size &&
    column < size &&
    modules[row][column] &&
    !isEyeModule(size, row, column);
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (!dark(row, column)) continue;
      // Dots break the alignment pattern's ring into beads some decoders (jsQR) cannot find:
      // it keeps the connected, rounded look instead.
      if (shape === 'dots' && !alignment[row * size + column]) {
        corners[row * size + column] = DOT;
        continue;
      }
      if (shape === 'square') {
        corners[row * size + column] = 0;
        continue;
      }
      const top = !dark(row - 1, column);
      const right = !dark(row, column + 1);
      const bottom = !dark(row + 1, column);
      const left = !dark(row, column - 1);
      let mask = 0;
      if (top && left) mask |= TOP_LEFT;
      if (bottom && right) mask |= BOTTOM_RIGHT;
      if (shape !== 'classy') {
        if (top && right) mask |= TOP_RIGHT;
        if (bottom && left) mask |= BOTTOM_LEFT;
      }
      corners[row * size + column] = mask;
    }
  }
  return corners;
}

/**
 * Whether a point of a module cell (fx, fy in 0..1) is inside the shape `mask` gives it.
 * Rounded corners have radius 0.5: a quarter circle centred on the cell's centre.
 */
export function moduleCovers(mask: number, fx: number, fy: number): boolean {
  if (mask < 0) return false;
  const dx = fx - 0.5;
  const dy = fy - 0.5;
  if (mask === DOT) return dx * dx + dy * dy <= (DOT_DIAMETER / 2) ** 2;
  const corner = dy < 0 ? (dx < 0 ? TOP_LEFT : TOP_RIGHT) : dx < 0 ? BOTTOM_LEFT : BOTTOM_RIGHT;
  return (mask & corner) === 0 || dx * dx + dy * dy <= 0.25;
}

/** The module's shape as a rounded rectangle at (x, y), for the SVG path. */
export function moduleRect(mask: number, x: number, y: number): RoundRect {
  if (mask === DOT) {
    const inset = (1 - DOT_DIAMETER) / 2;
    const radius = DOT_DIAMETER / 2;
    const r = [radius, radius, radius, radius] as const;
    return { x: x + inset, y: y + inset, w: DOT_DIAMETER, h: DOT_DIAMETER, r };
  }
  const radius = (bit: number) => (mask & bit ? 0.5 : 0);
  return {
    x,
    y,
    w: 1,
    h: 1,
    r: [radius(TOP_LEFT), radius(TOP_RIGHT), radius(BOTTOM_RIGHT), radius(BOTTOM_LEFT)],
  };
}

function cornerRadius(shape: EyeShape, side: number): number {
  if (shape === 'circle') return side / 2;
  if (shape === 'rounded') return side / 3.5;
  return 0;
}

function squareRect(x: number, y: number, side: number, radius: number): RoundRect {
  return { x, y, w: side, h: side, r: [radius, radius, radius, radius] };
}

/**
 * One finder pattern at (x, y): its 7 x 7 frame (outer shape minus a 5 x 5 hole, so the ring
 * stays one module wide) and its 3 x 3 ball. Along the centre lines every shape keeps the
 * 1:1:3:1:1 run a decoder looks for.
 */
export function eyeShapes(x: number, y: number, frame: EyeShape, ball: EyeShape) {
  const inner = EYE_SIDE - 2;
  return {
    outer: squareRect(x, y, EYE_SIDE, cornerRadius(frame, EYE_SIDE)),
    hole: squareRect(x + 1, y + 1, inner, cornerRadius(frame, inner)),
    ball: squareRect(x + 2, y + 2, BALL_SIDE, cornerRadius(ball, BALL_SIDE)),
  };
}

/** Whether the rounded rectangle contains the point. */
export function rectContains(rect: RoundRect, px: number, py: number): boolean {
  const dx = px - rect.x;
  const dy = py - rect.y;
  if (dx < 0 || dy < 0 || dx > rect.w || dy > rect.h) return false;
  const [tl, tr, br, bl] = rect.r;
  const inCorner = (cx: number, cy: number, radius: number) =>
    (dx - cx) ** 2 + (dy - cy) ** 2 <= radius * radius;
  if (dx < tl && dy < tl) return inCorner(tl, tl, tl);
  if (dx > rect.w - tr && dy < tr) return inCorner(rect.w - tr, tr, tr);
  if (dx > rect.w - br && dy > rect.h - br) return inCorner(rect.w - br, rect.h - br, br);
  if (dx < bl && dy > rect.h - bl) return inCorner(bl, rect.h - bl, bl);
  return true;
}

const num = (value: number) => String(+value.toFixed(3));

/**
 * The rectangle as SVG path data, clockwise; `hole` draws it counter-clockwise so that, with
 * the default nonzero fill, it cuts out of the shape it sits in.
 */
export function rectPath(rect: RoundRect, hole = false): string {
  const { x, y, w, h } = rect;
  const [tl, tr, br, bl] = rect.r;
  const arc = (radius: number, toX: number, toY: number) =>
    radius > 0 ? `A${num(radius)} ${num(radius)} 0 0 ${hole ? 0 : 1} ${num(toX)} ${num(toY)}` : '';
  if (hole)
    return [
      `M${num(x + tl)} ${num(y)}`,
      arc(tl, x, y + tl),
      `V${num(y + h - bl)}`,
      arc(bl, x + bl, y + h),
      `H${num(x + w - br)}`,
      arc(br, x + w, y + h - br),
      `V${num(y + tr)}`,
      arc(tr, x + w - tr, y),
      'Z',
    ].join('');
  return [
    `M${num(x + tl)} ${num(y)}`,
    `H${num(x + w - tr)}`,
    arc(tr, x + w, y + tr),
    `V${num(y + h - br)}`,
    arc(br, x + w - br, y + h),
    `H${num(x + bl)}`,
    arc(bl, x, y + h - bl),
    `V${num(y + tl)}`,
    arc(tl, x + tl, y),
    'Z',
  ].join('');
}
