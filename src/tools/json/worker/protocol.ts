import type {
  ConvertOptions,
  DataFormat,
  DiffEntry,
  Indent,
  JsonErrorInfo,
  JsonStats,
  Liberties,
  LineChange,
  QueryLanguage,
  TreeIndex,
  TypeLanguage,
} from '../core';

/** Jobs the page sends to the JSON worker; each carries the text it works on. */
export type JsonJob =
  | { op: 'format'; text: string; indent: Indent; sortKeys: boolean; lenient: boolean }
  | { op: 'minify'; text: string; sortKeys: boolean; lenient: boolean }
  | { op: 'validate'; text: string; lenient: boolean }
  | { op: 'expandNested'; text: string; indent: Indent; lenient: boolean }
  | { op: 'repair'; text: string }
  | { op: 'escape'; text: string; mode: 'escape' | 'unescape' | 'toUnicode' | 'fromUnicode' }
  | { op: 'convert'; text: string; from: DataFormat; to: DataFormat; options: ConvertOptions }
  | { op: 'query'; text: string; lenient: boolean; expression: string; language: QueryLanguage }
  | { op: 'types'; text: string; lenient: boolean; language: TypeLanguage; rootName: string }
  | { op: 'diff'; left: string; right: string; lenient: boolean }
  | { op: 'tree'; text: string; lenient: boolean }
  | { op: 'treeSearch'; query: string };

/**
 * A text result. Big ones stay off the main thread as a Blob (for copy, download, reuse);
 * the page only receives the head it displays.
 */
export interface OutputPayload {
  preview: string;
  size: number;
  blob: Blob | null;
}

export interface JobResults {
  format: { output: OutputPayload; liberties: Liberties };
  minify: { output: OutputPayload; liberties: Liberties };
  validate: { stats: JsonStats; liberties: Liberties };
  expandNested: { output: OutputPayload; expanded: number };
  repair: { output: OutputPayload; changes: LineChange[] | undefined; changed: boolean };
  escape: { output: OutputPayload };
  convert: { output: OutputPayload };
  query: { matches: { path: string; text: string }[]; total: number; approximate: boolean };
  types: { text: string };
  diff: { entries: DiffEntry[] };
  tree: { index: TreeIndex };
  treeSearch: { hits: number[] };
}

/** Which side of a diff a syntax error belongs to. */
export type ErrorSide = 'input' | 'compare';

export type JobFailure =
  { kind: 'syntax'; error: JsonErrorInfo; side: ErrorSide } | { kind: 'tool'; message: string };

export type WorkerReply =
  | { id: number; type: 'progress'; fraction: number }
  | { id: number; type: 'done'; result: JobResults[JsonJob['op']] }
  | { id: number; type: 'failed'; failure: JobFailure };

export interface WorkerRequest {
  id: number;
  job: JsonJob;
}
