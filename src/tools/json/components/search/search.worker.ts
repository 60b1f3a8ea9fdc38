/// <reference lib="webworker" />
import { serveWorker, transferring } from '../../../../app/runtime/workerHost';
import { runSearchJob, searchErrorOf, type SearchJob, type SearchResult } from './searchJobs';

/**
 * 查找替换 on large documents, in a worker of its own: cancelling a search terminates it
 * without touching the JSON worker, which keeps the tree.
 */
serveWorker<SearchJob, SearchResult>((job, progress) => {
  try {
    const result = runSearchJob(job, progress);
    return 'ranges' in result ? transferring<SearchResult>(result, [result.ranges.buffer]) : result;
  } catch (error) {
    throw searchErrorOf(error);
  }
});
