import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { consoleErrors, holdEntry } from './prerenderControl';

/**
 * Each tool's first view is in its HTML, prerendered at build time (issue 19): its main input
 * takes typing before the scripts have arrived, and the app hydrates it keeping that text. A
 * visitor with saved work of the tool gets it, never the empty view.
 */

// The service worker would fetch the entry itself, out of the page's request routing.
test.use({ serviceWorkers: 'block' });

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** `snapshot`: the tool's manifest asks for its page to be shown again as left (viewSnapshot.ts). */
const TOOLS: {
  name: string;
  path: string;
  field: (page: Page) => Locator;
  text: string;
  snapshot: boolean;
}[] = [
  {
    name: '二维码生成',
    path: '/tool/qrGenerate',
    field: (page) => page.getByLabel('内容', { exact: true }),
    text: 'https://example.com/typed-early',
    snapshot: true,
  },
  {
    name: 'JSON解析',
    path: '/tool/jsonConvert',
    field: (page) => page.getByRole('textbox', { name: 'JSON 输入' }),
    text: '{"typed": "early"}',
    snapshot: false,
  },
  {
    name: '比价器',
    path: '/tool/compare',
    field: (page) => page.getByLabel('商品 A 价格'),
    text: '12.5',
    snapshot: true,
  },
];

/** What a text field holds: a form control's value, or an editor's text (JSON's CodeMirror). */
const textOf = (field: Locator) =>
  field.evaluate((element) =>
    element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
      ? element.value
      : (element.textContent ?? ''),
  );

/** Marks the prerendered view: a hydrated page keeps the mark, a page rendered anew does not. */
const markView = (page: Page) =>
  page.locator('#root .screen').evaluate((view) => view.setAttribute('data-e2e-mark', ''));

for (const tool of TOOLS) {
  test(`${tool.name}: typed before the scripts, kept by the hydrated page and saved`, async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    let release = await holdEntry(page);
    await page.goto(tool.path, { waitUntil: 'commit' });
    // Typing works before the app's scripts have run (once the view is unlocked).
    await tool.field(page).fill(tool.text);
    await markView(page);
    await expect(page.locator('html')).not.toHaveAttribute('data-app-rendered');
    await release();
    await expect(page.locator('html[data-app-rendered]')).toHaveCount(1, { timeout: 60_000 });
    // Hydrated, not rendered anew, and the text is React's: it is saved as the tool's draft.
    await expect(page.locator('#root .screen[data-e2e-mark]')).toHaveCount(1);
    await expect.poll(() => textOf(tool.field(page))).toBe(tool.text);
    await page.waitForTimeout(1000);

    // Back with that draft saved: the empty view never shows. The page as it was left does,
    // before the scripts, for a tool that asks for it (a snapshot taken as it unloaded:
    // e2e/view-snapshot.spec.ts); otherwise nothing until the app has rendered the draft.
    release = await holdEntry(page);
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-prerendered-stale', '');
    if (tool.snapshot) {
      await expect(page.locator('html')).toHaveAttribute('data-view-snapshot');
      expect(await textOf(tool.field(page))).toBe(tool.text);
    } else await expect(page.locator('#root')).toHaveCSS('visibility', 'hidden');
    await release();
    await expect.poll(() => textOf(tool.field(page)), { timeout: 60_000 }).toBe(tool.text);
    await expect(page.locator('#root')).toHaveCSS('visibility', 'visible');
    expect(errors).toEqual([]);
  });
}

test('Guid生成 shows its own GUIDs before the scripts, and the page adopts them', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  let release = await holdEntry(page);
  await page.goto('/tool/guidGenerate', { waitUntil: 'commit' });
  const rows = page.locator('.guid-list code');
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toHaveText(GUID);
  const before = await rows.allTextContents();
  expect(new Set(before).size).toBe(10);
  // Not in the HTML: every visitor would share them.
  const html = await (await page.request.get('/tool/guidGenerate')).text();
  expect(html).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);

  await markView(page);
  await release();
  await expect(page.locator('html[data-app-rendered]')).toHaveCount(1, { timeout: 60_000 });
  await expect(page.locator('#root .screen[data-e2e-mark]')).toHaveCount(1);
  expect(await rows.allTextContents()).toEqual(before);
  // Kept as the generated list: a reload shows the same GUIDs, before the scripts too (the
  // check script fills the saved list into the view, which the page then hydrates).
  await page.waitForTimeout(500);
  release = await holdEntry(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(rows).toHaveText(before);
  await expect(page.locator('html')).not.toHaveAttribute('data-prerendered-stale');
  await expect(page.locator('#root')).toHaveCSS('visibility', 'visible');
  await markView(page);
  await release();
  await expect(page.locator('html[data-app-rendered]')).toHaveCount(1, { timeout: 60_000 });
  await expect(page.locator('#root .screen[data-e2e-mark]')).toHaveCount(1);
  expect(await rows.allTextContents()).toEqual(before);
  // 重新生成 replaces them.
  await page.getByRole('button', { name: '重新生成' }).click();
  await expect(rows.first()).not.toHaveText(before[0]);
  expect(errors).toEqual([]);
});

