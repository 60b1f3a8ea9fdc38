import { minifyJson } from '../api';
import { NodeKind } from '../treeIndex';
import type { TableColumn } from './tableModel';
import { fitsSpreadsheetNumber } from './tableNumber';

/** An exported cell as the view produced it (kind -1: missing). */
export interface ExportCell {
  kind: number;
  raw: string;
  text: string;
}

/** Words for the columns that have no key of their own, in the interface language. */
export interface ExportHeadings {
  key: string;
  value: string;
}

export function headerOf(columns: TableColumn[], headings: ExportHeadings): string[] {
  return columns.map((column) =>
    column.kind === 'member' ? column.name : column.kind === 'key' ? headings.key : headings.value,
  );
}

/**
 * A cell as CSV text, like the 转换 tab's CSV: numbers exactly as written, null and missing
 * empty, nested values as compact JSON.
 */
export function csvCellText(cell: ExportCell): string {
  if (cell.kind < 0 || cell.kind === NodeKind.Null) return '';
  if (cell.kind <= NodeKind.Array) return compactJson(cell.raw);
  return cell.text;
}

function compactJson(raw: string): string {
  try {
    return minifyJson(raw, { lenient: true });
  } catch {
    return raw;
  }
}

/** One spreadsheet cell: what write-excel-file takes. */
export type SheetCell =
  | null
  | { type: StringConstructor; value: string }
  | { type: NumberConstructor; value: number }
  | { type: BooleanConstructor; value: boolean };

/**
 * A cell for a spreadsheet. Numbers a double cannot hold exactly (more than 15 significant
 * digits: ids, big integers, long decimals) go in as text, so Excel shows them as written
 * instead of rounding; `asText` counts them for the notice.
 */
export function sheetCell(cell: ExportCell, asText: { count: number }): SheetCell {
  if (cell.kind < 0 || cell.kind === NodeKind.Null) return null;
  if (cell.kind === NodeKind.True || cell.kind === NodeKind.False)
    return { type: Boolean, value: cell.kind === NodeKind.True };
  if (cell.kind === NodeKind.Number) {
    if (fitsSpreadsheetNumber(cell.raw)) return { type: Number, value: Number(cell.raw) };
    asText.count += 1;
    return { type: String, value: cell.raw };
  }
  if (cell.kind <= NodeKind.Array) return { type: String, value: compactJson(cell.raw) };
  return { type: String, value: cell.text };
}
