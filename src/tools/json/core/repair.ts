import { JsonToolError, positionOf } from './errors';
import { diffLines, type LineChange } from './lineDiff';

export interface RepairResult {
  /** The repaired, valid JSON (formatting of the input kept where possible). */
  text: string;
  /** What changed, line by line; undefined when there are too many changes to list. */
  changes: LineChange[] | undefined;
  /** Whether anything had to be repaired at all. */
  changed: boolean;
}

/**
 * Repairs what people paste (single quotes, trailing commas, comments, unquoted keys,
 * Python None/True/False, JSONP wrappers, truncated documents) with jsonrepair.
 */
export async function repairJson(text: string): Promise<RepairResult> {
  if (!text.trim()) throw new JsonToolError('repairEmpty');
  const { jsonrepair, JSONRepairError } = await import('jsonrepair');
  let repaired: string;
  try {
    repaired = jsonrepair(text);
  } catch (error) {
    if (error instanceof JSONRepairError) {
      // jsonrepair counts from 0 in characters; people read lines and columns.
      throw new JsonToolError('repairFailed', {
        ...positionOf(text, error.position),
        detail: error.message.replace(/ at position \d+$/, ''),
      });
    }
    if (error instanceof RangeError) throw new JsonToolError('repairTooDeep');
    throw error;
  }
  return {
    text: repaired,
    changes: repaired === text ? [] : diffLines(text, repaired),
    changed: repaired !== text,
  };
}
