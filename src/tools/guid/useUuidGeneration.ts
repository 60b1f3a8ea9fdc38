import { App as AntdApp } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMessages } from '../../app/i18n/LanguageContext';
import {
  generateUuids,
  NAMESPACES,
  UuidInputError,
  type GenerateRequest,
  type NamespacePreset,
  type UuidProblemCode,
  type UuidProblemParams,
} from './core';
import { GuidJobCancelled, runGuidJob } from './guidJobs';
import { guidMessages } from './guidMessages';
import { loadLastList, saveLastList } from './lastList';
import type { GuidOptions } from './guidOptions';

/** Up to this many UUIDs are made at once on the page; more go to a worker with progress. */
export const SYNC_LIMIT = 5000;
const AUTO_DELAY_MS = 250;

export interface GeneratedList {
  uuids: string[];
  /** v3/v5: the name each UUID came from, same order. */
  names?: string[];
  version: string;
}

export interface GenerationProblem {
  code: UuidProblemCode;
  params: UuidProblemParams;
}

/** Names for v3/v5: one per line; blank lines are skipped (a trailing newline is common). */
export function namesOf(text: string): string[] {
  return text.split(/\r\n|\n|\r/).filter((line) => line !== '');
}

export function requestOf(options: GuidOptions, namesText: string): GenerateRequest {
  const version =
    options.version === 'nil' || options.version === 'max'
      ? options.version
      : Number(options.version);
  if (version === 3 || version === 5) {
    const namespace =
      options.namespace === 'custom'
        ? options.customNamespace
        : (NAMESPACES[options.namespace as NamespacePreset] ?? NAMESPACES.DNS);
    return { version, namespace, names: namesOf(namesText) };
  }
  return { version, count: options.count } as GenerateRequest;
}

function sizeOf(request: GenerateRequest): number {
  return 'count' in request ? request.count : (request.names?.length ?? 1);
}

/**
 * The generated list for the current options: regenerated automatically when what is
 * generated changes (not when only the format changes), or on demand. Large requests run in
 * a worker with progress and can be cancelled; the previous list stays until a new one is ready.
 */
export function useUuidGeneration(options: GuidOptions, namesText: string) {
  const t = useMessages(guidMessages);
  const { message } = AntdApp.useApp();
  const request = useMemo(() => requestOf(options, namesText), [options, namesText]);
  const requestKey = JSON.stringify(request);
  const [restored] = useState(() => {
    const saved = loadLastList();
    return saved?.requestKey === requestKey ? saved.list : undefined;
  });
  const [list, setListState] = useState<GeneratedList>(
    restored ?? { uuids: [], version: options.version },
  );
  const [problem, setProblem] = useState<GenerationProblem>();
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const cancelRef = useRef<(() => void) | undefined>(undefined);
  const runId = useRef(0);
  /** The request the shown list was made for. */
  const listKey = useRef(restored ? requestKey : undefined);

  const setList = useCallback(
    (next: GeneratedList) => {
      listKey.current = requestKey;
      setListState(next);
      saveLastList(requestKey, next);
    },
    [requestKey],
  );

  const generate = useCallback(async () => {
    const id = (runId.current += 1);
    cancelRef.current?.();
    cancelRef.current = undefined;
    const version = String(request.version);
    const names = 'names' in request ? request.names?.slice() : undefined;
    if (sizeOf(request) <= SYNC_LIMIT) {
      setProgress(undefined);
      try {
        setList({ uuids: generateUuids(request), names, version });
        setProblem(undefined);
      } catch (error) {
        if (!(error instanceof UuidInputError)) throw error;
        setProblem({ code: error.code, params: error.params });
      }
      return;
    }
    setProgress({ done: 0, total: sizeOf(request) });
    const job = runGuidJob({ kind: 'generate', request }, (done, total) => {
      if (runId.current === id) setProgress({ done, total });
    });
    cancelRef.current = job.cancel;
    try {
      const result = await job.result;
      if (runId.current !== id) return;
      if (result.type === 'generated') {
        setList({ uuids: result.uuids, names, version });
        setProblem(undefined);
      } else if (result.type === 'error') {
        setProblem({ code: result.code, params: result.params });
      }
    } catch (error) {
      if (!(error instanceof GuidJobCancelled) && runId.current === id) {
        message.error(error instanceof Error ? error.message : String(error));
      }
    } finally {
      if (runId.current === id) {
        setProgress(undefined);
        cancelRef.current = undefined;
      }
    }
    // requestKey stands for request: same key, same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey, message, setList]);

  const cancel = useCallback(() => {
    if (!cancelRef.current) return;
    runId.current += 1;
    cancelRef.current();
    cancelRef.current = undefined;
    setProgress(undefined);
    message.info(t('result.cancelled'));
  }, [message, t]);

  useEffect(() => {
    // A list restored from the last visit is shown as it was, not replaced at once.
    if (listKey.current === requestKey) {
      setProblem(undefined);
      return undefined;
    }
    const timer = setTimeout(() => void generate(), list.uuids.length === 0 ? 0 : AUTO_DELAY_MS);
    return () => clearTimeout(timer);
    // Only a change of what is generated triggers this, not a new list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [generate, requestKey]);

  useEffect(() => () => cancelRef.current?.(), []);

  return { list, problem, progress, generate, cancel };
}
