/// <reference lib="webworker" />
import { zipSync, type Zippable } from 'fflate';
import {
  batchFileNames,
  checkWithCamera,
  encodePng,
  encodeQr,
  flattenOver,
  parseHexColor,
  QrCapacityError,
  styledLayout,
  verifyDecoded,
  type Raster,
} from '../core';
import { decodeQrCodes } from '../core/decode';
import { serveWorker, transferring } from '../../../app/runtime/workerHost';
import type { BatchProblem, DrawSettings, WorkerRequest, WorkerResult } from './protocol';
import { rasterOf, svgOf } from './drawing';
import { prepareBrowserDecoder } from './zxingBrowser';

/**
 * Everything slow happens here so the page never freezes: rendering the PNG, checking it with
 * the decoder, building batch ZIPs and reading uploaded images.
 */

/** What a scanner sees of the image: a transparent one on the chosen background colour. */
function seenOn(raster: Raster, settings: DrawSettings): Raster {
  return flattenOver(raster, parseHexColor(settings.background)!);
}

type Progress = (done: number, total: number) => void;

async function render(text: string, settings: DrawSettings) {
  prepareBrowserDecoder();
  const qr = encodeQr(text, { errorLevel: settings.errorLevel });
  const raster = rasterOf(qr, settings);
  const png = encodePng(raster);
  const seen = seenOn(raster, settings);
  const verify = verifyDecoded(text, await decodeQrCodes(seen));
  const { style } = settings;
  const foreground = parseHexColor(settings.foreground)!;
  const background = parseHexColor(settings.background)!;
  // The exact image decodes; would a phone's camera read it too?
  const camera = await checkWithCamera({
    content: text,
    raster: seen,
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
  return transferring<WorkerResult>({ type: 'rendered', png, verify, camera }, [png.buffer]);
}

async function batch(request: Extract<WorkerRequest, { type: 'batch' }>, progress: Progress) {
  prepareBrowserDecoder();
  const { rows, format, settings } = request;
  const names = batchFileNames(rows, format);
  const files: Zippable = {};
  const problems: BatchProblem[] = [];
  const encoder = new TextEncoder();
  let lastReport = 0;
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index];
    const fileName = names[index];
    try {
      const qr = encodeQr(row.content, { errorLevel: settings.errorLevel });
      // The SVG has the PNG's geometry, so checking the raster checks both.
      const raster = rasterOf(qr, settings);
      const verify = verifyDecoded(row.content, await decodeQrCodes(seenOn(raster, settings)));
      if (!verify.ok) problems.push({ line: row.line, fileName, reason: verify.reason });
      // PNGs are already deflated: store them; SVG text compresses well.
      files[fileName] =
        format === 'png'
          ? [encodePng(raster), { level: 0 }]
          : [encoder.encode(svgOf(qr, settings)), { level: 6 }];
    } catch (error) {
      if (!(error instanceof QrCapacityError)) throw error;
      problems.push({
        line: row.line,
        fileName,
        reason: 'capacity',
        usedBytes: error.usedBytes,
        maxBytes: error.maxBytes,
      });
    }
    const now = performance.now();
    if (now - lastReport > 100 || index === rows.length - 1) {
      lastReport = now;
      progress(index + 1, rows.length);
    }
  }
  const zip = zipSync(files);
  const count = Object.keys(files).length;
  return transferring<WorkerResult>({ type: 'zipped', zip, count, problems }, [zip.buffer]);
}

async function decode(image: Blob): Promise<WorkerResult> {
  prepareBrowserDecoder();
  let pixels: ImageData;
  try {
    const bitmap = await createImageBitmap(image);
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

serveWorker<WorkerRequest, WorkerResult>(async (request, progress) => {
  try {
    if (request.type === 'render') return await render(request.text, request.settings);
    if (request.type === 'batch') return await batch(request, progress);
    return await decode(request.image);
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    // Emscripten reports a missing or blocked .wasm as an abort or a failed fetch.
    if (/wasm|abort|fetch|WebAssembly/i.test(error.message))
      throw { code: 'decoderLoad', params: { detail: error.message } };
    throw error;
  }
});
