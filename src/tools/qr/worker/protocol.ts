import type { CameraReport, ErrorLevel, QrStyle, VerifyResult } from '../core';

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

export interface BatchRequest {
  type: 'batch';
  rows: { content: string; name?: string; line: number }[];
  format: 'png' | 'svg';
  settings: DrawSettings;
}

export interface DecodeRequest {
  type: 'decode';
  image: Blob;
}

export type WorkerRequest = RenderRequest | BatchRequest | DecodeRequest;

export interface BatchProblem {
  line: number;
  fileName: string;
  reason: 'capacity' | 'unreadable' | 'mismatch';
  usedBytes?: number;
  maxBytes?: number;
}

/** What a request gives back (progress and errors travel through the runtime worker client). */
export type WorkerResult =
  | { type: 'rendered'; png: Uint8Array; verify: VerifyResult; camera: CameraReport }
  | { type: 'zipped'; zip: Uint8Array; count: number; problems: BatchProblem[] }
  | { type: 'decoded'; texts: string[]; width: number; height: number };

/**
 * Codes a request fails with besides the runtime's `cancelled` and `crashed`: the image
 * cannot be read, or the decoder (.wasm) did not load.
 */
export type QrWorkerErrorCode = 'badImage' | 'decoderLoad';
