import { chromium, type Page } from '@playwright/test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.ts';
import { startServer } from '../server/serve.mjs';
import { documentOf } from './json-page.ts';
import { HeapProbe, measureStep, type StepFigures } from './rendererMemory.ts';
import type { BenchRow, BenchSuite } from './types.ts';

const DIST = resolve(process.env.BENCH_DIST ?? process.env.E2E_DIST ?? 'dist');
const LONG_WAIT = 900_000;
/** Issue 17's target for a 100 MB document. */
const PEAK_LIMIT_MB = 1024;
/** After 清空: long enough to show that an idle page does not give the ended workers' memory back by itself. */
const CLEAR_SETTLE_MS = 15_000;

/** Runs a query in 查询 and waits for `done`: its notice, or its refusal (an outcome too). */
async function runQuery(page: Page, language: string, expression: string, done: RegExp) {
  await page.getByRole('tab', { name: '查询' }).click();
  await page.locator('.ant-segmented-item-label', { hasText: language }).click();
  await page.getByRole('searchbox').fill(expression);
  await page.getByRole('button', { name: /^查\s?询$/ }).click();
  await page.getByText(done).first().waitFor({ timeout: LONG_WAIT });
}

/**
 * JSON解析's memory with a 100 MB document, worked on as a user would: open the file, 格式化,
 * 树形视图, 查询 (one object, then the whole document in JSONPath, JMESPath; jq), back to 格式化,
 * the sample in its place, 清空, then open it again and 格式化. Figures are the resident memory of the
 * renderer processes (page + workers), peak while the step ran and 5 s after it ended.
 */
const jsonMemoryBench: BenchSuite = async () => {
  const server = await startServer({ port: 0, directory: DIST });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const folder = mkdtempSync(join(tmpdir(), 'bench-json-memory-'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const steps: StepFigures[] = [];
  try {
    const context = await browser.newContext({ locale: 'zh-CN', serviceWorkers: 'block' });
    const page = await context.newPage();
    const probe = await HeapProbe.attach(page);
    await page.goto(`${origin}/tool/jsonConvert`);
    await page.getByRole('button', { name: '格式化', exact: true }).waitFor({ timeout: LONG_WAIT });
    const file = join(folder, 'huge.json');
    writeFileSync(file, documentOf(100));
    const measure = async (step: string, action: () => Promise<void>, settleMs?: number) =>
      steps.push(await measureStep(probe, step, action, settleMs));

    const open = async () => {
      await page.getByTestId('json-file-input').setInputFiles(file);
      await page.getByText(/huge\.json（.*）已载入/).waitFor({ timeout: LONG_WAIT });
    };
    const format = async () => {
      await page.getByRole('tab', { name: '格式化' }).click();
      await page.getByRole('button', { name: '格式化', exact: true }).click();
      await page.getByText('格式化完成').waitFor({ timeout: LONG_WAIT });
    };
    await measure('page opened', async () => undefined);
    await measure('open file', open);
    await measure('格式化', format);
    await measure('树形视图', async () => {
      await page.getByRole('tab', { name: '树形视图' }).click();
      await page.getByRole('treeitem').first().waitFor({ timeout: LONG_WAIT });
    });
    await measure('查询 $[5].trace', () =>
      runQuery(page, 'JSONPath', '$[5].trace', /找到 1 个匹配/),
    );
    // Whole-document queries: every object of the document is read.
    await measure('查询 $..trace (whole document)', () =>
      runQuery(page, 'JSONPath', '$..trace', /找到 \S+ 个匹配（显示 2000 个）/),
    );
    await measure('查询 JMESPath [*].trace (whole document)', () =>
      runQuery(page, 'JMESPath', '[*].trace', /查询完成|这个查询要读取的对象和数组超过/),
    );
    await measure('查询 jq .[5].trace', () =>
      runQuery(page, 'jq', '.[5].trace', /jq 输出 1 个|jq 运行超过|jq 需/),
    );
    // Leaving the view: what stays is what the page keeps for going back (the tree's document).
    await measure(
      'leave 查询 for 格式化',
      () => page.getByRole('tab', { name: '格式化' }).click(),
      CLEAR_SETTLE_MS,
    );
    await measure('page GC after leaving', () => probe.collectPageGarbage());
    // A small input replaces the large one: what the large one held goes.
    await measure(
      'replace by 示例',
      async () => {
        await page.getByRole('button', { name: /^示\s?例$/ }).click();
        await page
          .getByText(/huge\.json（.*）已载入/)
          .waitFor({ state: 'detached', timeout: LONG_WAIT });
      },
      CLEAR_SETTLE_MS,
    );
    await measure(
      '清空',
      async () => {
        await page
          .getByRole('button', { name: /^清\s?空$/ })
          .first()
          .click();
        await page.getByRole('textbox', { name: 'JSON 输入' }).waitFor({ timeout: LONG_WAIT });
      },
      CLEAR_SETTLE_MS,
    );
    await measure('page garbage collection', () => probe.collectPageGarbage());
    await measure('open again', open);
    await measure('格式化 again', format);
    await context.close();
  } finally {
    await browser.close();
    server.close();
    rmSync(folder, { recursive: true, force: true });
  }
  const baseline = steps[0].after;
  const peak = Math.max(...steps.map((step) => step.peak));
  const rows: BenchRow[] = steps.slice(1).map((step) => ({
    area: 'json memory',
    name: `100 MB: ${step.step} (renderer RSS peak)`,
    value: Math.round(step.peak),
    unit: 'MB',
    limitName: `after ${step.settleMs / 1000} s`,
    limitValue: Math.round(step.after),
    ratio: Number((step.peak / PEAK_LIMIT_MB).toPrecision(3)),
    note: `tab's renderer alone ${Math.round(step.tabPeak)} / ${Math.round(step.tabAfter)} MB; page heap ${step.pageHeap.toFixed(0)} MB; ratio is peak / the 1 GB target`,
  }));
  const held = (name: string, step: StepFigures) =>
    rows.push({
      area: 'json memory',
      name: `100 MB: held ${name}, above the page just opened`,
      value: Math.round(step.after - baseline),
      unit: 'MB',
      limitName: 'page just opened',
      limitValue: Math.round(baseline),
      ratio: Number((step.after / baseline).toPrecision(3)),
      note: `peak over all steps ${Math.round(peak)} MB (target ≤ ${PEAK_LIMIT_MB})`,
    });
  held(
    `${CLEAR_SETTLE_MS / 1000} s after leaving 查询 (idle page)`,
    steps.find((s) => s.step === 'leave 查询 for 格式化')!,
  );
  held(
    'after leaving 查询 and a page GC',
    steps.find((s) => s.step === 'page GC after leaving')!,
  );
  held(
    `${CLEAR_SETTLE_MS / 1000} s after 示例 replaced it (idle page)`,
    steps.find((s) => s.step === 'replace by 示例')!,
  );
  held(
    `${CLEAR_SETTLE_MS / 1000} s after 清空 (idle page)`,
    steps.find((s) => s.step === '清空')!,
  );
  held(
    'after 清空 and the page’s next GC',
    steps.find((s) => s.step === 'page garbage collection')!,
  );
  return rows;
};

export default jsonMemoryBench;
