import type { Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';

const PATH = '/tool/jsonConvert';
const ORIGINAL = [
  '{',
  '  "name": "工具箱",',
  '  "id": 12345678901234567890123,',
  '  "tags": ["a", "b"],',
  '  "info": {"x": 1}',
  '}',
].join('\n');

/** The input editor's text, line by line as CodeMirror shows it (the document is short). */
async function inputText(page: Page): Promise<string> {
  return page
    .locator('.json-input-area .cm-line')
    .evaluateAll((lines) => lines.map((line) => line.textContent).join('\n'));
}

async function openTree(page: Page) {
  await openScreen(page, PATH);
  const editor = page.getByRole('textbox', { name: 'JSON 输入' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(ORIGINAL);
  await page.getByRole('tab', { name: '树形视图' }).click();
  const tree = page.getByRole('tree', { name: 'JSON 树' });
  await expect(tree.getByRole('treeitem').filter({ hasText: 'name' })).toBeVisible();
  return tree;
}

const item = (tree: ReturnType<Page['getByRole']>, text: string) =>
  tree.getByRole('treeitem').filter({ hasText: text }).first();

test.describe('JSON解析 tree editing', () => {
  test('each edit kind, then undo to the exact original and redo', async ({ page }) => {
    const tree = await openTree(page);
    const steps: string[] = [ORIGINAL];
    const expectText = async (check: (text: string) => void) => {
      await expect
        .poll(async () => {
          try {
            check(await inputText(page));
            return true;
          } catch {
            return false;
          }
        })
        .toBe(true);
      steps.push(await inputText(page));
    };

    // Rename a key (double-click on it).
    await item(tree, 'name').locator('.json-tree-key').dblclick();
    await page.getByRole('textbox', { name: '键名' }).fill('title');
    await page.keyboard.press('Enter');
    await expectText((text) => expect(text).toContain('  "title": "工具箱",'));

    // A big number edited stays exact (Enter opens the value of the selected scalar).
    await item(tree, 'id').click();
    await page.keyboard.press('Enter');
    const value = page.getByRole('textbox', { name: '值', exact: true });
    await expect(value).toHaveValue('12345678901234567890123');
    await value.fill('12345678901234567890124');
    await page.keyboard.press('Enter');
    await expectText((text) => expect(text).toContain('"id": 12345678901234567890124,'));

    // Insert after "tags": the new member opens with its key.
    await item(tree, 'tags').click();
    await item(tree, 'tags').getByRole('button', { name: '节点操作' }).click();
    await page.getByRole('menuitem', { name: '在后面插入' }).click();
    await expectText((text) => expect(text).toContain('  "tags": ["a", "b"],\n  "key": "",\n'));
    await page.getByRole('textbox', { name: '键名' }).fill('new');
    await page.keyboard.press('Enter');
    await expectText((text) => expect(text).toContain('  "new": "",\n'));

    // Duplicate "info", then move the copy up with Alt+↑.
    await item(tree, 'info').click();
    await item(tree, 'info').getByRole('button', { name: '节点操作' }).click();
    await page.getByRole('menuitem', { name: '复制一份' }).click();
    await expectText((text) =>
      expect(text).toContain('  "info": {"x": 1},\n  "info (copy)": {"x": 1}\n}'),
    );
    await page.keyboard.press('Alt+ArrowUp');
    await expectText((text) =>
      expect(text).toContain('  "info (copy)": {"x": 1},\n  "info": {"x": 1}\n}'),
    );

    // Sort the top level, paste a fragment into "info", delete two members at once.
    await item(tree, '$').click();
    await item(tree, '$').getByRole('button', { name: '节点操作' }).click();
    await page.getByRole('menuitem', { name: '排序（升序）' }).click();
    await expectText((text) => expect(text.indexOf('"id"')).toBeLessThan(text.indexOf('"tags"')));
    await item(tree, 'info (copy)').click();
    await item(tree, 'info (copy)').getByRole('button', { name: '节点操作' }).click();
    await page.getByRole('menuitem', { name: '粘贴 JSON 片段…' }).click();
    await page.getByRole('textbox', { name: 'JSON 片段' }).fill('"y": 2');
    await page
      .getByRole('button', { name: '粘 贴' })
      .or(page.getByRole('button', { name: '粘贴' }))
      .click();
    await expectText((text) => expect(text).toContain('"info (copy)": {"x": 1, "y": 2}'));
    await item(tree, 'new').click();
    await item(tree, 'title').click({ modifiers: ['ControlOrMeta'] });
    await page.keyboard.press('Delete');
    await expectText((text) => expect(text).not.toMatch(/"new"|"title"/));

    // Undo every step back to the exact original, then redo one.
    const undo = page.getByRole('button', { name: /^撤\s?销$/ });
    for (let i = steps.length - 2; i >= 0; i -= 1) {
      await undo.click();
      await expect.poll(() => inputText(page)).toBe(steps[i]);
    }
    await page.getByRole('button', { name: /^重\s?做$/ }).click();
    await expect.poll(() => inputText(page)).toBe(steps[1]);

    // Ctrl+Z with the focus in the tree undoes too.
    await item(tree, 'id').click();
    await page.keyboard.press('ControlOrMeta+z');
    await expect.poll(() => inputText(page)).toBe(ORIGINAL);
  });

  test('a refused edit says why and changes nothing', async ({ page }) => {
    const tree = await openTree(page);
    await item(tree, 'name').locator('.json-tree-key').dblclick();
    await page.getByRole('textbox', { name: '键名' }).fill('id');
    await page.keyboard.press('Enter');
    await expect(page.getByText('$ 中已有键 “id”，请换一个键名')).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await inputText(page)).toBe(ORIGINAL);
  });
});
