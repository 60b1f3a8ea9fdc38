import { CH, MAX_DEPTH } from './lexer';
import { validatingVisitor, walkJson, type Liberties, type WalkOptions } from './walker';

export type Indent = number | '\t';

export interface ReformatOptions {
  /** Called with the offset reached, about every 4 MB. */
  onProgress?: (offset: number) => void;
}

/**
 * Strict single pass that validates and re-indents at once: numbers, string escapes and key
 * order are copied exactly as written. `indent` null = minify. On any problem it re-reads the
 * text with the walker, which throws the precise error.
 */
export function reformat(
  text: string,
  indent: Indent | null,
  options: ReformatOptions = {},
): string {
  const pieces: string[] = [];
  reformatInto(
    text,
    indent,
    { write: (piece) => pieces.push(piece), reset: () => (pieces.length = 0) },
    options,
  );
  return pieces.join('');
}

/**
 * Where an output goes, a piece (about a million characters) at a time, so that a 100 MB
 * output need never be one string. `reset` drops what was written: the fast path gave up.
 */
export interface OutputSink {
  write(piece: string): void;
  reset(): void;
}

/** `reformat`, its output written to `sink` as it is produced. */
export function reformatInto(
  text: string,
  indent: Indent | null,
  sink: OutputSink,
  options: ReformatOptions = {},
): void {
  if (isWellFormed(text) && reformatFast(text, indent, sink, options.onProgress)) return;
  sink.reset();
  walkJson(text, validatingVisitor);
  sink.write(reformatWithWalker(text, indent).text);
}

const PROGRESS_STEP = 4 * 1024 * 1024;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isWellFormed(text: string): boolean {
  const native = (text as { isWellFormed?: () => boolean }).isWellFormed;
  return native ? native.call(text) : !LONE_SURROGATE.test(text);
}
/**
 * Deeper documents leave the fast path for the walker, which reads the whole text (refusing
 * beyond MAX_DEPTH) before writing: the fast path would first write the indentation of every
 * level, 100 M characters at MAX_DEPTH, and only then find a document too deep.
 */
const FAST_DEPTH = Math.min(1000, MAX_DEPTH);

/** Output is written as UTF-16 code units into this much buffer, then decoded in one go. */
const CHUNK = 1 << 20;
const decoder = new TextDecoder('utf-16le');
const HEX = new Uint8Array(128);
for (const ch of '0123456789abcdefABCDEF') HEX[ch.charCodeAt(0)] = 1;
const ESCAPE = new Uint8Array(128);
for (const ch of '"\\/bfnrtu') ESCAPE[ch.charCodeAt(0)] = 1;

/**
 * The fast path: a hand-written state machine copying code units into a buffer, written to
 * `sink` a buffer at a time. It returns false as soon as anything is wrong (the walker then
 * explains what). Only used on
 * well-formed UTF-16, because decoding would replace lone surrogates.
 */
