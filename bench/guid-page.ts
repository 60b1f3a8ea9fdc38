import { chromium, type Page } from '@playwright/test';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.ts';
import { startServer } from '../server/serve.mjs';
import { generateUuids, validateUuidList } from '../src/tools/guid/core/index.ts';
import { timeMedian, type BenchRow, type BenchSuite } from './types.ts';

const DIST = resolve(process.env.BENCH_DIST ?? process.env.E2E_DIST ?? 'dist');
const LINES = 100_000;
const LONG_WAIT = 300_000;

declare global {
  interface Window {
    benchLongTasks: number[];
  }
}

/** Every long task (> 50 ms) on the page's main thread, as Chromium reports it. */
function watchLongTasks() {
  window.benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchLongTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/** The longest main-thread task while `action` runs (0 when none passed 50 ms). */
async function longestTask(page: Page, action: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    window.benchLongTasks = [];
  });
  await action();
  // Long-task entries arrive after the task ends: let one more frame pass.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))),
  );
  return page.evaluate(() => Math.max(0, ...window.benchLongTasks));
}

/**
 * What the page blocked for before the check moved to a worker: validateUuidList of the same
 * text on one thread (here, Node's V8 in the same run), per check.
 */
async function oneThreadCheckMs(text: string): Promise<number> {
  return timeMedian(() => validateUuidList(text), 3);
}

/** 批量校验 with 100,000 lines in the production build: the page's longest task, paste and typing. */
const guidPageBench: BenchSuite = async () => {
  const server = await startServer({ port: 0, directory: DIST });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const text = generateUuids({ version: 4, count: LINES }).join('\n');
  const rows: BenchRow[] = [];
  try {
    const context = await browser.newContext({
      locale: 'zh-CN',
      serviceWorkers: 'block',
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await context.addInitScript(watchLongTasks);
    const page = await context.newPage();
    await page.goto(`${origin}/tool/guidGenerate`);
    await page.getByRole('tab', { name: '批量校验' }).click();
    const input = page.getByLabel('要校验的 UUID 列表');
    const total = page
      .locator('.ant-statistic')
      .filter({ has: page.locator('.ant-statistic-title', { hasText: /^总数$/ }) });
    const floor = await oneThreadCheckMs(text);
    // On the clipboard before timing: putting it there is the bench's work, not the page's.
    await page.evaluate((value) => navigator.clipboard.writeText(value), text);
    const row = (step: string, ms: number): BenchRow => ({
      area: 'GUID page',
      name: `批量校验 ${LINES.toLocaleString('en-US')} lines: longest main-thread task, ${step}`,
      value: Number(ms.toFixed(0)),
      unit: 'ms',
      limitName: 'validateUuidList on one thread (the check before the worker)',
      limitValue: Number(floor.toFixed(0)),
      ratio: Number((ms / floor).toPrecision(3)),
      note: 'PerformanceObserver longtask (wall time; 0 = no task over 50 ms)',
    });
    rows.push(
      row(
        'paste and check',
        await longestTask(page, async () => {
          await input.click();
          await page.keyboard.press('ControlOrMeta+V');
          await total.getByText('100,000').waitFor({ timeout: LONG_WAIT });
        }),
      ),
    );
    rows.push(
      row(
        'type a line (11 keys), checked again',
        await longestTask(page, async () => {
          await page.keyboard.press('ControlOrMeta+End');
          await page.keyboard.type('\nnot-a-uuid', { delay: 50 });
          await total.getByText('100,001').waitFor({ timeout: LONG_WAIT });
        }),
      ),
    );
  } finally {
    await browser.close();
    server.close();
  }
  return rows;
};

export default guidPageBench;
