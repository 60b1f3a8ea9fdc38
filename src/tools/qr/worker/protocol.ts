import type { CameraReport, ErrorLevel, QrStyle, VerifyResult } from '../core';
import type { BatchJobRequest, BatchJobResult } from './batchProtocol';

export type { BatchProblem } from './batchProtocol';

/** Drawing options as plain data (colours as #rrggbb), the same for one code and a batch. */
export interface DrawSettings {
  errorLevel: ErrorLevel;
  size: number;
  margin: number;
  foreground: string;
  background: string;
  /** Logo pixels already fitted to the logo square, plus its data: URL for SVG files. */
  logo?: { side: number; data: Uint8ClampedArray; href: string; scalePercent: number };
  /** Shapes, gradient, transparency, caption and frame; absent or plain draws the square code. */
  style?: QrStyle;
}

export interface RenderRequest {
  type: 'render';
  text: string;
  settings: DrawSettings;
}

/** Batch work for one worker of the pool (batchProtocol.ts). */
export type BatchRequest = BatchJobRequest<DrawSettings>;

export interface DecodeRequest {
  type: 'decode';
  /** An image file, or a camera frame already decoded by the page (transferred). */
  image: Blob | ImageBitmap;
}

/** Starts the worker and its decoder ahead of a batch, while the list is still being typed. */
export interface WarmRequest {
  type: 'warm';
}

export type WorkerRequest = RenderRequest | BatchRequest | DecodeRequest | WarmRequest;

/** What a request gives back (progress and errors travel through the runtime worker client). */
export type WorkerResult =
  | { type: 'rendered'; png: Uint8Array; verify: VerifyResult; camera: CameraReport }
  | BatchJobResult
  | { type: 'decoded'; texts: string[]; width: number; height: number }
  | { type: 'warmed' };

/**
 * Codes a request fails with besides the runtime's `cancelled` and `crashed`: the image
 * cannot be read, or the decoder (.wasm) did not load.
 */
export type QrWorkerErrorCode = 'badImage' | 'decoderLoad';
