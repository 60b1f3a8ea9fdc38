import type { TableViewSpec } from '../core/table/tableView';
import type { ExportHeadings } from '../core/table/tableExport';
import type { TableEditOp } from '../core/table/tableEdits';
import type { JsonJob } from './protocol';
import type { TableJobResults } from './tableProtocol';
import type { JobOutcome } from './useJsonWorker';

type Run = <K extends JsonJob['op']>(
  job: Extract<JsonJob, { op: K }>,
  options?: { silent?: boolean },
) => Promise<JobOutcome<K>>;

/** What the table view asks of the table kept in the worker. Undefined: the worker was stopped. */
export interface TableClient {
  open(
    path: string,
    spec: TableViewSpec,
    from: number,
    to: number,
  ): Promise<TableJobResults['tableOpen'] | undefined>;
  rows(from: number, to: number): Promise<TableJobResults['tableRows']['rows'] | undefined>;
  value(node: number): Promise<TableJobResults['tableValue'] | undefined>;
  export(request: {
    format: 'csv' | 'xlsx';
    path: string;
    spec: TableViewSpec;
    bom: boolean;
    headings: ExportHeadings;
  }): Promise<TableJobResults['tableExport'] | undefined>;
  plan(base: string, edit: TableEditOp): Promise<TableJobResults['tableEdit'] | undefined>;
}

/** Binds the table's questions to a worker; all but export run silently (no progress bar). */
export function tableClientOf(run: Run): TableClient {
  const ask = async <K extends JsonJob['op']>(job: Extract<JsonJob, { op: K }>, silent = true) => {
    const outcome = await run(job, { silent });
    return outcome.status === 'done' ? outcome.result : undefined;
  };
  return {
    open: (path, spec, from, to) => ask({ op: 'tableOpen', path, spec, from, to }),
    rows: async (from, to) => (await ask({ op: 'tableRows', from, to }))?.rows,
    value: (node) => ask({ op: 'tableValue', node }),
    export: (request) => ask({ op: 'tableExport', ...request }, false),
    plan: (base, edit) => ask({ op: 'tableEdit', base, edit }),
  };
}
