import type {
  DataFormat,
  DiffEntry,
  LineChange,
  QueryChange,
  QueryLanguage,
  OutputChange,
  PunctuationChange,
  TreeRow,
  TreeShape,
} from './core';
import type { JsonTranslate } from './messages';
import { utf8Length } from './sizeText';
import type { JobFailure, JobResults, JobText, OutputPayload } from './worker/protocol';
import type { ChangeFile } from './worker/changeFile';
import type { TableJobResults } from './worker/tableProtocol';

/** What a tab shows after its last action. */
export interface TabResult {
  output?: OutputPayload & { syntax: OutputSyntax; fileName: string };
  failure?: JobFailure;
  /** The failure came from a live run: marked in the editor, the cursor left where it is. */
  live?: boolean;
  notice?: { type: 'success' | 'info' | 'warning'; text: string };
  repairChanges?: LineChange[] | null;
  /** Where the output differs from its input (the first ones), how many in all, and all. */
  changes?: { list: OutputChange[]; total: number; file?: ChangeFile | null };
  /** Full-width punctuation the repair replaced, each with where it was. */
  repairPunctuation?: PunctuationChange[];
  queryMatches?: { path: string; text: string }[];
  diffEntries?: DiffEntry[];
  /** A built tree: it lives in the tree worker; this is its first screen of rows. */
  tree?: {
    build: number;
    nodes: number;
    shape: TreeShape;
    rows: TreeRow[];
    /** The text the tree shows (edits are planned on it). */
    base: JobText;
    /** After an edit: the rows start at `from`, and `selected` is selected. */
    from?: number;
    selected?: number;
    /** Followed a change made in the editor: the tree stays scrolled where the user left it. */
    followed?: boolean;
    /** The view opened again on the same tree: scrolled back to this position. */
    scrollTop?: number;
  };
  /** A built table, kept in the tree worker likewise. */
  table?: TableBuild;
}

export type TableBuild = { build: number } & TableJobResults['table'];

export type OutputSyntax = 'json' | 'text';

const EXTENSIONS: Record<DataFormat, string> = {
  json: 'json',
  yaml: 'yaml',
  xml: 'xml',
  csv: 'csv',
  toml: 'toml',
  query: 'txt',
};
const QUERY_CHANGE_CODES = {
  filterDouble: 'queryFilterDouble',
  jmesPathDouble: 'queryJmesPathDouble',
  jmesPathKeyOrder: 'queryJmesPathKeyOrder',
  jqDouble: 'queryJqDouble',
  jqDoubleMaybe: 'queryJqDoubleMaybe',
} as const;

function queryChangeOf(change: QueryChange): OutputChange {
  const { path, before, after, reason } = change;
  return { path, before, after, reason: { code: QUERY_CHANGE_CODES[reason], params: {} } };
}

/** Small results (queries, types) come back as text; they fit the preview whole. */
function plainOutput(text: string): OutputPayload {
  return { preview: text, size: text.length, bytes: utf8Length(text), blob: null };
}

/** 宽松模式 says which liberties it took; nothing when it took none. */
function libertyNotice(
  t: JsonTranslate,
  liberties: { comments: number; trailingCommas: number },
): TabResult['notice'] {
  if (liberties.comments + liberties.trailingCommas === 0) return undefined;
  return {
    type: 'warning',
    text: t('status.liberties', { comments: liberties.comments, commas: liberties.trailingCommas }),
  };
}

/** What was found; a warning besides when a number was computed with as a double. */
function queryNotice(
  t: JsonTranslate,
  result: JobResults['query'],
  language: QueryLanguage,
): TabResult['notice'] {
  const found = foundNotice(t, result, language);
  if (!result.changes.length) return found;
  // The counts stay: the matches are still what the query found (显示 M/N), with a caveat.
  return {
    type: 'warning',
    text: t('status.queryChanged', { found: found.text, count: result.changes.length }),
  };
}

function foundNotice(t: JsonTranslate, result: JobResults['query'], language: QueryLanguage) {
  if (language === 'jsonpath')
    return {
      type: result.total ? ('success' as const) : ('info' as const),
      text: t('status.matches', { count: result.total, shown: result.matches.length }),
    };
  if (language === 'jq') {
    const more = result.total > result.matches.length;
    return {
      type: result.total ? ('success' as const) : ('info' as const),
      text: more
        ? t('status.jqMore', { shown: result.matches.length })
        : t('status.jqOutputs', { count: result.total }),
    };
  }
  return { type: 'success' as const, text: t('status.queried') };
}

/** jq's outputs one after another (as jq prints them), numbered in the list. */
function jqQueried(t: JsonTranslate, result: JobResults['query']): TabResult {
  return {
    output: {
      ...plainOutput(result.matches.map((m) => m.text).join('\n')),
      syntax: 'json',
      fileName: 'jq-result.json',
    },
    queryMatches: result.matches,
    changes: result.changes.length
      ? { list: result.changes.map(queryChangeOf), total: result.changes.length }
      : undefined,
    notice: queryNotice(t, result, 'jq'),
  };
}