test('Guid生成: a saved list the view cannot show (other options) is never shown as the view', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto('/tool/guidGenerate');
  const rows = page.locator('.guid-list code');
  await expect(rows).toHaveCount(10);
  // 5 UUIDs: the options and their list are saved; the default view holds 10 places.
  await page.getByLabel('数量', { exact: true }).fill('5');
  await expect(rows).toHaveCount(5);
  const saved = await rows.allTextContents();
  await page.waitForTimeout(800);
  // Only the list left saved (as if the options had been reset elsewhere): still not the view's.
  await page.evaluate(() => localStorage.removeItem('toolbox:guid.options'));
  const release = await holdEntry(page);
  await page.goto('/tool/guidGenerate', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-prerendered-stale', '');
  await expect(page.locator('#root')).toHaveCSS('visibility', 'hidden');
  await release();
  await expect(page.locator('html[data-app-rendered]')).toHaveCount(1, { timeout: 60_000 });
  await expect(page.locator('#root')).toHaveCSS('visibility', 'visible');
  // The app regenerates for the default request; the saved five never appear as the view's.
  await expect(rows).toHaveCount(10);
  for (const uuid of saved) await expect(rows.filter({ hasText: uuid })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('on a phone the menu button opens the menu before the scripts, the drawer after', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  let release = await holdEntry(page);
  await page.goto('/tool/jsonConvert', { waitUntil: 'commit' });
  const menuButton = page.getByRole('button', { name: '打开菜单' });
  const sider = page.locator('.app-sider');
  await expect(sider).toBeHidden();
  await menuButton.click();
  await expect(sider).toBeVisible();
  // A click beside it closes it, as the drawer's mask does.
  await page.mouse.click(360, 400);
  await expect(sider).toBeHidden();
  await menuButton.click();
  await sider.getByRole('link', { name: '比价器' }).click();
  await expect(page).toHaveURL(/\/tool\/compare$/);
  await expect(page.locator('.app-header-title')).toHaveText('比价器');

  // Opened before the app has hydrated: the app's drawer takes over.
  await release();
  release = await holdEntry(page);
  await page.goto('/tool/guidGenerate', { waitUntil: 'commit' });
  await menuButton.click();
  await expect(sider).toBeVisible();
  await release();
  const drawer = page.locator('.app-drawer');
  await expect(drawer).toBeVisible({ timeout: 60_000 });
  await expect(sider).toHaveCount(0);
  await drawer.getByRole('link', { name: '二维码生成' }).click();
  await expect(page).toHaveURL(/\/tool\/qrGenerate$/);
  await context.close();
});

test('an IndexedDB answer that comes after the app has rendered never hides it', async ({
  page,
}) => {
  // The check script's database never answers (its 3 s fallback then says "saved"); the app's
  // own later opens work. A fragment marks the visit stale at once, so the app renders anew
  // without waiting for that answer, which used to hide the rendered app for good.
  await page.addInitScript(() => {
    const open = IDBFactory.prototype.open;
    let first = true;
    IDBFactory.prototype.open = function (this: IDBFactory, ...args: [string, number?]) {
      if (!first) return open.apply(this, args);
      first = false;
      return {} as IDBOpenDBRequest;
    };
  });
  await page.goto('/tool/compare#shared');
  await expect(page.locator('.app-header-title')).toBeVisible();
  await expect(page.getByLabel('商品 A 价格')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-prerendered-checked', '', {
    timeout: 10_000,
  });
  await expect(page.locator('.app-header-title')).toBeVisible();
  await expect(page.getByLabel('商品 A 价格')).toBeVisible();
});
