import type { OutputChange } from '../core';
import { utf8Length } from '../sizeText';

/** Changes per page, on screen and in the file that holds them all. */
export const CHANGE_PAGE = 200;

/**
 * Every change of an output, one JSON line each, as a Blob: the page holds millions of them
 * without a heap for them, reads any page by its byte range, and the worker turns the whole
 * into the downloaded list. `pageStarts[i]` is the byte where page `i` starts; the last entry
 * is the Blob's size.
 */
export interface ChangeFile {
  blob: Blob;
  pageStarts: number[];
}

export function changeFileOf(changes: OutputChange[]): ChangeFile {
  const parts: Blob[] = [];
  const pageStarts = [0];
  for (let from = 0; from < changes.length; from += CHANGE_PAGE) {
    let page = '';
    for (const change of changes.slice(from, from + CHANGE_PAGE))
      page += `${JSON.stringify(change)}\n`;
    parts.push(new Blob([page]));
    pageStarts.push(pageStarts[pageStarts.length - 1] + utf8Length(page));
  }
  return { blob: new Blob(parts, { type: 'application/x-ndjson' }), pageStarts };
}

/** Page `page` (from 0) of a change file. */
export async function changePage(file: ChangeFile, page: number): Promise<OutputChange[]> {
  const { blob, pageStarts } = file;
  if (page < 0 || page + 1 >= pageStarts.length) return [];
  const text = await blob.slice(pageStarts[page], pageStarts[page + 1]).text();
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as OutputChange);
}
