import { readBarcodes } from 'zxing-wasm/reader';
import type { DecodedSymbol } from './verify';

/** RGBA pixels (a browser ImageData or a core Raster). */
export interface PixelsLike {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/**
 * Reads every QR code in an image with zxing-cpp (WebAssembly). Kept out of core/index.ts so
 * the page never loads the decoder up front: the worker and Node tests import it directly.
 * Where the .wasm comes from is set by the caller with zxing-wasm's prepareZXingModule.
 *
 * @param image RGBA pixels, or the bytes of a PNG/JPEG/GIF/BMP file
 */
export async function decodeQrCodes(image: PixelsLike | Uint8Array): Promise<DecodedSymbol[]> {
  // zxing-wasm reads any {width, height, data}; its type says ImageData only.
  const results = await readBarcodes(image as ImageData | Uint8Array, {
    formats: ['QRCode', 'MicroQRCode'],
    tryHarder: true,
    tryInvert: true,
    tryRotate: true,
    tryDownscale: true,
    maxNumberOfSymbols: 32,
  });
  return results
    .filter((result) => result.isValid)
    .map((result) => ({ text: result.text, bytes: result.bytes }));
}
