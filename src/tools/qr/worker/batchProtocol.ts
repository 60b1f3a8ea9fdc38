import type { CameraProblem } from '../core';

/**
 * Batch requests to the QR worker pool (worker/pool.ts): each worker makes and checks a part of
 * the rows; one of them then packs every part into the ZIP or the PDF sheet.
 */

/** One row as the page hands it out: its file name is fixed by the whole list's check. */
export interface BatchJobRow {
  content: string;
  fileName: string;
  line: number;
}

export interface BatchProblem {
  line: number;
  fileName: string;
  /** capacity: too long for any QR code; camera: a simulated phone camera cannot read it. */
  reason: 'capacity' | 'camera';
  usedBytes?: number;
  maxBytes?: number;
  /** Why the camera fails, as the camera check names it (the same for most rows of a batch). */
  why?: CameraProblem['code'][];
}

/** What a sheet cell's label shows under its code. */
export type SheetLabel = 'fileName' | 'content';

/** Rows of a batch drawn as image files (PNG or SVG), each camera-checked. */
export interface MakeFilesRequest<Settings> {
  type: 'makeFiles';
  rows: BatchJobRow[];
  format: 'png' | 'svg';
  settings: Settings;
}

/** Rows of a batch drawn as sheet cells: the code with its label under it, as a JPEG. */
export interface MakeCellsRequest<Settings> {
  type: 'makeCells';
  rows: BatchJobRow[];
  label: SheetLabel;
  settings: Settings;
}

/** Packs made files into one ZIP (stored for PNG, deflated for SVG). */
export interface ZipRequest {
  type: 'zip';
  names: string[];
  files: Uint8Array[];
  compress: boolean;
}

/** Places sheet cells (JPEG, all of one size) in a grid on A4 pages. */
export interface SheetRequest {
  type: 'sheet';
  cells: Uint8Array[];
  cellWidth: number;
  cellHeight: number;
}

export type BatchJobRequest<Settings> =
  MakeFilesRequest<Settings> | MakeCellsRequest<Settings> | ZipRequest | SheetRequest;

export type BatchJobResult =
  | { type: 'made'; names: string[]; files: Uint8Array[]; problems: BatchProblem[] }
  | { type: 'cells'; cells: Uint8Array[]; width: number; height: number; problems: BatchProblem[] }
  | { type: 'packed'; bytes: Uint8Array };
