import type { TreeRow } from '../core';
import type { EditOp } from '../core/edit';
import type { TextEdit } from '../core/textEdit';
import type {
  BlobText,
  FoldAction,
  JobResults,
  JsonJob,
  LargeEditTarget,
  OutputPayload,
  TreePaste,
} from './protocol';
import type { JobOutcome } from './useJsonWorker';

type Run = <K extends JsonJob['op']>(
  job: Extract<JsonJob, { op: K }>,
  options?: { silent?: boolean },
) => Promise<JobOutcome<K>>;

/** What the tree view asks of the tree kept in the worker. Undefined: the worker was stopped. */
export interface TreeClient {
  rows(from: number, to: number): Promise<TreeRow[] | undefined>;
  fold(request: {
    action: FoldAction;
    id: number;
    selected: number;
    from: number;
    to: number;
  }): Promise<JobResults['treeFold'] | undefined>;
  search(query: string): Promise<number[]>;
  path(id: number): Promise<string | undefined>;
  value(id: number): Promise<OutputPayload | undefined>;
  edit(request: {
    ops: EditOp[];
    paste?: TreePaste;
    rows: number;
    lenient: boolean;
  }): Promise<JobResults['treeEdit'] | undefined>;
  rebase(
    request: Omit<Extract<JsonJob, { op: 'treeRebase' }>, 'op'>,
  ): Promise<JobResults['treeRebase'] | undefined>;
  /** The tree held, as it was, for a view opened again on the same document. */
  view(
    request: Omit<Extract<JsonJob, { op: 'treeView' }>, 'op'>,
  ): Promise<JobResults['treeView'] | undefined>;
  /** An edit of a large document, made on the worker's copy of it. */
  editLarge(
    request: {
      ops: EditOp[];
      paste?: TreePaste;
      rows: number;
      lenient: boolean;
    } & LargeEditTarget<BlobText>,
  ): Promise<JobResults['treeEditLarge'] | undefined>;
  /** Text edits (an undo or redo) applied to a large document. */
  apply(
    request: { edits: TextEdit[]; rows: number; lenient: boolean } & LargeEditTarget<BlobText>,
  ): Promise<JobResults['treeApply'] | undefined>;
}

/** Binds the tree's questions to a worker; they run silently (no progress bar). */
export function treeClientOf(run: Run): TreeClient {
  const ask = async <K extends JsonJob['op']>(job: Extract<JsonJob, { op: K }>) => {
    const outcome = await run(job, { silent: true });
    return outcome.status === 'done' ? outcome.result : undefined;
  };
  return {
    rows: async (from, to) => (await ask({ op: 'treeRows', from, to }))?.rows,
    fold: (request) => ask({ op: 'treeFold', ...request }),
    search: async (query) => (await ask({ op: 'treeSearch', query }))?.hits ?? [],
    path: async (id) => (await ask({ op: 'treePath', id }))?.path,
    value: async (id) => (await ask({ op: 'treeValue', id }))?.output,
    edit: (request) => ask({ op: 'treeEdit', ...request }),
    rebase: (request) => ask({ op: 'treeRebase', ...request }),
    view: (request) => ask({ op: 'treeView', ...request }),
    editLarge: (request) => ask({ op: 'treeEditLarge', ...request }),
    apply: (request) => ask({ op: 'treeApply', ...request }),
  };
}
