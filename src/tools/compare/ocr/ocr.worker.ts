import * as ort from 'onnxruntime-web/wasm';
import alphabetFile from '@ocr-models/ppocr_keys_v1.txt?raw';
import { serveWorker } from '../../../app/runtime/workerHost';
import { alphabetOf } from '../core/ocr/alphabet';
import { readImageText, type OcrModels } from '../core/ocr/read';
import { OCR_ASSETS, OCR_DOWNLOAD_BYTES } from './ocrAssets';
import { ortOcrModels } from './ortModels';
import type { OcrRequest, OcrResult } from './protocol';

let models: Promise<OcrModels> | undefined;
/** Beyond four threads the two networks gain little and a phone heats up. */
const MAX_THREADS = 4;

/** Downloads every file with one running byte count, so the page shows one progress bar. */
async function download(progress: (done: number, total: number) => void): Promise<Uint8Array[]> {
  let received = 0;
  return Promise.all(
    OCR_ASSETS.map(async (asset) => {
      let response: Response;
      try {
        response = await fetch(asset.url);
      } catch (error) {
        throw { code: 'download', params: { detail: String(error) } };
      }
      if (!response.ok || !response.body)
        throw { code: 'download', params: { detail: `HTTP ${response.status}` } };
      const parts: Uint8Array[] = [];
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        received += value.length;
        progress(Math.min(received, OCR_DOWNLOAD_BYTES), OCR_DOWNLOAD_BYTES);
      }
      const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
      let offset = 0;
      for (const part of parts) {
        bytes.set(part, offset);
        offset += part.length;
      }
      return bytes;
    }),
  );
}

async function startModels(progress: (done: number, total: number) => void): Promise<OcrModels> {
  const [runtime, detectorBytes, recognizerBytes] = await download(progress);
  try {
    // Threads need SharedArrayBuffer, which only a cross-origin isolated page has (COOP + COEP
    // from our server); elsewhere (a host without the headers) one thread still works.
    ort.env.wasm.numThreads = self.crossOriginIsolated
      ? Math.max(1, Math.min(MAX_THREADS, navigator.hardwareConcurrency || 1))
      : 1;
    ort.env.wasm.wasmBinary = runtime;
    const detector = await ort.InferenceSession.create(detectorBytes);
    const recognizer = await ort.InferenceSession.create(recognizerBytes);
    return ortOcrModels(ort.Tensor, detector, recognizer, alphabetOf(alphabetFile));
  } catch (error) {
    throw { code: 'modelStart', params: { detail: String(error) } };
  }
}

function pixelsOf(image: ImageBitmap): ImageData {
  try {
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    return context.getImageData(0, 0, image.width, image.height);
  } catch (error) {
    throw { code: 'badImage', params: { detail: String(error) } };
  } finally {
    image.close();
  }
}

// onnxruntime starts its threads as workers of this same script, named "em-pthread": those
// belong to the runtime and must not answer the page's requests.
if (!self.name.startsWith('em-pthread'))
  serveWorker<OcrRequest, OcrResult>(async (request, progress) => {
    if (request.type === 'prepare') {
      // A failed start is forgotten, so the next try downloads again.
      models ??= startModels(progress).catch((error: unknown) => {
        models = undefined;
        throw error;
      });
      await models;
      return { type: 'ready' };
    }
    if (!models) throw { code: 'modelStart', params: { detail: 'not prepared' } };
    const pixels = pixelsOf(request.image);
    const lines = await readImageText(pixels, await models, progress);
    return { type: 'read', lines, width: pixels.width, height: pixels.height };
  });
