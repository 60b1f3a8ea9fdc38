/// <reference lib="webworker" />
import { serveWorker } from '../../app/runtime/workerHost';
import { generateUuidChunks, UuidInputError, validateUuidList } from './core';
import type { GuidJob, GuidJobResult } from './guidJobs';

/** Big generations and list checks run here so the page keeps responding; progress per slice. */
serveWorker<GuidJob, GuidJobResult>((job, progress) => {
  if (job.kind === 'validate') return { kind: 'validated', report: validateUuidList(job.text) };
  const { request } = job;
  const total = 'count' in request ? request.count : (request.names?.length ?? 1);
  const uuids: string[] = [];
  try {
    for (const chunk of generateUuidChunks(request, 10_000)) {
      for (const uuid of chunk) uuids.push(uuid);
      progress(uuids.length, total);
    }
  } catch (error) {
    // An Error loses its code on the way to the page: send the code and parameters alone.
    if (error instanceof UuidInputError) throw { code: error.code, params: error.params };
    throw error;
  }
  return { kind: 'generated', uuids };
});