function reformatFast(
  text: string,
  indent: Indent | null,
  sink: OutputSink,
  onProgress: ((offset: number) => void) | undefined,
): boolean {
  const n = text.length;
  const unitLength = indent === null ? 0 : indent === '\t' ? 1 : Math.max(0, Math.min(10, indent));
  const unitChar = indent === '\t' ? CH.tab : CH.space;
  const pretty = indent !== null && unitLength > 0;
  const spaceAfterColon = pretty;
  const buf = new Uint16Array(CHUNK + 16);
  let o = 0;
  const flush = () => {
    if (o > 0) sink.write(decoder.decode(buf.subarray(0, o)));
    o = 0;
  };
  const newline = (depth: number) => {
    if (!pretty) return;
    if (o >= CHUNK) flush();
    buf[o++] = CH.lf;
    for (let k = depth * unitLength; k > 0; k -= 1) {
      if (o >= CHUNK) flush();
      buf[o++] = unitChar;
    }
  };
  const stack: number[] = [];
  let nextProgress = PROGRESS_STEP;
  let i = text.charCodeAt(0) === CH.bom ? 1 : 0;
  let expectKey = false;

  for (;;) {
    let c = text.charCodeAt(i);
    while (c === CH.space || c === CH.lf || c === CH.cr || c === CH.tab) c = text.charCodeAt(++i);
    if (o >= CHUNK) flush();
    if (i >= nextProgress && onProgress) {
      onProgress(i);
      nextProgress = i + PROGRESS_STEP;
    }
    if (expectKey && c !== CH.quote) return false;
    // A value (or a key when expectKey) starts at i.
    if (c === CH.quote) {
      buf[o++] = c;
      i += 1;
      for (;;) {
        if (o >= CHUNK) flush();
        c = text.charCodeAt(i);
        if (c === CH.quote) break;
        if (c < CH.space || c !== c) return false;
        buf[o++] = c;
        i += 1;
        if (c === CH.backslash) {
          const e = text.charCodeAt(i);
          if (e > 127 || ESCAPE[e] === 0) return false;
          buf[o++] = e;
          i += 1;
          if (e === 117) {
            for (let k = 0; k < 4; k += 1) {
              const h = text.charCodeAt(i);
              if (h > 127 || HEX[h] === 0) return false;
              buf[o++] = h;
              i += 1;
            }
          }
        }
      }
      buf[o++] = CH.quote;
      i += 1;
      if (expectKey) {
        c = text.charCodeAt(i);
        while (c === CH.space || c === CH.lf || c === CH.cr || c === CH.tab)
          c = text.charCodeAt(++i);
        if (c !== CH.colon) return false;
        buf[o++] = CH.colon;
        if (spaceAfterColon) buf[o++] = CH.space;
        i += 1;
        expectKey = false;
        continue;
      }
    } else if (c === CH.openBrace || c === CH.openBracket) {
      if (stack.length >= FAST_DEPTH) return false;
      const closer = c === CH.openBrace ? CH.closeBrace : CH.closeBracket;
      buf[o++] = c;
      i += 1;
      let d = text.charCodeAt(i);
      while (d === CH.space || d === CH.lf || d === CH.cr || d === CH.tab) d = text.charCodeAt(++i);
      if (d === closer) {
        buf[o++] = d;
        i += 1;
      } else {
        stack.push(closer);
        newline(stack.length);
        expectKey = closer === CH.closeBrace;
        continue;
      }
    } else if (c === CH.minus || (c >= CH.zero && c <= CH.nine)) {
      const start = i;
      if (c === CH.minus) c = text.charCodeAt(++i);
      if (c === CH.zero) {
        c = text.charCodeAt(++i);
        if (c >= CH.zero && c <= CH.nine) return false;
      } else if (c >= CH.zero && c <= CH.nine) {
        do c = text.charCodeAt(++i);
        while (c >= CH.zero && c <= CH.nine);
      } else return false;
      if (c === CH.dot) {
        c = text.charCodeAt(++i);
        if (!(c >= CH.zero && c <= CH.nine)) return false;
        do c = text.charCodeAt(++i);
        while (c >= CH.zero && c <= CH.nine);
      }
      if (c === 101 || c === 69) {
        c = text.charCodeAt(++i);
        if (c === CH.plus || c === CH.minus) c = text.charCodeAt(++i);
        if (!(c >= CH.zero && c <= CH.nine)) return false;
        do c = text.charCodeAt(++i);
        while (c >= CH.zero && c <= CH.nine);
      }
      for (let k = start; k < i; k += 1) {
        if (o >= CHUNK) flush();
        buf[o++] = text.charCodeAt(k);
      }
    } else {
      const word = c === 116 ? 'true' : c === 102 ? 'false' : c === 110 ? 'null' : '';
      if (word === '' || !text.startsWith(word, i)) return false;
      for (let k = 0; k < word.length; k += 1) buf[o++] = word.charCodeAt(k);
      i += word.length;
    }

    // After a value: commas and closers.
    for (;;) {
      let d = text.charCodeAt(i);
      while (d === CH.space || d === CH.lf || d === CH.cr || d === CH.tab) d = text.charCodeAt(++i);
      const depth = stack.length;
      if (depth === 0) {
        if (i < n) return false;
        flush();
        return true;
      }
      const closer = stack[depth - 1];
      if (d === CH.comma) {
        if (o >= CHUNK) flush();
        buf[o++] = CH.comma;
        newline(depth);
        i += 1;
        expectKey = closer === CH.closeBrace;
        break;
      }
      if (d !== closer) return false;
      stack.pop();
      newline(depth - 1);
      if (o >= CHUNK) flush();
      buf[o++] = d;
      i += 1;
    }
  }
}

/**
 * The same output through the walker: used for lenient documents (comments and trailing
 * commas are dropped) and for text with lone surrogates, which the fast path cannot decode
 * back unchanged.
 */
export function reformatWithWalker(
  text: string,
  indent: Indent | null,
  options: WalkOptions = {},
): { text: string; liberties: Liberties } {
  const unit =
    indent === null ? '' : indent === '\t' ? '\t' : ' '.repeat(Math.max(0, Math.min(10, indent)));
  const pretty = unit !== '';
  const colon = unit === '' ? ':' : ': ';
  const parts: string[] = [];
  // Per open container: has it emitted a member yet?
  const filled: boolean[] = [];
  const line = (depth: number) => (pretty ? '\n' + unit.repeat(depth) : '');
  const beforeValue = () => {
    const depth = filled.length;
    if (depth === 0) return;
    if (filled[depth - 1]) parts.push(',');
    filled[depth - 1] = true;
    parts.push(line(depth));
  };
  let afterKey = false;
  const open = (bracket: string) => {
    if (afterKey) afterKey = false;
    else beforeValue();
    parts.push(bracket);
    filled.push(false);
  };
  const close = (bracket: string) => {
    const had = filled.pop();
    if (had) parts.push(line(filled.length));
    parts.push(bracket);
  };
  const liberties = walkJson(
    text,
    {
      beginObject: () => open('{'),
      beginArray: () => open('['),
      endObject: () => close('}'),
      endArray: () => close(']'),
      key(start, end) {
        beforeValue();
        parts.push(text.slice(start, end), colon);
        afterKey = true;
      },
      scalar(_kind, start, end) {
        if (afterKey) afterKey = false;
        else beforeValue();
        parts.push(text.slice(start, end));
      },
    },
    options,
  );
  return { text: parts.join(''), liberties };
}
