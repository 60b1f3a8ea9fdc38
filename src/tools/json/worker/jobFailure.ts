import { isWorkerError, type WorkerError } from '../../../app/runtime/workerProtocol';
import { JSON_SYNTAX_CODES, JsonSyntaxError, JsonToolError, type JsonErrorCode } from '../core';
import type { ErrorSide, JobFailure } from './protocol';

const SYNTAX_CODES = new Set<string>(JSON_SYNTAX_CODES);

/**
 * A syntax error as the runtime carries it: its code, with its values beside where it is
 * (line, column, offset, the excerpt's three parts) and which editor holds it.
 */
export function syntaxWorkerError(error: JsonSyntaxError, side: ErrorSide): WorkerError {
  const { line, column, offset, excerpt } = error;
  return {
    code: error.code,
    params: {
      ...error.params,
      line,
      column,
      offset,
      excerptBefore: excerpt.before,
      excerptAt: excerpt.at,
      excerptAfter: excerpt.after,
      side,
    },
  };
}

/** Worker side: whatever a job threw, as the `{ code, params }` the page words. */
export function workerErrorOf(error: unknown): WorkerError {
  if (isWorkerError(error)) return error;
  if (error instanceof JsonSyntaxError) return syntaxWorkerError(error, 'input');
  if (error instanceof JsonToolError) return { code: error.code, params: error.params };
  // A document deeper or bigger than the browser's stack or memory allows.
  if (error instanceof RangeError) return { code: 'outOfMemory' };
  return {
    code: 'crashed',
    params: { detail: error instanceof Error ? error.message : String(error) },
  };
}

/** Page side: a failure from the worker, with a syntax error's position taken apart again. */
export function jobFailureOf(error: WorkerError): JobFailure {
  const params = error.params ?? {};
  if (!SYNTAX_CODES.has(error.code)) return { kind: 'tool', code: error.code, params };
  const { line, column, offset, excerptBefore, excerptAt, excerptAfter, side, ...values } = params;
  return {
    kind: 'syntax',
    side: side === 'compare' ? 'compare' : 'input',
    error: {
      code: error.code as JsonErrorCode,
      params: values,
      line: Number(line),
      column: Number(column),
      offset: Number(offset),
      excerpt: {
        before: String(excerptBefore ?? ''),
        at: String(excerptAt ?? ''),
        after: String(excerptAfter ?? ''),
      },
    },
  };
}
