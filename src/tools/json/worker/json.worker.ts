/// <reference lib="webworker" />
import { JsonSyntaxError, JsonToolError } from '../core';
import { runJob } from './runJob';
import type { JobText, JsonJob, ResolvedJob, WorkerReply, WorkerRequest } from './protocol';

/** All heavy JSON work happens here; the page only receives text or the rows it shows. */
const scope = self as unknown as DedicatedWorkerGlobalScope;

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

// Messages are handled one at a time, in order: a job's text is read before the next starts.
let queue = Promise.resolve();
scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  queue = queue.then(() => handle(event.data));
};

async function handle({ id, job }: WorkerRequest) {
  const post = (reply: WorkerReply) => scope.postMessage(reply);
  try {
    const result = await runJob(await resolve(job), (fraction) =>
      post({ id, type: 'progress', fraction }),
    );
    post({ id, type: 'done', result });
  } catch (error) {
    if (error instanceof JsonSyntaxError) {
      const side = (error as JsonSyntaxError & { side?: 'compare' }).side ?? 'input';
      post({ id, type: 'failed', failure: { kind: 'syntax', error: error.toInfo(), side } });
    } else if (error instanceof JsonToolError) {
      post({ id, type: 'failed', failure: { kind: 'tool', message: error.message } });
    } else {
      const detail = error instanceof RangeError ? '内存或嵌套层数超出浏览器限制' : String(error);
      post({ id, type: 'failed', failure: { kind: 'tool', message: `处理失败：${detail}` } });
    }
  }
}
