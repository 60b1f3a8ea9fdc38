import { headerOf, csvCellText, sheetCell, type SheetCell } from '../core/table/tableExport';
import { EditError } from '../core/edit';
import { TableSession } from '../core/table/tableSession';
import { indexOfText, type Indexed } from './sharedIndex';
import type { TableJob, TableJobResults } from './tableProtocol';

/** The table last built, with its view: the page asks it for the rows it shows. */
let session: TableSession | undefined;

/** The table the worker keeps, whose index a tree or a query on the same text can share. */
export function currentTable(): TableSession | undefined {
  return session;
}

const EMPTY_SHAPE = {
  path: '$',
  container: -1,
  containerKind: 'array' as const,
  columns: [],
  droppedColumns: 0,
  total: 0,
  shown: 0,
  fellBack: false,
};

/**
 * Runs one table job in the worker (the heavy export libraries load here, when used); `tree`
 * is the tree the worker keeps, whose index the table shares when it shows the same text.
 */
export async function runTableJob<K extends TableJob['op']>(
  job: Extract<TableJob, { op: K }>,
  onProgress: (offset: number) => void,
  tree?: Indexed,
): Promise<TableJobResults[K]> {
  return (await run(job as TableJob, onProgress, tree)) as TableJobResults[K];
}

async function run(
  job: TableJob,
  onProgress: (offset: number) => void,
  tree: Indexed | undefined,
): Promise<TableJobResults[TableJob['op']]> {
  switch (job.op) {
    case 'table': {
      const same = session?.text === job.text ? session : undefined;
      session = undefined; // let the previous table go before building the next
      const options = { lenient: job.lenient, onProgress };
      session = new TableSession(job.text, indexOfText(job.text, options, [same, tree]));
      const shape = session.open(job.path, job.spec);
      return { candidates: session.candidates, shape, rows: session.rowsBetween(0, job.rows) };
    }
    case 'tableOpen': {
      if (!session) return { shape: EMPTY_SHAPE, rows: [] };
      const shape = session.open(job.path, job.spec);
      return { shape, rows: session.rowsBetween(job.from, job.to) };
    }
    case 'tableRows':
      return { rows: session ? session.rowsBetween(job.from, job.to) : [] };
    case 'tableValue':
      return session
        ? { text: session.value(job.node), path: session.path(job.node) }
        : { text: '', path: '$' };
    case 'tableEdit': {
      if (!session || session.text !== job.base) return { status: 'stale' };
      try {
        return { status: 'planned', ...session.plan(job.edit) };
      } catch (error) {
        if (!(error instanceof EditError)) throw error;
        const { code, params, syntaxParams } = error;
        return { status: 'refused', failure: { code, params, syntaxParams } };
      }
    }
    case 'tableExport': {
      if (!session) return { blob: new Blob([]), rows: 0, numbersAsText: 0 };
      const header = headerOf(session.open(job.path, job.spec).columns, job.headings);
      if (job.format === 'csv') {
        const { default: Papa } = await import('papaparse');
        const data = Array.from(session.viewCells(), (cells) => cells.map(csvCellText));
        const csv = Papa.unparse({ fields: header, data }, { newline: '\r\n' });
        const text = (job.bom ? '\uFEFF' : '') + csv;
        return {
          blob: new Blob([text], { type: 'text/csv;charset=utf-8' }),
          rows: data.length,
          numbersAsText: 0,
        };
      }
      const { default: writeXlsxFile } = await import('write-excel-file/universal');
      const asText = { count: 0 };
      const sheet: SheetCell[][] = [header.map((name) => ({ type: String, value: name }))];
      for (const cells of session.viewCells()) sheet.push(cells.map((c) => sheetCell(c, asText)));
      const blob = await writeXlsxFile(sheet, { stickyRowsCount: 1 }).toBlob();
      return { blob, rows: sheet.length - 1, numbersAsText: asText.count };
    }
  }
}
