import Papa from 'papaparse';
import { MAX_SLUG_CHARACTERS, assembleFileName, safeName } from './fileName';

export interface BatchRow {
  /** 1-based line (or CSV record) number in the input, for messages. */
  line: number;
  content: string;
  /** A file name from the CSV's name column, when given. */
  name?: string;
}

export interface ParsedBatch {
  format: 'lines' | 'csv';
  rows: BatchRow[];
}

/**
 * The most codes one ZIP is made of (each is drawn, written and camera-checked); larger lists
 * are checked in full (MAX_CHECKED_ROWS) but generated in parts.
 */
export const MAX_BATCH_ROWS = 10_000;

/** Header cells users write for the file-name and content columns: recognised, never shown. */
export const NAME_HEADERS = ['文件名', '名称', '名字', 'filename', 'file', 'name'];
export const CONTENT_HEADERS = [
  '内容',
  '文本',
  '链接',
  '网址',
  'content',
  'text',
  'url',
  'data',
  'value',
];

export function headerIndex(header: readonly string[], names: string[]): number {
  return header.findIndex((cell) => names.includes(cell.trim().toLowerCase()));
}

/**
 * One content per line, or a CSV (comma or tab) whose header has a file-name column and a
 * content column. Blank lines are skipped; contents are kept exactly (no trimming inside).
 */
export function parseBatch(input: string): ParsedBatch {
  const firstLine = input.slice(0, input.search(/\r?\n|$/));
  const looksLikeCsv = /[,\t]/.test(firstLine);
  if (looksLikeCsv) {
    const parsed = Papa.parse<string[]>(input.trim(), { skipEmptyLines: 'greedy' });
    const [header, ...records] = parsed.data;
    const nameColumn = header ? headerIndex(header, NAME_HEADERS) : -1;
    const contentColumn = header ? headerIndex(header, CONTENT_HEADERS) : -1;
    if (nameColumn >= 0 && contentColumn >= 0 && nameColumn !== contentColumn) {
      const rows: BatchRow[] = [];
      records.forEach((record, index) => {
        const content = record[contentColumn] ?? '';
        if (content.trim() === '') return;
        const name = (record[nameColumn] ?? '').trim();
        rows.push({ line: index + 2, content, ...(name ? { name } : {}) });
      });
      return { format: 'csv', rows };
    }
  }
  const rows: BatchRow[] = [];
  input.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() !== '') rows.push({ line: index + 1, content: line });
  });
  return { format: 'lines', rows };
}

/** The image formats we write: a CSV name ending in one of them loses it (`x.png` → `x.svg`). */
const OUR_EXTENSIONS = /\.(?:png|svg|jpe?g)$/i;

/**
 * A unique, safe file name per row: the CSV name when given, else the row number and the
 * start of the content (`0001-https_example.com_a.png`). Duplicates get ` (2)`, ` (3)`…
 */
export function batchFileNames(rows: readonly BatchRow[], extension: string): string[] {
  const digits = String(rows.length).length;
  const used = new Set<string>();
  /** The next copy number to try per base, so 10,000 equal names stay linear. */
  const nextCopy = new Map<string, number>();
  return rows.map((row, index) => {
    const number = String(index + 1).padStart(Math.max(4, digits), '0');
    const fromCsv = row.name ? safeName(row.name.trim().replace(OUR_EXTENSIONS, '')) : '';
    const fromContent = safeName(row.content.replace(/^https?:\/\//i, ''), MAX_SLUG_CHARACTERS);
    const base = fromCsv || (fromContent ? `${number}-${fromContent}` : number);
    let name = assembleFileName(base, extension);
    if (used.has(name.toLowerCase())) {
      const key = base.toLowerCase();
      let copy = nextCopy.get(key) ?? 2;
      do {
        name = assembleFileName(base, extension, ` (${copy})`);
        copy += 1;
      } while (used.has(name.toLowerCase()));
      nextCopy.set(key, copy);
    }
    used.add(name.toLowerCase());
    return name;
  });
}
