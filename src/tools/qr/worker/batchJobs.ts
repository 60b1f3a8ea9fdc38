/// <reference lib="webworker" />
import { zipSync, type Zippable } from 'fflate';
import {
  encodePng,
  encodeQr,
  QrCapacityError,
  type CameraReport,
  type EncodedQr,
  type Raster,
} from '../core';
import {
  A4_POINTS,
  SHEET_CODE_PIXELS,
  SHEET_LABEL_SHARE,
  fitLabel,
  sheetPageCount,
  sheetPlacement,
} from '../core/sheet';
import type {
  BatchJobRequest,
  BatchJobResult,
  BatchJobRow,
  BatchProblem,
  MakeCellsRequest,
  MakeFilesRequest,
  SheetRequest,
} from './batchProtocol';
import type { DrawSettings } from './protocol';

/**
 * The batch work of one QR worker of the pool: its part of the rows drawn and checked with a
 * simulated phone camera (the same check as a single code), and the packing of every part
 * into one ZIP or PDF. The single code's drawing and check are handed in, so a batch always
 * looks and is judged like the preview.
 */
export interface CodeDrawing {
  raster: (qr: EncodedQr, settings: DrawSettings) => Raster;
  svg: (qr: EncodedQr, settings: DrawSettings) => string;
  check: (
    content: string,
    qr: EncodedQr,
    raster: Raster,
    settings: DrawSettings,
  ) => Promise<CameraReport>;
}

type Progress = (done: number, total: number) => void;

/** Encodes, draws and checks each row; `keep` turns a drawn row into its output. */
async function eachRow(
  rows: BatchJobRow[],
  settings: DrawSettings,
  drawing: CodeDrawing,
  progress: Progress,
  keep: (row: BatchJobRow, qr: EncodedQr, raster: Raster) => Promise<void> | void,
): Promise<BatchProblem[]> {
  const problems: BatchProblem[] = [];
  for (const [index, row] of rows.entries()) {
    const { line, fileName } = row;
    try {
      const qr = encodeQr(row.content, { errorLevel: settings.errorLevel });
      // The SVG has the PNG's geometry, so checking the raster checks both.
      const raster = drawing.raster(qr, settings);
      const report = await drawing.check(row.content, qr, raster, settings);
      if (!report.ok)
        problems.push({
          line,
          fileName,
          reason: 'camera',
          why: report.problems.map((p) => p.code),
        });
      await keep(row, qr, raster);
    } catch (error) {
      if (!(error instanceof QrCapacityError)) throw error;
      const { usedBytes, maxBytes } = error;
      problems.push({ line, fileName, reason: 'capacity', usedBytes, maxBytes });
    }
    progress(index + 1, rows.length);
  }
  return problems;
}

async function makeFiles(
  request: MakeFilesRequest<DrawSettings>,
  drawing: CodeDrawing,
  progress: Progress,
): Promise<BatchJobResult> {
  const { format, settings } = request;
  const names: string[] = [];
  const files: Uint8Array[] = [];
  const encoder = new TextEncoder();
  const problems = await eachRow(request.rows, settings, drawing, progress, (row, qr, raster) => {
    names.push(row.fileName);
    files.push(format === 'png' ? encodePng(raster) : encoder.encode(drawing.svg(qr, settings)));
  });
  return { type: 'made', names, files, problems };
}

/** The code with its label under it, drawn by the browser and written as a JPEG. */
async function drawCell(raster: Raster, label: string): Promise<Uint8Array> {
  const side = raster.width;
  const strip = Math.round(side * SHEET_LABEL_SHARE);
  const canvas = new OffscreenCanvas(side, side + strip);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, side + strip);
  context.putImageData(new ImageData(new Uint8ClampedArray(raster.data), side, side), 0, 0);
  context.fillStyle = '#000000';
  context.font = `${Math.round(strip * 0.42)}px sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const padding = side * 0.04;
  const text = fitLabel(label, side - 2 * padding, (s) => context.measureText(s).width);
  context.fillText(text, side / 2, side + strip / 2);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
  return new Uint8Array(await blob.arrayBuffer());
}

async function makeCells(
  request: MakeCellsRequest<DrawSettings>,
  drawing: CodeDrawing,
  progress: Progress,
): Promise<BatchJobResult> {
  // A sheet prints each code about 40 mm wide: drawn at that size, and checked at it.
  const settings = { ...request.settings, size: SHEET_CODE_PIXELS };
  const cells: Uint8Array[] = [];
  const problems = await eachRow(request.rows, settings, drawing, progress, async (row, _, r) => {
    const label = request.label === 'content' ? row.content : row.fileName.replace(/\.\w+$/, '');
    cells.push(await drawCell(r, label));
  });
  const height = SHEET_CODE_PIXELS + Math.round(SHEET_CODE_PIXELS * SHEET_LABEL_SHARE);
  return { type: 'cells', cells, width: SHEET_CODE_PIXELS, height, problems };
}

async function sheet(request: SheetRequest): Promise<BatchJobResult> {
  // pdf-lib is loaded only when a sheet is made (it is bigger than the rest of the worker).
  const { PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const pages = Array.from({ length: sheetPageCount(request.cells.length) }, () =>
    pdf.addPage([A4_POINTS.width, A4_POINTS.height]),
  );
  for (const [index, cell] of request.cells.entries()) {
    const image = await pdf.embedJpg(cell);
    const { page, ...box } = sheetPlacement(index, request.cellWidth, request.cellHeight);
    pages[page].drawImage(image, box);
  }
  // Without object streams every image stays a plain, findable object (simpler readers cope).
  const bytes = await pdf.save({ useObjectStreams: false });
  return { type: 'packed', bytes };
}

function zip(names: string[], files: Uint8Array[], compress: boolean): BatchJobResult {
  const entries: Zippable = {};
  // PNGs are already deflated: store them; SVG text compresses well.
  names.forEach((name, index) => {
    entries[name] = [files[index], { level: compress ? 6 : 0 }];
  });
  return { type: 'packed', bytes: zipSync(entries) };
}

export async function runBatchJob(
  request: BatchJobRequest<DrawSettings>,
  drawing: CodeDrawing,
  progress: Progress,
): Promise<BatchJobResult> {
  if (request.type === 'makeFiles') return makeFiles(request, drawing, progress);
  if (request.type === 'makeCells') return makeCells(request, drawing, progress);
  if (request.type === 'zip') return zip(request.names, request.files, request.compress);
  return sheet(request);
}

/** The buffers a result hands to the page (transferred, not copied). */
export function resultBuffers(result: BatchJobResult): ArrayBuffer[] {
  const arrays =
    result.type === 'made' ? result.files : result.type === 'cells' ? result.cells : [result.bytes];
  return arrays.map((array) => array.buffer as ArrayBuffer);
}
