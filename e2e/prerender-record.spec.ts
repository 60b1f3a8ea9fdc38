import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { consoleErrors, holdEntry } from './prerenderControl';

/**
 * A tool's prerendered view is locked until it is known that the visitor saved nothing of the
 * tool in IndexedDB. The app keeps a record of what it stored there (storedKeys.ts) that the
 * check script reads before the first paint: on a repeat visit the view takes typing at once,
 * without waiting for IndexedDB, and a visitor with saved work still never gets the empty view.
 */

// The service worker would fetch the entry itself, out of the page's request routing.
test.use({ serviceWorkers: 'block' });

const COMPARE = '/tool/compare';
const price = (page: Page) => page.getByLabel('商品 A 价格');

/** Opens of IndexedDB before the app runs (the check script's) never answer; the app's do. */
const stallIndexedDbBeforeApp = (page: Page) =>
  page.addInitScript(() => {
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (this: IDBFactory, ...args: [string, number?]) {
      const html = document.documentElement;
      if (html.hasAttribute('data-app-listening')) return open.apply(this, args);
      html.setAttribute('data-e2e-idb-asked', '');
      return {} as IDBOpenDBRequest;
    };
  });

const recordComplete = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => localStorage.getItem('toolbox-idb-complete')), {
      timeout: 30_000,
    })
    .toBe('1');

test('a repeat visit in a new tab takes typing before IndexedDB has answered', async ({
  context,
}) => {
  const first = await context.newPage();
  await first.goto(COMPARE);
  await expect(price(first)).toBeVisible();
  await recordComplete(first);
  await first.close();

  const page = await context.newPage();
  const errors = consoleErrors(page);
  await stallIndexedDbBeforeApp(page);
  const release = await holdEntry(page);
  await page.goto(COMPARE, { waitUntil: 'commit' });
  // Unlocked by the record alone: IndexedDB was never asked, and would never have answered.
  await price(page).fill('12.5');
  await expect(page.locator('html')).not.toHaveAttribute('data-e2e-idb-asked');
  await page.locator('#root .screen').evaluate((view) => view.setAttribute('data-e2e-mark', ''));
  await release();
  await expect(page.locator('html[data-app-rendered]')).toHaveCount(1, { timeout: 60_000 });
  // Hydrated (the mark kept), the typed price React's, and saved: now in the record.
  await expect(page.locator('#root .screen[data-e2e-mark]')).toHaveCount(1);
  await expect(price(page)).toHaveValue('12.5');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('toolbox-idb:toolbox:compare')))
    .toBe('1');

  // Back with that work saved: the record says so before IndexedDB could, and the empty view
  // never shows.
  const again = await context.newPage();
  await stallIndexedDbBeforeApp(again);
  const releaseAgain = await holdEntry(again);
  await again.goto(COMPARE, { waitUntil: 'commit' });
  await expect(again.locator('html')).toHaveAttribute('data-prerendered-stale', '');
  await expect(again.locator('html')).not.toHaveAttribute('data-e2e-idb-asked');
  await expect(again.locator('#root')).toHaveCSS('visibility', 'hidden');
  await releaseAgain();
  await expect(price(again)).toHaveValue('12.5', { timeout: 60_000 });
  expect(errors).toEqual([]);
});

test('work saved before the record existed is found in IndexedDB, then recorded', async ({
  page,
}) => {
  await page.goto(COMPARE);
  await price(page).fill('8.8');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('toolbox-idb:toolbox:compare')))
    .toBe('1');
  await page.waitForTimeout(800);
  // As a browser that saved with an earlier build: work in IndexedDB, no record.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('toolbox-idb')) localStorage.removeItem(key);
  });
  const release = await holdEntry(page);
  await page.reload({ waitUntil: 'commit' });
  // Asked IndexedDB (the view locked meanwhile), which has the work: never the empty view.
  await expect(page.locator('html')).toHaveAttribute('data-prerendered-stale', '');
  await release();
  await expect(price(page)).toHaveValue('8.8', { timeout: 60_000 });
  // The app completes the record once idle, from what IndexedDB holds.
  await recordComplete(page);
  expect(await page.evaluate(() => localStorage.getItem('toolbox-idb:toolbox:compare'))).toBe('1');
});
