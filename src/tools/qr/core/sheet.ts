/**
 * The printable sheet of a batch (issue 16): A4 pages with the codes in a grid, each with its
 * label under it. Each cell is one image (code and label drawn together by the worker's
 * canvas), so the PDF needs no font at all and Chinese labels print as they look on screen.
 */

/** A4 in PDF points (1/72 inch). */
export const A4_POINTS = { width: 595.28, height: 841.89 };
/** Half an inch all round: inside what every office printer can print. */
const PAGE_MARGIN = 36;
/** Space between cells, so a cutter has room. */
const CELL_GAP = 10;
export const SHEET_COLUMNS = 4;
export const SHEET_ROWS = 5;
export const CODES_PER_PAGE = SHEET_COLUMNS * SHEET_ROWS;
/** Codes on one sheet at most: 50 pages; each code is a ~30 KB image. */
export const MAX_SHEET_CODES = 1000;
/** A cell's code in image pixels: about 40 mm printed at 300 dpi. */
export const SHEET_CODE_PIXELS = 480;
/** The label strip under the code, as a share of the code's side. */
export const SHEET_LABEL_SHARE = 0.2;

export interface SheetPlacement {
  /** 0-based page. */
  page: number;
  /** Lower-left corner and size in points (PDF's y axis points up). */
  x: number;
  y: number;
  width: number;
  height: number;
}

export function sheetPageCount(codes: number): number {
  return Math.ceil(codes / CODES_PER_PAGE);
}

/**
 * Where cell `index` goes: left to right, top to bottom, centred in its grid square, scaled to
 * fit it whole (cells are `cellWidth` × `cellHeight` pixels).
 */
export function sheetPlacement(
  index: number,
  cellWidth: number,
  cellHeight: number,
): SheetPlacement {
  const page = Math.floor(index / CODES_PER_PAGE);
  const slot = index % CODES_PER_PAGE;
  const column = slot % SHEET_COLUMNS;
  const row = Math.floor(slot / SHEET_COLUMNS);
  const squareWidth = (A4_POINTS.width - 2 * PAGE_MARGIN) / SHEET_COLUMNS;
  const squareHeight = (A4_POINTS.height - 2 * PAGE_MARGIN) / SHEET_ROWS;
  const scale = Math.min(
    (squareWidth - CELL_GAP) / cellWidth,
    (squareHeight - CELL_GAP) / cellHeight,
  );
  const width = cellWidth * scale;
  const height = cellHeight * scale;
  const left = PAGE_MARGIN + column * squareWidth + (squareWidth - width) / 2;
  const top = PAGE_MARGIN + row * squareHeight + (squareHeight - height) / 2;
  return { page, x: left, y: A4_POINTS.height - top - height, width, height };
}

/**
 * The label cut to fit `maxWidth` as `measure` measures it, at a whole character, with an
 * ellipsis when cut. Line breaks and tabs show as spaces: a label is one line.
 */
export function fitLabel(text: string, maxWidth: number, measure: (text: string) => number) {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (measure(flat) <= maxWidth) return flat;
  const characters = Array.from(flat);
  let low = 0;
  let high = characters.length;
  // The longest prefix that fits with the ellipsis: binary search, as measuring is slow.
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(`${characters.slice(0, middle).join('')}…`) <= maxWidth) low = middle;
    else high = middle - 1;
  }
  return `${characters.slice(0, low).join('')}…`;
}
