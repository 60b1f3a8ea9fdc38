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
  searchTree,
  stringifyTree,
  textToUnicode,
  unescapeJsonString,
  unicodeToText,
  validateJson,
  type TreeIndex,
} from '../core';
import type { JobResults, JsonJob, OutputPayload } from './protocol';

/** The last tree built, kept here so searching it needs no second copy of the text. */
let lastTree: { text: string; index: TreeIndex } | undefined;

const MAX_QUERY_MATCHES = 2000;
/** Outputs up to this many characters go to the page as text; larger ones as a Blob plus this head. */
export const OUTPUT_PREVIEW = 512 * 1024;

function payload(text: string): OutputPayload {
  if (text.length <= OUTPUT_PREVIEW) return { preview: text, size: text.length, blob: null };
  return {
    preview: text.slice(0, OUTPUT_PREVIEW),
    size: text.length,
    blob: new Blob([text], { type: 'text/plain' }),
  };
}

function withOutput<T extends { text: string }>(
  result: T,
): Omit<T, 'text'> & { output: OutputPayload } {
  const { text, ...rest } = result;
  return { ...rest, output: payload(text) };
}

type Outcome = { result: JobResults[JsonJob['op']]; transfer: Transferable[] };

function done(result: JobResults[JsonJob['op']], transfer: Transferable[] = []): Outcome {
  return { result, transfer };
}

/** Runs one job; `progress` gets 0..1 for the long single-pass operations. */
export async function runJob(job: JsonJob, progress: (fraction: number) => void): Promise<Outcome> {
  const onProgress = (offset: number) =>
    progress(offset / Math.max(1, 'text' in job ? job.text.length : 1));
  switch (job.op) {
    case 'format':
      return done(
        withOutput(
          formatJsonWithReport(job.text, {
            indent: job.indent,
            sortKeys: job.sortKeys,
            lenient: job.lenient,
            onProgress,
          }),
        ),
      );
    case 'minify':
      // Indent 0 is minified output (same as minifyJson), with the lenient report.
      return done(
        withOutput(
          formatJsonWithReport(job.text, {
            indent: 0,
            sortKeys: job.sortKeys,
            lenient: job.lenient,
            onProgress,
          }),
        ),
      );
    case 'validate': {
      const result = validateJson(job.text, { lenient: job.lenient, onProgress });
      if (!result.ok) throw syntaxError(job.text, result.error.offset, result.error);
      return done({ stats: result.stats, liberties: result.liberties });
    }
    case 'expandNested': {
      const { value } = parseTree(job.text, { lenient: job.lenient, onProgress });
      const { value: expanded, expanded: count } = expandNestedJson(value);
      return done({
        output: payload(stringifyTree(expanded, { indent: job.indent })),
        expanded: count,
      });
    }
    case 'repair':
      return done(withOutput(await repairJson(job.text)));
    case 'escape': {
      const convert = {
        escape: () => escapeJsonString(job.text),
        unescape: () => unescapeJsonString(job.text),
        toUnicode: () => textToUnicode(job.text),
        fromUnicode: () => unicodeToText(job.text),
      }[job.mode];
      return done({ output: payload(convert()) });
    }
    case 'convert':
      return done({ output: payload(await convertData(job.text, job.from, job.to, job.options)) });
    case 'query': {
      const { value } = parseTree(job.text, { lenient: job.lenient, onProgress });
      const result = await queryJson(value, job.expression, job.language);
      const matches = result.matches.slice(0, MAX_QUERY_MATCHES).map((match) => ({
        path: match.path,
        text: stringifyTree(match.value, { indent: 2 }),
      }));
      return done({ matches, total: result.matches.length, approximate: result.approximate });
    }
    case 'types': {
      const { value } = parseTree(job.text, { lenient: job.lenient, onProgress });
      return done({ text: generateTypes(value, job.language, { rootName: job.rootName }) });
    }
    case 'diff': {
      const left = parseTree(job.left, { lenient: job.lenient }).value;
      let right;
      try {
        right = parseTree(job.right, { lenient: job.lenient }).value;
      } catch (error) {
        if (error instanceof JsonSyntaxError) Object.assign(error, { side: 'compare' });
        throw error;
      }
      return done({ entries: diffJson(left, right) });
    }
    case 'tree': {
      const index = buildTreeIndex(job.text, { lenient: job.lenient, onProgress });
      lastTree = { text: job.text, index };
      const copy: TreeIndex = {
        ...index,
        kind: index.kind.slice(),
        parent: index.parent.slice(),
        depth: index.depth.slice(),
        subtreeEnd: index.subtreeEnd.slice(),
        childCount: index.childCount.slice(),
        indexInParent: index.indexInParent.slice(),
        start: index.start.slice(),
        end: index.end.slice(),
        keyStart: index.keyStart.slice(),
        keyEnd: index.keyEnd.slice(),
      };
      const transfer = [
        copy.kind,
        copy.parent,
        copy.depth,
        copy.subtreeEnd,
        copy.childCount,
        copy.indexInParent,
        copy.start,
        copy.end,
        copy.keyStart,
        copy.keyEnd,
      ].map((array) => array.buffer as ArrayBuffer);
      return done({ index: copy }, transfer);
    }
    case 'treeSearch':
      return done({ hits: lastTree ? searchTree(lastTree.index, lastTree.text, job.query) : [] });
  }
}

function syntaxError(
  text: string,
  offset: number,
  info: { code: JsonSyntaxError['code']; reason: string },
): JsonSyntaxError {
  return new JsonSyntaxError(text, offset, info.code, info.reason);
}
