import type { Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';

/**
 * jq in JSON解析's 查询 tab: a stream of outputs on the lossless model (numbers as written,
 * keys in input order), numbers jq computed with listed, errors with their column, a filter
 * that never ends cancellable, and jq working offline after its first use.
 */
const PATH = '/tool/jsonConvert';
const SHOP =
  '{"items":[{"name":"笔","price":5},{"name":"书","price":12.50},{"name":"灯","price":99}],"id":12345678901234567890123}';

async function replaceInput(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'JSON 输入' }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

async function openJq(page: Page, input = SHOP) {
  await openScreen(page, PATH);
  await replaceInput(page, input);
  await page.getByRole('tab', { name: '查询' }).click();
  await page.locator('.ant-segmented-item-label', { hasText: /^jq$/ }).click();
}

async function runQuery(page: Page, filter: string) {
  await page.getByRole('searchbox').fill(filter);
  await page.getByRole('button', { name: /^查\s?询$/ }).click();
}

const results = (page: Page) => page.getByRole('list', { name: '匹配结果' }).getByRole('listitem');

test.describe('JSON解析 查询 with jq', () => {
  test('a filter streams its outputs; a big integer passes through exactly', async ({ page }) => {
    await openJq(page);
    await runQuery(page, '.items[] | select(.price > 10) | .name');
    await expect(page.getByText('jq 输出 2 个结果。')).toBeVisible();
    await expect(results(page)).toHaveCount(2);
    await expect(results(page).nth(0)).toContainText('第 1 个结果');
    await expect(results(page).nth(0)).toContainText('"书"');
    await expect(results(page).nth(1)).toContainText('"灯"');

    // Moved, not computed: exactly as written, with nothing to list.
    await runQuery(page, '{id, prices: [.items[].price]}');
    const output = page.getByRole('textbox', { name: '输出（只读）' });
    await expect(output).toContainText('"id": 12345678901234567890123');
    await expect(output).toContainText('12.50');
    await expect(page.getByRole('list', { name: '改动列表' })).toHaveCount(0);

    // Computed as a double: said, with where the number is and what jq used.
    await runQuery(page, '.id + 1');
    await expect(page.getByText('jq 输出 1 个结果。有 1 处与原文不同，见下方列表。')).toBeVisible();
    const changes = page.getByRole('list', { name: '改动列表' });
    await expect(changes).toContainText('$.id');
    await expect(changes).toContainText('12345678901234567890123');
    await expect(changes).toContainText('jq 按双精度计算了这个数');
  });

  test('an invalid filter is an error with its column; a runtime error says what failed', async ({
    page,
  }) => {
    await openJq(page);
    await runQuery(page, '.items | map(.price');
    await expect(page.getByRole('alert')).toContainText(
      'jq 过滤器第 20 列语法错误：unexpected end of file',
    );
    await expect(page.getByRole('searchbox')).toHaveValue('.items | map(.price');
    await runQuery(page, '.items[0].name.first');
    await expect(page.getByRole('alert')).toContainText(
      'string 类型的值不能用 string "first" 取成员',
    );
  });

  test('a filter that never ends can be cancelled', async ({ page }) => {
    await openJq(page);
    await runQuery(page, 'last(repeat(.))');
    await page.getByRole('button', { name: /^取\s?消$/ }).click();
    await expect(page.getByText('已取消。')).toBeVisible();
    // A fresh worker runs the next filter.
    await runQuery(page, '.items | length');
    await expect(page.getByText('jq 输出 1 个结果。')).toBeVisible();
  });

  test('a filter that runs on and on is stopped with a clear message', async ({ page }) => {
    test.setTimeout(90_000);
    await openJq(page);
    await runQuery(page, 'last(repeat(.))');
    await expect(page.getByRole('alert')).toContainText('jq 运行超过 20 秒已停止', {
      timeout: 40_000,
    });
  });

  test.describe('offline', () => {
    test.use({ serviceWorkers: 'allow' });
    test.describe.configure({ timeout: 180_000 });

    test('jq works offline after its first use', async ({ page, context }) => {
      await openScreen(page, PATH);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
        .toBe(true);
      await replaceInput(page, SHOP);
      await page.getByRole('tab', { name: '查询' }).click();
      await page.locator('.ant-segmented-item-label', { hasText: /^jq$/ }).click();
      await runQuery(page, '.items | length');
      await expect(page.getByText('jq 输出 1 个结果。')).toBeVisible();

      await context.setOffline(true);
      await page.reload();
      await expect(page.locator('.screen[data-screen="JSON解析"]')).toBeVisible();
      await page.getByRole('tab', { name: '查询' }).click();
      // The language is remembered; the input is the saved draft.
      await runQuery(page, '[.items[].name]');
      await expect(page.getByText('jq 输出 1 个结果。')).toBeVisible();
      await expect(page.getByRole('textbox', { name: '输出（只读）' })).toContainText('"笔"');
      await context.setOffline(false);
    });
  });
});
