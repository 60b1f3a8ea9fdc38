import { startTransition, useCallback, useMemo, useRef, useState } from 'react';
import type { DiffEntry, JsonErrorInfo, LineChange, TreeRow, TreeShape } from './core';
import { delimiterOf, formatOf, indentOf, type JsonOptions, type JsonTab } from './jsonOptions';
import type { JsonTranslate } from './messages';
import type { JobFailure, JobText, JsonJob, OutputPayload } from './worker/protocol';
import type { JobOutcome } from './worker/useJsonWorker';
import { useJsonWorker } from './worker/useJsonWorker';
import { treeClientOf } from './worker/treeClient';

/** What a tab shows after its last action. */
export interface TabResult {
  output?: OutputPayload & { syntax: OutputSyntax; fileName: string };
  failure?: JobFailure;
  notice?: { type: 'success' | 'info' | 'warning'; text: string };
  repairChanges?: LineChange[] | null;
  queryMatches?: { path: string; text: string }[];
  diffEntries?: DiffEntry[];
  /** A built tree: it lives in the tree worker; this is its first screen of rows. */
  tree?: { build: number; nodes: number; shape: TreeShape; rows: TreeRow[] };
}

export type OutputSyntax = 'json' | 'text';

const EXTENSIONS: Record<string, string> = {
  json: 'json',
  yaml: 'yaml',
  xml: 'xml',
  csv: 'csv',
  toml: 'toml',
  query: 'txt',
};
const TYPE_FILES: Record<string, string> = {
  typescript: 'types.ts',
  go: 'types.go',
  java: 'Root.java',
  csharp: 'Root.cs',
};

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

  const libertyNotice = useCallback(
    (liberties: { comments: number; trailingCommas: number }) =>
      liberties.comments + liberties.trailingCommas > 0
        ? {
            type: 'warning' as const,
            text: t('status.liberties', {
              comments: liberties.comments,
              commas: liberties.trailingCommas,
            }),
          }
        : undefined,
    [t],
  );

  const format = useCallback(
    async (text: JobText, minify = false) => {
      const lenient = options.lenient;
      const result = minify
        ? await perform('format', { op: 'minify', text, sortKeys: options.sortKeys, lenient })
        : await perform('format', {
            op: 'format',
            text,
            indent: indentOf(options),
            sortKeys: options.sortKeys,
            lenient,
          });
      if (result)
        setResult('format', {
          output: {
            ...result.output,
            syntax: 'json',
            fileName: minify ? 'minified.json' : 'formatted.json',
          },
          notice: libertyNotice(result.liberties) ?? {
            type: 'success',
            text: minify ? t('status.minified') : t('status.formatted'),
          },
        });
    },
    [options, perform, setResult, t, libertyNotice],
  );

  const validate = useCallback(
    async (text: JobText) => {
      const result = await perform('format', { op: 'validate', text, lenient: options.lenient });
      if (!result) return;
      const { stats } = result;
      const rootName = t(`type.${stats.root}`);
      setResult('format', {
        notice: libertyNotice(result.liberties) ?? {
          type: 'success',
          text: t('status.valid', {
            root: rootName,
            nodes: stats.nodes.toLocaleString(),
            depth: stats.maxDepth,
          }),
        },
      });
    },
    [options.lenient, perform, setResult, t, libertyNotice],
  );

  const expandNested = useCallback(
    async (text: JobText) => {
      const result = await perform('format', {
        op: 'expandNested',
        text,
        indent: indentOf(options),
        lenient: options.lenient,
      });
      if (result)
        setResult('format', {
          output: { ...result.output, syntax: 'json', fileName: 'expanded.json' },
          notice: {
            type: result.expanded ? 'success' : 'info',
            text: t('status.expanded', { count: result.expanded }),
          },
        });
    },
    [options, perform, setResult, t],
  );

  const repair = useCallback(
    async (text: JobText) => {
      const result = await perform('repair', { op: 'repair', text });
      if (result)
        setResult('repair', {
          output: { ...result.output, syntax: 'json', fileName: 'repaired.json' },
          repairChanges: result.changes ?? null,
          notice: result.changed
            ? {
                type: 'success',
                text: result.changes
                  ? t('status.repaired', { count: result.changes.length })
                  : t('status.repairedMany'),
              }
            : { type: 'info', text: t('status.nothingToRepair') },
        });
    },
    [perform, setResult, t],
  );

  const escape = useCallback(
    async (text: JobText, mode: 'escape' | 'unescape' | 'toUnicode' | 'fromUnicode') => {
      const result = await perform('escape', { op: 'escape', text, mode });
      if (result)
        setResult('escape', {
          output: { ...result.output, syntax: 'text', fileName: 'text.txt' },
        });
    },
    [perform, setResult],
  );

  /** Converts between the formats chosen in the options, or the ones given (an action's). */
  const convert = useCallback(
    async (text: JobText, formats: { from: string; to: string } = options) => {
      const from = formatOf(formats.from);
      const to = formatOf(formats.to);
      const result = await perform('convert', {
        op: 'convert',
        text,
        from,
        to,
        options: {
          indent: indentOf(options) === '\t' ? 2 : (indentOf(options) as number),
          delimiter: delimiterOf(options),
          inferTypes: options.inferTypes,
        },
      });
      if (result)
        setResult('convert', {
          output: {
            ...result.output,
            syntax: to === 'json' ? 'json' : 'text',
            fileName: `converted.${EXTENSIONS[to]}`,
          },
          notice: {
            type: 'success',
            text: t('status.converted', { from: t(`format.${from}`), to: t(`format.${to}`) }),
          },
        });
    },
    [options, perform, setResult, t],
  );

  const query = useCallback(
    async (text: JobText, expression: string) => {
      const language = options.queryLanguage === 'jmespath' ? 'jmespath' : 'jsonpath';
      const result = await perform('query', {
        op: 'query',
        text,
        expression,
        language,
        lenient: options.lenient,
      });
      if (!result) return;
      const all =
        language === 'jsonpath'
          ? `[\n${result.matches.map((m) => m.text.replace(/^/gm, '  ')).join(',\n')}\n]`
          : (result.matches[0]?.text ?? 'null');
      setResult('query', {
        output: {
          ...plainOutput(result.matches.length || language === 'jmespath' ? all : '[]'),
          syntax: 'json',
          fileName: 'query-result.json',
        },
        queryMatches: language === 'jsonpath' ? result.matches : undefined,
        notice: {
          type: result.approximate ? 'warning' : result.total ? 'success' : 'info',
          text: result.approximate
            ? t('status.approximate')
            : language === 'jsonpath'
              ? t('status.matches', { count: result.total, shown: result.matches.length })
              : t('status.queried'),
        },
      });
    },
    [options.queryLanguage, options.lenient, perform, setResult, t],
  );

  const types = useCallback(
    async (text: JobText) => {
      const language = formatLanguage(options.typeLanguage);
      const result = await perform('types', {
        op: 'types',
        text,
        language,
        rootName: options.rootName,
        lenient: options.lenient,
      });
      if (result)
        setResult('types', {
          output: { ...plainOutput(result.text), syntax: 'text', fileName: TYPE_FILES[language] },
        });
    },
    [options.typeLanguage, options.rootName, options.lenient, perform, setResult],
  );

  const diff = useCallback(
    async (left: JobText, right: string) => {
      const result = await perform('diff', { op: 'diff', left, right, lenient: options.lenient });
      if (result)
        setResult('diff', {
          diffEntries: result.entries,
          notice: {
            type: result.entries.length ? 'info' : 'success',
            text: result.entries.length
              ? t('status.differences', { count: result.entries.length })
              : t('status.same'),
          },
        });
    },
    [options.lenient, perform, setResult, t],
  );

  const buildTree = useCallback(
    async (text: JobText) => {
      const request = ++treeRequest.current;
      const result = await perform(
        'tree',
        { op: 'tree', text, lenient: options.lenient, rows: FIRST_TREE_ROWS },
        treeWorker.run,
      );
      if (result && request === treeRequest.current)
        setResult('tree', { tree: { build: request, ...result } });
    },
    [options.lenient, perform, setResult, treeWorker.run],
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
    },
    tree,
    clearSyntaxErrors,
  };
}

/** Small results (queries, types) come back as text; they fit the preview whole. */
function plainOutput(text: string): OutputPayload {
  return { preview: text, size: text.length, blob: null };
}

function formatLanguage(value: string) {
  return value === 'go' || value === 'java' || value === 'csharp' ? value : 'typescript';
}

export type SyntaxFailure = { error: JsonErrorInfo; side: 'input' | 'compare' };
