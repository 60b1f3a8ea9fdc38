/**
 * One replacement in the document's text, in UTF-16 offsets of the text it was planned on.
 * Every structured edit (tree, table, search and replace) ends as a list of these, so the text
 * stays exactly as the user wrote it outside the edited spans and one undo history covers all.
 */
export interface TextEdit {
  from: number;
  to: number;
  insert: string;
}

/** Edits planned on one text: sorted, none overlapping, none outside the text. */
export function checkTextEdits(length: number, edits: readonly TextEdit[]): TextEdit[] {
  const sorted = [...edits].sort((a, b) => a.from - b.from || a.to - b.to);
  let end = 0;
  for (const edit of sorted) {
    if (edit.from < end || edit.to < edit.from || edit.to > length)
      throw new RangeError(`overlapping or out-of-range edit ${edit.from}..${edit.to}`);
    end = edit.to;
  }
  return sorted;
}

/** The text after the edits (planned together on `text`). */
export function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const edit of checkTextEdits(text.length, edits)) {
    parts.push(text.slice(at, edit.from), edit.insert);
    at = edit.to;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

/** The edits that undo `edits` on the text they produce (for inputs kept outside the editor). */
export function invertTextEdits(text: string, edits: readonly TextEdit[]): TextEdit[] {
  const inverse: TextEdit[] = [];
  let shift = 0;
  for (const edit of checkTextEdits(text.length, edits)) {
    const from = edit.from + shift;
    inverse.push({ from, to: from + edit.insert.length, insert: text.slice(edit.from, edit.to) });
    shift += edit.insert.length - (edit.to - edit.from);
  }
  return inverse;
}
