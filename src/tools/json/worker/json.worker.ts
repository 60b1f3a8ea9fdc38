/// <reference lib="webworker" />
import { serveWorker } from '../../../app/runtime/workerHost';
import { workerErrorOf } from './jobFailure';
import { runJob } from './runJob';
import type { JobResult, JobText, JsonJob, ResolvedJob } from './protocol';

/** All heavy JSON work happens here; the page only receives text or the rows it shows. */

/** The large document last decoded, so that each job on it does not decode it again. */
let decoded: { key: string; text: string } | undefined;

async function textOf(source: JobText): Promise<string> {
  if (typeof source === 'string') return source;
  if (decoded?.key !== source.key) {
    decoded = undefined;
    decoded = { key: source.key, text: await source.blob.text() };
  }
  return decoded.text;
}

async function resolve(job: JsonJob): Promise<ResolvedJob> {
  if (job.op === 'diff') return { ...job, left: await textOf(job.left) };
  if ('text' in job) return { ...job, text: await textOf(job.text) } as ResolvedJob;
  return job;
}

// Jobs run one at a time, in order: a tree is built before the rows asked of it are read,
// even while its text is still being decoded.
let queue: Promise<unknown> = Promise.resolve();

serveWorker<JsonJob, JobResult>((job, progress) => {
  const run = queue.then(async () => {
    try {
      return await runJob(await resolve(job), progress);
    } catch (error) {
      throw workerErrorOf(error);
    }
  });
  queue = run.catch(() => undefined);
  return run;
});
