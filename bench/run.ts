// `npm run bench`: every suite's figures next to the platform limit measured in the same run.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { CHROMIUM_PATH } from '../playwright.config.ts';
import { describeState, machineState } from './machineState.ts';
import type { BenchRow, BenchSuite } from './types.ts';

// The tool suites arrive with their tools; a missing one is reported, not fatal.
const ALL_SUITES = [
  'page-weight',
  'composition',
  'first-load',
  'qr',
  'qr-batch',
  'qr-camera',
  'json',
  'json-page',
  'json-edit',
  'json-memory',
  'json-query',
  'guid',
  'guid-page',
  'compare',
  'ocr',
];
/** `BENCH_SUITES=composition,first-load npm run bench` runs only those (a focused re-measure). */
const SUITES = process.env.BENCH_SUITES
  ? ALL_SUITES.filter((id) => process.env.BENCH_SUITES!.split(',').includes(id))
  : ALL_SUITES;

function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return 'unknown';
  }
}

function format(value: number): string {
  if (!Number.isFinite(value)) return '—';
  if (Math.abs(value) >= 1000) return Math.round(value).toLocaleString('en-US');
  return String(Number(value.toPrecision(4)));
}

/** Display width: CJK characters take two columns in a terminal. */
function width(text: string): number {
  return [...text].reduce((sum, char) => sum + (/[\u1100-\uffef]/.test(char) ? 2 : 1), 0);
}

function printTable(rows: BenchRow[]): void {
  const header = ['area', 'figure', 'value', 'unit', 'platform limit', 'ratio'];
  const lines = rows.map((row) => [
    row.area,
    row.name,
    format(row.value),
    row.unit,
    `${row.limitName}: ${format(row.limitValue)}`,
    format(row.ratio),
  ]);
  const widths = header.map((_, column) =>
    Math.max(...[header, ...lines].map((line) => width(line[column]))),
  );
  for (const line of [header, ...lines])
    console.log(
      line.map((cell, column) => cell + ' '.repeat(widths[column] - width(cell))).join('  '),
    );
}

const before = machineState();
console.log(`machine before the suites: ${describeState(before)}`);

const present: string[] = [];
const missing: string[] = [];
const failed: string[] = [];
const rows: BenchRow[] = [];
for (const id of SUITES) {
  if (!existsSync(new URL(`./${id}.ts`, import.meta.url))) {
    console.log(`(bench/${id}.ts is not there yet: skipped)`);
    missing.push(id);
    continue;
  }
  console.log(`running bench/${id}.ts…`);
  try {
    const suite = (await import(`./${id}.ts`)).default as BenchSuite;
    rows.push(...(await suite()));
    present.push(id);
  } catch (error) {
    console.error(`bench/${id}.ts failed:`, error);
    failed.push(id);
  }
}

console.log('');
printTable(rows);
const after = machineState();
console.log(`\nmachine before the suites: ${describeState(before)}`);
console.log(`machine after the suites:  ${describeState(after)}`);

const machine = {
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  chromium: chromiumVersion(),
  before,
  after,
};
mkdirSync(new URL('./out/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./out/latest.json', import.meta.url),
  `${JSON.stringify({ date: new Date().toISOString(), machine, present, missing, failed, rows }, null, 2)}\n`,
);
console.log(
  `\nbench/out/latest.json written (${rows.length} rows; suites: ${present.join(', ')}).`,
);
if (failed.length > 0) {
  console.error(`Failed suites: ${failed.join(', ')}`);
  process.exitCode = 1;
}
