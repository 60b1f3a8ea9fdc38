import {
  buildTreeIndex,
  convertData,
  diffJson,
  escapeJsonString,
  expandNestedJson,
  formatJsonWithReport,
  generateTypes,
  JsonSyntaxError,
  parseTree,
  queryJson,
  repairJson,
  stringifyTree,
  textToUnicode,
  TreeSession,
  unescapeJsonString,
  unicodeToText,
  validateJson,
} from '../core';
import type { ChangedOutput, OutputChange } from '../core';
import { utf8Length } from '../sizeText';
import { syntaxWorkerError } from './jobFailure';
import { editTree } from './treeEdit';
import type { JobResult, OutputPayload, ResolvedJob } from './protocol';

/** The tree last built, with its folding: the page asks it for the rows it shows. */
let tree: TreeSession | undefined;

const MAX_QUERY_MATCHES = 2000;
/** Outputs up to this many characters go to the page as text; larger ones as a Blob plus this head. */
export const OUTPUT_PREVIEW = 512 * 1024;

function payload(text: string): OutputPayload {
  const bytes = utf8Length(text);
  if (text.length <= OUTPUT_PREVIEW) return { preview: text, size: text.length, bytes, blob: null };
  return {
    preview: text.slice(0, OUTPUT_PREVIEW),
    size: text.length,
    bytes,
    blob: new Blob([text], { type: 'text/plain' }),
  };
}

function withOutput<T extends { text: string }>(
  result: T,
): Omit<T, 'text'> & { output: OutputPayload } {
  const { text, ...rest } = result;
  return { ...rest, output: payload(text) };
}

/** A change list travels whole up to this many entries; beyond, the count tells the rest. */
export const MAX_SENT_CHANGES = 1000;

function withChanges(result: ChangedOutput): {
  output: OutputPayload;
  changes: OutputChange[];
  changeCount: number;
} {
  return {
    output: payload(result.text),
    changes: result.changes.slice(0, MAX_SENT_CHANGES),
    changeCount: result.changes.length,
  };
}

/** Runs one job; `progress` gets the offset reached of the text's length in long passes. */
export async function runJob(
  job: ResolvedJob,
  progress: (done: number, total: number) => void,
): Promise<JobResult> {
  const onProgress = (offset: number) =>
    progress(offset, Math.max(1, 'text' in job ? job.text.length : 1));
  switch (job.op) {
    case 'format':
      return withOutput(
        formatJsonWithReport(job.text, {
          indent: job.indent,
          sortKeys: job.sortKeys,
          lenient: job.lenient,
          onProgress,
        }),
      );
    case 'minify':
      // Indent 0 is minified output (same as minifyJson), with the lenient report.
      return withOutput(
        formatJsonWithReport(job.text, {
          indent: 0,
          sortKeys: job.sortKeys,
          lenient: job.lenient,
          onProgress,
        }),
      );
    case 'validate': {
      const result = validateJson(job.text, { lenient: job.lenient, onProgress });
      if (!result.ok)
        throw new JsonSyntaxError(
          job.text,
          result.error.offset,
          result.error.code,
          result.error.params,
        );
      return { stats: result.stats, liberties: result.liberties };
    }
    case 'expandNested': {
      const { value } = parseTree(job.text, { lenient: job.lenient, onProgress });
      const { value: expanded, expanded: count } = expandNestedJson(value);
      return {
        output: payload(stringifyTree(expanded, { indent: job.indent })),
        expanded: count,
      };
    }
    case 'repair':
      return withOutput(await repairJson(job.text));
    case 'escape': {
      const exact = (text: string) => ({ text, changes: [] });
      const convert = {
        escape: () => exact(escapeJsonString(job.text)),
        unescape: () => exact(unescapeJsonString(job.text)),
        toUnicode: () => exact(textToUnicode(job.text)),
        fromUnicode: () => unicodeToText(job.text),
      }[job.mode];
      return withChanges(convert());
    }
    case 'convert':
      return withChanges(await convertData(job.text, job.from, job.to, job.options));
    case 'query': {
      const { value } = parseTree(job.text, { lenient: job.lenient, onProgress });
      const result = await queryJson(value, job.expression, job.language);
      const matches = result.matches.slice(0, MAX_QUERY_MATCHES).map((match) => ({
        path: match.path,
        text: stringifyTree(match.value, { indent: 2 }),
      }));
      return { matches, total: result.matches.length, changes: result.changes };
    }
    case 'types': {
      const { value } = parseTree(job.text, { lenient: job.lenient, onProgress });
      return generateTypes(value, job.language, { rootName: job.rootName });
    }
    case 'diff': {
      const left = parseTree(job.left, { lenient: job.lenient }).value;
      let right;
      try {
        right = parseTree(job.right, { lenient: job.lenient }).value;
      } catch (error) {
        throw error instanceof JsonSyntaxError ? syntaxWorkerError(error, 'compare') : error;
      }
      return { entries: diffJson(left, right, { idKey: job.idKey || undefined }) };
    }
    case 'tree': {
      tree = undefined; // let the previous tree go before building the next
      tree = new TreeSession(
        job.text,
        buildTreeIndex(job.text, { lenient: job.lenient, onProgress }),
      );
      return {
        nodes: tree.index.count,
        shape: tree.shape(0),
        rows: tree.rowsBetween(0, job.rows),
      };
    }
    case 'treeRows':
      return { rows: tree ? tree.rowsBetween(job.from, job.to) : [] };
    case 'treeFold': {
      if (!tree) return { shape: { visibleCount: 0, row: -1 }, rows: [], from: 0, changed: false };
      let from = job.from;
      let changed = true;
      if (job.action === 'toggle') tree.toggle(job.id);
      else if (job.action === 'expandAll') changed = tree.expandAll();
      else if (job.action === 'collapseAll') tree.collapseAll();
      else from = Math.max(0, tree.reveal(job.id) - Math.floor((job.to - job.from) / 2));
      const to = from + (job.to - job.from);
      return {
        shape: tree.shape(job.selected),
        rows: tree.rowsBetween(from, to),
        from,
        changed,
      };
    }
    case 'treeSearch':
      return { hits: tree ? tree.search(job.query) : [] };
    case 'treePath':
      return { path: tree ? tree.path(job.id) : '$' };
    case 'treeEdit': {
      if (!tree) return { failure: { code: 'editNoNode', params: { node: 0 } } };
      const edited = editTree(tree, job);
      if (edited.session) tree = edited.session;
      return edited.result;
    }
    case 'treeValue':
      return { output: payload(tree ? tree.valueForCopy(job.id) : '') };
  }
}
