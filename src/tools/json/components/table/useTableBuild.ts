import { useCallback, useMemo, useRef } from 'react';
import type { TableViewSpec } from '../../core/table/tableView';
import type { JsonTab } from '../../jsonOptions';
import type { TabResult } from '../../tabResults';
import type { JobText, JsonJob, JobResults } from '../../worker/protocol';
import { tableClientOf } from '../../worker/tableClient';
import type { JobOutcome } from '../../worker/useJsonWorker';

/** Rows sent with a freshly built table: more than a screen, so it shows without a round trip. */
const FIRST_TABLE_ROWS = 80;

/** Which table the user looks at and how: kept across rebuilds and tab switches. */
export interface TableViewState {
  path: string;
  spec: TableViewSpec;
}

type Run = <K extends JsonJob['op']>(
  job: Extract<JsonJob, { op: K }>,
  options?: { silent?: boolean },
) => Promise<JobOutcome<K>>;

type Perform = <K extends JsonJob['op']>(
  tab: JsonTab,
  job: Extract<JsonJob, { op: K }>,
  worker?: Run,
) => Promise<JobResults[K] | undefined>;

/**
 * The table tab's part of the workbench: builds the table in the tree worker (which keeps
 * the document's index) with the view the user last chose, so an edit or a new input keeps
 * the same table, sort and filters.
 */
export function useTableBuild(
  perform: Perform,
  setResult: (tab: JsonTab, result: TabResult) => void,
  run: Run,
  lenient: boolean,
) {
  const request = useRef(0);
  const view = useRef<TableViewState>({ path: '', spec: { sort: null, filters: [] } });

  /** The text and mode of the table on show, so the same text is not built twice. */
  const built = useRef<{ text: JobText; lenient: boolean } | null>(null);

  const build = useCallback(
    async (text: JobText) => {
      if (built.current?.text === text && built.current.lenient === lenient) return;
      const asked = ++request.current;
      const { path, spec } = view.current;
      const result = await perform(
        'table',
        { op: 'table', text, lenient, path, spec, rows: FIRST_TABLE_ROWS },
        run,
      );
      if (result && asked === request.current) {
        built.current = { text, lenient };
        setResult('table', { table: { build: asked, ...result } });
      }
    },
    [lenient, perform, setResult, run],
  );

  const client = useMemo(() => tableClientOf(run), [run]);
  return { build, client, view };
}
