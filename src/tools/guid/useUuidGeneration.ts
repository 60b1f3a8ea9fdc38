import { App as AntdApp } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMessages } from '../../app/i18n/LanguageContext';
import { useDebouncedCallback } from '../../app/runtime/debounce';
import { useHydrated } from '../../app/runtime/hydration';
import { useSavedState } from '../../app/runtime/useSavedState';
import { isWorkerError } from '../../app/runtime/workerClient';
import {
  generateUuids,
  NAMESPACES,
  UuidInputError,
  type GenerateRequest,
  type NamespacePreset,
} from './core';
import { namesOf, type GeneratedList, type GenerationProblem } from './generatedList';
import { asUuidProblem, createGuidWorker } from './guidJobs';
import { guidMessages } from './guidMessages';
import type { GuidOptions } from './guidOptions';
import { lastListConfig, MAX_SAVED, type SavedList } from './lastList';
import { PLACEHOLDER_KEY, prerenderedList } from './prerenderedList';

/** Up to this many UUIDs are made at once on the page; more go to a worker with progress. */
export const SYNC_LIMIT = 5000;
const AUTO_DELAY_MS = 250;

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
 * Lists up to MAX_SAVED are kept (saved state, shared with other tabs); bigger ones live here.
 */
export function useUuidGeneration(options: GuidOptions, namesText: string) {
  const t = useMessages(guidMessages);
  const { message } = AntdApp.useApp();
  const request = useMemo(() => requestOf(options, namesText), [options, namesText]);
  const requestKey = JSON.stringify(request);
  const saved = useSavedState(lastListConfig(t('notice.lastListLabel')));
  const [bigList, setBigList] = useState<SavedList>();
  // The prerendered view (nothing saved, the default request): its list, GUIDs filled in.
  const hydrated = useHydrated();
  const [prerendered] = useState(() =>
    hydrated ? undefined : prerenderedList(requestKey, sizeOf(request)),
  );
  const shown: SavedList | undefined = bigList ?? saved.value ?? prerendered;
  const list: GeneratedList = shown ?? { uuids: [], version: options.version };
  const [problem, setProblem] = useState<GenerationProblem>();
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const [worker] = useState(createGuidWorker);
  const runId = useRef(0);
  const setSaved = saved.set;

  const setList = useCallback(
    (next: GeneratedList) => {
      const entry = { requestKey, ...next };
      if (next.uuids.length > MAX_SAVED) {
        setBigList(entry);
        setSaved(null);
      } else {
        setBigList(undefined);
        setSaved(entry);
      }
    },
    [requestKey, setSaved],
  );

  const generate = useCallback(async () => {
    const id = (runId.current += 1);
    worker.cancel();
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
    try {
      const result = await worker.run(
        { kind: 'generate', request },
        {
          onProgress: (done, total) => {
            if (runId.current === id) setProgress({ done, total });
          },
        },
      );
      if (runId.current !== id || result.kind !== 'generated') return;
      setList({ uuids: result.uuids, names, version });
      setProblem(undefined);
    } catch (error) {
      if (runId.current !== id || !isWorkerError(error) || error.code === 'cancelled') return;
      const refused = asUuidProblem(error);
      if (refused) setProblem(refused);
      else message.error(t('notice.workerFailed', { detail: error.params?.detail ?? error.code }));
    } finally {
      if (runId.current === id) setProgress(undefined);
    }
    // requestKey stands for request: same key, same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey, message, setList, t, worker]);

  const cancel = useCallback(() => {
    if (!worker.busy) return;
    runId.current += 1;
    worker.cancel();
    setProgress(undefined);
    message.info(t('result.cancelled'));
  }, [message, t, worker]);

  // Two tabs following the same options may each make a list: the later save wins in both.
  const autoGenerate = useDebouncedCallback(() => void generate(), AUTO_DELAY_MS);
  const shownKey = shown?.requestKey;
  useEffect(() => {
    // A list kept from the last visit (or made in another tab) for this request is shown as
    // it is, not replaced.
    if (shownKey === requestKey) {
      autoGenerate.cancel();
      setProblem(undefined);
      return;
    }
    if (shownKey === undefined || shownKey === PLACEHOLDER_KEY) {
      autoGenerate.cancel();
      void generate();
    } else autoGenerate.run();
    // Only a change of what is generated triggers this, not a new list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [generate, requestKey]);

  useEffect(() => () => worker.dispose(), [worker]);

  // The GUIDs filled into the prerendered view are this visit's list: kept like a generated one.
  useEffect(() => {
    if (prerendered && prerendered.requestKey !== PLACEHOLDER_KEY)
      setSaved((current) => current ?? prerendered);
  }, [prerendered, setSaved]);

  return { list, requestKey, problem, progress, generate, cancel, loaded: saved.loaded };
}
