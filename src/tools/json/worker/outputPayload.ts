import type { OutputSink } from '../core';
import { utf8Length } from '../sizeText';
import type { OutputPayload } from './protocol';

/** Outputs up to this many characters go to the page as text; larger ones as a Blob plus this head. */
export const OUTPUT_PREVIEW = 512 * 1024;

export function payload(text: string): OutputPayload {
  const bytes = utf8Length(text);
  if (text.length <= OUTPUT_PREVIEW) return { preview: text, size: text.length, bytes, blob: null };
  return {
    preview: text.slice(0, OUTPUT_PREVIEW),
    size: text.length,
    bytes,
    blob: new Blob([text], { type: 'text/plain' }),
  };
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * An output received piece by piece and kept as a Blob of UTF-8 pieces: each piece is encoded
 * (and handed to the browser's Blob storage) as it arrives, so the worker never holds the
 * whole output as a string, nor its UTF-8 copy. A surrogate pair cut between two pieces is
 * joined again first (each half alone would be encoded as U+FFFD).
 */
export class PayloadSink implements OutputSink {
  private head = '';
  private parts: Blob[] = [];
  private size = 0;
  private bytes = 0;
  /** The high surrogate that ended the last piece, waiting for its other half. */
  private pending = '';

  write(piece: string): void {
    let text = this.pending + piece;
    this.pending = '';
    if (text.length > 0 && isHighSurrogate(text.charCodeAt(text.length - 1))) {
      this.pending = text.slice(-1);
      text = text.slice(0, -1);
    }
    this.add(text);
  }

  reset(): void {
    this.head = '';
    this.parts = [];
    this.size = 0;
    this.bytes = 0;
    this.pending = '';
  }

  private add(text: string): void {
    if (text === '') return;
    if (this.head.length < OUTPUT_PREVIEW) this.head += text.slice(0, OUTPUT_PREVIEW);
    this.size += text.length;
    this.bytes += utf8Length(text);
    this.parts.push(new Blob([text]));
  }

  /** The output as the page receives it, like `payload` of the same text. */
  finish(): OutputPayload {
    // A lone high surrogate at the very end stays one (and is counted as U+FFFD's bytes).
    this.add(this.pending);
    this.pending = '';
    const preview = this.head.slice(0, OUTPUT_PREVIEW);
    const { size, bytes } = this;
    if (size <= OUTPUT_PREVIEW) return { preview, size, bytes, blob: null };
    return { preview, size, bytes, blob: new Blob(this.parts, { type: 'text/plain' }) };
  }
}
