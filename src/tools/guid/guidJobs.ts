import { WorkerClient, type WorkerError } from '../../app/runtime/workerClient';
import type { BatchReport, GenerateRequest, UuidProblemCode, UuidProblemParams } from './core';
import { UUID_PROBLEM_TEMPLATES_ZH } from './core';

export type GuidJob =
  { kind: 'generate'; request: GenerateRequest } | { kind: 'validate'; text: string };

export type GuidJobResult =
  { kind: 'generated'; uuids: string[] } | { kind: 'validated'; report: BatchReport };

/**
 * A client for the GUID worker. Each screen part that uses one (generation, list checking)
 * has its own, so cancelling one never stops the other.
 */
export function createGuidWorker(): WorkerClient<GuidJob, GuidJobResult> {
  return new WorkerClient<GuidJob, GuidJobResult>(
    () => new Worker(new URL('./guid.worker.ts', import.meta.url), { type: 'module' }),
  );
}

/** A request the generator refused, as the worker reports it: shown like a page-side one. */
export function asUuidProblem(
  error: WorkerError,
): { code: UuidProblemCode; params: UuidProblemParams } | undefined {
  return error.code in UUID_PROBLEM_TEMPLATES_ZH
    ? { code: error.code as UuidProblemCode, params: error.params ?? {} }
    : undefined;
}
