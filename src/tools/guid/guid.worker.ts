/// <reference lib="webworker" />
import { generateUuidChunks, UuidInputError, validateUuidList } from './core';
import type { GuidJob, GuidJobMessage } from './guidJobs';

const scope = self as unknown as DedicatedWorkerGlobalScope;

function post(message: GuidJobMessage) {
  scope.postMessage(message);
}

/** Big generations and list checks run here so the page keeps responding; progress per slice. */
scope.onmessage = (event: MessageEvent<GuidJob>) => {
  const job = event.data;
  try {
    if (job.kind === 'validate') {
      post({ type: 'validated', report: validateUuidList(job.text) });
      return;
    }
    const { request } = job;
    const total = 'count' in request ? request.count : (request.names?.length ?? 1);
    const uuids: string[] = [];
    for (const chunk of generateUuidChunks(request, 10_000)) {
      for (const uuid of chunk) uuids.push(uuid);
      post({ type: 'progress', done: uuids.length, total });
    }
    post({ type: 'generated', uuids });
  } catch (error) {
    if (error instanceof UuidInputError) {
      post({ type: 'error', code: error.code, params: error.params });
    } else {
      post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }
};
