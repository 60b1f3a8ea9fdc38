import { workerErrorOf } from './jobFailure';
import { runJob } from './runJob';
import type { JobResult, JobText, JsonJob, ResolvedJob } from './protocol';

type Progress = (done: number, total: number) => void;

/**
 * What the JSON worker does with each job (served by the runtime's serveWorker). Jobs run one
 * at a time, in order: a tree is built before the rows asked of it are read, even while its
 * text is still being decoded. Failures leave as `{ code, params }` (jobFailure.ts).
 */
export function createJsonJobHandler(): (job: JsonJob, progress: Progress) => Promise<JobResult> {
  /** The large document last decoded, so that each job on it does not decode it again. */
  let decoded: { key: string; text: string } | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  async function textOf(source: JobText): Promise<string> {
    // A job on the editor's text: the large document is no longer the input, let it go.
    if (typeof source === 'string') {
      decoded = undefined;
      return source;
    }
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

  return (job, progress) => {
    const run = queue.then(async () => {
      try {
        return await runJob(await resolve(job), progress, (key, text) => {
          decoded = { key, text };
        });
      } catch (error) {
        throw workerErrorOf(error);
      }
    });
    queue = run.catch(() => undefined);
    return run;
  };
}
