import { chromium, type CDPSession, type Page } from '@playwright/test';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.ts';
import { startServer } from '../server/serve.mjs';
import { documentOf } from './json-page.ts';
import type { BenchRow, BenchSuite } from './types.ts';

const DIST = resolve(process.env.BENCH_DIST ?? process.env.E2E_DIST ?? 'dist');
const LONG_WAIT = 600_000;
const MB = 1024 * 1024;
/** Issue 17's target for a 100 MB document. */
const PEAK_LIMIT_MB = 1024;
/** How long the page is left alone before "after release" is read (what a user would see). */
const SETTLE_MS = 5_000;
/** After 清空: long enough to show that an idle page does not give the ended workers' memory back by itself. */
const CLEAR_SETTLE_MS = 15_000;

/** Resident memory of a process in MB, from /proc (Linux only, like the rest of the bench). */
function rssMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) / 1024 : 0;
  } catch {
    return 0; // the process ended
  }
}

/** Renderer processes among `root`'s descendants (the page and its workers are threads of one of them). */
function rendererPids(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const visit = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      try {
        if (readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('--type=renderer'))
          found.push(child);
      } catch {
        // gone meanwhile
      }
      visit(child);
    }
  };
  visit(root);
  return found;
}

/**
 * The page's own JS heap, through CDP. Worker heaps are not read: on worker targets reached by
 * auto-attaching, Runtime.getHeapUsage answered 0 MB while a worker held a 200 MB string, so
 * the renderer's resident memory (page and workers together) is the figure.
 */
class HeapProbe {
  private constructor(private readonly cdp: CDPSession) {}

  static async attach(page: Page): Promise<HeapProbe> {
    return new HeapProbe(await page.context().newCDPSession(page));
  }

  /**
   * A full collection on the page. An ended worker's memory goes back only when the page's
   * garbage collector has collected the Worker object: an idle page may not collect for a
   * long while, a page at work soon does.
   */
  async collectPageGarbage(): Promise<void> {
    await this.cdp.send('HeapProfiler.collectGarbage');
  }

  /** Used heap of the page and its typed arrays' backing stores, in MB. */
  async pageHeap(): Promise<number> {
    const usage = (await this.cdp.send('Runtime.getHeapUsage')) as {
      usedSize: number;
      backingStorageSize?: number;
    };
    return (usage.usedSize + (usage.backingStorageSize ?? 0)) / MB;
  }
}

interface StepFigures {
  step: string;
  peak: number;
  after: number;
  settleMs: number;
  pageHeap: number;
}

/** Samples the renderers' and the browser's resident memory while `action` runs. */
async function measureStep(
  probe: HeapProbe,
  step: string,
  action: () => Promise<void>,
  settleMs = SETTLE_MS,
): Promise<StepFigures> {
  // Chromium is a child of this process: its renderers are found among our descendants.
  const sample = () => rendererPids(process.pid).reduce((sum, child) => sum + rssMb(child), 0);
  let peak = sample();
  const timer = setInterval(() => (peak = Math.max(peak, sample())), 50);
  try {
    await action();
    await new Promise((done) => setTimeout(done, settleMs));
  } finally {
    clearInterval(timer);
  }
  const after = sample();
  peak = Math.max(peak, after);
  const pageHeap = await probe.pageHeap();
  console.log(
    `  ${step}: renderer peak ${peak.toFixed(0)} MB, after ${after.toFixed(0)} MB; page heap ${pageHeap.toFixed(0)} MB`,
  );
  return { step, peak, after, settleMs, pageHeap };
}

/**
 * JSON解析's memory with a 100 MB document, worked on as a user would: open the file, 格式化,
 * 树形视图, 查询, back to 格式化, 清空, then open it again and 格式化. Figures are the resident memory of the
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
    await measure('查询 $[5].trace', async () => {
      await page.getByRole('tab', { name: '查询' }).click();
      await page.getByRole('searchbox').fill('$[5].trace');
      await page.getByRole('button', { name: /^查\s?询$/ }).click();
      await page.getByText(/找到 1 个匹配/).waitFor({ timeout: LONG_WAIT });
    });
    // Leaving the view: what stays is what the page keeps for going back (the tree's document).
    await measure(
      'leave 查询 for 格式化',
      () => page.getByRole('tab', { name: '格式化' }).click(),
      CLEAR_SETTLE_MS,
    );
    await measure('page GC after leaving', () => probe.collectPageGarbage());
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
    note: `page heap ${step.pageHeap.toFixed(0)} MB; ratio is peak / the 1 GB target`,
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
