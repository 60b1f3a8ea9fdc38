import { formatSize, utf8Length } from './sizeText';
import type { JobFailure, JobText } from './worker/protocol';

/**
 * Inputs jq takes: jq copies the document into its wasm memory and builds every value there,
 * beside our lossless tree of it (10 MB: 114 MB of tree, ~100 MB of wasm, and a copy of the
 * tree when numbers must be checked), so 100 MB would take the tab to several GB.
 */
const JQ_MAX_BYTES = 10 * 1024 * 1024;

function sizeOf(text: JobText): number {
  return typeof text === 'string' ? utf8Length(text) : text.blob.size;
}

/** Why jq will not run on this input, or undefined when it will. */
export function jqRefusal(text: JobText): JobFailure | undefined {
  // A string input is small (large ones are Blobs): counting its bytes costs little.
  if (typeof text === 'string' && text.length <= JQ_MAX_BYTES / 3) return undefined;
  const size = sizeOf(text);
  if (size <= JQ_MAX_BYTES) return undefined;
  const params = { size: formatSize(size), limit: formatSize(JQ_MAX_BYTES) };
  return { kind: 'tool', code: 'jqTooLarge', params };
}

/**
 * A jq filter running longer than this is taken for an endless loop and stopped: 20 s, and
 * 2 s more per million characters of input (reading and writing 50 MB takes a while).
 */
export function jqTimeoutSeconds(text: JobText): number {
  const size = typeof text === 'string' ? text.length : text.blob.size;
  return 20 + Math.floor((2 * size) / 1e6);
}
