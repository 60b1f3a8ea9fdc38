import { uuidFromBytes } from './byteOrder';
import { problemText, type UuidProblemCode, type UuidProblemParams } from './errors';
import {
  BYTE_NOTATIONS,
  canonicalToBytes,
  MAX_UUID_TEXT,
  parseUuidText,
  type ParseResult,
} from './parse';

export interface BatchProblem {
  /** 1-based line of the pasted text. */
  line: number;
  /** The item as pasted, shortened to 80 characters. */
  text: string;
  kind: 'invalid' | 'duplicate';
  /** invalid: why (Chinese); duplicate: absent. */
  reason?: string;
  code?: UuidProblemCode;
  params?: UuidProblemParams;
  /** duplicate: the line where this UUID first appeared. */
  firstLine?: number;
}

export interface BatchReport {
  total: number;
  valid: number;
  invalid: number;
  /** Valid items that repeat an earlier one (in any notation: {A…} equals a…). */
  duplicates: number;
  unique: number;
  /** Each valid UUID once, canonical, in first-seen order, one per line (for 复制去重结果). */
  uniqueText: string;
  /** Valid items by kind: 'v1'…'v8', 'nil', 'max', or 'notRfc' (16 bytes, no RFC UUID). */
  kinds: Partial<Record<BatchKind, number>>;
  /** The first MAX_BATCH_PROBLEMS problems, in line order. */
  problems: BatchProblem[];
  problemsTruncated: boolean;
}

export type BatchKind = `v${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}` | 'nil' | 'max' | 'notRfc';

export const MAX_BATCH_PROBLEMS = 10_000;
const SHOWN_TEXT = 80;

function shorten(text: string): string {
  const chars = Array.from(text.slice(0, SHOWN_TEXT * 2));
  return chars.length > SHOWN_TEXT || text.length > SHOWN_TEXT * 2
    ? `${chars.slice(0, SHOWN_TEXT).join('')}…`
    : text;
}

const DOTNET_X_ANYWHERE = /\{\s*0x[0-9a-f]{1,8}\s*,/i;
const CODE_START = /^(?:new\s|System\.|java\.|Guid\.|UUID\.)/i;

/**
 * Items of one pasted line: split on spaces, commas and semicolons, except for .NET "X"
 * notation and C#/Java code, whose commas belong to the UUID.
 */
function itemsOf(line: string): string[] {
  const trimmed = line.trim();
  if (trimmed === '') return [];
  // .NET "X" and code (new byte[] {…}, new UUID(a, b), new Guid("…")) keep their commas.
  if (
    (DOTNET_X_ANYWHERE.test(trimmed) || CODE_START.test(trimmed)) &&
    trimmed.length <= MAX_UUID_TEXT
  ) {
    return [trimmed.replace(/[,;]$/, '')];
  }
  return trimmed.split(/[\s,;]+/).filter((item) => item !== '');
}

/** The kind of 16 bytes in canonical form: an RFC version, NIL, MAX or none. */
function kindOfCanonical(canonical: string): BatchKind {
  if (canonical === '00000000-0000-0000-0000-000000000000') return 'nil';
  if (canonical === 'ffffffff-ffff-ffff-ffff-ffffffffffff') return 'max';
  const version = canonical.charCodeAt(14) - 48;
  const rfcVariant = '89ab'.includes(canonical[19]);
  return rfcVariant && version >= 1 && version <= 8 ? (`v${version}` as BatchKind) : 'notRfc';
}

/**
 * The UUID an item is, as the inspector reads it: pasted bytes that are a UUID only in .NET
 * order are that UUID (so they repeat it, and count as its version).
 */
function readingOf(parsed: Extract<ParseResult, { ok: true }>): {
  canonical: string;
  kind: BatchKind;
} {
  const kind = kindOfCanonical(parsed.canonical);
  if (kind !== 'notRfc' || !BYTE_NOTATIONS.includes(parsed.notation)) {
    return { canonical: parsed.canonical, kind };
  }
  const dotnet = uuidFromBytes(canonicalToBytes(parsed.canonical), 'dotnet');
  const dotnetKind = kindOfCanonical(dotnet);
  return dotnetKind === 'notRfc'
    ? { canonical: parsed.canonical, kind }
    : { canonical: dotnet, kind: dotnetKind };
}

/**
 * A list checker that remembers what each item read as, so that checking the list again after
 * an edit parses only the items that changed: 100,000 lines cost a full parse once, then a
 * lookup per line. The memory holds only the items of the last list checked.
 */
export function createListChecker(): (text: string) => BatchReport {
  let known = new Map<string, ParseResult>();
  return (text) => {
    const seenNow = new Map<string, ParseResult>();
    const report = checkList(text, (item) => {
      let parsed = seenNow.get(item) ?? known.get(item);
      if (parsed === undefined) parsed = parseUuidText(item);
      seenNow.set(item, parsed);
      return parsed;
    });
    known = seenNow;
    return report;
  };
}

/** Checks a pasted list (one or more UUIDs per line, any notation) for invalid and repeated items. */
export function validateUuidList(text: string): BatchReport {
  return checkList(text, parseUuidText);
}

function checkList(text: string, parse: (item: string) => ParseResult): BatchReport {
  const source = typeof text === 'string' ? text : '';
  const seen = new Map<string, number>();
  const kinds: BatchReport['kinds'] = {};
  const problems: BatchProblem[] = [];
  let total = 0;
  let invalid = 0;
  let duplicates = 0;
  let lineNumber = 0;
  let lineStart = 0;
  const addProblem = (problem: BatchProblem) => {
    if (problems.length < MAX_BATCH_PROBLEMS) problems.push(problem);
  };
  while (lineStart <= source.length) {
    const newline = source.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? source.length : newline;
    const line = source.slice(lineStart, lineEnd);
    lineNumber += 1;
    for (const item of itemsOf(line)) {
      total += 1;
      const parsed = parse(item);
      if (!parsed.ok) {
        invalid += 1;
        addProblem({
          line: lineNumber,
          text: shorten(item),
          kind: 'invalid',
          code: parsed.code,
          params: parsed.params,
          reason: problemText(parsed.code, parsed.params),
        });
        continue;
      }
      const { canonical, kind } = readingOf(parsed);
      kinds[kind] = (kinds[kind] ?? 0) + 1;
      const firstLine = seen.get(canonical);
      if (firstLine === undefined) {
        seen.set(canonical, lineNumber);
      } else {
        duplicates += 1;
        addProblem({ line: lineNumber, text: shorten(item), kind: 'duplicate', firstLine });
      }
    }
    if (newline === -1) break;
    lineStart = newline + 1;
  }
  const valid = total - invalid;
  return {
    total,
    valid,
    invalid,
    duplicates,
    unique: valid - duplicates,
    uniqueText: Array.from(seen.keys()).join('\n'),
    kinds,
    problems,
    problemsTruncated: invalid + duplicates > problems.length,
  };
}
