import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expect, openScreen, test } from './fixtures';

/**
 * JSON解析's 表格视图: an array of objects as a table with the union of keys, exact sorting,
 * filters with counts, nested values that open as their own table, CSV export, and a layout
 * that scrolls inside the table on a phone.
 */
const PATH = '/tool/jsonConvert';
const DOC =
  '[{"name":"张三","age":30,"id":12345678901234567890},' +
  '{"name":"李四","age":25.5,"tags":["a",{"k":1}]},' +
  '{"name":"王五","age":null},' +
  '{"name":"赵六, \\"六\\"","age":40,"id":2}]';

async function replaceText(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'JSON 输入' }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

const grid = (page: Page) => page.getByRole('grid', { name: 'JSON 表格' });
/** The cells of one column (0 = the first key's), top to bottom. */
const column = (page: Page, at: number) =>
  grid(page).locator(`.json-table-row > .json-table-cell:nth-child(${at + 2})`);

async function openTable(page: Page, text = DOC) {
  await openScreen(page, PATH);
  await replaceText(page, text);
  await page.getByRole('tab', { name: '表格视图' }).click();
  await expect(page.getByText('显示 4 / 4 行')).toBeVisible();
}

async function namesShown(page: Page): Promise<string[]> {
  return column(page, 0).allInnerTexts();
}

