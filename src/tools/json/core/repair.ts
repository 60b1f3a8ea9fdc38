import { describeChar, JsonToolError, positionOf, type JsonToolErrorCode } from './errors';
import { replaceFullWidth, type PunctuationChange } from './fullWidth';
import { diffLines, type LineChange } from './lineDiff';

export interface RepairResult {
  /** The repaired, valid JSON (formatting of the input kept where possible). */
  text: string;
  /** What changed, line by line; undefined when there are too many changes to list. */
  changes: LineChange[] | undefined;
  /** Full-width punctuation (，：“”…) replaced outside strings, each with where it was. */
  punctuation: PunctuationChange[];
  /** Whether anything had to be repaired at all. */
  changed: boolean;
}

/** jsonrepair's messages (its words, stable across its versions) and our codes for them. */
const REPAIR_FAILURES: [RegExp, JsonToolErrorCode][] = [
  [/^Unexpected character/, 'repairUnexpectedChar'],
  [/^Invalid character/, 'repairInvalidChar'],
  [/^Unexpected end/, 'repairUnexpectedEnd'],
  [/^Object key expected/, 'repairKeyExpected'],
  [/^Colon expected/, 'repairColonExpected'],
  [/^Invalid unicode character/, 'repairInvalidUnicode'],
];

/**
 * Repairs what people paste (single quotes, trailing commas, comments, unquoted keys,
 * Python None/True/False, JSONP wrappers, truncated documents, full-width punctuation typed
 * with a Chinese input method) with jsonrepair and our own full-width pass.
 */
export async function repairJson(text: string): Promise<RepairResult> {
  if (!text.trim()) throw new JsonToolError('repairEmpty');
  const { jsonrepair, JSONRepairError } = await import('jsonrepair');
  // Same length as the input: jsonrepair's positions are positions in the input too.
  const ascii = replaceFullWidth(text);
  let repaired: string;
  try {
    repaired = jsonrepair(ascii.text);
  } catch (error) {
    if (error instanceof JSONRepairError) throw repairFailure(text, error.message, error.position);
    if (error instanceof RangeError) throw new JsonToolError('repairTooDeep');
    throw error;
  }
  return {
    text: repaired,
    changes: repaired === text ? [] : diffLines(text, repaired),
    punctuation: ascii.changes,
    changed: repaired !== text,
  };
}

/** jsonrepair's failure as a code with the line and column people read (it counts from 0). */
function repairFailure(text: string, message: string, position: number): JsonToolError {
  const where = positionOf(text, position);
  const code = REPAIR_FAILURES.find(([pattern]) => pattern.test(message))?.[1];
  if (!code)
    return new JsonToolError('repairFailed', {
      ...where,
      detail: message.replace(/ at position \d+$/, ''),
    });
  const char = position < text.length ? describeChar(text, position) : '';
  return new JsonToolError(code, { ...where, char });
}
