import type { ErrorLevel, VerifyResult } from '../core';

/** Drawing options as plain data (colours as #rrggbb), the same for one code and a batch. */
export interface DrawSettings {
  errorLevel: ErrorLevel;
  size: number;
  margin: number;
  foreground: string;
  background: string;
  /** Logo pixels already fitted to the logo square, plus its data: URL for SVG files. */
  logo?: { side: number; data: Uint8ClampedArray; href: string; scalePercent: number };
}

export interface RenderRequest {
  type: 'render';
  id: number;
  text: string;
  settings: DrawSettings;
}

export interface BatchRequest {
  type: 'batch';
  id: number;
  rows: { content: string; name?: string; line: number }[];
  format: 'png' | 'svg';
  settings: DrawSettings;
}

export interface DecodeRequest {
  type: 'decode';
  id: number;
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

export type WorkerResponse =
  | { type: 'rendered'; id: number; png: Uint8Array; verify: VerifyResult }
  | { type: 'progress'; id: number; done: number; total: number }
  | { type: 'zipped'; id: number; zip: Uint8Array; count: number; problems: BatchProblem[] }
  | { type: 'decoded'; id: number; texts: string[]; width: number; height: number }
  | { type: 'failed'; id: number; reason: 'badImage' | 'decoderLoad' | 'internal'; detail: string };
