import {
  firstInvalidUtf8,
  legacyCandidates,
  markedEncoding,
  sampleAt,
  textDecoder,
  type EncodingCandidate,
  type TextEncoding,
} from './core/encoding';

/** How the encoding of an opened file was settled, shown beside the input. */
export interface InputSource {
  name: string;
  encoding: TextEncoding;
  /** bom: named by a byte order mark; nul: by its NUL bytes; utf8: checked; chosen: by the user. */
  how: 'bom' | 'nul' | 'utf8' | 'chosen';
}

/** What opening a file found: its encoding, or the legacy ones the user must choose from. */
export type FileEncoding =
  | { kind: 'known'; encoding: TextEncoding; how: InputSource['how'] }
  | { kind: 'choose'; candidates: EncodingCandidate[] };

/** Read and checked per task, so a 100 MB file never holds the page for long. */
const CHUNK_BYTES = 4 * 1024 * 1024;
/** Bytes judged for NUL patterns and shown in previews. */
const HEAD_BYTES = 64 * 1024;

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function bytesOf(blob: Blob, from: number, to: number): Promise<Uint8Array> {
  return new Uint8Array(await blob.slice(from, to).arrayBuffer());
}

/**
 * The encoding of a file's bytes: its BOM, its NUL pattern, or UTF-8 if every byte is
 * valid UTF-8 (checked a chunk at a time). Anything else is never guessed silently: the
 * result lists GB18030, Big5 and lossy UTF-8 with previews for the user to choose.
 */
export async function detectFileEncoding(file: Blob): Promise<FileEncoding> {
  const head = await bytesOf(file, 0, HEAD_BYTES);
  const marked = markedEncoding(head);
  if (marked)
    return { kind: 'known', encoding: marked.encoding, how: marked.bomLength ? 'bom' : 'nul' };
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let from = 0; from < file.size; from += CHUNK_BYTES) {
    const chunk =
      from === 0 && file.size <= HEAD_BYTES ? head : await bytesOf(file, from, from + CHUNK_BYTES);
    const last = from + CHUNK_BYTES >= file.size;
    try {
      decoder.decode(chunk, { stream: !last });
    } catch {
      // Previews and counts judge the first bytes that are not UTF-8, wherever they are.
      const at = from + firstInvalidUtf8(chunk);
      const sample = at < HEAD_BYTES ? head : sampleAt(chunk, at - from);
      return { kind: 'choose', candidates: legacyCandidates(sample) };
    }
    if (!last) await yieldToPage();
  }
  return { kind: 'known', encoding: 'utf-8', how: 'utf8' };
}

/**
 * The file's text as a UTF-8 Blob (what the rest of the page reads), decoded a chunk at a
 * time. UTF-8 files are returned as they are; their BOM is dropped by every reader.
 */
export async function utf8BlobOf(file: Blob, encoding: TextEncoding): Promise<Blob> {
  if (encoding === 'utf-8') return file;
  const decode = textDecoder(encoding);
  const parts: string[] = [];
  for (let from = 0; from < file.size; from += CHUNK_BYTES) {
    const last = from + CHUNK_BYTES >= file.size;
    parts.push(decode(await bytesOf(file, from, from + CHUNK_BYTES), last));
    if (!last) await yieldToPage();
  }
  if (file.size === 0) parts.push(decode(new Uint8Array(0), true));
  // A BOM decoded from UTF-16/32 is U+FEFF: drop it like UTF-8's.
  if (parts[0]?.charCodeAt(0) === 0xfeff) parts[0] = parts[0].slice(1);
  return new Blob(parts, { type: 'text/plain' });
}
