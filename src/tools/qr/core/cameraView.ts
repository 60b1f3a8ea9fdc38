import type { Raster } from './raster';

/**
 * How a phone camera sees a code: not the perfect raster a decoder reads from the file, but a
 * small, blurred, noisy, washed-out and slightly turned copy of it. A code is called checked
 * only when such copies decode (issue 16): a decoder reads yellow on white from the exact
 * pixels, a phone does not.
 */
export interface CameraView {
  /** Camera pixels per module: a code filling a modest part of a preview frame. */
  pixelsPerModule: number;
  /** Turn of the phone, in degrees. */
  angleDegrees: number;
  /** Horizontal shear, a stand-in for a phone held slightly off-axis. */
  shear: number;
  /** Gaussian blur radius (sigma) in camera pixels: focus and motion. */
  blur: number;
  /** Share of the contrast left: glare on a screen, dim light on paper. */
  contrast: number;
  /** Exposure curve applied after the contrast loss (> 1 darkens the mid-tones). */
  gamma: number;
  /** Sensor noise, standard deviation in grey levels. */
  noise: number;
  /** Grey level of what surrounds the code (a desk, a phone's interface). */
  surround: number;
}

/** The views every check runs: a code on a screen, and the same code printed in dim light. */
export const CAMERA_VIEWS: readonly CameraView[] = [
  {
    pixelsPerModule: 3.2,
    angleDegrees: 4,
    shear: 0.04,
    blur: 0.8,
    contrast: 0.7,
    gamma: 1,
    noise: 6,
    surround: 64,
  },
  {
    pixelsPerModule: 4,
    angleDegrees: -6,
    shear: -0.06,
    blur: 1.1,
    contrast: 0.55,
    gamma: 1.5,
    noise: 5,
    surround: 160,
  },
];

/**
 * Luma as a camera's preview (and a decoder) sees it, of one pixel. Read only where the copy
 * samples, not over the whole image: the copy is far smaller than a batch's 512 px images.
 * Rounded to 32 bits as a Float32Array of luma would hold it.
 */
function lumaAt(data: Uint8ClampedArray, pixel: number): number {
  const offset = pixel * 4;
  return Math.fround(0.299 * data[offset] + 0.587 * data[offset + 1] + 0.114 * data[offset + 2]);
}

/** Separable Gaussian blur in place. */
function blurInPlace(values: Float32Array, width: number, height: number, sigma: number) {
  if (sigma <= 0) return;
  const radius = Math.ceil(sigma * 3);
  const kernel = Array.from({ length: 2 * radius + 1 }, (_, i) =>
    Math.exp(-((i - radius) ** 2) / (2 * sigma * sigma)),
  );
  const total = kernel.reduce((sum, weight) => sum + weight, 0);
  const scratch = new Float32Array(values.length);
  const pass = (from: Float32Array, to: Float32Array, stepX: number, stepY: number) => {
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        let sum = 0;
        for (let k = -radius; k <= radius; k += 1) {
          const sx = Math.min(width - 1, Math.max(0, x + k * stepX));
          const sy = Math.min(height - 1, Math.max(0, y + k * stepY));
          sum += from[sy * width + sx] * kernel[k + radius];
        }
        to[y * width + x] = sum / total;
      }
    }
  };
  pass(values, scratch, 1, 0);
  pass(scratch, values, 0, 1);
}

/** A small seeded generator, so a check gives the same verdict every time. */
function noiseSource(seed: number): () => number {
  let state = seed >>> 0 || 1;
  const uniform = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  // Sum of three uniforms: close enough to normal, with unit variance after scaling.
  return () => (uniform() + uniform() + uniform() - 1.5) * 2;
}

/**
 * The code as the camera sees it through `view`: `totalModules` is the image's width in
 * modules (the code, its quiet zone and any frame), so the copy has `view.pixelsPerModule` pixels per module whatever
 * the image size. The turned image sits whole in the copy, with surroundings around it.
 */
export function cameraCopy(
  raster: Raster,
  totalModules: number,
  view: CameraView,
  seed = 1,
): Raster {
  const scale = (view.pixelsPerModule * totalModules) / raster.width;
  const angle = (view.angleDegrees * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // Large enough for the turned and sheared image (a framed code is taller than wide), with
  // two modules around it.
  const longest = Math.max(raster.width, raster.height);
  const turned = longest * scale * (Math.abs(cos) + Math.abs(sin) + Math.abs(view.shear));
  const side = Math.ceil(turned + 4 * view.pixelsPerModule);
  const centre = side / 2;
  const values = new Float32Array(side * side);
  // Each camera pixel averages a 3 x 3 grid of points of the image under it (the lens and
  // sensor integrate light; point sampling would keep edges unrealistically sharp).
  const offsets = [-1 / 3, 0, 1 / 3];
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      let sum = 0;
      for (const oy of offsets) {
        for (const ox of offsets) {
          const dx = x + 0.5 + ox - centre;
          const dy = y + 0.5 + oy - centre;
          const rx = cos * dx + sin * dy - view.shear * dy;
          const ry = -sin * dx + cos * dy;
          const sx = Math.floor(rx / scale + raster.width / 2);
          const sy = Math.floor(ry / scale + raster.height / 2);
          const inside = sx >= 0 && sy >= 0 && sx < raster.width && sy < raster.height;
          sum += inside ? lumaAt(raster.data, sy * raster.width + sx) : view.surround;
        }
      }
      values[y * side + x] = sum / 9;
    }
  }
  blurInPlace(values, side, side, view.blur);
  const noise = noiseSource(seed);
  const data = new Uint8ClampedArray(side * side * 4);
  for (let i = 0; i < values.length; i += 1) {
    const washed = 128 + (values[i] - 128) * view.contrast;
    const exposed = 255 * (Math.max(0, washed) / 255) ** view.gamma;
    const grey = exposed + noise() * view.noise;
    data[i * 4] = grey;
    data[i * 4 + 1] = grey;
    data[i * 4 + 2] = grey;
    data[i * 4 + 3] = 255;
  }
  return { width: side, height: side, data };
}
