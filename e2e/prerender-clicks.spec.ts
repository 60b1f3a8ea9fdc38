import { expect, test } from './fixtures';
import { consoleErrors, holdEntry } from './prerenderControl';

/**
 * A button of a prerendered view clicked before the app's scripts have run does what it says
 * once the page is hydrated, once per click and in order (issue 19: the view shows about half a
 * second before it is hydrated on a phone's repeat visit). Before, such a click did nothing.
 */

// The service worker would fetch the entry itself, out of the page's request routing.
test.use({ serviceWorkers: 'block' });

const hydrated = (page: import('@playwright/test').Page) =>
  expect(page.locator('html[data-app-rendered]')).toHaveCount(1, { timeout: 60_000 });

test('比价器: 添加商品 clicked twice before the scripts adds two offers once hydrated', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const release = await holdEntry(page);
  await page.goto('/tool/compare', { waitUntil: 'commit' });
  const add = page.getByRole('button', { name: '添加商品' });
  await add.click();
  await add.click();
  await expect(page.locator('html')).not.toHaveAttribute('data-app-rendered');
  const offers = page.getByRole('region', { name: /^商品 [A-Z]$/ });
  await expect(offers).toHaveCount(2);
  await release();
  await hydrated(page);
  // Each added offer opens in turn: the last one is open, ready to be filled in.
  await expect(offers).toHaveCount(4);
  await expect(page.getByLabel('商品 D 价格')).toBeVisible();
  // Replayed once, not again by React: no fifth offer, and the marks are gone.
  await page.waitForTimeout(500);
  await expect(offers).toHaveCount(4);
  await expect(page.locator('[data-prerendered-clicked]')).toHaveCount(0);
  // The page's own buttons go on working.
  await add.click();
  await expect(page.getByLabel('商品 E 价格')).toBeVisible();
  expect(errors).toEqual([]);
});

test('Guid生成: 重新生成 clicked before the scripts makes a new list once hydrated', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const release = await holdEntry(page);
  await page.goto('/tool/guidGenerate', { waitUntil: 'commit' });
  const rows = page.locator('.guid-list code');
  await expect(rows).toHaveCount(10);
  const before = await rows.allTextContents();
  await page.getByRole('button', { name: '重新生成' }).click();
  expect(await rows.allTextContents()).toEqual(before);
  await release();
  await hydrated(page);
  await expect(rows.first()).not.toHaveText(before[0]);
  const after = await rows.allTextContents();
  expect(after.filter((uuid) => before.includes(uuid))).toEqual([]);
  expect(errors).toEqual([]);
});

test('JSON解析: a tab and then 示例 clicked before the scripts, replayed in that order', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const release = await holdEntry(page);
  await page.goto('/tool/jsonConvert', { waitUntil: 'commit' });
  await page.getByRole('tab', { name: '树形视图' }).click();
  await page.getByRole('button', { name: '示例' }).click();
  await release();
  await hydrated(page);
  await expect(page.getByRole('tab', { name: '树形视图' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // 示例 filled the input, and the tree shows it.
  await expect(page.getByRole('tree')).toBeVisible();
  expect(errors).toEqual([]);
});
