import { startTransition, useCallback, useMemo, useRef, useState } from 'react';
import type { TypeLanguage } from './core';
import {
  delimiterOf,
  formatOf,
  indentOf,
  queryLanguageOf,
  TYPE_LANGUAGES,
  type JsonOptions,
  type JsonTab,
} from './jsonOptions';
import { jqRefusal, jqTimeoutSeconds } from './jqLimits';
import type { JsonTranslate } from './messages';
import { useTableBuild } from './components/table/useTableBuild';
import { tabResultOf, type TabResult } from './tabResults';
import type { ChangeFile } from './worker/changeFile';
import type { ChangeListWords } from './worker/changeListCsv';
import type { BlobText, JobText, JsonJob } from './worker/protocol';
import { treeClientOf } from './worker/treeClient';
import { carriesLargeText, useJsonWorker, type JobOutcome } from './worker/useJsonWorker';

export type { TabResult } from './tabResults';

/** Rows sent with a freshly built tree: more than a screen, so it shows without a round trip. */
const FIRST_TREE_ROWS = 80;

/**
 * Runs the page's actions in the worker and keeps each tab's latest result. The tree has a
 * worker of its own, so that it keeps answering while a long job runs in the other, and
 * cancelling that job does not throw the tree away. That worker also holds the table, and
 * runs JSONPath and JMESPath queries on a large document: they share one index of its text.
 */
