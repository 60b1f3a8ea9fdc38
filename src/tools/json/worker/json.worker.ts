/// <reference lib="webworker" />
import { serveWorker } from '../../../app/runtime/workerHost';
import { createJsonJobHandler } from './jsonJobHandler';
import type { JobResult, JsonJob } from './protocol';

/** All heavy JSON work happens here; the page only receives text or the rows it shows. */
serveWorker<JsonJob, JobResult>(createJsonJobHandler());
