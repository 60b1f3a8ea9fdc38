import { describe, expect, it } from 'vitest';
import { convertData, type ChangeCode } from '../core';
import { changesZhCN } from '../messages/changesZhCN';
import { CHANGE_PAGE, changePage } from './changeFile';
import type { ChangeListWords } from './changeListCsv';
import type { JobResults } from './protocol';
import { MAX_SENT_CHANGES, runJob } from './runJob';

/** 2,345 nulls: TOML leaves each out, and says so. */
const COUNT = 2345;
const DOCUMENT = `{${Array.from({ length: COUNT }, (_, i) => `"k${i}":null`).join(',')}}`;

async function converted() {
  const job = { op: 'convert', text: DOCUMENT, from: 'json', to: 'toml', options: {} } as const;
  return (await runJob(job as never, () => undefined)) as JobResults['convert'];
}

const WORDS: ChangeListWords = {
  header: ['位置', '原来', '现在', '原因'],
  at: '第 {line} 行第 {column} 列',
  left: '（省略）',
  reasons: { tomlNull: changesZhCN['change.tomlNull'] } as Partial<Record<ChangeCode, string>>,
};

/** Cells of a CSV whose cells are all quoted. */
function rows(csv: string): string[][] {
  return csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) =>
      line
        .slice(1, -1)
        .split('","')
        .map((cell) => cell.replace(/""/g, '"')),
    );
}

describe('the full change list of an output', () => {
  it('travels as a file read a page at a time, every change in order', async () => {
    const result = await converted();
    const { changes: all } = await convertData(DOCUMENT, 'json', 'toml');
    expect(all).toHaveLength(COUNT);
    expect(result.changes).toEqual(all.slice(0, MAX_SENT_CHANGES));
    expect(result.changeCount).toBe(COUNT);
    const file = result.changeFile!;
    expect(file.pageStarts).toHaveLength(Math.ceil(COUNT / CHANGE_PAGE) + 1);
    expect(file.pageStarts.at(-1)).toBe(file.blob.size);
    // Pages past the ones sent as objects: 1,200 … 1,399, and the last, shorter one.
    expect(await changePage(file, 6)).toEqual(all.slice(1200, 1400));
    expect(await changePage(file, 11)).toEqual(all.slice(2200));
    expect(await changePage(file, 12)).toEqual([]);
  });

  it('downloads as CSV from the worker with every change, worded as the page asks', async () => {
    const { changeFile } = await converted();
    const job = { op: 'changeList', file: changeFile!, words: WORDS } as const;
    const { csv } = (await runJob(job, () => undefined)) as JobResults['changeList'];
    const table = rows(await csv.text());
    expect(table).toHaveLength(COUNT + 1);
    expect(table[0]).toEqual(WORDS.header);
    expect(table[1500]).toEqual(['$.k1499', 'null', '（省略）', 'TOML 没有 null，已省略']);
    expect(table.at(-1)?.[0]).toBe(`$.k${COUNT - 1}`);
  });

  it('has no file when nothing changed', async () => {
    const job = { op: 'convert', text: '{"a":1}', from: 'json', to: 'toml', options: {} };
    expect(await runJob(job as never, () => undefined)).toMatchObject({
      changeCount: 0,
      changeFile: null,
    });
  });
});
