import {
  convertData,
  diffJson,
  escapeJsonString,
  expandNestedJson,
  formatJsonInto,
  generateTypes,
  IndexedDocument,
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
import type { ChangedOutput, QueryResult } from '../core';
import { runJq } from '../core/jq/jqRun';
import { changeFileOf } from './changeFile';
import { changeListCsv } from './changeListCsv';
import { loadJqEngine } from './jqEngine';
import { syntaxWorkerError } from './jobFailure';
import { payload, PayloadSink } from './outputPayload';
import { editLargeTree } from './largeTreeEdit';
import { editTree } from './treeEdit';
import { rebaseTree, viewTree } from './treeRebase';
import type { ChangedPayload, JobResult, OutputPayload, ResolvedJob } from './protocol';
import { viewLimitOf } from './queryBudget';
import { indexOfText } from './sharedIndex';
import { currentTable, runTableJob } from './tableJob';

/** The tree last built, with its folding: the page asks it for the rows it shows. */
let tree: TreeSession | undefined;

const MAX_QUERY_MATCHES = 2000;
/** jq's outputs as matches: computed values, so without a path. */
function jqMatches(result: ReturnType<typeof runJq>) {
  const matches = result.outputs.map((value) => ({ path: '', value }));
  return { matches, total: matches.length, changes: result.changes };
}

function withOutput<T extends { text: string }>(
  result: T,
): Omit<T, 'text'> & { output: OutputPayload } {
  const { text, ...rest } = result;
  return { ...rest, output: payload(text) };
}

/** At most MAX_QUERY_MATCHES matches travel, each as indented text. */
function matchesOf(result: QueryResult) {
  const matches = result.matches.slice(0, MAX_QUERY_MATCHES).map((match) => ({
    path: match.path,
    text: stringifyTree(match.value, { indent: 2 }),
  }));
  return { matches, total: result.total, changes: result.changes };
}

/**
 * A change list travels as objects up to this many entries; all of them travel in a Blob that
 * the page reads a page at a time (a 100 MB document can make millions).
 */
export const MAX_SENT_CHANGES = 1000;

function withChanges(result: ChangedOutput): ChangedPayload {
  const { changes } = result;
  return {
    output: payload(result.text),
    changes: changes.slice(0, MAX_SENT_CHANGES),
    changeCount: changes.length,
    changeFile: changes.length > 0 ? changeFileOf(changes) : null,
  };
}

/**
 * Runs one job; `progress` gets the offset reached of the text's length in long passes.
 * `remember` keeps a large document's edited text under its new key, so the next job on it
 * does not decode its bytes again.
 */
export async function runJob(
  job: ResolvedJob,
  progress: (done: number, total: number) => void,
  remember: (key: string, text: string) => void = () => undefined,
): Promise<JobResult> {
  const onProgress = (offset: number) =>
    progress(offset, Math.max(1, 'text' in job ? job.text.length : 1));
  switch (job.op) {
    case 'format':
    case 'minify': {
      // Indent 0 is minified output (same as minifyJson), with the lenient report.
      const sink = new PayloadSink();
      const liberties = formatJsonInto(job.text, sink, {
        indent: job.op === 'format' ? job.indent : 0,
        sortKeys: job.sortKeys,
        lenient: job.lenient,
        onProgress,
      });
      return { output: sink.finish(), liberties };
    }
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
      const { lenient } = job;
      if (job.language === 'jq') {
        const { value } = parseTree(job.text, { lenient, onProgress });
        const result = jqMatches(
          runJq(await loadJqEngine(), value, job.expression, MAX_QUERY_MATCHES),
        );
        return matchesOf(result);
      }
      // Read through the tree index (the tree's or the table's when they show this text): only
      // what the expression reaches is built, not the whole document as objects.
      const index = indexOfText(job.text, { lenient, onProgress }, [tree, currentTable()]);
      const document = new IndexedDocument(job.text, index, viewLimitOf(job.text, index));
      return matchesOf(await queryJson(document, job.expression, job.language, MAX_QUERY_MATCHES));
    }
    case 'changeList':
      return { csv: await changeListCsv(job.file, job.words) };
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
      const same = tree?.text === job.text ? tree : undefined;
      tree = undefined; // let the previous tree go before building the next
      const options = { lenient: job.lenient, onProgress };
      tree = new TreeSession(job.text, indexOfText(job.text, options, [same, currentTable()]));
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
    case 'treeRebase': {
      const rebased = rebaseTree(tree, job);
      if (rebased) tree = rebased.session;
      return { tree: rebased?.tree };
    }
    case 'treeView':
      return { tree: viewTree(tree, job) };
    case 'treeEditLarge':
    case 'treeApply': {
      const edited = await editLargeTree(tree, job);
      if (edited.session) {
        tree = edited.session;
        remember(job.key, tree.text);
      }
      return edited.result;
    }
    case 'treeValue':
      return { output: payload(tree ? tree.valueForCopy(job.id) : '') };
    case 'table':
    case 'tableOpen':
    case 'tableRows':
    case 'tableValue':
    case 'tableExport':
    case 'tableEdit':
      return runTableJob(job, onProgress, tree);
    case 'schemaValidate': {
      // The validator loads with the first validation, never with the screen.
      const { validateAgainstSchema } = await import('../core/schema/validate');
      return validateAgainstSchema({ ...job, document: job.text });
    }
    case 'schemaGenerate': {
      const { generateSchema } = await import('../core/schema/generate');
      const { value } = parseTree(job.text, { lenient: job.lenient, onProgress });
      return { output: payload(stringifyTree(generateSchema(value), { indent: 2 })) };
    }
  }
}
