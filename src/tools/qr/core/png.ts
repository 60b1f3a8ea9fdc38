import { zlibSync } from 'fflate';
import type { Raster } from './raster';

// Pure: the page imports the core's index without this encoder, which then stays out of its
// first load with fflate (only the worker and the 仍然下载 fallback encode PNGs).
const CRC_TABLE = /* @__PURE__ */ (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i += 1) crc = CRC_TABLE[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i += 1) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

function header(width: number, height: number, bitDepth: number, colorType: number) {
  const data = new Uint8Array(13);
  const view = new DataView(data.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  data[8] = bitDepth;
  data[9] = colorType;
  return chunk('IHDR', data); // compression, filter and interlace stay 0
}

/** A pixel (as read through a Uint32Array) as 0xRRGGBB. */
function rgbOf(pixel: number): number {
  const bytes = new Uint8Array(new Uint32Array([pixel]).buffer);
  return (bytes[0] << 16) | (bytes[1] << 8) | bytes[2];
}

function opaque(pixel: number): boolean {
  return new Uint8Array(new Uint32Array([pixel]).buffer)[3] === 255;
}

/**
 * An opaque image of at most two colours as 1-bit rows, already "Up"-filtered (PNG filter 2:
 * each row as its difference to the one above), with its palette; undefined as soon as a
 * third colour or a transparent pixel shows up. A QR image repeats each row over a module's
 * height: a repeated row is only compared, and its filtered row stays all zeros.
 */
function twoColourRows(
  raster: Raster,
): { palette: [number, number]; filtered: Uint8Array } | undefined {
  const { width, height, data } = raster;
  const pixels = new Uint32Array(data.buffer, data.byteOffset, width * height);
  const first = pixels[0];
  if (!opaque(first)) return undefined;
  let second = first;
  const rowLength = Math.ceil(width / 8);
  const filtered = new Uint8Array((rowLength + 1) * height);
  let above = new Uint8Array(rowLength);
  let packed = new Uint8Array(rowLength);
  for (let y = 0; y < height; y += 1) {
    const start = y * width;
    const target = y * (rowLength + 1);
    if (y > 0) {
      filtered[target] = 2;
      let same = true;
      for (let x = 0; x < width && same; x += 1)
        same = pixels[start + x] === pixels[start - width + x];
      if (same) continue;
    }
    packed.fill(0);
    for (let x = 0; x < width; x += 1) {
      const pixel = pixels[start + x];
      if (pixel === first) continue;
      if (pixel !== second) {
        if (second !== first || !opaque(pixel)) return undefined;
        second = pixel;
      }
      packed[x >> 3] |= 0x80 >> (x & 7);
    }
    for (let i = 0; i < rowLength; i += 1) filtered[target + 1 + i] = (packed[i] - above[i]) & 0xff;
    [above, packed] = [packed, above];
  }
  return { palette: [rgbOf(first), rgbOf(second)], filtered };
}

/**
 * Filters rows with PNG's "Up" filter (type 2): a QR image repeats each row many times,
 * so most filtered rows become zeros and deflate to almost nothing.
 */
function filterUp(rows: Uint8Array, rowLength: number, height: number): Uint8Array {
  const out = new Uint8Array((rowLength + 1) * height);
  for (let row = 0; row < height; row += 1) {
    const target = row * (rowLength + 1);
    out[target] = row === 0 ? 0 : 2;
    const start = row * rowLength;
    if (row === 0) out.set(rows.subarray(0, rowLength), target + 1);
    else
      for (let i = 0; i < rowLength; i += 1)
        out[target + 1 + i] = (rows[start + i] - rows[start - rowLength + i]) & 0xff;
  }
  return out;
}

function hasTransparency(data: Uint8ClampedArray): boolean {
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return true;
  return false;
}

/**
 * Encodes a raster as PNG: a 1-bit palette image when it is opaque with two colours (a plain
 * code: small and fast), 8-bit RGBA when it has transparency (a transparent background),
 * 8-bit RGB otherwise (a logo, a gradient, anti-aliased shapes).
 */
export function encodePng(raster: Raster): Uint8Array {
  const { width, height, data } = raster;
  const parts: Uint8Array[] = [new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])];
  const twoColour = twoColourRows(raster);
  let filtered: Uint8Array;
  if (twoColour) {
    parts.push(header(width, height, 1, 3));
    const plte = new Uint8Array(6);
    twoColour.palette.forEach((colour, index) => {
      plte[index * 3] = colour >> 16;
      plte[index * 3 + 1] = (colour >> 8) & 0xff;
      plte[index * 3 + 2] = colour & 0xff;
    });
    parts.push(chunk('PLTE', plte));
    filtered = twoColour.filtered;
  } else if (hasTransparency(data)) {
    parts.push(header(width, height, 8, 6));
    filtered = filterUp(
      new Uint8Array(data.buffer, data.byteOffset, data.length),
      width * 4,
      height,
    );
  } else {
    parts.push(header(width, height, 8, 2));
    const rows = new Uint8Array(width * 3 * height);
    for (let i = 0, j = 0; i < data.length; i += 4, j += 3) {
      rows[j] = data[i];
      rows[j + 1] = data[i + 1];
      rows[j + 2] = data[i + 2];
    }
    filtered = filterUp(rows, width * 3, height);
  }
  parts.push(chunk('IDAT', zlibSync(filtered, { level: 6 })));
  parts.push(chunk('IEND', new Uint8Array(0)));
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const png = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}
