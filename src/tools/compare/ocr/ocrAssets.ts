import recognizerUrl from '@ocr-models/ch_PP-OCRv4_rec_infer.onnx?url';
import detectorUrl from '@ocr-models/ch_PP-OCRv4_det_infer.onnx?url';
import runtimeUrl from 'onnxruntime-web/ort-wasm-simd-threaded.wasm?url';

/**
 * What reading a photo downloads on first use, from our own origin (hashed files under
 * /assets/, cached by the service worker once fetched, never precached for everyone). The
 * sizes are the files' own, checked against the installed packages by a unit test, so the
 * page can say how much it will download before it starts.
 */
export const OCR_ASSETS = [
  { id: 'runtime', url: runtimeUrl, bytes: 14_239_897 },
  { id: 'detector', url: detectorUrl, bytes: 4_745_517 },
  { id: 'recognizer', url: recognizerUrl, bytes: 10_822_323 },
] as const;

export const OCR_DOWNLOAD_BYTES = OCR_ASSETS.reduce((sum, asset) => sum + asset.bytes, 0);

/** Whether every file is already in the service worker's cache (no download needed). */
export async function ocrAssetsCached(): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  const found = await Promise.all(
    OCR_ASSETS.map((asset) => caches.match(new URL(asset.url, location.href).href)),
  );
  return found.every(Boolean);
}
