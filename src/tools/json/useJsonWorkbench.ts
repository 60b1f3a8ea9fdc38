import { startTransition, useCallback, useMemo, useRef, useState } from 'react';
import type { TypeLanguage } from './core';
import {
  delimiterOf,
  formatOf,
  indentOf,
  TYPE_LANGUAGES,
  type JsonOptions,
  type JsonTab,
} from './jsonOptions';
import type { JsonTranslate } from './messages';
import { tabResultOf, type TabResult } from './tabResults';
import type { JobText, JsonJob } from './worker/protocol';
import { treeClientOf } from './worker/treeClient';
import { useJsonWorker, type JobOutcome } from './worker/useJsonWorker';

export type { TabResult } from './tabResults';

/** Rows sent with a freshly built tree: more than a screen, so it shows without a round trip. */
const FIRST_TREE_ROWS = 80;

/**
 * Runs the page's actions in the worker and keeps each tab's latest result. The tree has a
 * worker of its own, so that it keeps answering while a long job runs in the other, and
 * cancelling that job does not throw the tree away.
 */
export function useJsonWorkbench(t: JsonTranslate, options: JsonOptions) {
  const main = useJsonWorker();
  const treeWorker = useJsonWorker();
  const { run } = main;
  const progress = main.progress ?? treeWorker.progress;
  const [results, setResults] = useState<Partial<Record<JsonTab, TabResult>>>({});
  const treeRequest = useRef(0);
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
      const outcome = (await worker(job)) as JobOutcome<K>;
      if (outcome.status === 'cancelled') {
        setResult(tab, { notice: { type: 'info', text: t('status.cancelled') } });
        return undefined;
      }
      if (outcome.status === 'failed') {
        setResult(tab, { failure: outcome.failure });
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
      const language = options.queryLanguage === 'jmespath' ? 'jmespath' : 'jsonpath';
      const result = await perform('query', { op: 'query', text, expression, language, lenient });
      if (result) setResult('query', tabResultOf.queried(t, result, language));
    },
    [options.queryLanguage, lenient, perform, setResult, t],
  );

  const types = useCallback(
    async (text: JobText) => {
      const language = typeLanguageOf(options.typeLanguage);
      const { rootName } = options;
      const result = await perform('types', { op: 'types', text, language, rootName, lenient });
      if (result) setResult('types', tabResultOf.typed(t, result, language));
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
  const treeEditedText = useRef<string | null>(null);
  const buildTree = useCallback(
    async (text: JobText) => {
      const edited = treeEditedText.current;
      treeEditedText.current = null;
      if (edited !== null && text === edited) return;
      const request = ++treeRequest.current;
      const result = await perform(
        'tree',
        { op: 'tree', text, lenient, rows: FIRST_TREE_ROWS },
        treeWorker.run,
      );
      if (result && request === treeRequest.current)
        setResult('tree', { tree: { build: request, ...result, base: text } });
    },
    [lenient, perform, setResult, treeWorker.run],
  );

  /** A tree edit applied: the tree (same build, so its view stays) now shows `tree.base`. */
  const treeEdited = useCallback(
    (tree: NonNullable<TabResult['tree']> & { base: string }) => {
      treeEditedText.current = tree.base;
      setResult('tree', { tree });
    },
    [setResult],
  );

  const tree = useMemo(() => treeClientOf(treeWorker.run), [treeWorker.run]);

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

  return {
    results,
    progress,
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
      treeEdited,
    },
    tree,
    clearSyntaxErrors,
  };
}

function typeLanguageOf(value: string): TypeLanguage {
  return TYPE_LANGUAGES.find((language) => language === value) ?? 'typescript';
}
