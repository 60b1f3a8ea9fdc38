import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { COMPARE, consoleErrors, holdEntry, price, savePrice } from './prerenderControl';

/**
 * Coming back to saved work (issue 19): the page shows as the visitor left it before the app's
 * scripts have run (a snapshot taken when it was hidden: src/app/runtime/viewSnapshot.ts), what
 * is typed or clicked there reaches the app, and a snapshot that no longer matches what is
 * saved is never shown.
 */

// The service worker would fetch the entry itself, out of the page's request routing.
test.use({ serviceWorkers: 'block' });

const html = (page: Page) => page.locator('html');
const offerRow = (page: Page, name: string) =>
  page.getByRole('region', { name, exact: true }).locator('button[aria-expanded]');
/** Clicks an offer's collapsed row (on a snapshot, the click is only marked). */
const openRow = (page: Page, name: string) => offerRow(page, name).click();
const snapshotTaken = (page: Page) =>
  page.evaluate(() => localStorage.getItem('toolbox-view-snapshot') !== null);

/** Saves a first price of `value` in a tab that is then closed (hidden, then gone). */
async function leaveSavedPrice(context: BrowserContext, value: string) {
  const first = await context.newPage();
  await savePrice(first, value);
  await first.close();
}

/** A new tab of `path` whose app entry waits for `release`. */
async function visitHeld(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const errors = consoleErrors(page);
  const release = await holdEntry(page);
  await page.goto(path, { waitUntil: 'commit' });
  return { page, errors, release };
}

test('比价器 left with saved work shows as left at once; typing and clicks there reach the app', async ({
  context,
}) => {
  await leaveSavedPrice(context, '12.5');
  const { page, errors, release } = await visitHeld(context, COMPARE);
  await expect(html(page)).toHaveAttribute('data-view-snapshot');
  await expect(page.locator('#root')).toHaveCSS('visibility', 'visible');
  await expect(price(page)).toHaveValue('12.5');
  // The snapshot takes typing before any of the app's scripts ran.
  await price(page).fill('12.58');
  await release();
  await expect(html(page)).toHaveAttribute('data-app-rendered', '', { timeout: 60_000 });
  await expect(html(page)).not.toHaveAttribute('data-view-snapshot');
  await expect(page.locator('style[data-view-snapshot]')).toHaveCount(0);
  // React's own page now: the typed price in its state, the field still focused for more.
  await expect(price(page)).toHaveValue('12.58');
  await expect(price(page)).toBeFocused();
  await page.keyboard.type('9');
  await expect(price(page)).toHaveValue('12.589');
  await page.waitForTimeout(1200);
  await page.close();

  // Back again: the snapshot shows the last edit; a button clicked there does what it says.
  const again = await visitHeld(context, COMPARE);
  await expect(price(again.page)).toHaveValue('12.589');
  await again.page.getByRole('button', { name: '添加商品' }).click();
  await expect(again.page.getByLabel('商品 C 价格')).toHaveCount(0);
  await again.release();
  await expect(again.page.getByLabel('商品 C 价格')).toBeVisible({ timeout: 60_000 });
  await again.page.waitForTimeout(1200);
  await again.page.reload();
  await expect(again.page.getByLabel('商品 C 价格')).toBeVisible({ timeout: 60_000 });
  expect([...errors, ...again.errors]).toEqual([]);
});

test('the offer left open is open again, on the snapshot and in the app, and typing there is kept', async ({
  context,
}) => {
  const first = await context.newPage();
  await savePrice(first, '12.5');
  // 商品 B opened for editing: not saved, a view of the list (useOpenOffer.ts).
  await openRow(first, '商品 B');
  await first.getByLabel('商品 B 价格').fill('8');
  await first.waitForTimeout(1200);
  await first.close();
  const { page, errors, release } = await visitHeld(context, COMPARE);
  await expect(html(page)).toHaveAttribute('data-view-snapshot');
  await expect(page.getByLabel('商品 B 价格')).toHaveValue('8');
  await page.getByLabel('商品 B 价格').fill('8.5');
  await release();
  await expect(html(page)).toHaveAttribute('data-app-rendered', '', { timeout: 60_000 });
  await expect(page.getByLabel('商品 B 价格')).toHaveValue('8.5');
  await expect(page.getByLabel('商品 B 价格')).toBeFocused();
  await page.waitForTimeout(1200);
  await page.close();

  const again = await visitHeld(context, COMPARE);
  await expect(again.page.getByLabel('商品 B 价格')).toHaveValue('8.5');
  // A click on the collapsed row of 商品 A meant: open it (the app opens it, once).
  await openRow(again.page, '商品 A');
  await again.release();
  await expect(html(again.page)).toHaveAttribute('data-app-rendered', '', { timeout: 60_000 });
  await expect(offerRow(again.page, '商品 A')).toHaveAttribute('aria-expanded', 'true');
  await expect(price(again.page)).toHaveValue('12.5');
  expect([...errors, ...again.errors]).toEqual([]);
});

