import { JsonSyntaxError, type JsonErrorInfo } from './errors';
import {
  reformat,
  reformatInto,
  reformatWithWalker,
  type Indent,
  type OutputSink,
} from './reformat';
import { parseTree, sortTreeKeys, stringifyTree, type JsonValue } from './tree';
import { walkJson, type Liberties } from './walker';

export interface ReadOptions {
  /** 宽松模式: accept comments and trailing commas, and report them. */
  lenient?: boolean;
}

export interface FormatOptions extends ReadOptions {
  /** Spaces (0–10) or '\t'; default 2. */
  indent?: Indent;
  /** Sort the keys of every object, nested ones too (off by default). */
  sortKeys?: boolean;
  /** Called with the offset reached, about every 4 MB. */
  onProgress?: (offset: number) => void;
}

export type ParseResult =
  { ok: true; value: JsonValue; liberties: Liberties } | { ok: false; error: JsonErrorInfo };

/**
 * Strict RFC 8259 parse into a lossless tree (numbers as JsonNumber with their exact text,
 * objects as JsonObject keeping order and duplicates). Never throws for bad input.
 */
export function parseJson(text: string, options: ReadOptions = {}): ParseResult {
  try {
    const { value, liberties } = parseTree(text, { lenient: options.lenient });
    return { ok: true, value, liberties };
  } catch (error) {
    if (error instanceof JsonSyntaxError) return { ok: false, error: error.toInfo() };
    throw error;
  }
}

export interface FormatResult {
  text: string;
  liberties: Liberties;
}

const NO_LIBERTIES: Liberties = { comments: 0, trailingCommas: 0, firstOffset: -1 };

/** Format and report which liberties lenient mode took. Throws JsonSyntaxError on bad input. */
export function formatJsonWithReport(text: string, options: FormatOptions = {}): FormatResult {
  const pieces: string[] = [];
  const liberties = formatJsonInto(
    text,
    {
      write: (piece) => pieces.push(piece),
      reset: () => (pieces.length = 0),
    },
    options,
  );
  return { text: pieces.join(''), liberties };
}

/**
 * `formatJsonWithReport` with the output written to `sink` piece by piece: the fast path never
 * holds the whole output as one string (a 100 MB document's would be twice that in memory).
 */
export function formatJsonInto(
  text: string,
  sink: OutputSink,
  options: FormatOptions = {},
): Liberties {
  const indent = options.indent ?? 2;
  if (options.sortKeys) {
    const { value, liberties } = parseTree(text, {
      lenient: options.lenient,
      onProgress: options.onProgress,
    });
    sink.write(stringifyTree(sortTreeKeys(value), { indent }));
    return liberties;
  }
  if (options.lenient) {
    const result = reformatWithWalker(text, indent, {
      lenient: true,
      onProgress: options.onProgress,
    });
    sink.write(result.text);
    return result.liberties;
  }
  reformatInto(text, indent, sink, { onProgress: options.onProgress });
  return NO_LIBERTIES;
}

/**
 * Re-indents a document; numbers, escapes and key order stay exactly as written.
 * Throws JsonSyntaxError (with line, column and offset) on bad input.
 */
export function formatJson(text: string, options: FormatOptions = {}): string {
  return formatJsonWithReport(text, options).text;
}

/** Removes all insignificant whitespace. Throws JsonSyntaxError on bad input. */
export function minifyJson(text: string, options: Omit<FormatOptions, 'indent'> = {}): string {
  if (options.sortKeys) {
    const { value } = parseTree(text, { lenient: options.lenient, onProgress: options.onProgress });
    return stringifyTree(sortTreeKeys(value), { indent: null });
  }
  if (options.lenient)
    return reformatWithWalker(text, null, { lenient: true, onProgress: options.onProgress }).text;
  return reformat(text, null, { onProgress: options.onProgress });
}

export interface JsonStats {
  /** Type of the top-level value. */
  root: 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';
  nodes: number;
  maxDepth: number;
}

export type ValidateResult =
  { ok: true; stats: JsonStats; liberties: Liberties } | { ok: false; error: JsonErrorInfo };

/** Checks a document and describes it (type, node count, depth) without building a tree. */
export function validateJson(
  text: string,
  options: ReadOptions & { onProgress?: (offset: number) => void } = {},
): ValidateResult {
  let nodes = 0;
  let depth = 0;
  let maxDepth = 0;
  let root: JsonStats['root'] | undefined;
  const note = (kind: JsonStats['root']) => {
    nodes += 1;
    root ??= kind;
  };
  try {
    const liberties = walkJson(
      text,
      {
        beginObject() {
          note('object');
          depth += 1;
          if (depth > maxDepth) maxDepth = depth;
        },
        beginArray() {
          note('array');
          depth += 1;
          if (depth > maxDepth) maxDepth = depth;
        },
        endObject: () => (depth -= 1),
        endArray: () => (depth -= 1),
        key() {},
        scalar(kind) {
          note((['string', 'number', 'boolean', 'boolean', 'null'] as const)[kind]);
        },
      },
      options,
    );
    return { ok: true, stats: { root: root ?? 'null', nodes, maxDepth }, liberties };
  } catch (error) {
    if (error instanceof JsonSyntaxError) return { ok: false, error: error.toInfo() };
    throw error;
  }
}
