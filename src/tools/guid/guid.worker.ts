/// <reference lib="webworker" />
import { serveWorker } from '../../app/runtime/workerHost';
import { createListChecker, generateUuidChunks, UuidInputError } from './core';
import type { GuidJob, GuidJobResult } from './guidJobs';

/**
 * The pasted list's items as last read: a check after an edit parses only what changed. Lost
 * when the page cancels a stale check (the worker is ended), which costs one full parse.
 */
const checkList = createListChecker();

/** Big generations and list checks run here so the page keeps responding; progress per slice. */
serveWorker<GuidJob, GuidJobResult>((job, progress) => {
  if (job.kind === 'validate') return { kind: 'validated', report: checkList(job.text) };
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
