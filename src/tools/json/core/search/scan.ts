import { ScalarKind, walkJson } from '../walker';
import { decodeString, rawToken, type DecodedToken } from './decode';
import { buildPattern } from './pattern';
import type { SearchOptions, TokenKind } from './types';

/** One match inside a token, in indices of its decoded value. */
export interface Hit {
  start: number;
  end: number;
}

/** What a scan reports: every token in scope, with its matches (none for most). */
export interface ScanHandlers {
  token(kind: TokenKind, from: number, to: number, decoded: DecodedToken, hits: Hit[]): void;
  beginObject?(): void;
  endObject?(): void;
}

const SCALAR_KIND: Record<ScalarKind, TokenKind> = {
  [ScalarKind.String]: 'string',
  [ScalarKind.Number]: 'number',
  [ScalarKind.True]: 'literal',
  [ScalarKind.False]: 'literal',
  [ScalarKind.Null]: 'literal',
};

/**
 * Reads the document once (throwing JsonSyntaxError where it is not JSON) and matches the
 * pattern in each key and value separately, on its decoded text: a match never spans
 * punctuation, `^`/`$` are a token's ends, and `\"` or `\u00e9` are found as `"` and `é`.
 * `find` is buildPattern's, made here unless the caller needs its sticky twin too.
 */
export function scanDocument(
  text: string,
  options: SearchOptions,
  handlers: ScanHandlers,
  onProgress?: (offset: number) => void,
  find: RegExp = buildPattern(options).find,
): void {
  const keys = options.scope !== 'values';
  const values = options.scope !== 'keys';
  const visit = (kind: TokenKind, decoded: DecodedToken, from: number, to: number) => {
    const hits: Hit[] = [];
    const value = decoded.value;
    // exec by hand: matchAll clones the expression for every token, ten times slower here.
    find.lastIndex = 0;
    for (let match = find.exec(value); match; match = find.exec(value)) {
      const end = match.index + match[0].length;
      hits.push({ start: match.index, end });
      // Past an empty match by a whole code point, as matchAll does with the u flag.
      if (end === match.index)
        find.lastIndex = end + ((value.codePointAt(end) ?? 0) > 0xffff ? 2 : 1);
    }
    handlers.token(kind, from, to, decoded, hits);
  };
  walkJson(
    text,
    {
      beginObject: () => handlers.beginObject?.(),
      endObject: () => handlers.endObject?.(),
      beginArray() {},
      endArray() {},
      key(from, to) {
        if (keys) visit('key', decodeString(text, from, to), from, to);
      },
      scalar(kind, from, to) {
        if (!values) return;
        const tokenKind = SCALAR_KIND[kind];
        const decoded =
          tokenKind === 'string' ? decodeString(text, from, to) : rawToken(text, from, to);
        visit(tokenKind, decoded, from, to);
      },
    },
    { lenient: options.lenient, onProgress },
  );
}
