import { interpolate } from '../../../app/i18n/translate';
import type { ChangeCode, OutputChange } from '../core';
import { changePage, type ChangeFile } from './changeFile';

/**
 * The words of the downloaded list in the interface language, sent by the page (the worker
 * loads no catalogue): column names, `changes.at` for `line:column` places, `changes.left`
 * for a left-out value, and each reason's template with its `{placeholders}`.
 */
export interface ChangeListWords {
  header: [string, string, string, string];
  at: string;
  left: string;
  reasons: Partial<Record<ChangeCode, string>>;
}

const TEXT_POSITION = /^(\d+):(\d+)$/;
/** Cells a spreadsheet would run as a formula; numbers (`-0`, `-1.5`) are left as they are. */
const FORMULA = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d/;

function cell(text: string): string {
  const safe = FORMULA.test(text) && !NUMBER.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

function rowOf(change: OutputChange, words: ChangeListWords): string {
  const position = TEXT_POSITION.exec(change.path);
  const where = position
    ? interpolate(words.at, { line: position[1], column: position[2] })
    : change.path;
  const why = interpolate(words.reasons[change.reason.code] ?? change.reason.code, {
    ...change.reason.params,
  });
  const after = change.after ?? words.left;
  return [where, change.before, after, why].map(cell).join(',');
}

/**
 * The whole list as CSV (path, before, after, why) for a spreadsheet: UTF-8 with a BOM so
 * that Excel reads the Chinese, every cell quoted, one change per row, in the list's order.
 */
export async function changeListCsv(file: ChangeFile, words: ChangeListWords): Promise<Blob> {
  const parts: Blob[] = [new Blob([`\uFEFF${words.header.map(cell).join(',')}\r\n`])];
  for (let page = 0; page + 1 < file.pageStarts.length; page += 1) {
    const rows = (await changePage(file, page)).map((change) => rowOf(change, words));
    parts.push(new Blob([`${rows.join('\r\n')}\r\n`]));
  }
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}
