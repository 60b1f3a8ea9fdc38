import type { WorkerError } from '../../../../app/runtime/workerProtocol';
import {
  findMatches,
  planReplace,
  SearchError,
  type FoundMatches,
  type ReplacePlan,
  type SearchOptions,
} from '../../core/search';
import { workerErrorOf } from '../../worker/jobFailure';

/** The tree's marks use the same rules (this module loads when 查找替换 is first opened). */
export { treeRowMatcher } from '../../core/search';

/** What 查找替换 asks of the document: its matches, or a replacement planned on it. */
export type SearchJob =
  | { op: 'find'; text: string; options: SearchOptions }
  /** `only`: the index of the one match to replace, -1 for all. */
  | { op: 'replace'; text: string; options: SearchOptions; replacement: string; only: number };

export interface SearchResults {
  find: FoundMatches;
  replace: ReplacePlan;
}
export type SearchResult = SearchResults[SearchJob['op']];

/** Runs a job where it is called (the page for small texts, the search worker for large). */
export function runSearchJob(
  job: SearchJob,
  onProgress?: (done: number, total: number) => void,
): SearchResult {
  const progress = onProgress && ((offset: number) => onProgress(offset, job.text.length));
  return job.op === 'find'
    ? findMatches(job.text, job.options, progress)
    : planReplace(job.text, job.options, job.replacement, job.only, progress);
}

/** A failed job as `{ code, params }`: the query's own codes as `search.<code>`. */
export function searchErrorOf(error: unknown): WorkerError {
  if (error instanceof SearchError) return { code: `search.${error.code}`, params: error.params };
  return workerErrorOf(error);
}
