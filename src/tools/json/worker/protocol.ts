import type {
  ConvertOptions,
  DataFormat,
  DiffEntry,
  GeneratedFile,
  Indent,
  JsonErrorInfo,
  JsonStats,
  Liberties,
  LineChange,
  QueryChange,
  OutputChange,
  PunctuationChange,
  QueryLanguage,
  TreeRow,
  TreeShape,
  TypeLanguage,
} from '../core';
import type { ChangeFile } from './changeFile';
import type { ChangeListWords } from './changeListCsv';
import type { TableJobResults, TableJobWith } from './tableProtocol';
import type { SchemaDraftChoice, SchemaFile, SchemaValidation } from '../core/schema/types';
import type { EditOp } from '../core/edit';
import type { TextEdit } from '../core/textEdit';
import type { EditFailure } from '../editErrorText';

/**
 * A large input travels as a Blob: posting it copies nothing on the page's thread. `key`
 * names its content, so the worker decodes it once for any number of jobs.
 */
export interface BlobText {
  blob: Blob;
  key: string;
}

/** The text of a job: a string from the editor, or a large document as a Blob. */
export type JobText = string | BlobText;

export type FoldAction = 'toggle' | 'expandAll' | 'collapseAll' | 'reveal';

/** A job, with `T` the type of the document it works on. */
type JobWith<T> =
  | { op: 'format'; text: T; indent: Indent; sortKeys: boolean; lenient: boolean }
  | { op: 'minify'; text: T; sortKeys: boolean; lenient: boolean }
  | { op: 'validate'; text: T; lenient: boolean }
  | { op: 'expandNested'; text: T; indent: Indent; lenient: boolean }
  | { op: 'repair'; text: T }
  | { op: 'escape'; text: T; mode: 'escape' | 'unescape' | 'toUnicode' | 'fromUnicode' }
  | { op: 'convert'; text: T; from: DataFormat; to: DataFormat; options: ConvertOptions }
  | { op: 'query'; text: T; lenient: boolean; expression: string; language: QueryLanguage }
  | { op: 'types'; text: T; lenient: boolean; language: TypeLanguage; rootName: string }
  /** The whole change list of an output as CSV, in the words the page sends. */
  | { op: 'changeList'; file: ChangeFile; words: ChangeListWords }
  /** `idKey`: align arrays of objects by this member ('' aligns by content). */
  | { op: 'diff'; left: T; right: string; lenient: boolean; idKey: string }
  | { op: 'tree'; text: T; lenient: boolean; rows: number }
  | { op: 'treeRows'; from: number; to: number }
  /**
   * Changes the folding, then sends the rows `from`..`to` (for 'reveal', that many rows
   * centred on the revealed node) and where `selected` now is.
   */
  | { op: 'treeFold'; action: FoldAction; id: number; selected: number; from: number; to: number }
  | { op: 'treeSearch'; query: string }
  | { op: 'treePath'; id: number }
  | { op: 'treeValue'; id: number }
  | TableJobWith<T>
  /** Validates the document against `files[main]`, the other files there for `$ref`. */
  | {
      op: 'schemaValidate';
      text: T;
      lenient: boolean;
      files: SchemaFile[];
      main: number;
      draft: SchemaDraftChoice;
    }
  | { op: 'schemaGenerate'; text: T; lenient: boolean }
  /** Plans edits on the tree's text and rebuilds the tree from the result (worker/treeEdit.ts). */
  | { op: 'treeEdit'; ops: EditOp[]; paste?: TreePaste; rows: number; lenient: boolean }
  /** The tree held, unchanged, for a view opened again: rows from `from` (worker/treeRebase.ts). */
  | { op: 'treeView'; selected: number; from: number; rows: number }
  /**
   * The tree of the text `edits` make of the tree's (`baseLength` characters), its folding and
   * selection carried over (worker/treeRebase.ts); `reveal` unfolds to the selection, else rows
   * from `from` come back.
   */
  | {
      op: 'treeRebase';
      edits: TextEdit[];
      baseLength: number;
      selected: number;
      reveal: boolean;
      from: number;
      rows: number;
      lenient: boolean;
    }
  /** The same on a large document, edited in the worker (worker/largeTreeEdit.ts). */
  | ({
      op: 'treeEditLarge';
      ops: EditOp[];
      paste?: TreePaste;
      rows: number;
      lenient: boolean;
    } & LargeEditTarget<T>)
  /** Applies text edits (an undo or redo) to a large document and shows them in the tree. */
  | ({ op: 'treeApply'; edits: TextEdit[]; rows: number; lenient: boolean } & LargeEditTarget<T>);