test('a snapshot shows the work as another tab changed it, and none once what it depends on changed behind it', async ({
  context,
}) => {
  await leaveSavedPrice(context, '12.5');
  const other = await context.newPage();
  await other.goto(COMPARE);
  await expect(html(other)).toHaveAttribute('data-app-rendered', '', { timeout: 60_000 });
  await price(other).fill('13');
  // The other tab stays open and shown: it takes its snapshot once it has settled.
  await expect
    .poll(() => other.evaluate(() => localStorage.getItem('toolbox-view-snapshot.html') ?? ''), {
      timeout: 20_000,
    })
    .toContain('value="13"');

  const seen = await visitHeld(context, COMPARE);
  await expect(html(seen.page)).toHaveAttribute('data-view-snapshot');
  await expect(price(seen.page)).toHaveValue('13');
  await seen.release();
  await expect(html(seen.page)).toHaveAttribute('data-app-rendered', '', { timeout: 60_000 });
  await expect(price(seen.page)).toHaveValue('13');
  await seen.page.close();

  // Saved data changed without a snapshot after it (as by a tab that was frozen).
  await other.evaluate(() => localStorage.setItem('toolbox:elsewhere', '1'));
  const { page, errors, release } = await visitHeld(context, COMPARE);
  await expect(html(page)).toHaveAttribute('data-prerendered-stale', '');
  await expect(html(page)).not.toHaveAttribute('data-view-snapshot');
  await expect(page.locator('#root')).toHaveCSS('visibility', 'hidden');
  expect(await snapshotTaken(page)).toBe(false);
  await release();
  await expect(price(page)).toHaveValue('13', { timeout: 60_000 });
  expect([...seen.errors, ...errors]).toEqual([]);
});

test('another colour scheme or window width gets no snapshot of the page as it was', async ({
  context,
}) => {
  await leaveSavedPrice(context, '12.5');
  for (const change of ['dark', 'width'] as const) {
    const page = await context.newPage();
    if (change === 'dark') await page.emulateMedia({ colorScheme: 'dark' });
    else await page.setViewportSize({ width: 700, height: 800 });
    const release = await holdEntry(page);
    await page.goto(COMPARE, { waitUntil: 'commit' });
    expect(await snapshotTaken(page)).toBe(true);
    await expect(html(page)).toHaveAttribute('data-prerendered-stale', '');
    await expect(html(page)).not.toHaveAttribute('data-view-snapshot');
    await release();
    await expect(price(page)).toHaveValue('12.5', { timeout: 60_000 });
    await page.close();
  }
});

test('二维码 left with its content shows it, and its code, before the scripts', async ({
  context,
}) => {
  const first = await context.newPage();
  await first.goto('/tool/qrGenerate');
  await first.getByLabel('内容', { exact: true }).fill('https://example.com/快照');
  await first.waitForTimeout(1200);
  // The record of IndexedDB (completed once idle) is part of what the snapshot depends on.
  await expect
    .poll(() => first.evaluate(() => localStorage.getItem('toolbox-idb-complete')))
    .toBe('1');
  // Taken once the page has settled (比价器's test above leaves at once, on pagehide's snapshot;
  // on a busy machine a closing tab's pagehide was seen to run none of its writes).
  await expect.poll(() => snapshotTaken(first), { timeout: 20_000 }).toBe(true);
  await first.close();
  const { page, errors, release } = await visitHeld(context, '/tool/qrGenerate');
  await expect(html(page)).toHaveAttribute('data-view-snapshot');
  await expect(page.getByLabel('内容', { exact: true })).toHaveValue('https://example.com/快照');
  // The code the app drew for it, as an image in the page's markup.
  const code = page.locator('#root .screen').getByRole('img').first();
  await expect(code).toBeVisible();
  await release();
  await expect(html(page)).toHaveAttribute('data-app-rendered', '', { timeout: 60_000 });
  await expect(page.getByLabel('内容', { exact: true })).toHaveValue('https://example.com/快照');
  expect(errors).toEqual([]);
});

/** One class of an element (toHaveClass with a pattern would match ant-…-selected-text too). */
const SELECTED = /(^|\s)ant-segmented-item-selected(\s|$)/;
const CHECKED = /(^|\s)ant-radio-button-wrapper-checked(\s|$)/;

