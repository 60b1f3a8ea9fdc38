/**
 * Editing a value of a 50 MB document in JSON解析's tree (issue 21), in Chromium against the
 * production build, on a desktop and on a phone profile (375 × 812, touch, CPU 4× slower):
 * the longest main-thread task from the commit of the edit until it shows and is saved, the
 * time until the tree shows it, and the same for 撤销.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.ts';
import { startServer } from '../server/serve.mjs';
import { documentOf, longestTasks, openJsonPage } from './json-page.ts';
import { DESKTOP, PHONE, profiledPage, type Profile } from './profiles.ts';
import type { BenchRow, BenchSuite } from './types.ts';

const DIST = resolve(process.env.BENCH_DIST ?? process.env.E2E_DIST ?? 'dist');
const LONG_WAIT = 600_000;
const MEGABYTES = 50;
const NEW_VALUE = '12345678901234567890.5';
/** Long enough after the edit shows for the draft's save (IndexedDB) to fall in the trace. */
const SETTLE_MS = 1500;

/** The phone's CPU; its network does not matter here (the document is a local file). */
const PROFILES: Profile[] = [DESKTOP, { ...PHONE, network: undefined }];

/**
 * The least a page holding the document itself would do on its main thread for one edit:
 * splice the value into the 50 MB string and encode it as a Blob to store it. Measured in the
 * same page (so throttled alike), the file read beforehand.
 */
async function mainThreadSpliceMs(page: Page, file: string): Promise<number> {
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.type = 'file';
    input.id = 'bench-splice';
    input.hidden = true;
    document.body.append(input);
  });
  await page.locator('#bench-splice').setInputFiles(file);
  return page.evaluate(async (value) => {
    const input = document.getElementById('bench-splice') as HTMLInputElement;
    const text = await input.files![0].text();
    input.remove();
    const start = performance.now();
    const at = text.indexOf('"price":') + '"price":'.length;
    const next = text.slice(0, at) + value + text.slice(text.indexOf(',', at));
    const blob = new Blob([next]);
    const elapsed = performance.now() - start;
    return blob.size > 0 ? elapsed : -1;
  }, NEW_VALUE);
}

/** Runs `action` traced; returns its wall time until `shown` resolved, and the longest task. */
async function timed(page: Page, action: () => Promise<void>, shown: () => Promise<unknown>) {
  let shownMs = 0;
  const tasks = await longestTasks(page, async () => {
    const start = performance.now();
    await action();
    await shown();
    shownMs = performance.now() - start;
    await page.waitForTimeout(SETTLE_MS);
  });
  return { shownMs, ...tasks };
}

async function measure(browser: Browser, origin: string, file: string, profile: Profile) {
  const [context, page] = await profiledPage(browser, profile);
  try {
    await openJsonPage(page, origin);
    const limit = await mainThreadSpliceMs(page, file);
    await page.getByTestId('json-file-input').setInputFiles(file);
    await page.getByText(/big\.json（.*）已载入/).waitFor({ timeout: LONG_WAIT });
    await page.getByRole('tab', { name: '树形视图' }).click();
    const tree = page.getByRole('tree', { name: 'JSON 树' });
    // A document this big opens with its top level only: open the first item.
    const first = tree.getByRole('treeitem').nth(1);
    await first.waitFor({ timeout: LONG_WAIT });
    await first.getByRole('button', { name: '展开' }).click();
    const price = tree.getByRole('treeitem').filter({ hasText: 'price' }).first();
    await price.click();
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: '值', exact: true }).fill(NEW_VALUE);
    const edit = await timed(
      page,
      () => page.keyboard.press('Enter'),
      () => price.filter({ hasText: NEW_VALUE }).waitFor({ timeout: LONG_WAIT }),
    );
    const undo = await timed(
      page,
      () => page.getByRole('button', { name: /^撤\s?销$/ }).click(),
      () => price.filter({ hasText: '0.10' }).waitFor({ timeout: LONG_WAIT }),
    );
    return { limit, edit, undo };
  } finally {
    await context.close();
  }
}

const jsonEditBench: BenchSuite = async () => {
  const server = await startServer({ port: 0, directory: DIST });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const folder = mkdtempSync(join(tmpdir(), 'bench-json-edit-'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows: BenchRow[] = [];
  try {
    const file = join(folder, 'big.json');
    writeFileSync(file, documentOf(MEGABYTES));
    for (const profile of PROFILES) {
      const { limit, edit, undo } = await measure(browser, origin, file, profile);
      const limitName = `main-thread splice + Blob of the ${MEGABYTES} MB text (${profile.name})`;
      const row = (name: string, value: number, unit: string, note: string): BenchRow => ({
        area: 'json edit',
        name: `${MEGABYTES} MB, ${profile.name}: ${name}`,
        value: Number(value.toFixed(1)),
        unit,
        limitName,
        limitValue: Number(limit.toFixed(1)),
        ratio: Number((value / limit).toPrecision(3)),
        note,
      });
      const taskNote = `budget 50 ms; from the commit until ${SETTLE_MS} ms after it shows (draft saved)`;
      rows.push(
        row('tree value edit, longest main-thread task', edit.cpu, 'ms CPU', taskNote),
        row('tree value edit, longest main-thread task', edit.wall, 'ms wall', taskNote),
        row('tree value edit, until the tree shows it', edit.shownMs, 'ms', 'Enter to the row'),
        row('撤销, longest main-thread task', undo.cpu, 'ms CPU', taskNote),
        row('撤销, until the tree shows it', undo.shownMs, 'ms', 'click to the row'),
      );
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(folder, { recursive: true, force: true });
  }
  return rows;
};

export default jsonEditBench;
