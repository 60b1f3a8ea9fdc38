import { useCallback, useEffect, useState } from 'react';
import { WorkerClient, type WorkerError } from '../../../../app/runtime/workerClient';
import type { SearchJob, SearchResult, SearchResults } from './searchJobs';

/**
 * Texts up to this many characters are searched on the page: 250 KB of pretty JSON takes about
 * 10 ms there once warm (30 ms cold), less than a round trip to a worker that must first be
 * started and sent the text. Larger ones go to the search worker, which can be cancelled.
 */
export const PAGE_SEARCH_MAX = 200_000;

export type SearchOutcome<K extends SearchJob['op']> =
  | { status: 'done'; result: SearchResults[K] }
  | { status: 'failed'; error: WorkerError }
  | { status: 'cancelled' };

let engine: Promise<typeof import('./searchJobs')> | undefined;

/** The search code, loaded when 查找替换 is first used (never in the screen's first load). */
export function loadSearchEngine(): Promise<typeof import('./searchJobs')> {
  engine ??= import('./searchJobs').catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}

/** Runs search jobs, one at a time: a new one cancels the worker's running one. */
export function useSearchRunner() {
  const [client] = useState(
    () =>
      new WorkerClient<SearchJob, SearchResult>(
        () => new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' }),
      ),
  );
  const [running, setRunning] = useState(false);
  useEffect(() => () => client.dispose(), [client]);

  const run = useCallback(
    async <K extends SearchJob['op']>(
      job: Extract<SearchJob, { op: K }>,
    ): Promise<SearchOutcome<K>> => {
      if (client.busy) client.cancel();
      if (job.text.length <= PAGE_SEARCH_MAX) {
        setRunning(false);
        try {
          const { runSearchJob, searchErrorOf } = await loadSearchEngine();
          try {
            return { status: 'done', result: runSearchJob(job) as SearchResults[K] };
          } catch (error) {
            return { status: 'failed', error: searchErrorOf(error) };
          }
        } catch {
          return { status: 'failed', error: { code: 'search.loadFailed' } };
        }
      }
      setRunning(true);
      try {
        return { status: 'done', result: (await client.run(job)) as SearchResults[K] };
      } catch (error) {
        const failure = error as WorkerError;
        return failure.code === 'cancelled'
          ? { status: 'cancelled' }
          : { status: 'failed', error: failure };
      } finally {
        if (!client.busy) setRunning(false);
      }
    },
    [client],
  );

  const cancel = useCallback(() => client.cancel(), [client]);

  return { run, cancel, running };
}
