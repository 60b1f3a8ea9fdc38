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

/**
 * Separable Gaussian blur in place. Each output adds its taps in kernel order, as a plain
 * clamped loop would (the copy is the same to the bit), but a whole line at a time, so the
 * inner loops run over consecutive memory.
 */
function blurInPlace(values: Float32Array, width: number, height: number, sigma: number) {
  if (sigma <= 0) return;
  const radius = Math.ceil(sigma * 3);
  const taps = 2 * radius + 1;
  const kernel = new Float64Array(taps);
  let total = 0;
  for (let i = 0; i < taps; i += 1) {
    kernel[i] = Math.exp(-((i - radius) ** 2) / (2 * sigma * sigma));
    total += kernel[i];
  }
  const scratch = new Float32Array(values.length);
  const sums = new Float64Array(Math.max(width, height));
  // Across: each row, the tap k of every pixel before the tap k + 1 of any.
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    sums.fill(0);
    for (let k = 0; k < taps; k += 1) {
      const shift = k - radius;
      const weight = kernel[k];
      const first = Math.max(0, -shift);
      const last = Math.min(width, width - shift);
      for (let x = 0; x < first; x += 1) sums[x] += values[row] * weight;
      for (let x = first; x < last; x += 1) sums[x] += values[row + x + shift] * weight;
      for (let x = last; x < width; x += 1) sums[x] += values[row + width - 1] * weight;
    }
    for (let x = 0; x < width; x += 1) scratch[row + x] = sums[x] / total;
  }
  // Down: each output row adds whole source rows, clamped at the top and bottom.
  for (let y = 0; y < height; y += 1) {
    sums.fill(0);
    for (let k = 0; k < taps; k += 1) {
      const from = Math.min(height - 1, Math.max(0, y + k - radius)) * width;
      const weight = kernel[k];
      for (let x = 0; x < width; x += 1) sums[x] += scratch[from + x] * weight;
    }
    const row = y * width;
    for (let x = 0; x < width; x += 1) values[row + x] = sums[x] / total;
  }
}

/** Sub-pixel sample offsets: each camera pixel averages a 3 x 3 grid of image points. */
const OFFSETS = [-1 / 3, 0, 1 / 3];

/**
 * The code as the camera sees it through `view`: `totalModules` is the image's width in
 * modules (the code, its quiet zone and any frame), so the copy has `view.pixelsPerModule`
 * pixels per module whatever the image size. The turned image sits whole in the copy, with
 * surroundings around it. The copy is small (about 150 px for a 512 px image), so this is the
 * "downscaled copy" a check decodes; the image itself is only read where the copy samples.
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
  const { width, height, data } = raster;
  const halfWidth = width / 2;
  const halfHeight = height / 2;
  // The turn's products of each sample column, computed once: every sample computes the
  // same products and sums, in the same order, as a plain per-sample loop would, so the copy
  // is the same to the bit, only built faster.
  const cosDx = new Float64Array(side * 3);
  const minusSinDx = new Float64Array(side * 3);
  for (let k = 0; k < 3; k += 1)
    for (let x = 0; x < side; x += 1) {
      const dx = x + 0.5 + OFFSETS[k] - centre;
      cosDx[k * side + x] = cos * dx;
      minusSinDx[k * side + x] = -sin * dx;
    }
  // Luma of the last pixel read: neighbouring samples mostly land on the same colour.
  const pixels = new Int32Array(data.buffer, data.byteOffset, width * height);
  let lastPixel = pixels[0];
  let lastLuma = lumaAt(data, 0);
  const { shear, surround } = view;
  // One row of camera pixels at a time, one of its nine sample points across the whole row
  // at a time (each pixel still adds its nine in row-major order).
  const sums = new Float64Array(side);
  for (let y = 0; y < side; y += 1) {
    sums.fill(0);
    for (let ky = 0; ky < 3; ky += 1) {
      const dy = y + 0.5 + OFFSETS[ky] - centre;
      const sinDy = sin * dy;
      const shearDy = shear * dy;
      const cosDy = cos * dy;
      for (let kx = 0; kx < 3; kx += 1) {
        const column = kx * side;
        for (let x = 0; x < side; x += 1) {
          const rx = cosDx[column + x] + sinDy - shearDy;
          const ry = minusSinDx[column + x] + cosDy;
          const sx = Math.floor(rx / scale + halfWidth);
          const sy = Math.floor(ry / scale + halfHeight);
          if (sx >= 0 && sy >= 0 && sx < width && sy < height) {
            const at = sy * width + sx;
            if (pixels[at] !== lastPixel) {
              lastPixel = pixels[at];
              lastLuma = lumaAt(data, at);
            }
            sums[x] += lastLuma;
          } else sums[x] += surround;
        }
      }
    }
    for (let x = 0; x < side; x += 1) values[y * side + x] = sums[x] / 9;
  }
  blurInPlace(values, side, side, view.blur);
  // Seeded noise (xorshift32; three uniforms summed: close enough to normal, unit variance
  // after scaling), so a check gives the same verdict every time. The state is a local, not a
  // closure's: browsers with pointer compression box 32-bit values kept in a closure, and
  // that allocation cost more than the rest of the copy.
  let state = seed >>> 0 || 1;
  const out = new Uint8ClampedArray(side * side * 4);
  // Blurred flat areas repeat one value: its exposure (a power) is computed once.
  let lastValue = NaN;
  let lastExposed = 0;
  for (let i = 0; i < values.length; i += 1) {
    if (values[i] !== lastValue) {
      lastValue = values[i];
      const washed = 128 + (lastValue - 128) * view.contrast;
      lastExposed = 255 * (Math.max(0, washed) / 255) ** view.gamma;
    }
    let uniforms = 0;
    for (let draw = 0; draw < 3; draw += 1) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      uniforms += (state >>> 0) / 4294967296;
    }
    const grey = lastExposed + (uniforms - 1.5) * 2 * view.noise;
    out[i * 4] = grey;
    out[i * 4 + 1] = grey;
    out[i * 4 + 2] = grey;
    out[i * 4 + 3] = 255;
  }
  return { width: side, height: side, data: out };
}
