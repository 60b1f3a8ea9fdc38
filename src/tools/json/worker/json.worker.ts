/// <reference lib="webworker" />
import { JsonSyntaxError, JsonToolError } from '../core';
import { runJob } from './runJob';
import type { WorkerReply, WorkerRequest } from './protocol';

/** All heavy JSON work happens here; the page only receives text or the tree's flat index. */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const { id, job } = event.data;
  const post = (reply: WorkerReply, transfer: Transferable[] = []) =>
    scope.postMessage(reply, transfer);
  try {
    const { result, transfer } = await runJob(job, (fraction) =>
      post({ id, type: 'progress', fraction }),
    );
    post({ id, type: 'done', result }, transfer);
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
};
