/** Where each module and the logo fall on an image of `size` pixels; shared by PNG and SVG. */
export interface QrLayout {
  /** Image width and height in pixels. */
  size: number;
  /** Modules per side including the quiet zone on both sides. */
  totalModules: number;
  margin: number;
  /** Pixel edge of module boundary i (0..totalModules); modules differ by at most 1 px. */
  edge(index: number): number;
}

export const MIN_IMAGE_SIZE = 128;
export const MAX_IMAGE_SIZE = 2048;
export const MAX_MARGIN = 10;

export function qrLayout(moduleCount: number, size: number, margin: number): QrLayout {
  const totalModules = moduleCount + 2 * margin;
  return {
    size,
    totalModules,
    margin,
    edge: (index) => Math.round((index * size) / totalModules),
  };
}

export interface LogoBox {
  /** The square the logo image is fitted into. */
  x: number;
  y: number;
  side: number;
  /** A plate of background colour around the logo so it does not touch dark modules. */
  plate: { x: number; y: number; side: number };
}

export const MIN_LOGO_SCALE = 10;
export const MAX_LOGO_SCALE = 40;
/** Plate border as a share of the logo side. */
const PLATE_PADDING = 0.08;

/** The centred logo square for a logo that takes `scalePercent` % of the image width. */
export function logoBox(size: number, scalePercent: number): LogoBox {
  const side = Math.max(1, Math.round((size * scalePercent) / 100));
  const x = Math.round((size - side) / 2);
  const padding = Math.max(1, Math.round(side * PLATE_PADDING));
  return {
    x,
    y: x,
    side,
    plate: { x: x - padding, y: x - padding, side: side + 2 * padding },
  };
}
