import type { TableCandidate } from '../core/table/tableModel';
import type { TableRow, TableShape } from '../core/table/tableSession';
import type { TableViewSpec } from '../core/table/tableView';
import type { ExportHeadings } from '../core/table/tableExport';
import type { TableEditOp } from '../core/table/tableEdits';
import type { TextEdit } from '../core/textEdit';
import type { EditFailure } from '../editErrorText';

/** The table tab's jobs, `T` the type of the document (a string in the worker). */
export type TableJobWith<T> =
  /** Builds the table of `text` and opens `path` ('' = the default table). */
  | { op: 'table'; text: T; lenient: boolean; path: string; spec: TableViewSpec; rows: number }
  | { op: 'tableOpen'; path: string; spec: TableViewSpec; from: number; to: number }
  | { op: 'tableRows'; from: number; to: number }
  | { op: 'tableValue'; node: number }
  | {
      op: 'tableExport';
      format: 'csv' | 'xlsx';
      path: string;
      spec: TableViewSpec;
      bom: boolean;
      headings: ExportHeadings;
    }

  /** Plans an edit on `base`, the editor's text, which must be the text the table shows. */
  | { op: 'tableEdit'; base: string; edit: TableEditOp };

export type TableJob = TableJobWith<string>;

export interface TableJobResults {
  table: { candidates: TableCandidate[]; shape: TableShape; rows: TableRow[] };
  tableOpen: { shape: TableShape; rows: TableRow[] };
  tableRows: { rows: TableRow[] };
  tableValue: { text: string; path: string };
  /** `numbersAsText`: numbers written as text cells so that Excel does not round them. */
  tableExport: { blob: Blob; rows: number; numbersAsText: number };
  /** 'stale': the text changed since the table was built (it is being rebuilt). */
  tableEdit:
    | { status: 'planned'; edits: TextEdit[]; count: number }
    | { status: 'refused'; failure: EditFailure }
    | { status: 'stale' };
}