test('二维码: a select tapped on the snapshot opens in the app; choices tapped there show at once and reach the app', async ({
  context,
}) => {
  // Three visits, two of them waiting for a settled snapshot: about a minute on a slow machine.
  test.setTimeout(120_000);
  const first = await context.newPage();
  await first.goto('/tool/qrGenerate');
  await first.locator('.qr-template-picker').getByText('WiFi', { exact: true }).click();
  await first.getByLabel('网络名称（SSID）').fill('Home-网络');
  await first.waitForTimeout(1200);
  await expect
    .poll(() => first.evaluate(() => localStorage.getItem('toolbox-idb-complete')))
    .toBe('1');
  // Taken once the page has settled, before it is left (what a quick close relies on).
  await expect.poll(() => snapshotTaken(first), { timeout: 20_000 }).toBe(true);
  await first.close();

  const { page, errors, release } = await visitHeld(context, '/tool/qrGenerate');
  await expect(html(page)).toHaveAttribute('data-view-snapshot');
  const security = page.locator('.ant-select', { has: page.locator('#qr-security') });
  await security.click();
  await release();
  await expect(html(page)).toHaveAttribute('data-app-rendered', '', { timeout: 60_000 });
  // The select tapped on the snapshot is open in the app's page, and a choice there is taken.
  await expect(page.locator('#qr-security')).toHaveAttribute('aria-expanded', 'true');
  await page.locator('.ant-select-dropdown:visible').getByTitle('WPA3（SAE）').click();
  await expect(security).toContainText('WPA3');
  await expect(page.getByLabel('网络名称（SSID）')).toHaveValue('Home-网络');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('toolbox-view-snapshot.html') ?? ''), {
      timeout: 20_000,
    })
    .toContain('WPA3');
  await page.close();

  // On the next snapshot, a tapped template and error correction level show chosen at once.
  const again = await visitHeld(context, '/tool/qrGenerate');
  await expect(html(again.page)).toHaveAttribute('data-view-snapshot');
  await expect(again.page.locator('.ant-select', { hasText: 'WPA3' })).toBeVisible();
  const template = (name: string) =>
    again.page.locator('.qr-template-picker label', { hasText: name });
  const level = (name: string) =>
    again.page.locator('.qr-level-picker .ant-segmented-item', { hasText: name });
  await expect(template('WiFi')).toHaveClass(CHECKED);
  await expect(level('M')).toHaveClass(SELECTED);
  await template('电话').click();
  await level('H').click();
  await expect(template('电话')).toHaveClass(CHECKED);
  await expect(template('WiFi')).not.toHaveClass(CHECKED);
  await expect(level('H')).toHaveClass(SELECTED);
  await expect(level('M')).not.toHaveClass(SELECTED);
  await again.release();
  await expect(html(again.page)).toHaveAttribute('data-app-rendered', '', { timeout: 60_000 });
  await expect(again.page.getByLabel('电话号码')).toBeVisible();
  await expect(template('电话')).toHaveClass(CHECKED);
  await expect(level('H')).toHaveClass(SELECTED);
  await expect(level('M')).not.toHaveClass(SELECTED);
  await expect(again.page.getByText('H 级：约 30%', { exact: false })).toBeVisible();
  expect([...errors, ...again.errors]).toEqual([]);
});

test('二维码 with saved options (mirrored in the address) shows as left; a link with other options does not', async ({
  context,
}) => {
  const level = (page: Page) => page.locator('.qr-level-picker .ant-segmented-item-selected');
  const first = await context.newPage();
  await first.goto('/tool/qrGenerate');
  await first.getByLabel('内容', { exact: true }).fill('带选项');
  await first.locator('.qr-level-picker').getByText('H', { exact: true }).click();
  await expect(first).toHaveURL(/\?level=H$/);
  await expect
    .poll(() => first.evaluate(() => localStorage.getItem('toolbox-idb-complete')))
    .toBe('1');
  await expect.poll(() => snapshotTaken(first), { timeout: 20_000 }).toBe(true);
  await first.close();

  // From the menu (no query), and at the address as left: the snapshot, then the app, level H.
  for (const address of ['/tool/qrGenerate', '/tool/qrGenerate?level=H']) {
    const { page, errors, release } = await visitHeld(context, address);
    await expect(html(page)).toHaveAttribute('data-view-snapshot');
    await expect(page.getByLabel('内容', { exact: true })).toHaveValue('带选项');
    await expect(level(page)).toHaveText('H');
    await release();
    await expect(html(page)).toHaveAttribute('data-app-rendered', '', { timeout: 60_000 });
    await expect(level(page)).toHaveText('H');
    await expect(page).toHaveURL(/\?level=H$/);
    expect(errors).toEqual([]);
    await page.close();
  }

  // A link's options are not the saved ones: the app's own page, with the link's level.
  const { page, release } = await visitHeld(context, '/tool/qrGenerate?level=L');
  await expect(html(page)).toHaveAttribute('data-prerendered-stale', '');
  await expect(html(page)).not.toHaveAttribute('data-view-snapshot');
  await release();
  await expect(level(page)).toHaveText('L', { timeout: 60_000 });
  await expect(page.locator('.link-options-notice')).toBeVisible();
});
