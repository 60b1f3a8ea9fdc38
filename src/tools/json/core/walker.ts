import {
  CH,
  fail,
  failTooDeep,
  failUnexpected,
  literalLength,
  MAX_DEPTH,
  readNumber,
  readString,
} from './lexer';

export const ScalarKind = { String: 0, Number: 1, True: 2, False: 3, Null: 4 } as const;
export type ScalarKind = (typeof ScalarKind)[keyof typeof ScalarKind];

/** Receives the document's tokens in order; offsets point into the text (end is exclusive). */
export interface JsonVisitor {
  beginObject(offset: number): void;
  endObject(offset: number): void;
  beginArray(offset: number): void;
  endArray(offset: number): void;
  /** A key's raw text including its quotes. */
  key(start: number, end: number): void;
  scalar(kind: ScalarKind, start: number, end: number): void;
}

export interface WalkOptions {
  /** Accept // and /* *\/ comments and trailing commas (JSONC). */
  lenient?: boolean;
  /** Called with the offset reached, about every 4 MB. */
  onProgress?: (offset: number) => void;
}

/** Liberties taken in lenient mode, so the page can say what it accepted. */
export interface Liberties {
  comments: number;
  trailingCommas: number;
  /** Offset of the first liberty, or -1. */
  firstOffset: number;
}

const PROGRESS_STEP = 4 * 1024 * 1024;

/**
 * Reads the whole document once, strictly (RFC 8259) unless lenient, and reports its tokens.
 * Iterative with an explicit stack: nesting never touches the JS call stack, and beyond
 * MAX_DEPTH levels it stops at once. Throws JsonSyntaxError at the first problem.
 */
export function walkJson(text: string, visitor: JsonVisitor, options: WalkOptions = {}): Liberties {
  const lenient = options.lenient === true;
  const onProgress = options.onProgress;
  let nextProgress = PROGRESS_STEP;
  const liberties: Liberties = { comments: 0, trailingCommas: 0, firstOffset: -1 };
  const n = text.length;
  // Closing characters of the open containers.
  const stack: number[] = [];

  const noteLiberty = (offset: number) => {
    if (liberties.firstOffset < 0) liberties.firstOffset = offset;
  };

  const skip = (start: number): number => {
    let i = start;
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === CH.space || c === CH.lf || c === CH.cr || c === CH.tab) {
        i += 1;
      } else if (lenient && c === CH.slash && text.charCodeAt(i + 1) === CH.slash) {
        noteLiberty(i);
        liberties.comments += 1;
        i += 2;
        while (i < n && text.charCodeAt(i) !== CH.lf && text.charCodeAt(i) !== CH.cr) i += 1;
      } else if (lenient && c === CH.slash && text.charCodeAt(i + 1) === CH.star) {
        noteLiberty(i);
        liberties.comments += 1;
        const end = text.indexOf('*/', i + 2);
        if (end < 0) fail(text, i, 'unclosedComment');
        i = end + 2;
      } else {
        return i;
      }
    }
  };

  /** Reads `"key" :` and returns the offset of the value. */
  const readKey = (start: number): number => {
    if (text.charCodeAt(start) !== CH.quote) failUnexpected(text, start, 'key');
    const end = readString(text, start);
    visitor.key(start, end);
    const colon = skip(end);
    if (text.charCodeAt(colon) !== CH.colon) failUnexpected(text, colon, 'colon');
    return skip(colon + 1);
  };

  let i = text.charCodeAt(0) === CH.bom ? 1 : 0;
  i = skip(i);
  if (i >= n) fail(text, i, 'empty');

  for (;;) {
    // A value starts at i.
    if (i >= nextProgress && onProgress) {
      onProgress(i);
      nextProgress = i + PROGRESS_STEP;
    }
    const c = text.charCodeAt(i);
    if ((c === CH.openBrace || c === CH.openBracket) && stack.length >= MAX_DEPTH)
      failTooDeep(text, i);
    if (c === CH.openBrace) {
      visitor.beginObject(i);
      const inner = skip(i + 1);
      if (text.charCodeAt(inner) === CH.closeBrace) {
        visitor.endObject(inner);
        i = inner + 1;
      } else {
        stack.push(CH.closeBrace);
        i = readKey(inner);
        continue;
      }
    } else if (c === CH.openBracket) {
      visitor.beginArray(i);
      const inner = skip(i + 1);
      if (text.charCodeAt(inner) === CH.closeBracket) {
        visitor.endArray(inner);
        i = inner + 1;
      } else {
        stack.push(CH.closeBracket);
        i = inner;
        continue;
      }
    } else if (c === CH.quote) {
      const end = readString(text, i);
      visitor.scalar(ScalarKind.String, i, end);
      i = end;
    } else if (c === CH.minus || (c >= CH.zero && c <= CH.nine)) {
      const end = readNumber(text, i);
      visitor.scalar(ScalarKind.Number, i, end);
      i = end;
    } else {
      const length = literalLength(text, i);
      if (length === 0) failUnexpected(text, i, 'value');
      visitor.scalar(
        c === 116 ? ScalarKind.True : c === 102 ? ScalarKind.False : ScalarKind.Null,
        i,
        i + length,
      );
      i += length;
    }

    // After a value: commas, closers, or the end of the document.
    for (;;) {
      const valueEnd = i;
      i = skip(i);
      if (stack.length === 0) {
        if (i < n) failUnexpected(text, i, 'end');
        return liberties;
      }
      const closer = stack[stack.length - 1];
      const c2 = text.charCodeAt(i);
      if (c2 === CH.comma) {
        const comma = i;
        i = skip(i + 1);
        if (text.charCodeAt(i) === closer) {
          if (!lenient)
            fail(text, comma, 'trailingComma', {
              closer: closer === CH.closeBrace ? '}' : ']',
            });
          noteLiberty(comma);
          liberties.trailingCommas += 1;
          stack.pop();
          if (closer === CH.closeBrace) visitor.endObject(i);
          else visitor.endArray(i);
          i += 1;
          continue;
        }
        if (closer === CH.closeBrace) i = readKey(i);
        else if (i >= n) failUnexpected(text, i, 'value');
        break;
      }
      if (c2 === closer) {
        stack.pop();
        if (closer === CH.closeBrace) visitor.endObject(i);
        else visitor.endArray(i);
        i += 1;
        continue;
      }
      failUnexpected(text, i, 'commaOrEnd', closer, i > valueEnd);
    }
  }
}

/** A visitor that does nothing: walking with it only validates. */
export const validatingVisitor: JsonVisitor = {
  beginObject() {},
  endObject() {},
  beginArray() {},
  endArray() {},
  key() {},
  scalar() {},
};
