import type { Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';

const PATH = '/tool/jsonConvert';

const DOC = [
  '{',
  '  "users": [',
  '    {"name": "Ann Lee", "date": "2024-05-06", "note": "cat category Cat"},',
  '    {"name": "Bob", "date": "2023-12-31", "count": 15}',
  '  ],',
  '  "date": "none"',
  '}',
].join('\n');

const editor = (page: Page) => page.getByRole('textbox', { name: 'JSON 输入' });

/** The editor's whole text, lines joined as written. */
const editorText = (page: Page) => editor(page).evaluate((el) => (el as HTMLElement).innerText);

async function pasteInput(page: Page, text: string) {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

/** Opens the bar with Ctrl+H from the editor, with DOC in it. */
async function openSearch(page: Page) {
  await openScreen(page, PATH);
  await pasteInput(page, DOC);
  await expect.poll(() => editorText(page)).toBe(DOC);
  await page.keyboard.press('Control+H');
  const bar = page.getByRole('search', { name: '查找替换' });
  await expect(bar.getByRole('textbox', { name: '查找' })).toBeFocused();
  return bar;
}

const count = (page: Page) => page.getByTestId('json-search-count');

test.describe('JSON解析 查找替换', () => {
  test('regex replace-all with capture groups, then Ctrl+Z restores the exact text', async ({
    page,
  }) => {
    const bar = await openSearch(page);
    await bar.getByRole('checkbox', { name: '正则' }).check();
    await bar.getByRole('textbox', { name: '查找' }).fill('(\\d{4})-(\\d\\d)-(?<d>\\d\\d)');
    await expect(count(page)).toHaveText('第 1 / 2 个');
    await expect(page.locator('.cm-json-search-hit')).toHaveCount(2);
    await expect(page.locator('.cm-json-search-hit.is-current')).toHaveText('2024-05-06');
    await bar.getByRole('textbox', { name: '替换为' }).fill('$<d>/$2/$1');
    await bar.getByRole('button', { name: '全部替换' }).click();
    await expect(bar.getByRole('status')).toContainText('已替换 2 处');
    await expect
      .poll(() => editorText(page))
      .toBe(DOC.replace('2024-05-06', '06/05/2024').replace('2023-12-31', '31/12/2023'));
    await expect(count(page)).toHaveText('无匹配');
    // One undo step takes back the whole replacement.
    await editor(page).click();
    await page.keyboard.press('Control+Z');
    await expect.poll(() => editorText(page)).toBe(DOC);
    await expect(count(page)).toHaveText('第 1 / 2 个');
  });

  test('count, next and previous, whole word, case and scope', async ({ page }) => {
    const bar = await openSearch(page);
    const find = bar.getByRole('textbox', { name: '查找' });
    await find.fill('cat');
    await expect(count(page)).toHaveText('第 1 / 3 个');
    await find.press('Enter');
    await expect(count(page)).toHaveText('第 2 / 3 个');
    await expect(page.locator('.cm-json-search-hit.is-current')).toHaveText('cat');
    await find.press('Shift+Enter');
    await find.press('Shift+Enter');
    await expect(count(page)).toHaveText('第 3 / 3 个');
    await expect(page.locator('.cm-json-search-hit.is-current')).toHaveText('Cat');
    await bar.getByRole('checkbox', { name: '全字匹配' }).check();
    await expect(count(page)).toHaveText(/\/ 2 个$/);
    await bar.getByRole('checkbox', { name: '区分大小写' }).check();
    await expect(count(page)).toHaveText('第 1 / 1 个');
    // Keys and values: "date" is three keys and no value.
    await find.fill('date');
    await expect(count(page)).toHaveText(/\/ 3 个$/);
    await bar.getByText('仅值', { exact: true }).click();
    await expect(count(page)).toHaveText('无匹配');
    await bar.getByText('仅键', { exact: true }).click();
    await expect(count(page)).toHaveText(/\/ 3 个$/);
    // Punctuation is never matched: a quote is found only inside a string.
    await bar.getByText('键和值', { exact: true }).click();
    await find.fill('"');
    await expect(count(page)).toHaveText('无匹配');
  });

  test('replace one re-encodes quotes and moves on; the tree marks matching rows', async ({
    page,
  }) => {
    const bar = await openSearch(page);
    await bar.getByRole('textbox', { name: '查找' }).fill('n');
    await expect(count(page)).toHaveText(/^第 1 \/ \d+ 个$/);
    await bar.getByRole('textbox', { name: '查找' }).fill('Bob');
    await expect(count(page)).toHaveText('第 1 / 1 个');
    await bar.getByRole('textbox', { name: '替换为' }).fill('Robert "Bobby"');
    await bar.getByRole('button', { name: /^替\s?换$/ }).click();
    await expect.poll(() => editorText(page)).toBe(DOC.replace('"Bob"', '"Robert \\"Bobby\\""'));
    await expect(count(page)).toHaveText('第 1 / 1 个');
    await expect(page.locator('.cm-json-search-hit.is-current')).toHaveText('Bob');

    await bar.getByRole('textbox', { name: '查找' }).fill('Ann');
    await page.getByRole('tab', { name: '树形视图' }).click();
    const tree = page.getByRole('tree', { name: 'JSON 树' });
    await tree.getByRole('treeitem').first().click();
    await page.getByRole('button', { name: '全部展开' }).click();
    await expect(tree.locator('.is-search-hit')).toHaveCount(1);
    await expect(tree.locator('.is-search-hit')).toContainText('Ann Lee');
  });

  test('a number replaced into an invalid literal is kept and listed', async ({ page }) => {
    const bar = await openSearch(page);
    await bar.getByRole('textbox', { name: '查找' }).fill('15');
    await bar.getByRole('textbox', { name: '替换为' }).fill('1,5');
    await bar.getByRole('button', { name: '全部替换' }).click();
    await expect(bar.getByRole('status')).toContainText('没有替换任何内容');
    await expect(bar.getByRole('status')).toContainText(
      '第 4 行第 52 列：15 替换后成为 1,5，不是有效的数字、true、false 或 null',
    );
    await expect.poll(() => editorText(page)).toBe(DOC);
  });

  test('an invalid regex says what is wrong', async ({ page }) => {
    const bar = await openSearch(page);
    await bar.getByRole('checkbox', { name: '正则' }).check();
    await bar.getByRole('textbox', { name: '查找' }).fill('(abc');
    await expect(bar.getByRole('alert')).toContainText('正则表达式无效：有“(”没有对应的“)”');
    await expect(bar.getByRole('button', { name: '全部替换' })).toBeDisabled();
    await bar.getByRole('textbox', { name: '查找' }).press('Escape');
    await expect(bar).toBeHidden();
  });

  test('a large document is searched and replaced in the worker, undone in one step', async ({
    page,
  }) => {
    // Over PAGE_SEARCH_MAX (200 000 characters): the search worker does the work.
    const big = JSON.stringify(
      Array.from({ length: 4000 }, (_, i) => ({ id: i, name: `item ${i}`, tag: 'caf\u00e9' })),
      null,
      2,
    );
    expect(big.length).toBeGreaterThan(200_000);
    await openScreen(page, PATH);
    await page
      .getByTestId('json-file-input')
      .setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.from(big) });
    await expect(page.getByText('已载入 big.json')).toBeVisible();
    await page.keyboard.press('Control+H');
    const bar = page.getByRole('search', { name: '查找替换' });
    await bar.getByRole('textbox', { name: '查找' }).fill('é');
    await expect(count(page)).toHaveText('第 1 / 4000 个');
    await bar.getByRole('textbox', { name: '替换为' }).fill('e');
    await bar.getByRole('button', { name: '全部替换' }).click();
    await expect(bar.getByRole('status')).toContainText('已替换 4000 处');
    await expect(count(page)).toHaveText('无匹配');
    await editor(page).click();
    await page.keyboard.press('Control+Z');
    await expect(count(page)).toHaveText(/\/ 4000 个$/);
  });
});