/**
 * A large document edited in the worker: its text (`T`), its bytes, which the edited bytes
 * are spliced from, and the key the edited text is kept under for the jobs that follow.
 */
export interface LargeEditTarget<T> {
  text: T;
  bytes: Blob;
  key: string;
}

/** A JSON fragment pasted at a node of the tree (core/edit pasteOps says where it goes). */
export interface TreePaste {
  node: number;
  fragment: string;
}

/** Jobs the page sends to the JSON worker. */
export type JsonJob = JobWith<JobText>;
/** The same jobs once the worker has the document as a string. */
export type ResolvedJob = JobWith<string>;

/**
 * A text result. Big ones stay off the main thread as a Blob (for copy, download, reuse);
 * the page only receives the head it displays.
 */
export interface OutputPayload {
  preview: string;
  /** Characters of the whole output. */
  size: number;
  /** Its UTF-8 bytes, the size the page shows. */
  bytes: number;
  blob: Blob | null;
}

/**
 * An output with what it changed: the first ones, `changeCount` saying how many in all, and
 * every one in `changeFile` (null when there are none).
 */
export interface ChangedPayload {
  output: OutputPayload;
  changes: OutputChange[];
  changeCount: number;
  changeFile: ChangeFile | null;
}

export interface JobResults extends TableJobResults {
  format: { output: OutputPayload; liberties: Liberties };
  minify: { output: OutputPayload; liberties: Liberties };
  validate: { stats: JsonStats; liberties: Liberties };
  expandNested: { output: OutputPayload; expanded: number };
  repair: {
    output: OutputPayload;
    changes: LineChange[] | undefined;
    punctuation: PunctuationChange[];
    changed: boolean;
  };
  escape: ChangedPayload;
  convert: ChangedPayload;
  query: { matches: { path: string; text: string }[]; total: number; changes: QueryChange[] };
  types: GeneratedFile;
  changeList: { csv: Blob };
  diff: { entries: DiffEntry[] };
  tree: { nodes: number; shape: TreeShape; rows: TreeRow[] };
  treeRows: { rows: TreeRow[] };
  treeFold: { shape: TreeShape; rows: TreeRow[]; from: number; changed: boolean };
  treeSearch: { hits: number[] };
  treePath: { path: string };
  treeValue: { output: OutputPayload };
  schemaValidate: SchemaValidation;
  schemaGenerate: { output: OutputPayload };
  /** `edits` were planned on a text of `baseLength` characters: the tree's, before the edit. */
  treeEdit: { edits: TextEdit[]; baseLength: number; tree: EditedTree } | { failure: EditFailure };
  /** Undefined: the tree could not follow (see rebaseTree); build it afresh. */
  treeRebase: { tree: EditedTree | undefined };
  /** Undefined: the worker holds no tree (it was ended); build it afresh. */
  treeView: { tree: EditedTree | undefined };
  /** 'stale': the tree no longer shows the document the edit was asked on. */
  treeEditLarge: LargeEdited | { failure: EditFailure } | { stale: true };
  treeApply: LargeEdited;
}

/**
 * A large document after an edit: the edits made and those that undo them (offsets of the
 * text before and after it), its new bytes, and the tree's rows around the edited node.
 */
export interface LargeEdited {
  edits: TextEdit[];
  inverse: TextEdit[];
  bytes: Blob;
  tree: EditedTree;
}

/** The tree rebuilt after an edit: rows from `from`, with `selected` the node to select. */
export interface EditedTree {
  nodes: number;
  shape: TreeShape;
  rows: TreeRow[];
  from: number;
  selected: number;
}

/** What a job returns, whichever job it is. */
export type JobResult = JobResults[JsonJob['op']];

/** Which side of a diff a syntax error belongs to. */
export type ErrorSide = 'input' | 'compare';

/**
 * A failed job as the page keeps it: a syntax error with where it is, or any other code with
 * its values. The page words both from the catalogue (errorText.ts).
 */
export type JobFailure =
  | { kind: 'syntax'; error: JsonErrorInfo; side: ErrorSide }
  | { kind: 'tool'; code: string; params: Record<string, string | number> };
