import { diffLines as diffTextLines } from 'diff';

/** One changed stretch of lines between two texts (1-based line numbers). */
export interface LineChange {
  beforeLine: number;
  afterLine: number;
  removed: string[];
  added: string[];
}

/** Every line ends in "\n", so a last line without one still compares equal to itself. */
function normalized(text: string): string {
  return `${text.replace(/\r\n|\r/g, '\n')}\n`;
}

function linesOf(value: string): string[] {
  const lines = value.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * The changed stretches of lines between two texts (the `diff` package's Myers diff). Gives up
 * (returns undefined) past `maxEdits` edits, where a list of changes would no longer help.
 */
export function diffLines(
  before: string,
  after: string,
  maxEdits = 2000,
): LineChange[] | undefined {
  const parts = diffTextLines(normalized(before), normalized(after), { maxEditLength: maxEdits });
  if (!parts) return undefined;
  const changes: LineChange[] = [];
  let beforeLine = 1;
  let afterLine = 1;
  let current: LineChange | undefined;
  for (const part of parts) {
    const lines = linesOf(part.value);
    if (!part.added && !part.removed) {
      current = undefined;
      beforeLine += lines.length;
      afterLine += lines.length;
      continue;
    }
    if (!current) {
      current = { beforeLine, afterLine, removed: [], added: [] };
      changes.push(current);
    }
    if (part.removed) {
      current.removed.push(...lines);
      beforeLine += lines.length;
    } else {
      current.added.push(...lines);
      afterLine += lines.length;
    }
  }
  return changes;
}
