import { boundsOfTurned, toTensor, turnedOf, type Box, type Pixels, type TurnedBox } from './image';

/** PaddleOCR's DB detector settings (its defaults for PP-OCRv4). */
const LIMIT_SIDE = 960;
const PIXEL_THRESHOLD = 0.3;
const BOX_THRESHOLD = 0.6;
const UNCLIP_RATIO = 1.5;
const MIN_SIDE = 3;
const MEAN = [0.406, 0.456, 0.485]; // B, G, R
const STD = [0.225, 0.224, 0.229];

export interface DetectInput {
  data: Float32Array;
  width: number;
  height: number;
}

/**
 * The detector's input: the image scaled so its longer side is 960 (small screenshots are
 * enlarged, so the gaps between close lines stay wide enough to keep them apart), sides ×32.
 */
export function detectInput(image: Pixels): DetectInput {
  const scale = LIMIT_SIDE / Math.max(image.width, image.height);
  const side = (value: number) => Math.max(32, Math.round((value * scale) / 32) * 32);
  const width = side(image.width);
  const height = side(image.height);
  const whole = turnedOf({ left: 0, top: 0, width: image.width, height: image.height });
  const data = toTensor(
    image,
    whole,
    width,
    height,
    (value, channel) => (value / 255 - MEAN[channel]) / STD[channel],
  );
  return { data, width, height };
}

export interface TextBox extends Box {
  /** The detector's mean probability over the region, 0–1. */
  score: number;
  /** The line as it lies in the photo, slant included: what the recogniser reads. */
  turned: TurnedBox;
}

/**
 * Text regions from the detector's probability map: connected regions above the pixel
 * threshold, kept when their mean probability is high enough, grown by DB's unclip distance
 * (the map marks a shrunk core of each line) and scaled back to image pixels. Boxes are
 * axis-aligned: shelf tags and screenshots are photographed roughly level.
 */
export function boxesFromMap(
  map: Float32Array,
  mapWidth: number,
  mapHeight: number,
  image: { width: number; height: number },
): TextBox[] {
  const seen = new Uint8Array(map.length);
  const stack = new Int32Array(map.length);
  const boxes: TextBox[] = [];
  const scaleX = image.width / mapWidth;
  const scaleY = image.height / mapHeight;
  for (let start = 0; start < map.length; start++) {
    if (seen[start] || map[start] <= PIXEL_THRESHOLD) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    const pixels: number[] = [];
    let sum = 0;
    while (top > 0) {
      const at = stack[--top];
      const x = at % mapWidth;
      const y = (at - x) / mapWidth;
      sum += map[at];
      pixels.push(at);
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= mapHeight) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= mapWidth) continue;
          const next = ny * mapWidth + nx;
          if (!seen[next] && map[next] > PIXEL_THRESHOLD) {
            seen[next] = 1;
            stack[top++] = next;
          }
        }
      }
    }
    const score = sum / pixels.length;
    if (score < BOX_THRESHOLD) continue;
    const core = turnedRegion(pixels, mapWidth);
    if (core.thickness < MIN_SIDE || core.length < MIN_SIDE) continue;
    const grow =
      (core.length * core.thickness * UNCLIP_RATIO) / (2 * (core.length + core.thickness));
    // Back to image pixels; the map is the image scaled alike both ways up to rounding.
    const turned: TurnedBox = {
      centreX: core.centreX * scaleX,
      centreY: core.centreY * scaleY,
      length: (core.length + 2 * grow) * scaleX,
      thickness: (core.thickness + 2 * grow) * scaleY,
      angle: core.angle,
    };
    boxes.push({ ...clip(boundsOfTurned(turned), image), score, turned });
  }
  return boxes;
}

/** Text lines slant by at most this much; a steeper region is read upright. */
const MAX_SLANT = (15 * Math.PI) / 180;

/**
 * The rectangle a region of map pixels lies in, turned the way the region runs (its principal
 * axis from second moments), so a slanted line is read along its slant.
 */
function turnedRegion(pixels: number[], mapWidth: number): TurnedBox {
  let sumX = 0;
  let sumY = 0;
  for (const at of pixels) {
    sumX += at % mapWidth;
    sumY += Math.floor(at / mapWidth);
  }
  const meanX = sumX / pixels.length;
  const meanY = sumY / pixels.length;
  let xx = 0;
  let yy = 0;
  let xy = 0;
  for (const at of pixels) {
    const dx = (at % mapWidth) - meanX;
    const dy = Math.floor(at / mapWidth) - meanY;
    xx += dx * dx;
    yy += dy * dy;
    xy += dx * dy;
  }
  let angle = 0.5 * Math.atan2(2 * xy, xx - yy);
  if (Math.abs(angle) > MAX_SLANT) angle = 0;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  let minU = Infinity;
  let maxU = -Infinity;
  let minV = Infinity;
  let maxV = -Infinity;
  for (const at of pixels) {
    const dx = (at % mapWidth) - meanX;
    const dy = Math.floor(at / mapWidth) - meanY;
    const u = dx * cos + dy * sin;
    const v = -dx * sin + dy * cos;
    minU = Math.min(minU, u);
    maxU = Math.max(maxU, u);
    minV = Math.min(minV, v);
    maxV = Math.max(maxV, v);
  }
  const midU = (minU + maxU) / 2;
  const midV = (minV + maxV) / 2;
  return {
    // Pixel centres: +0.5 puts the box on the pixels' area, not their corners.
    centreX: meanX + midU * cos - midV * sin + 0.5,
    centreY: meanY + midU * sin + midV * cos + 0.5,
    length: maxU - minU + 1,
    thickness: maxV - minV + 1,
    angle,
  };
}

function clip(box: Box, image: { width: number; height: number }): Box {
  const left = Math.max(0, box.left);
  const top = Math.max(0, box.top);
  const right = Math.min(image.width, box.left + box.width);
  const bottom = Math.min(image.height, box.top + box.height);
  return { left, top, width: right - left, height: bottom - top };
}
