import type { Page } from '@playwright/test';
import { chineseOnPage, startInEnglish } from './englishMode';
import { expect, openScreen, test } from './fixtures';

/**
 * JSON解析's 查询 and 对比 on the lossless model: a query shows keys in written order and
 * numbers exactly as written, an invalid expression says where it is wrong, and the diff
 * aligns arrays by content and shows moves, in Chinese and in English.
 */
const PATH = '/tool/jsonConvert';

async function replaceText(page: Page, editorName: string, text: string) {
  await page.getByRole('textbox', { name: editorName }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

async function runQuery(page: Page, expression: string, button = /^查\s?询$/) {
  await page.getByRole('searchbox').fill(expression);
  await page.getByRole('button', { name: button }).click();
}

const diffRows = (page: Page) => page.locator('.json-diff-table .ant-table-row');

test.describe('JSON解析 查询 and 对比', () => {
  test('a query shows keys in written order and the exact number', async ({ page }) => {
    await openScreen(page, PATH);
    await replaceText(page, 'JSON 输入', '{"b":1,"1":12345678901234567890123}');
    await page.getByRole('tab', { name: '查询' }).click();
    await runQuery(page, '$.*');
    const matches = page.getByRole('list', { name: '匹配结果' }).getByRole('listitem');
    await expect(matches).toHaveCount(2);
    await expect(matches.nth(0)).toContainText('$.b');
    await expect(matches.nth(1)).toContainText("$['1']");
    await expect(matches.nth(1)).toContainText('12345678901234567890123');

    // JMESPath: the whole document comes back as written, with no precision warning.
    await page.locator('.ant-segmented-item-label', { hasText: 'JMESPath' }).click();
    await runQuery(page, '@');
    const output = page.getByRole('textbox', { name: '输出（只读）' });
    await expect(output).toHaveText(/"b": 1,\s*"1": 12345678901234567890123/);
    await expect(page.getByText('查询完成。', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: '改动列表' })).toHaveCount(0);

    // Sorting computes with doubles: that is said, number by number.
    await replaceText(page, 'JSON 输入', '[{"n":12345678901234567890123},{"n":2}]');
    await runQuery(page, 'sort_by(@, &n)');
    await expect(page.getByText('查询完成。有 1 处与原文不同，见下方列表。')).toBeVisible();
    await expect(page.getByText('查询结果有 1 处与原文不同')).toBeVisible();
    await expect(page.getByRole('list', { name: '改动列表' })).toContainText('$[0].n');

    // A JSONPath filter compares as written (no warning); arithmetic warns and keeps the counts.
    await page.locator('.ant-segmented-item-label', { hasText: 'JSONPath' }).click();
    await runQuery(page, '$[?(@.n > 12345678901234567889999)]');
    await expect(page.getByText('找到 1 个匹配（显示 1 个）。', { exact: true })).toBeVisible();
    await runQuery(page, '$[?(@.n * 1 > 2)]');
    await expect(
      page.getByText('找到 1 个匹配（显示 1 个）。有 1 处与原文不同，见下方列表。'),
    ).toBeVisible();
  });

  test('an invalid JSONPath is an error with its column, not "no match"', async ({ page }) => {
    await openScreen(page, PATH);
    await replaceText(page, 'JSON 输入', '{"a":[1,2]}');
    await page.getByRole('tab', { name: '查询' }).click();
    await runQuery(page, '$.a[0');
    await expect(page.getByRole('alert')).toContainText('JSONPath 表达式第 4 列的 “[” 没有闭合');
    await expect(page.getByText('没有匹配的值')).toHaveCount(0);
    // The expression is kept for the user to fix.
    await expect(page.getByRole('searchbox')).toHaveValue('$.a[0');
  });

  test('the diff shows one inserted element as one insertion, a moved key as a move', async ({
    page,
  }) => {
    await openScreen(page, PATH);
    await replaceText(page, 'JSON 输入', '{"list":[1,2,3],"a":1,"b":2,"n":1.0}');
    await page.getByRole('tab', { name: '对比' }).click();
    await replaceText(page, '用于对比的新 JSON', '{"b":2,"list":[0,1,2,3],"a":1,"n":1}');
    await page.getByRole('button', { name: /^对\s?比$/ }).click();
    await expect(page.getByText('发现 3 处差异。')).toBeVisible();
    const rows = diffRows(page);
    await expect(rows).toHaveCount(3);
    await expect(rows.filter({ hasText: '$.list[0]' })).toContainText('新增');
    await expect(rows.filter({ hasText: '$.b' })).toContainText('移动');
    await expect(rows.filter({ hasText: '$.b' })).toContainText('第 3 位 → 第 1 位');
    await expect(rows.filter({ hasText: '$.n' })).toContainText('数值相等，写法不同');
  });

  test('a long value wraps and unfolds in full instead of being cut', async ({ page }) => {
    await openScreen(page, PATH);
    const long = 'x'.repeat(600);
    await replaceText(page, 'JSON 输入', `{"s":"${long}"}`);
    await page.getByRole('tab', { name: '对比' }).click();
    await replaceText(page, '用于对比的新 JSON', `{"s":"${long}y"}`);
    await page.getByRole('button', { name: /^对\s?比$/ }).click();
    const value = diffRows(page).locator('.json-diff-value').last();
    // Folded with a way to read it all, never silently cut.
    await expect(value).toHaveText(/^"x+…$/);
    await page.getByRole('button', { name: '显示全部（603 个字符）' }).click();
    await expect(value).toHaveText(`"${long}y"`);
    const box = await value.boundingBox();
    const cell = await value
      .locator('xpath=ancestor::*[contains(@class, "ant-table-cell")][1]')
      .boundingBox();
    // Wrapped: as wide as its cell at most, and many lines high.
    expect(box!.width).toBeLessThanOrEqual(cell!.width);
    expect(box!.height).toBeGreaterThan(60);
  });

  test('in English the query and diff texts are English', async ({ page }) => {
    await startInEnglish(page);
    await openScreen(page, PATH);
    await replaceText(page, 'JSON input', '{"list":[1,2],"a":1,"b":2}');
    await page.getByRole('tab', { name: 'Query' }).click();
    await runQuery(page, '$.list[?(@ > )]', /^Query$/);
    await expect(page.getByRole('alert')).toContainText(
      'JSONPath, column 14: the filter lacks a value here',
    );
    expect(await chineseOnPage(page, ['.json-page'])).toEqual([]);

    await page.getByRole('tab', { name: 'Diff' }).click();
    await replaceText(page, 'New JSON to compare', '{"b":2,"list":[0,1,2],"a":1}');
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(page.getByText('2 differences.')).toBeVisible();
    await expect(diffRows(page).filter({ hasText: '$.b' })).toContainText('Moved');
    await expect(diffRows(page).filter({ hasText: '$.list[0]' })).toContainText('Added');
    await expect(page.getByRole('textbox', { name: 'Align arrays by key' })).toBeVisible();
    expect(await chineseOnPage(page, ['.json-page'])).toEqual([]);
  });
});
