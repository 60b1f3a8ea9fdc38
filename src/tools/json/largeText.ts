import type { BlobText, JobText } from './worker/protocol';

/**
 * Inputs above this many characters (or bytes, for files) stay out of the editor and are
 * kept as a Blob: the page never holds them as one string, so it never spends a long task
 * copying them to the worker or to storage.
 */
export const LARGE_INPUT = 5 * 1024 * 1024;
/** A large input can still be put in the editor up to this size (beyond, the editor stalls). */
export const EDITABLE_MAX = 20 * 1024 * 1024;
/** What the page shows of a large input. */
const HEAD_BYTES = 4096;
/** Characters encoded per task when a long string becomes a Blob. */
const CHUNK_CHARS = 2 * 1024 * 1024;

/** A large input: its Blob, the key the worker caches it under, and what the page shows. */
export interface LargeText extends BlobText {
  /** The file it came from, or null when it was pasted or produced here. */
  name: string | null;
  head: string;
}

/** The input as the page holds it. */
export type InputText = string | LargeText;

let lastKey = 0;

/** A key for new content (a worker that made the content is told it before the Blob exists). */
export function newTextKey(): string {
  lastKey += 1;
  return `${Date.now()}-${lastKey}`;
}

export async function largeTextOf(
  blob: Blob,
  name: string | null,
  key = newTextKey(),
): Promise<LargeText> {
  // The cut may fall inside a UTF-8 sequence; drop the replacement character it leaves.
  const head = (await blob.slice(0, HEAD_BYTES).text()).replace(/\uFFFD$/, '');
  return { blob, key, name, head };
}

/** Characters of a string, bytes of a large input. */
export function sizeOf(input: InputText): number {
  return typeof input === 'string' ? input.length : input.blob.size;
}

/** What a job carries: the string, or just the Blob and its key. */
export function jobTextOf(input: InputText): JobText {
  return typeof input === 'string' ? input : { blob: input.blob, key: input.key };
}

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Encodes a long string into a Blob a few megabytes per task, so the page keeps answering. */
export async function blobOfText(text: string): Promise<Blob> {
  const parts: Blob[] = [];
  for (let from = 0; from < text.length;) {
    let to = Math.min(text.length, from + CHUNK_CHARS);
    // Never split a surrogate pair: each half would be encoded as U+FFFD.
    const last = text.charCodeAt(to - 1);
    if (to < text.length && last >= 0xd800 && last <= 0xdbff) to -= 1;
    parts.push(new Blob([text.slice(from, to)]));
    from = to;
    if (from < text.length) await yieldToPage();
  }
  return new Blob(parts, { type: 'text/plain' });
}
