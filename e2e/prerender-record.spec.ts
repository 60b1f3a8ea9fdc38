import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { COMPARE, consoleErrors, holdEntry, price, savePrice } from './prerenderControl';

/**
 * A tool's prerendered view is locked until it is known that the visitor saved nothing of the
 * tool in IndexedDB. The app keeps a record of what it stored there (storedKeys.ts) that the
 * check script reads before the first paint: on a repeat visit the view takes typing at once,
 * without waiting for IndexedDB, and a visitor with saved work still never gets the empty view.
 */

// The service worker would fetch the entry itself, out of the page's request routing.
test.use({ serviceWorkers: 'block' });

/**
 * IndexedDB's answers to the check script's opens wait until the test calls
 * `answerIndexedDb()` in the page; the app's own opens answer as usual.
 */
const holdIndexedDbBeforeApp = (page: Page) =>
  page.addInitScript(() => {
    const open = IDBFactory.prototype.open;
    const held: (() => void)[] = [];
    let answering = false;
    Object.assign(window, {
      answerIndexedDb: () => {
        answering = true;
        held.splice(0).forEach((answer) => answer());
      },
    });
    IDBFactory.prototype.open = function (this: IDBFactory, ...args: [string, number?]) {
      const html = document.documentElement;
      const real = open.apply(this, args);
      // The check script's (the app's own read, from its first lines on, answers as usual).
      if (!new Error().stack?.includes('/assets/prerender-check-')) return real;
      html.setAttribute('data-e2e-idb-asked', '');
      // What the check script sees: the real request, its success passed on when answering.
      const seen = {
        get result() {
          return real.result;
        },
      } as IDBOpenDBRequest;
      real.onupgradeneeded = (event) => seen.onupgradeneeded?.call(real, event);
      real.onerror = (event) => seen.onerror?.call(real, event);
      real.onsuccess = (event) => {
        const answer = () => seen.onsuccess?.call(real, event);
        if (answering) answer();
        else held.push(answer);
      };
      return seen;
    };
  });
const answerIndexedDb = (page: Page) =>
  page.evaluate(() => (window as unknown as { answerIndexedDb: () => void }).answerIndexedDb());

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
  await holdIndexedDbBeforeApp(page);
  const release = await holdEntry(page);
  await page.goto(COMPARE, { waitUntil: 'commit' });
  // Unlocked by the record alone, while IndexedDB (asked too) has not answered.
  await price(page).fill('12.5');
  await expect(page.locator('html')).toHaveAttribute('data-e2e-idb-asked', '');
  await expect(page.locator('html')).toHaveAttribute('data-prerendered-checking', '');
  await page.locator('#root .screen').evaluate((view) => view.setAttribute('data-e2e-mark', ''));
  await release();
  // The app waits for IndexedDB's answer before hydrating; it says nothing is saved.
  await page.waitForTimeout(500);
  await expect(page.locator('html')).not.toHaveAttribute('data-app-rendered');
  await answerIndexedDb(page);
  await expect(page.locator('html[data-app-rendered]')).toHaveCount(1, { timeout: 60_000 });
  // Hydrated (the mark kept), the typed price React's, and saved: now in the record.
  await expect(page.locator('#root .screen[data-e2e-mark]')).toHaveCount(1);
  await expect(price(page)).toHaveValue('12.5');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('toolbox-idb:toolbox:compare')))
    .not.toBeNull();

  // The tab stays shown: once settled, it keeps a snapshot of itself (view-snapshot.spec.ts).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('toolbox-view-snapshot.html') ?? ''), {
      timeout: 20_000,
    })
    .toContain('value="12.5"');

  // Back with that work saved: the record says so at once, IndexedDB is not asked, and the
  // empty view never shows: the snapshot of the saved work does.
  const again = await context.newPage();
  await holdIndexedDbBeforeApp(again);
  const releaseAgain = await holdEntry(again);
  await again.goto(COMPARE, { waitUntil: 'commit' });
  await expect(again.locator('html')).toHaveAttribute('data-prerendered-stale', '');
  await expect(again.locator('html')).not.toHaveAttribute('data-e2e-idb-asked');
  await expect(again.locator('html')).toHaveAttribute('data-view-snapshot');
  await expect(price(again)).toHaveValue('12.5');
  await releaseAgain();
  await expect(price(again)).toHaveValue('12.5', { timeout: 60_000 });
  expect(errors).toEqual([]);
});

test('work saved before the record existed is found in IndexedDB, then recorded', async ({
  page,
}) => {
  await savePrice(page, '8.8');
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

test('work a tab of an older build saved unrecorded is still never lost to the empty view', async ({
  page,
}) => {
  await page.goto(COMPARE);
  await price(page).fill('8.8');
  await recordComplete(page);
  await page.waitForTimeout(800);
  // As an older build's tab saves: into IndexedDB, not into the record, which stays complete.
  await page.evaluate(() => localStorage.removeItem('toolbox-idb:toolbox:compare'));
  await holdIndexedDbBeforeApp(page);
  const release = await holdEntry(page);
  await page.reload({ waitUntil: 'commit' });
  // The record says nothing is saved: the view takes typing until IndexedDB says otherwise.
  await price(page).fill('1');
  await answerIndexedDb(page);
  await expect(page.locator('html')).toHaveAttribute('data-prerendered-stale', '');
  await release();
  // The page is rendered anew with the saved work, and says the typed price did not reach it;
  // the record is rebuilt from IndexedDB.
  await expect(price(page)).toHaveValue('8.8', { timeout: 60_000 });
  await expect(
    page.getByText('页面载入时的 1 处输入或点击没能交给页面，请再做一次。'),
  ).toBeVisible();
  await recordComplete(page);
  expect(await page.evaluate(() => localStorage.getItem('toolbox-idb:toolbox:compare'))).toBe('1');
});

test('a page rendered anew over saved work shows it in its first render, not after a second', async ({
  context,
}) => {
  const first = await context.newPage();
  await savePrice(first, '12.5');
  await first.close();

  const page = await context.newPage();
  const errors = consoleErrors(page);
  // The price field as the app's first render committed it (the app marks the page rendered
  // right after that commit, before the screen's own read of IndexedDB could answer).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-app-rendered')) return;
      observer.disconnect();
      const field = document.querySelector<HTMLInputElement>('[aria-label="商品 A 价格"]');
      Object.assign(window, { firstRenderPrice: field ? field.value : 'no field' });
    }).observe(document, { attributes: true, subtree: true });
  });
  await page.goto(COMPARE);
  await expect(page.locator('html')).toHaveAttribute('data-prerendered-stale', '');
  // (A snapshot of the page as left shows the price before: src/app/runtime/viewSnapshot.ts.)
  await expect(page.locator('html')).toHaveAttribute('data-app-rendered', '', { timeout: 60_000 });
  await expect(price(page)).toHaveValue('12.5');
  expect(
    await page.evaluate(() => (window as { firstRenderPrice?: string }).firstRenderPrice),
  ).toBe('12.5');
  // And it is the library's live copy: an edit is saved as before.
  await price(page).fill('13');
  await page.reload();
  await expect(price(page)).toHaveValue('13', { timeout: 60_000 });
  expect(errors).toEqual([]);
});
