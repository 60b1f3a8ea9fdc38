import { problemText, type UuidProblemCode, type UuidProblemParams } from './errors';
import { MAX_UUID_TEXT, parseUuidText } from './parse';

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
  /** Each valid UUID once, canonical, in first-seen order (for 复制去重结果). */
  uniqueUuids: string[];
  /** The first MAX_BATCH_PROBLEMS problems, in line order. */
  problems: BatchProblem[];
  problemsTruncated: boolean;
}

export const MAX_BATCH_PROBLEMS = 10_000;
const SHOWN_TEXT = 80;

function shorten(text: string): string {
  const chars = Array.from(text.slice(0, SHOWN_TEXT * 2));
  return chars.length > SHOWN_TEXT || text.length > SHOWN_TEXT * 2
    ? `${chars.slice(0, SHOWN_TEXT).join('')}…`
    : text;
}

const CODE_START = /^(?:new\s|System\.|java\.|Guid\.|UUID\.)/i;

/**
 * Items of one pasted line: split on spaces, commas and semicolons, except for .NET "X"
 * notation and C#/Java code, whose commas belong to the UUID.
 */
function itemsOf(line: string): string[] {
  const trimmed = line.trim();
  if (trimmed === '') return [];
  // .NET "X" and code (new byte[] {…}, new UUID(a, b), new Guid("…")) keep their commas.
  if ((/0x/i.test(trimmed) || CODE_START.test(trimmed)) && trimmed.length <= MAX_UUID_TEXT) {
    return [trimmed.replace(/[,;]$/, '')];
  }
  return trimmed.split(/[\s,;]+/).filter((item) => item !== '');
}

/** Checks a pasted list (one or more UUIDs per line, any notation) for invalid and repeated items. */
export function validateUuidList(text: string): BatchReport {
  const source = typeof text === 'string' ? text : '';
  const seen = new Map<string, number>();
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
      const parsed = parseUuidText(item);
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
      const firstLine = seen.get(parsed.canonical);
      if (firstLine === undefined) {
        seen.set(parsed.canonical, lineNumber);
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
    uniqueUuids: Array.from(seen.keys()),
    problems,
    problemsTruncated: invalid + duplicates > problems.length,
  };
}
