/// <reference lib="webworker" />
import {
  checkWithCamera,
  encodePng,
  encodeQr,
  flattenOver,
  parseHexColor,
  styledLayout,
  verifyDecoded,
  type EncodedQr,
  type Raster,
} from '../core';
import { decodeQrCodes } from '../core/decode';
import { serveWorker, transferring } from '../../../app/runtime/workerHost';
import { resultBuffers, runBatchJob, type CodeDrawing } from './batchJobs';
import { rasterOf, svgOf } from './drawing';
import type { DrawSettings, WorkerRequest, WorkerResult } from './protocol';
import { prepareBrowserDecoder } from './zxingBrowser';

/**
 * Everything slow happens here so the page never freezes: rendering the PNG, checking it with
 * the decoder, building batch ZIPs and sheets, and reading uploaded images and camera frames.
 */

/** What a scanner sees of the image: a transparent one on the chosen background colour. */
function seenOn(raster: Raster, settings: DrawSettings): Raster {
  return flattenOver(raster, parseHexColor(settings.background)!);
}

/** The camera check of one drawn code, the same for the preview and every row of a batch. */
function checkCode(content: string, qr: EncodedQr, raster: Raster, settings: DrawSettings) {
  const { style } = settings;
  const foreground = parseHexColor(settings.foreground)!;
  const background = parseHexColor(settings.background)!;
  return checkWithCamera({
    content,
    raster: seenOn(raster, settings),
    withoutLogo:
      settings.logo && (() => seenOn(rasterOf(qr, { ...settings, logo: undefined }), settings)),
    widthModules:
      style && styledLayout(qr.size, settings.margin, style, foreground, background).width,
    style,
    restyled:
      style && ((patch) => seenOn(rasterOf(qr, settings, { ...style, ...patch }), settings)),
    moduleCount: qr.size,
    margin: settings.margin,
    foreground,
    background,
    errorLevel: settings.errorLevel,
    logoScale: settings.logo?.scalePercent,
    decode: decodeQrCodes,
  });
}

async function render(text: string, settings: DrawSettings) {
  prepareBrowserDecoder();
  const qr = encodeQr(text, { errorLevel: settings.errorLevel });
  const raster = rasterOf(qr, settings);
  const png = encodePng(raster);
  const verify = verifyDecoded(text, await decodeQrCodes(seenOn(raster, settings)));
  // The exact image decodes; would a phone's camera read it too?
  const camera = await checkCode(text, qr, raster, settings);
  return transferring<WorkerResult>({ type: 'rendered', png, verify, camera }, [png.buffer]);
}

const drawing: CodeDrawing = {
  raster: (qr, settings) => rasterOf(qr, settings),
  svg: svgOf,
  check: checkCode,
};

async function decode(image: Blob | ImageBitmap): Promise<WorkerResult> {
  prepareBrowserDecoder();
  let pixels: ImageData;
  try {
    const bitmap = image instanceof Blob ? await createImageBitmap(image) : image;
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    bitmap.close();
    pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  } catch (error) {
    throw { code: 'badImage', params: { detail: String(error) } };
  }
  const symbols = await decodeQrCodes(pixels);
  return {
    type: 'decoded',
    texts: symbols.map((symbol) => symbol.text),
    width: pixels.width,
    height: pixels.height,
  };
}

/** Loads and compiles the decoder's WebAssembly by reading a blank pixel. */
async function warm(): Promise<WorkerResult> {
  prepareBrowserDecoder();
  await decodeQrCodes({ width: 1, height: 1, data: new Uint8ClampedArray(4) });
  return { type: 'warmed' };
}

serveWorker<WorkerRequest, WorkerResult>(async (request, progress) => {
  try {
    if (request.type === 'render') return await render(request.text, request.settings);
    if (request.type === 'decode') return await decode(request.image);
    if (request.type === 'warm') return await warm();
    prepareBrowserDecoder();
    const result = await runBatchJob(request, drawing, progress);
    return transferring<WorkerResult>(result, resultBuffers(result));
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    // Emscripten reports a missing or blocked .wasm as an abort or a failed fetch.
    if (/wasm|abort|fetch|WebAssembly/i.test(error.message))
      throw { code: 'decoderLoad', params: { detail: error.message } };
    throw error;
  }
});
