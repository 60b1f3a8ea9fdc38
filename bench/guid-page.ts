import { chromium, type Page } from '@playwright/test';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.ts';
import { startServer } from '../server/serve.mjs';
import { generateUuids } from '../src/tools/guid/core/index.ts';
import type { BenchRow, BenchSuite } from './types.ts';

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
 * The least any page pays for this paste: a bare <textarea> given the same text, laid out and
 * painted, in the same page.
 */
async function bareTextareaMs(page: Page, text: string): Promise<number> {
  return page.evaluate(async (value) => {
    const area = document.createElement('textarea');
    area.rows = 8;
    document.body.append(area);
    const start = performance.now();
    area.value = value;
    area.getBoundingClientRect();
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    const ms = performance.now() - start;
    area.remove();
    return ms;
  }, text);
}

/** 批量校验 with 100,000 lines in the production build: the page's longest task, paste and typing. */
const guidPageBench: BenchSuite = async () => {
  const server = await startServer({ port: 0, directory: DIST });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const text = generateUuids({ version: 4, count: LINES }).join('\n');
  const rows: BenchRow[] = [];
  try {
    const context = await browser.newContext({ locale: 'zh-CN', serviceWorkers: 'block' });
    await context.addInitScript(watchLongTasks);
    const page = await context.newPage();
    await page.goto(`${origin}/tool/guidGenerate`);
    await page.getByRole('tab', { name: '批量校验' }).click();
    const input = page.getByLabel('要校验的 UUID 列表');
    const total = page.getByTestId('batch-stats').getByText('总数').locator('..');
    const floor = await bareTextareaMs(page, text);
    const row = (step: string, ms: number): BenchRow => ({
      area: 'GUID page',
      name: `批量校验 ${LINES.toLocaleString('en-US')} lines: longest main-thread task, ${step}`,
      value: Number(ms.toFixed(0)),
      unit: 'ms',
      limitName: 'bare <textarea> given the same text',
      limitValue: Number(floor.toFixed(0)),
      ratio: Number((ms / floor).toPrecision(3)),
      note: 'PerformanceObserver longtask (wall time; 0 = no task over 50 ms)',
    });
    rows.push(
      row(
        'paste and check',
        await longestTask(page, async () => {
          await input.fill(text);
          await total.getByText('100,000').waitFor({ timeout: LONG_WAIT });
        }),
      ),
    );
    rows.push(
      row(
        'type a line (11 keys), checked again',
        await longestTask(page, async () => {
          await input.press('Control+End');
          await input.pressSequentially('\nnot-a-uuid', { delay: 50 });
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
