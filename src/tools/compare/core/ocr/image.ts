/** RGBA pixels, as a browser ImageData or a decoded file in Node. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** An axis-aligned rectangle in image pixels. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * A rectangle turned by `angle` (radians, clockwise on screen) about its centre: a line of
 * text photographed at a slant. `length` runs along the text, `thickness` across it.
 */
export interface TurnedBox {
  centreX: number;
  centreY: number;
  length: number;
  thickness: number;
  angle: number;
}

/** The upright bounds of a turned box (for drawing and for grouping lines). */
export function boundsOfTurned(box: TurnedBox): Box {
  const cos = Math.abs(Math.cos(box.angle));
  const sin = Math.abs(Math.sin(box.angle));
  const width = box.length * cos + box.thickness * sin;
  const height = box.length * sin + box.thickness * cos;
  return { left: box.centreX - width / 2, top: box.centreY - height / 2, width, height };
}

/** A turned box covering an upright one exactly. */
export function turnedOf(box: Box): TurnedBox {
  return {
    centreX: box.left + box.width / 2,
    centreY: box.top + box.height / 2,
    length: box.width,
    thickness: box.height,
    angle: 0,
  };
}

/**
 * Samples `box` of the image (turned boxes straightened) into a `width` × `height` planar
 * float tensor (B, G, R: the channel order PaddleOCR's models were trained on), each value
 * through `normalize`. Bilinear, so thin strokes of small print survive the resize.
 */
export function toTensor(
  image: Pixels,
  box: TurnedBox,
  width: number,
  height: number,
  normalize: (value: number, channel: number) => number,
  tensorWidth = width,
): Float32Array {
  const out = new Float32Array(3 * height * tensorWidth);
  const plane = height * tensorWidth;
  const stepX = box.length / width;
  const stepY = box.thickness / height;
  const cos = Math.cos(box.angle);
  const sin = Math.sin(box.angle);
  const maxX = image.width - 1;
  const maxY = image.height - 1;
  for (let y = 0; y < height; y++) {
    const v = (y + 0.5) * stepY - box.thickness / 2;
    for (let x = 0; x < width; x++) {
      const u = (x + 0.5) * stepX - box.length / 2;
      const sx = Math.min(maxX, Math.max(0, box.centreX + u * cos - v * sin - 0.5));
      const sy = Math.min(maxY, Math.max(0, box.centreY + u * sin + v * cos - 0.5));
      const y0 = Math.floor(sy);
      const y1 = Math.min(maxY, y0 + 1);
      const fy = sy - y0;
      const x0 = Math.floor(sx);
      const x1 = Math.min(maxX, x0 + 1);
      const fx = sx - x0;
      const a = (y0 * image.width + x0) * 4;
      const b = (y0 * image.width + x1) * 4;
      const c = (y1 * image.width + x0) * 4;
      const d = (y1 * image.width + x1) * 4;
      for (let channel = 0; channel < 3; channel++) {
        const source = 2 - channel; // B, G, R from R, G, B
        const top = image.data[a + source] * (1 - fx) + image.data[b + source] * fx;
        const bottom = image.data[c + source] * (1 - fx) + image.data[d + source] * fx;
        const value = top * (1 - fy) + bottom * fy;
        out[channel * plane + y * tensorWidth + x] = normalize(value, channel);
      }
    }
  }
  return out;
}