/**
 * How each job's result reads on its tab: the output with the file name a download gets, and
 * the notice that says what happened. Pure, so every wording is decided in one place.
 */
export const tabResultOf = {
  formatted(
    t: JsonTranslate,
    result: JobResults['format'],
    how: { minify: boolean; sortKeys: boolean },
  ): TabResult {
    const { minify, sortKeys } = how;
    // With 排序键 on the key order is not the input's: the notice must not say it is.
    const done = sortKeys
      ? t(minify ? 'status.minifiedSorted' : 'status.formattedSorted')
      : t(minify ? 'status.minified' : 'status.formatted');
    return {
      output: {
        ...result.output,
        syntax: 'json',
        fileName: minify ? 'minified.json' : 'formatted.json',
      },
      notice: libertyNotice(t, result.liberties) ?? { type: 'success', text: done },
    };
  },

  validated(t: JsonTranslate, result: JobResults['validate']): TabResult {
    const { stats } = result;
    return {
      notice: libertyNotice(t, result.liberties) ?? {
        type: 'success',
        text: t('status.valid', {
          root: t(`type.${stats.root}`),
          nodes: stats.nodes.toLocaleString(),
          depth: stats.maxDepth,
        }),
      },
    };
  },

  expanded(t: JsonTranslate, result: JobResults['expandNested']): TabResult {
    return {
      output: { ...result.output, syntax: 'json', fileName: 'expanded.json' },
      notice: {
        type: result.expanded ? 'success' : 'info',
        text: t('status.expanded', { count: result.expanded }),
      },
    };
  },

  repaired(t: JsonTranslate, result: JobResults['repair']): TabResult {
    return {
      output: { ...result.output, syntax: 'json', fileName: 'repaired.json' },
      repairChanges: result.changes ?? null,
      repairPunctuation: result.punctuation,
      notice: result.changed
        ? {
            type: 'success',
            text: result.changes
              ? t('status.repaired', { count: result.changes.length })
              : t('status.repairedMany'),
          }
        : { type: 'info', text: t('status.nothingToRepair') },
    };
  },

  escaped(result: JobResults['escape']): TabResult {
    return {
      output: { ...result.output, syntax: 'text', fileName: 'text.txt' },
      changes: { list: result.changes, total: result.changeCount, file: result.changeFile },
    };
  },

  converted(
    t: JsonTranslate,
    result: JobResults['convert'],
    formats: { from: DataFormat; to: DataFormat },
  ): TabResult {
    const { from, to } = formats;
    return {
      output: {
        ...result.output,
        syntax: to === 'json' ? 'json' : 'text',
        fileName: `converted.${EXTENSIONS[to]}`,
      },
      changes: { list: result.changes, total: result.changeCount, file: result.changeFile },
      notice: result.changeCount
        ? {
            type: 'warning',
            text: t('status.convertedChanged', {
              from: t(`format.${from}`),
              to: t(`format.${to}`),
              count: result.changeCount,
            }),
          }
        : {
            type: 'success',
            text: t('status.converted', { from: t(`format.${from}`), to: t(`format.${to}`) }),
          },
    };
  },

  /**
   * JSONPath lists its matches (with paths); JMESPath computes one value; jq gives a stream of
   * values, shown as jq prints them (one after another) and listed one by one.
   */
  queried(t: JsonTranslate, result: JobResults['query'], language: QueryLanguage): TabResult {
    if (language === 'jq') return jqQueried(t, result);
    const all =
      language === 'jsonpath'
        ? `[\n${result.matches.map((m) => m.text.replace(/^/gm, '  ')).join(',\n')}\n]`
        : (result.matches[0]?.text ?? 'null');
    return {
      output: {
        ...plainOutput(result.matches.length || language === 'jmespath' ? all : '[]'),
        syntax: 'json',
        fileName: 'query-result.json',
      },
      queryMatches: language === 'jsonpath' ? result.matches : undefined,
      // Numbers the query computed with as doubles, in the change list every output uses.
      changes: result.changes.length
        ? { list: result.changes.map(queryChangeOf), total: result.changes.length }
        : undefined,
      notice: queryNotice(t, result, language),
    };
  },

  typed(t: JsonTranslate, result: JobResults['types']): TabResult {
    const notes = result.notes.map((note) =>
      t(`types.note.${note.code}`, { path: note.path, ...note.params }),
    );
    return {
      output: { ...plainOutput(result.text), syntax: 'text', fileName: result.fileName },
      notice: notes.length
        ? {
            type: 'warning',
            text: t('types.notes', { count: notes.length, list: notes.join(t('types.noteJoin')) }),
          }
        : undefined,
    };
  },

  compared(t: JsonTranslate, result: JobResults['diff']): TabResult {
    return {
      diffEntries: result.entries,
      notice: {
        type: result.entries.length ? 'info' : 'success',
        text: result.entries.length
          ? t('status.differences', { count: result.entries.length })
          : t('status.same'),
      },
    };
  },
};