export function useJsonWorkbench(t: JsonTranslate, options: JsonOptions) {
  const main = useJsonWorker();
  const treeWorker = useJsonWorker();
  const { run, releaseIfIdle: releaseMainIfIdle } = main;
  const { run: treeRun } = treeWorker;
  /** A large document goes to the tree's worker: the main one lets its copy go when idle. */
  const documentRun = useCallback(
    <K extends JsonJob['op']>(
      job: Extract<JsonJob, { op: K }>,
      runOptions?: { silent?: boolean },
    ) => {
      if (carriesLargeText(job)) releaseMainIfIdle();
      return treeRun(job, runOptions);
    },
    [treeRun, releaseMainIfIdle],
  ) as typeof treeRun;
  const progress = main.progress ?? treeWorker.progress;
  const [results, setResults] = useState<Partial<Record<JsonTab, TabResult>>>({});
  const treeRequest = useRef(0);
  /** Set while a live run (one that follows typing) starts its job. */
  const liveRef = useRef(false);
  /**
   * Each tab's latest request. Only its outcome is shown: a job asked for earlier that ends
   * later (a live run a click overtook, a query the other worker answered) is dropped, so the
   * output is always what the user asked for last. A live run never repeats the latest job (the
   * one a click just ran), unless that one was cancelled: its result never came.
   */
  const latest = useRef(new Map<JsonTab, { job: JsonJob; cancelled: boolean }>());
  /**
   * Jobs a click started, still running: the actions wait for them. Live runs do not count:
   * one starts whenever typing or an option settles, and a button it disabled for that moment
   * would swallow the click made then (the user's 压缩 lost, the live view shown instead).
   */
  const [asked, setAsked] = useState(0);
  /** Counts inputs: a job of an earlier one that ends cancelled is not reported. */
  const inputGeneration = useRef(0);
  const { cancel: cancelMain, progress: mainProgress } = main;
  const { cancel: cancelTree, progress: treeProgress } = treeWorker;
  const cancel = useCallback(() => {
    if (mainProgress) cancelMain();
    if (treeProgress) cancelTree();
  }, [mainProgress, treeProgress, cancelMain, cancelTree]);

  const setResult = useCallback(
    // A result may redraw most of the page: as a transition React renders it in short slices.
    (tab: JsonTab, result: TabResult) =>
      startTransition(() => setResults((current) => ({ ...current, [tab]: result }))),
    [],
  );

  /** Runs a job and files its outcome under a tab; returns the result when it succeeded. */
  const perform = useCallback(
    async <K extends JsonJob['op']>(
      tab: JsonTab,
      job: Extract<JsonJob, { op: K }>,
      worker = run,
    ) => {
      const live = liveRef.current;
      const last = latest.current.get(tab);
      if (live && last && !last.cancelled && sameJob(last.job, job)) return undefined;
      const request = { job, cancelled: false };
      latest.current.set(tab, request);
      const generation = inputGeneration.current;
      if (!live) startTransition(() => setAsked((count) => count + 1));
      const outcome = (await worker(job)) as JobOutcome<K>;
      if (!live) startTransition(() => setAsked((count) => count - 1));
      if (latest.current.get(tab) !== request) return undefined;
      if (outcome.status === 'cancelled') {
        // Its result never came: the same job may run again, live or not.
        request.cancelled = true;
        // Ended with its input (releaseInput): nothing to say about an input that is gone.
        if (generation !== inputGeneration.current) return undefined;
        setResult(tab, { notice: { type: 'info', text: t('status.cancelled') } });
        return undefined;
      }
      if (outcome.status === 'failed') {
        setResult(tab, { failure: outcome.failure, live });
        return undefined;
      }
      return outcome.result;
    },
    [run, setResult, t],
  );

  const { lenient, sortKeys } = options;
  const indent = indentOf(options);

  const format = useCallback(
    async (text: JobText, minify = false) => {
      const result = minify
        ? await perform('format', { op: 'minify', text, sortKeys, lenient })
        : await perform('format', { op: 'format', text, indent, sortKeys, lenient });
      if (result) setResult('format', tabResultOf.formatted(t, result, { minify, sortKeys }));
    },
    [indent, sortKeys, lenient, perform, setResult, t],
  );

  const validate = useCallback(
    async (text: JobText) => {
      const result = await perform('format', { op: 'validate', text, lenient });
      if (result) setResult('format', tabResultOf.validated(t, result));
    },
    [lenient, perform, setResult, t],
  );

  const expandNested = useCallback(
    async (text: JobText) => {
      const result = await perform('format', { op: 'expandNested', text, indent, lenient });
      if (result) setResult('format', tabResultOf.expanded(t, result));
    },
    [indent, lenient, perform, setResult, t],
  );

  const repair = useCallback(
    async (text: JobText) => {
      const result = await perform('repair', { op: 'repair', text });
      if (result) setResult('repair', tabResultOf.repaired(t, result));
    },
    [perform, setResult, t],
  );

  const escape = useCallback(
    async (text: JobText, mode: 'escape' | 'unescape' | 'toUnicode' | 'fromUnicode') => {
      const result = await perform('escape', { op: 'escape', text, mode });
      if (result) setResult('escape', tabResultOf.escaped(result));
    },
    [perform, setResult],
  );

  /** Converts between the formats chosen in the options, or the ones given (an action's). */
  const convert = useCallback(
    async (text: JobText, formats: { from: string; to: string } = options) => {
      const from = formatOf(formats.from);
      const to = formatOf(formats.to);
      const convertOptions = {
        indent: indent === '\t' ? 2 : indent,
        delimiter: delimiterOf(options),
        inferTypes: options.inferTypes,
        yaml12: options.yaml12,
        guardFormulas: options.guardFormulas,
      };
      const result = await perform('convert', {
        op: 'convert',
        text,
        from,
        to,
        options: convertOptions,
      });
      if (result) setResult('convert', tabResultOf.converted(t, result, { from, to }));
    },
    [options, indent, perform, setResult, t],
  );

  const query = useCallback(
    async (text: JobText, expression: string) => {
      const language = queryLanguageOf(options.queryLanguage);
      const job = { op: 'query', text, expression, language, lenient } as const;
      const refusal = language === 'jq' ? jqRefusal(text) : undefined;
      if (refusal) {
        // The latest request too: a query still running must not replace the refusal.
        latest.current.set('query', { job, cancelled: false });
        setResult('query', { failure: refusal });
        return;
      }
      // A jq filter can loop forever (`last(repeat(.))`) inside one wasm call: only stopping
      // the worker ends it.
      let timedOut = false;
      const seconds = jqTimeoutSeconds(text);
      const timer =
        language === 'jq'
          ? setTimeout(() => {
              timedOut = true;
              cancelMain();
            }, seconds * 1000)
          : undefined;
      // jq stays in the main worker: stopping an endless filter must not end the tree.
      const worker = language !== 'jq' && typeof text !== 'string' ? documentRun : run;
      const result = await perform('query', job, worker);
      clearTimeout(timer);
      if (timedOut && latest.current.get('query')?.job === job)
        setResult('query', {
          failure: { kind: 'tool', code: 'jqTimeout', params: { seconds } },
        });
      else if (result) setResult('query', tabResultOf.queried(t, result, language));
    },
    [options.queryLanguage, lenient, perform, setResult, t, cancelMain, documentRun, run],
  );

  const types = useCallback(
    async (text: JobText) => {
      const language = typeLanguageOf(options.typeLanguage);
      const { rootName } = options;
      const result = await perform('types', { op: 'types', text, language, rootName, lenient });
      if (result) setResult('types', tabResultOf.typed(t, result));
    },
    [options, lenient, perform, setResult, t],
  );

  const diff = useCallback(
    async (left: JobText, right: string) => {
      const idKey = options.diffIdKey.trim();
      const result = await perform('diff', { op: 'diff', left, right, lenient, idKey });
      if (result) setResult('diff', tabResultOf.compared(t, result));
    },
    [lenient, options.diffIdKey, perform, setResult, t],
  );

  /** The text an edit in the tree produced: the tree already shows it, no rebuild needed. */
  const treeEditedText = useRef<JobText | null>(null);
  const buildTree = useCallback(
    async (text: JobText) => {
      const edited = treeEditedText.current;
      treeEditedText.current = null;
      if (edited !== null && sameText(text, edited)) return;
      const request = ++treeRequest.current;
      const result = await perform(
        'tree',
        { op: 'tree', text, lenient, rows: FIRST_TREE_ROWS },
        documentRun,
      );
      if (result && request === treeRequest.current)
        setResult('tree', { tree: { build: request, ...result, base: text } });
    },
    [lenient, perform, setResult, documentRun],
  );

  /** A tree edit applied: the tree (same build, so its view stays) now shows `tree.base`. */
  const treeEdited = useCallback(
    (tree: NonNullable<TabResult['tree']>) => {
      treeEditedText.current = tree.base;
      setResult('tree', { tree });
    },
    [setResult],
  );

  const tree = useMemo(() => treeClientOf(treeRun), [treeRun]);
  // The table uses the tree's worker: it keeps answering while a long job runs in the other.
  const table = useTableBuild(perform, setResult, documentRun, lenient);

  /** Starts an action as a live run: an error it finds is marked without moving the cursor. */
  const runLive = useCallback((start: () => void) => {
    liveRef.current = true;
    try {
      start();
    } finally {
      liveRef.current = false;
    }
  }, []);

  const clearSyntaxErrors = useCallback(
    () =>
      setResults((current) => {
        const next: Partial<Record<JsonTab, TabResult>> = {};
        for (const [tab, result] of Object.entries(current) as [JsonTab, TabResult][]) {
          next[tab] =
            result.failure?.kind === 'syntax' ? { ...result, failure: undefined } : result;
        }
        return next;
      }),
    [],
  );

  const { release: releaseMain } = main;
  const { release: releaseTree } = treeWorker;
  /**
   * The input was cleared or replaced: workers holding the old document end (their memory
   * goes back), and results of other tabs, which describe an input that is gone, are dropped.
   * The shown tab keeps its result (the user may still copy it) unless it is the tree, whose
   * rows lived in the ended worker; it is built again for the new input.
   */
  const releaseInput = useCallback(
    (shown: JsonTab) => {
      inputGeneration.current += 1;
      treeRequest.current += 1;
      releaseMain();
      releaseTree();
      setResults((current) => {
        const kept = shown === 'tree' ? undefined : current[shown];
        return kept ? { [shown]: kept } : {};
      });
    },
    [releaseMain, releaseTree],
  );

  /** The whole change list of an output as CSV, made in the worker (its file is a Blob). */
  const changeListCsv = useCallback(
    async (file: ChangeFile, words: ChangeListWords) => {
      const outcome = await run({ op: 'changeList', file, words }, { silent: true });
      return outcome.status === 'done' ? outcome.result.csv : null;
    },
    [run],
  );

  return {
    results,
    progress,
    /** A job the user asked for runs: the actions wait (progress shows live runs too). */
    busy: asked > 0,
    changeListCsv,
    cancel,
    actions: {
      format,
      validate,
      expandNested,
      repair,
      escape,
      convert,
      query,
      types,
      diff,
      buildTree,
      buildTable: table.build,
      treeEdited,
    },
    tree,
    table,
    clearSyntaxErrors,
    runLive,
    releaseInput,
  };
}

/**
 * The same job: same options, and the same documents, compared in place (a string by value, a
 * large input by the key naming its content), so no copy of a document is made or kept.
 */
function sameJob(a: JsonJob, b: JsonJob): boolean {
  const split = (job: JsonJob) => {
    const { text, left, right, ...options } = job as Partial<Record<string, unknown>>;
    return { documents: [text, left, right], options: JSON.stringify(options) };
  };
  const x = split(a);
  const y = split(b);
  return x.options === y.options && x.documents.every((d, i) => sameText(d, y.documents[i]));
}

/** The same document: a string by value, a large input by the key naming its content. */
function sameText(p: unknown, q: unknown): boolean {
  return (
    p === q ||
    (typeof p === 'object' &&
      typeof q === 'object' &&
      (p as BlobText)?.key === (q as BlobText)?.key)
  );
}

function typeLanguageOf(value: string): TypeLanguage {
  return TYPE_LANGUAGES.find((language) => language === value) ?? 'typescript';
}
