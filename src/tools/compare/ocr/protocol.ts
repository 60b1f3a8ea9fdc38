import type { OcrLine } from '../core/ocr/read';

/**
 * 比价器's OCR worker: `prepare` downloads and starts the models (progress in bytes), `read`
 * reads one photo (progress in lines). The photo arrives as an ImageBitmap, transferred: the
 * page keeps no second copy of its pixels.
 */
export type OcrRequest = { type: 'prepare' } | { type: 'read'; image: ImageBitmap };

export type OcrResult =
  { type: 'ready' } | { type: 'read'; lines: OcrLine[]; width: number; height: number };

/** Codes the worker fails with besides the runtime's `cancelled` and `crashed`. */
export type OcrErrorCode = 'download' | 'modelStart' | 'badImage';
