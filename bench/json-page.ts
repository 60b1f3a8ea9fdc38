import { chromium, type Page } from '@playwright/test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.ts';
import { startServer } from '../server/serve.mjs';
import type { BenchRow, BenchSuite } from './types.ts';

const DIST = resolve(process.env.BENCH_DIST ?? process.env.E2E_DIST ?? 'dist');
const MB = 1024 * 1024;
const LONG_WAIT = 600_000;

/** The e2e generator's document: long numbers, CJK, varied keys. */
export function documentOf(megabytes: number): string {
  const items: string[] = [];
  let size = 0;
  for (let k = 0; size < megabytes * MB; k += 1) {
    const item = `{"id":${k},"key_${k % 89}":"值${k}","trace":1234567890123456789${k % 10},"price":${k}.10,"tags":["a","b"],"ok":${k % 2 === 0}}`;
    items.push(item);
    size += item.length + 1;
  }
  return `[${items.join(',')}]`;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * The longest task on the page's main thread while `action` runs, from a Chrome trace: as
 * thread (CPU) time, which does not grow when other processes take the CPU, and as wall time
 * (what CPU throttling, as on the phone profile, slows down).
 */
export async function longestTasks(
  page: Page,
  action: () => Promise<void>,
): Promise<{ cpu: number; wall: number }> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) =>
    events.push(...(data.value as unknown as TraceEvent[])),
  );
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    },
    transferMode: 'ReportEvents',
  });
  await action();
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  // The page's renderer is the main thread that did the most work.
  const work = new Map<string, number>();
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' && event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`),
  );
  for (const task of tasks) {
    const thread = `${task.pid}:${task.tid}`;
    work.set(thread, (work.get(thread) ?? 0) + (task.tdur ?? 0));
  }
  const pageThread = [...work.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const own = tasks.filter((task) => `${task.pid}:${task.tid}` === pageThread);
  return {
    cpu: Math.max(0, ...own.map((task) => (task.tdur ?? 0) / 1000)),
    wall: Math.max(0, ...own.map((task) => (task.dur ?? 0) / 1000)),
  };
}

/** The longest main-thread task while `action` runs, in thread (CPU) time. */
async function longestTask(page: Page, action: () => Promise<void>): Promise<number> {
  return (await longestTasks(page, action)).cpu;
}

/** What a page that did the work on its own thread would block for: native parse + format. */
async function nativeBlockingMs(page: Page, file: string): Promise<number> {
  // The same file, read through a file input of the bench's own.
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.type = 'file';
    input.id = 'bench-native';
    input.hidden = true;
    document.body.append(input);
  });
  await page.locator('#bench-native').setInputFiles(file);
  return page.evaluate(async () => {
    const input = document.getElementById('bench-native') as HTMLInputElement;
    const text = await input.files![0].text();
    input.remove();
    const start = performance.now();
    JSON.stringify(JSON.parse(text), null, 2);
    return performance.now() - start;
  });
}

export async function openJsonPage(page: Page, origin: string) {
  await page.goto(`${origin}/tool/jsonConvert`);
  await page.getByRole('button', { name: '格式化', exact: true }).waitFor({ timeout: LONG_WAIT });
}

/** The JSON page with big documents, in Chromium against the production build. */
const jsonPageBench: BenchSuite = async () => {
  const server = await startServer({ port: 0, directory: DIST });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const folder = mkdtempSync(join(tmpdir(), 'bench-json-page-'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows: BenchRow[] = [];
  try {
    const context = await browser.newContext({ locale: 'zh-CN', serviceWorkers: 'block' });
    const page = await context.newPage();
    await openJsonPage(page, origin);
    const megabytes = 50;
    const file = join(folder, 'big.json');
    writeFileSync(file, documentOf(megabytes));
    const native = await nativeBlockingMs(page, file);
    const row = (step: string, ms: number): BenchRow => ({
      area: 'json page',
      name: `${megabytes} MB: longest main-thread task, ${step}`,
      value: Number(ms.toFixed(1)),
      unit: 'ms CPU',
      limitName: 'main-thread JSON.parse + stringify(v, null, 2)',
      limitValue: Number(native.toFixed(0)),
      ratio: Number((ms / native).toPrecision(3)),
      note: 'budget 50 ms; thread time from a Chrome trace',
    });

    rows.push(
      row(
        'open file',
        await longestTask(page, async () => {
          await page.getByTestId('json-file-input').setInputFiles(file);
          await page.getByText(/big\.json（.*）已载入/).waitFor({ timeout: LONG_WAIT });
        }),
      ),
    );
    rows.push(
      row(
        '格式化',
        await longestTask(page, async () => {
          await page.getByRole('button', { name: '格式化', exact: true }).click();
          await page.getByText('格式化完成').waitFor({ timeout: LONG_WAIT });
        }),
      ),
    );
    rows.push(
      row(
        '树形视图 (build and show)',
        await longestTask(page, async () => {
          await page.getByRole('tab', { name: '树形视图' }).click();
          await page.getByRole('treeitem').first().waitFor({ timeout: LONG_WAIT });
        }),
      ),
    );
    const tree = page.getByRole('tree', { name: 'JSON 树' });
    rows.push(
      row(
        'tree scroll to the end',
        await longestTask(page, async () => {
          await tree.evaluate((element) => (element.scrollTop = element.scrollHeight));
          await tree.getByRole('treeitem').last().waitFor();
          await page.waitForTimeout(500);
        }),
      ),
    );
    await context.close();

    // 100 MB, end to end: open, validate, format and tree, against native parse + format.
    const hugeContext = await browser.newContext({ locale: 'zh-CN', serviceWorkers: 'block' });
    const hugePage = await hugeContext.newPage();
    await openJsonPage(hugePage, origin);
    const huge = join(folder, 'huge.json');
    writeFileSync(huge, documentOf(100));
    const hugeNative = await nativeBlockingMs(hugePage, huge);
    const start = performance.now();
    await hugePage.getByTestId('json-file-input').setInputFiles(huge);
    await hugePage.getByText(/huge\.json（.*）已载入/).waitFor({ timeout: LONG_WAIT });
    await hugePage.getByRole('button', { name: /^校\s?验$/ }).click();
    await hugePage.getByText(/有效的 JSON/).waitFor({ timeout: LONG_WAIT });
    await hugePage.getByRole('button', { name: '格式化', exact: true }).click();
    await hugePage.getByText('格式化完成').waitFor({ timeout: LONG_WAIT });
    await hugePage.getByRole('tab', { name: '树形视图' }).click();
    await hugePage.getByRole('treeitem').first().waitFor({ timeout: LONG_WAIT });
    const total = performance.now() - start;
    rows.push({
      area: 'json page',
      name: '100 MB: open, 校验, 格式化, 树形视图',
      value: Math.round(total),
      unit: 'ms',
      limitName: 'main-thread JSON.parse + stringify(v, null, 2)',
      limitValue: Math.round(hugeNative),
      ratio: Number((total / hugeNative).toPrecision(3)),
      note: 'four operations against one native format; the page stays responsive throughout',
    });
    await hugeContext.close();
  } finally {
    await browser.close();
    server.close();
    rmSync(folder, { recursive: true, force: true });
  }
  return rows;
};

export default jsonPageBench;
