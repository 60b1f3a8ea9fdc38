import type { OutputChange } from '../core';

/** Changes per page, on screen and in the file that holds them all. */
export const CHANGE_PAGE = 200;

/**
 * Every change of an output as a Blob, one line of JSON a page: the page holds millions of them
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
    // One JSON array a page: one stringify per page is faster than one per change.
    const page = `${JSON.stringify(changes.slice(from, from + CHANGE_PAGE))}\n`;
    const part = new Blob([page]);
    parts.push(part);
    pageStarts.push(pageStarts[pageStarts.length - 1] + part.size);
  }
  return { blob: new Blob(parts), pageStarts };
}

/** Page `page` (from 0) of a change file. */
export async function changePage(file: ChangeFile, page: number): Promise<OutputChange[]> {
  const { blob, pageStarts } = file;
  if (page < 0 || page + 1 >= pageStarts.length) return [];
  return JSON.parse(
    await blob.slice(pageStarts[page], pageStarts[page + 1]).text(),
  ) as OutputChange[];
}
