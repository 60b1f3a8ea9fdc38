/** A token's text as its value reads, and where each of its UTF-16 units is written. */
export interface DecodedToken {
  value: string;
  /**
   * `rawAt(i)`: the document offset where decoded unit `i` starts (`i === value.length`: where
   * the value ends), so a match on the value maps back onto whole escapes, never half of one.
   */
  rawAt(i: number): number;
}

const SIMPLE: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

/**
 * Decodes the string token `text[from..to)` (quotes included, already validated by the walker).
 * Strings without a backslash, the usual case, cost one slice and no map.
 */
export function decodeString(text: string, from: number, to: number): DecodedToken {
  const start = from + 1;
  const end = to - 1;
  const raw = text.slice(start, end);
  if (!raw.includes('\\')) return { value: raw, rawAt: (i) => start + i };
  const units: string[] = [];
  const offsets: number[] = [];
  let i = start;
  while (i < end) {
    offsets.push(i);
    if (text.charCodeAt(i) !== 92) {
      units.push(text[i]);
      i += 1;
    } else if (text[i + 1] === 'u') {
      units.push(String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16)));
      i += 6;
    } else {
      units.push(SIMPLE[text[i + 1]] ?? text[i + 1]);
      i += 2;
    }
  }
  offsets.push(end);
  return { value: units.join(''), rawAt: (k) => offsets[k] };
}

/** Numbers and true/false/null are searched as written. */
export function rawToken(text: string, from: number, to: number): DecodedToken {
  return { value: text.slice(from, to), rawAt: (i) => from + i };
}