test.describe('JSON解析 表格视图', () => {
  test('shows the union of keys, missing unlike null, and sorts numbers exactly', async ({
    page,
  }) => {
    await openTable(page);
    const headers = grid(page).locator('.json-table-colname');
    await expect(headers).toHaveText(['name', 'age', 'id', 'tags']);
    const rows = grid(page).locator('.json-table-row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0)).toContainText('12345678901234567890');
    await expect(rows.nth(1).locator('.json-table-missing')).toHaveText('（无）');
    await expect(rows.nth(2).locator('.json-table-null')).toHaveText('null');

    await page.getByRole('button', { name: 'age' }).click();
    await expect(page.getByRole('columnheader', { name: /age/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect.poll(() => namesShown(page)).toEqual(['李四', '张三', '赵六, "六"', '王五']);
    await page.getByRole('button', { name: 'age' }).click();
    await expect.poll(() => namesShown(page)).toEqual(['赵六, "六"', '张三', '李四', '王五']);
    // Big integers are compared as written, not as doubles.
    await page.getByRole('button', { name: 'id' }).click();
    await expect(column(page, 2).first()).toHaveText('2');
    await expect.poll(() => namesShown(page)).toEqual(['赵六, "六"', '张三', '李四', '王五']);
  });

  test('filters by text and by comparison, with counts', async ({ page }) => {
    await openTable(page);
    await page.getByRole('textbox', { name: '筛选“age”' }).fill('>=30');
    await expect(page.getByText('显示 2 / 4 行')).toBeVisible();
    await expect.poll(() => namesShown(page)).toEqual(['张三', '赵六, "六"']);
    await page.getByRole('textbox', { name: '筛选“name”' }).fill('张');
    await expect(page.getByText('显示 1 / 4 行')).toBeVisible();
    await page.getByRole('textbox', { name: '筛选“age”' }).fill('> abc');
    await expect(page.getByText('“abc” 不是数字')).toBeVisible();
    await expect(page.getByText('显示 1 / 4 行')).toBeVisible();
  });

  test('opens a nested value and drills into it, back by the breadcrumb', async ({ page }) => {
    await openTable(page);
    await page.getByRole('button', { name: '查看“tags”的值' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('$[1].tags 的值');
    await expect(dialog).toContainText('"k": 1');
    await dialog.getByRole('button', { name: '作为表格打开' }).click();
    await expect(page.getByText('显示 2 / 2 行')).toBeVisible();
    await expect(grid(page).locator('.json-table-colname')).toHaveText(['k', '值']);
    await page.getByRole('navigation', { name: '当前表格的路径' }).getByText('$').click();
    await expect(page.getByText('显示 4 / 4 行')).toBeVisible();
  });

  test('edits a cell and adds a row, then undoes back to the exact text', async ({ page }) => {
    await openTable(page);
    const editor = page.getByRole('textbox', { name: 'JSON 输入' });
    await column(page, 1).first().dblclick();
    const box = page.getByRole('textbox', { name: '编辑“age”' });
    await box.fill('30.10');
    await box.press('Enter');
    await expect(page.getByText('已修改 1 个单元格')).toBeVisible();
    await expect(column(page, 1).first()).toHaveText('30.10');
    await expect(editor).toContainText('"age":30.10,');

    // A missing cell takes plain text as a string.
    await column(page, 3).nth(2).dblclick();
    await page.getByRole('textbox', { name: '编辑“tags”' }).fill('新');
    await page.getByRole('textbox', { name: '编辑“tags”' }).press('Enter');
    await expect(editor).toContainText('"age":null,"tags":"新"}');

    await page.getByRole('button', { name: '添加行' }).click();
    await expect(page.getByText('显示 5 / 5 行')).toBeVisible();
    await expect(
      grid(page).locator('.json-table-row').nth(4).locator('.json-table-missing'),
    ).toHaveCount(4);

    // One history with the editor: Ctrl+Z in the table steps it back to the text as it was.
    await grid(page).focus();
    await page.keyboard.press('ControlOrMeta+Z');
    await page.keyboard.press('ControlOrMeta+Z');
    await page.keyboard.press('ControlOrMeta+Z');
    await expect(editor).toHaveText(DOC);
    await expect(page.getByText('显示 4 / 4 行')).toBeVisible();
    await expect(column(page, 1).first()).toHaveText('30');
    await page.keyboard.press('ControlOrMeta+Shift+Z');
    await expect(editor).toContainText('"age":30.10,');
  });

  test('each table edit, sorting and filtering aside, undoes and redoes to the exact text', async ({
    page,
  }) => {
    await openTable(page);
    const editor = page.getByRole('textbox', { name: 'JSON 输入' });
    const steps = [DOC];
    const step = async (text: string) => {
      await expect(editor).toHaveText(text);
      steps.push(text);
    };

    await column(page, 1).first().dblclick();
    await page.getByRole('textbox', { name: '编辑“age”' }).fill('31');
    await page.getByRole('textbox', { name: '编辑“age”' }).press('Enter');
    const edited = DOC.replace('"age":30,', '"age":31,');
    await step(edited);

    await page.getByRole('button', { name: '添加行' }).click();
    const added = edited.replace(/\]$/, ',{}]');
    await step(added);

    await page.getByRole('button', { name: '添加列' }).click();
    await page.getByRole('textbox', { name: '键名' }).fill('email');
    await page.getByRole('textbox', { name: '键名' }).press('Enter');
    await expect(page.getByText('已在 5 行添加键（值为 null）')).toBeVisible();
    await expect(grid(page).locator('.json-table-colname')).toHaveText([
      'name',
      'age',
      'id',
      'email',
      'tags',
    ]);
    const withColumn = added
      .replace(/\},\{/g, ',"email":null},{')
      .replace(/"id":2\}/, '"id":2,"email":null}')
      .replace(/\{\}\]$/, '{"email":null}]');
    await step(withColumn);

    // Rows are numbered from 0 as in the document: row 1 is 李四.
    await page.getByRole('checkbox', { name: '选择行 1' }).check();
    await page.getByRole('button', { name: '删除所选行（1）' }).click();
    const deleted = withColumn.replace(/\{"name":"李四".*?"email":null\},/, '');
    await step(deleted);

    // Sorting and filtering only change what shows, never the text.
    await page.getByRole('button', { name: 'age' }).click();
    await page.getByRole('textbox', { name: '筛选“name”' }).fill('张');
    await expect(page.getByText('显示 1 / 4 行')).toBeVisible();
    await expect(editor).toHaveText(deleted);
    await page.getByRole('textbox', { name: '筛选“name”' }).fill('');

    await grid(page).focus();
    for (let i = steps.length - 2; i >= 0; i -= 1) {
      await page.keyboard.press('ControlOrMeta+Z');
      await expect(editor).toHaveText(steps[i]);
    }
    for (let i = 1; i < steps.length; i += 1) {
      await page.keyboard.press('ControlOrMeta+Shift+Z');
      await expect(editor).toHaveText(steps[i]);
    }
  });

  test('deletes the selected rows', async ({ page }) => {
    await openTable(page);
    await page.getByRole('checkbox', { name: '选择行 1' }).check();
    await page.getByRole('checkbox', { name: '选择行 2' }).check();
    await page.getByRole('button', { name: '删除所选行（2）' }).click();
    await expect(page.getByText('已删除 2 行')).toBeVisible();
    await expect(page.getByText('显示 2 / 2 行')).toBeVisible();
    await expect.poll(() => namesShown(page)).toEqual(['张三', '赵六, "六"']);
  });

  test('exports the table as CSV with exact numbers and quoting', async ({ page }) => {
    await openTable(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出 CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('table.csv');
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toBe(
      '\uFEFFname,age,id,tags\r\n' +
        '张三,30,12345678901234567890,\r\n' +
        '李四,25.5,,"[""a"",{""k"":1}]"\r\n' +
        '王五,,,\r\n' +
        '"赵六, ""六""",40,2,',
    );
  });

  test('exports XLSX with big integers as text cells, and says so', async ({ page }) => {
    await openTable(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出 XLSX' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('table.xlsx');
    const bytes = await readFile(await download.path());
    const files = unzipSync(new Uint8Array(bytes));
    const strings = strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array());
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
    // The big integer is text as written; 25.5 stays a number.
    expect(strings + sheet).toContain('12345678901234567890');
    expect(sheet).toContain('<v>25.5</v>');
    await expect(
      page.getByText(/1 个数字超过 Excel 的 15 位精度，已作为文本单元格写入/),
    ).toBeVisible();
  });

  test('scrolls inside the table at 375 px; screenshots', async ({ page }) => {
    await openTable(page);
    await page.screenshot({ path: 'test-results/json-table-desktop.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    const scroller = grid(page);
    await expect.poll(() => scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(375);
    await scroller.evaluate((el) => el.scrollIntoView());
    await page.screenshot({ path: 'test-results/json-table-375.png' });
  });
});

test('表格视图 in the dark theme', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'toolbox:preferences',
      JSON.stringify({
        version: 1,
        data: { language: 'zh-CN', themeMode: 'dark', menuCollapsed: false },
      }),
    );
  });
  await openTable(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.screenshot({ path: 'test-results/json-table-dark.png', fullPage: true });
});
