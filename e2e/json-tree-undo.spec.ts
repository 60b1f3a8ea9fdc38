import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { JSON_PATH, pasteInput } from './jsonInput';
import { inputText, item, openTree, SMALL_DOC } from './jsonTree';

/**
 * JSON解析's tree as an editor beyond single edits: undo and redo that keep the tree as the
 * user left it, reordering by dragging (and by keys), selecting several nodes by keyboard, and
 * edits made before the code editor has loaded.
 */

/** 30 members of 3 items each: 121 rows, taller than the tree, on 32 lines of text. */
const TALL = `{\n${Array.from(
  { length: 30 },
  (_, n) => `  "k${String(n).padStart(2, '0')}": [${n}, ${n + 1}, ${n + 2}]`,
).join(',\n')}\n}`;

const undoButton = (page: Page) => page.getByRole('button', { name: /^撤\s?销$/ });
const redoButton = (page: Page) => page.getByRole('button', { name: /^重\s?做$/ });
const selectedRow = (tree: Locator) => tree.locator('[role="treeitem"][aria-selected="true"]');

test.describe('JSON解析 tree: undo keeps the view, reordering, selection by keyboard', () => {
  test('undo and redo keep the folding, the selection and the scroll position', async ({
    page,
  }) => {
    const tree = await openTree(page, TALL, 'k00');
    // Scroll down, fold "k19" and rename "k20" there.
    await tree.evaluate((el) => (el.scrollTop = 19 * 4 * 26));
    await item(tree, 'k19').getByRole('button', { name: '折叠' }).click();
    await expect(item(tree, 'k19')).toHaveAttribute('aria-expanded', 'false');
    await item(tree, 'k20').locator('.json-tree-key').dblclick();
    await page.getByRole('textbox', { name: '键名' }).fill('renamed');
    await page.keyboard.press('Enter');
    await expect.poll(() => inputText(page)).toContain('"renamed": [20, 21, 22]');
    const scrolled = await tree.evaluate((el) => el.scrollTop);
    expect(scrolled).toBeGreaterThan(1000);

    // Ctrl+Z in the tree: the text is back, the tree stays as it was.
    await page.keyboard.press('ControlOrMeta+z');
    await expect.poll(() => inputText(page)).toBe(TALL);
    await expect(selectedRow(tree)).toContainText('k20');
    await expect(item(tree, 'k19')).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => tree.evaluate((el) => el.scrollTop)).toBeGreaterThan(scrolled - 2 * 26);
    expect(await tree.evaluate((el) => el.scrollTop)).toBeLessThan(scrolled + 2 * 26);

    // Redo from the input's button: the same.
    await redoButton(page).click();
    await expect.poll(() => inputText(page)).toContain('"renamed": [20, 21, 22]');
    await expect(selectedRow(tree)).toContainText('renamed');
    await expect(item(tree, 'k19')).toHaveAttribute('aria-expanded', 'false');
    expect(await tree.evaluate((el) => el.scrollTop)).toBeGreaterThan(scrolled - 2 * 26);

    // Switching views and back keeps it too.
    await page.getByRole('tab', { name: '格式化' }).click();
    await page.getByRole('tab', { name: '树形视图' }).click();
    await expect(item(tree, 'k19')).toHaveAttribute('aria-expanded', 'false');
    await expect(selectedRow(tree)).toContainText('renamed');
  });

  test('drags a member and an item to a new place; undo and redo exactly', async ({ page }) => {
    const tree = await openTree(page, SMALL_DOC, 'name');
    const moved = [
      '{',
      '  "info": {"x": 1},',
      '  "name": "工具箱",',
      '  "id": 12345678901234567890123,',
      '  "tags": ["a", "b"]',
      '}',
    ].join('\n');
    await item(tree, 'info').dragTo(item(tree, 'name'));
    await expect.poll(() => inputText(page)).toBe(moved);
    await expect(selectedRow(tree)).toContainText('info');

    // An array item, dragged down past its sibling.
    await item(tree, '"a"').dragTo(item(tree, '"b"'));
    const swapped = moved.replace('["a", "b"]', '["b", "a"]');
    await expect.poll(() => inputText(page)).toBe(swapped);

    await undoButton(page).click();
    await expect.poll(() => inputText(page)).toBe(moved);
    await undoButton(page).click();
    await expect.poll(() => inputText(page)).toBe(SMALL_DOC);
    await redoButton(page).click();
    await expect.poll(() => inputText(page)).toBe(moved);
    await redoButton(page).click();
    await expect.poll(() => inputText(page)).toBe(swapped);

    // The keyboard does the same: Alt+↓ on the selected member, and the menu's 上移 (once the
    // tree has caught up with the redo: an edit planned on the older text would be refused).
    await expect(tree.getByRole('treeitem', { name: '0 : "b"' })).toBeVisible();
    await item(tree, 'info').click();
    await page.keyboard.press('Alt+ArrowDown');
    const down = swapped.replace(
      '  "info": {"x": 1},\n  "name": "工具箱",',
      '  "name": "工具箱",\n  "info": {"x": 1},',
    );
    await expect.poll(() => inputText(page)).toBe(down);
    // Again wait for the tree to show the move before planning the next edit on it.
    await expect
      .poll(() =>
        tree
          .locator('[role="treeitem"] .json-tree-key')
          .allInnerTexts()
          .then(
            (keys) =>
              keys.findIndex((k) => k.includes('info')) > keys.findIndex((k) => k.includes('name')),
          ),
      )
      .toBe(true);
    await item(tree, 'info').getByRole('button', { name: '节点操作' }).click();
    await page.getByRole('menuitem', { name: /上移/ }).click();
    await expect.poll(() => inputText(page)).toBe(swapped);
  });

  test('selects several nodes by keyboard and deletes them at once', async ({ page }) => {
    const tree = await openTree(page, SMALL_DOC, 'name');
    await item(tree, 'name').click();
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    await expect(selectedRow(tree)).toHaveCount(3);
    await expect(page.getByRole('button', { name: /已选 3 个/ })).toBeVisible();
    // Space leaves the current one out, and takes it back.
    await page.keyboard.press('Space');
    await expect(selectedRow(tree)).toHaveCount(2);
    await expect(page.getByRole('button', { name: /已选 2 个/ })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(selectedRow(tree)).toHaveCount(3);
    await page.keyboard.press('Delete');
    await expect.poll(() => inputText(page)).toBe('{\n  "info": {"x": 1}\n}');
    await page.keyboard.press('ControlOrMeta+z');
    await expect.poll(() => inputText(page)).toBe(SMALL_DOC);
  });
});

test('an edit made before the code editor loaded is one undo step once it has', async ({
  page,
}) => {
  // Hold the code editor back until the plain text area has taken a tree edit.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/CodeEditor-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(JSON_PATH);
  const plain = page.locator('textarea.json-editor[aria-label="JSON 输入"]');
  await expect(plain).toBeVisible({ timeout: 60_000 });
  await pasteInput(page, SMALL_DOC);
  await page.getByRole('tab', { name: '树形视图' }).click();
  const tree = page.getByRole('tree', { name: 'JSON 树' });
  await item(tree, 'name').locator('.json-tree-key').dblclick();
  await page.getByRole('textbox', { name: '键名' }).fill('title');
  await page.keyboard.press('Enter');
  await expect(plain).toHaveValue(SMALL_DOC.replace('"name"', '"title"'));

  release();
  await expect(page.locator('.json-input-area .cm-editor')).toBeVisible();
  await expect.poll(() => inputText(page)).toBe(SMALL_DOC.replace('"name"', '"title"'));
  await undoButton(page).click();
  await expect.poll(() => inputText(page)).toBe(SMALL_DOC);
  await redoButton(page).click();
  await expect.poll(() => inputText(page)).toBe(SMALL_DOC.replace('"name"', '"title"'));
});
