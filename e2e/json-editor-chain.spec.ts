import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pasteInput } from './jsonInput';
import { inputText, item, openTree, stepRecorder } from './jsonTree';

/**
 * JSON解析 as one editor: sorting an array of objects by a key from the tree, one undo chain
 * across the text, the tree and the table, and renaming a row's key in a table of an object.
 */
const A = '{"id": 2, "n": "乙"}';
const B = '{"id": 10, "n": "甲"}';
const C = '{"id": 1}';
const list = (...items: string[]) => `[\n  ${items.join(',\n  ')}\n]`;
const DOC = list(A, B, C);

async function sortByKey(page: Page, key: string, order: '升序' | '降序') {
  const tree = page.getByRole('tree', { name: 'JSON 树' });
  await item(tree, '$').getByRole('button', { name: '节点操作' }).click();
  await page.getByRole('menuitem', { name: '按键排序…' }).click();
  const dialog = page.getByRole('dialog', { name: /按键排序/ });
  // The first item's keys are offered; any key can be typed.
  await dialog.getByRole('combobox', { name: '键名' }).fill(key);
  await dialog.getByText(order, { exact: true }).click();
  await dialog.getByRole('button', { name: /^排\s?序$/ }).click();
  await expect(dialog).toBeHidden();
}

const grid = (page: Page) => page.getByRole('grid', { name: 'JSON 表格' });
/** The cells of one column (0 = the first), top to bottom. */
const column = (page: Page, at: number) =>
  grid(page).locator(`.json-table-row > .json-table-cell:nth-child(${at + 2})`);

test.describe('JSON解析 editing across views', () => {
  test('sorts an array of objects by a key from the tree; undo and redo exactly', async ({
    page,
  }) => {
    await openTree(page, DOC, '$');
    const { expectText, undoAndRedoAll } = stepRecorder(page, DOC);
    // Numbers by value (2 < 10, not as text); then strings by code point (甲 U+7532 after
    // 乙 U+4E59), descending, with the item that has no "n" still last.
    await sortByKey(page, 'id', '升序');
    await expectText((text) => expect(text).toBe(list(C, A, B)));
    await sortByKey(page, 'n', '降序');
    await expectText((text) => expect(text).toBe(list(B, A, C)));
    await undoAndRedoAll();
  });

  test('a text edit, a tree edit and a table edit undo and redo as one chain', async ({ page }) => {
    await openTree(page, DOC, '$');
    const { expectText, undoAndRedoAll } = stepRecorder(page, DOC);
    // Text: typed in the editor (after a pause, so it is not joined to the paste before).
    await page.waitForTimeout(600);
    const typed = list(A, B.replace('甲', '丙'), C);
    await pasteInput(page, typed);
    await expectText((text) => expect(text).toBe(typed));

    // Tree: rename the first item's "n".
    await page.getByRole('tab', { name: '树形视图' }).click();
    const tree = page.getByRole('tree', { name: 'JSON 树' });
    // The tree has followed the typed text before it is edited.
    await expect(item(tree, '"丙"')).toBeVisible();
    await item(tree, '"乙"').locator('.json-tree-key').dblclick();
    await page.getByRole('textbox', { name: '键名' }).fill('name');
    await page.keyboard.press('Enter');
    const renamed = list(A.replace('"n"', '"name"'), B.replace('甲', '丙'), C);
    await expectText((text) => expect(text).toBe(renamed));

    // Table: change the third row's id.
    await page.getByRole('tab', { name: '表格视图' }).click();
    await expect(page.getByText('显示 3 / 3 行')).toBeVisible();
    await column(page, 0).nth(2).dblclick();
    await page.getByRole('textbox', { name: '编辑“id”' }).fill('100');
    await page.getByRole('textbox', { name: '编辑“id”' }).press('Enter');
    await expectText((text) => expect(text).toBe(renamed.replace('{"id": 1}', '{"id": 100}')));

    await undoAndRedoAll();
  });

  test('renames a row key in the table of an object of objects', async ({ page }) => {
    const doc = '{\n  "张三": {"age": 30},\n  "李四": {"age": 25}\n}';
    await openTree(page, doc, '张三');
    const { expectText, undoAndRedoAll } = stepRecorder(page, doc);
    await page.getByRole('tab', { name: '表格视图' }).click();
    await expect(page.getByText('显示 2 / 2 行')).toBeVisible();
    await column(page, 0).nth(1).dblclick();
    const box = page.getByRole('textbox', { name: '编辑“键”' });
    // A key the object has already is refused, with the reason; the text stays.
    await box.fill('张三');
    await box.press('Enter');
    await expect(page.getByText('已有键 “张三”')).toBeVisible();
    await expect.poll(() => inputText(page)).toBe(doc);
    await column(page, 0).nth(1).dblclick();
    await box.fill('王五 "五"');
    await box.press('Enter');
    await expectText((text) =>
      expect(text).toBe('{\n  "张三": {"age": 30},\n  "王五 \\"五\\"": {"age": 25}\n}'),
    );
    await expect(column(page, 0).nth(1)).toHaveText('王五 "五"');
    await undoAndRedoAll();
  });
});
