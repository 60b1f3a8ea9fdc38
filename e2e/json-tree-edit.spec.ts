import { expect, test } from './fixtures';
import { inputText, item, openTree as openTreeWith, SMALL_DOC, stepRecorder } from './jsonTree';

const ORIGINAL = SMALL_DOC;

const openTree = (page: Parameters<typeof openTreeWith>[0]) => openTreeWith(page, ORIGINAL, 'name');

test.describe('JSON解析 tree editing', () => {
  test('each edit kind, then undo to the exact original and redo', async ({ page }) => {
    const tree = await openTree(page);
    const { steps, expectText } = stepRecorder(page, ORIGINAL);

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

  test('values of every type, an item added inside, a delete; undo and redo each exactly', async ({
    page,
  }) => {
    const tree = await openTree(page);
    const { expectText, undoAndRedoAll } = stepRecorder(page, ORIGINAL);
    const valueBox = page.getByRole('textbox', { name: '值', exact: true });
    const pickKind = async (kind: string) => {
      await page.getByRole('combobox', { name: '值的类型' }).click();
      await page.locator('.ant-select-item-option', { hasText: new RegExp(`^${kind}$`) }).click();
    };

    // A string takes any text, quotes included; it is written escaped.
    await item(tree, 'name').click();
    await page.keyboard.press('Enter');
    await expect(valueBox).toHaveValue('工具箱');
    await valueBox.fill('新 "名"');
    await page.keyboard.press('Enter');
    await expectText((text) => expect(text).toContain('  "name": "新 \\"名\\"",\n'));

    // null, then true, chosen by type (no text to type).
    await item(tree, 'id').click();
    await page.keyboard.press('Enter');
    await pickKind('null');
    await tree.getByRole('button', { name: '确定' }).click();
    await expectText((text) => expect(text).toContain('  "id": null,\n'));
    await item(tree, '"a"').click();
    await page.keyboard.press('Enter');
    await pickKind('true');
    await tree.getByRole('button', { name: '确定' }).click();
    await expectText((text) => expect(text).toContain('  "tags": [true, "b"],\n'));

    // JSON replaces a number with a structure, on the member's own line.
    await item(tree, /^x/).click();
    await page.keyboard.press('Enter');
    await pickKind('JSON');
    await valueBox.fill('[1, {"k": 2}]');
    await page.keyboard.press('Enter');
    await expectText((text) => expect(text).toContain('  "info": {"x": [1, {"k": 2}]}\n'));

    // Added inside an array: the new item opens for its value.
    await item(tree, 'tags').click();
    await item(tree, 'tags').getByRole('button', { name: '节点操作' }).click();
    await page.getByRole('menuitem', { name: '在里面添加' }).click();
    await expectText((text) => expect(text).toContain('  "tags": [true, "b", ""],\n'));
    await expect(valueBox).toBeFocused();
    await valueBox.fill('c');
    await page.keyboard.press('Enter');
    await expectText((text) => expect(text).toContain('  "tags": [true, "b", "c"],\n'));

    // A number as written: 1.50 stays 1.50.
    await item(tree, '"b"').click();
    await page.keyboard.press('Enter');
    await pickKind('数字');
    await valueBox.fill('1.50');
    await page.keyboard.press('Enter');
    await expectText((text) => expect(text).toContain('  "tags": [true, 1.50, "c"],\n'));

    // Delete from the node's menu.
    await item(tree, 'name').click();
    await item(tree, 'name').getByRole('button', { name: '节点操作' }).click();
    await page.getByRole('menuitem', { name: '删除' }).click();
    await expectText((text) => expect(text).toMatch(/^\{\n {2}"id": null,\n/));

    await undoAndRedoAll();
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
