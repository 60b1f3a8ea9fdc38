import { expect, openScreen, test } from './fixtures';
import { JSON_PATH, output, pasteInput } from './jsonInput';

test.describe('JSON解析', () => {
  test('an invalid document shows line, column and the marked spot', async ({ page }) => {
    await openScreen(page, JSON_PATH);
    await pasteInput(page, '{\n  "a": 1,\n  "b": [1, 2,],\n  "c": true\n}');
    await page.getByRole('button', { name: '格式化', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: '第 3 行第 13 列' });
    await expect(alert).toContainText('第 3 行第 13 列：多余的逗号');
    await expect(alert.getByLabel('出错位置附近的内容')).toContainText('"b": [1, 2,],');
    // The editor marks the character and moves the cursor to its line.
    await expect(page.locator('.cm-lintRange-error')).toHaveText(',');
    await expect(page.locator('.json-input-area .cm-lineNumbers .cm-activeLineGutter')).toHaveText(
      '3',
    );
  });

  test('Ctrl+Enter formats with exact numbers and key order', async ({ page }) => {
    await openScreen(page, JSON_PATH);
    await pasteInput(page, '{"2":12345678901234567890123,"1":1.10,"b":1E400}');
    await page.keyboard.press('Control+Enter');
    await expect(output(page)).toHaveText(
      ['{', '  "2": 12345678901234567890123,', '  "1": 1.10,', '  "b": 1E400', '}'].join(''),
    );
    await expect(page.getByText('格式化完成，数字与键的顺序保持原样。')).toBeVisible();
  });

  test('minify, sort keys and validate', async ({ page }) => {
    await openScreen(page, JSON_PATH);
    await pasteInput(page, '{\n  "b": {"d": 1, "c": 2},\n  "a": [1, 2]\n}');
    await page.getByRole('switch', { name: '排序键' }).click();
    await page.getByRole('button', { name: /^压\s?缩$/ }).click();
    await expect(output(page)).toHaveText('{"a":[1,2],"b":{"c":2,"d":1}}');
    await page.getByRole('button', { name: /^校\s?验$/ }).click();
    await expect(page.getByText('有效的 JSON：顶层是对象，共 7 个值，最深 2 层。')).toBeVisible();
  });

  test('copy a node path and value from the tree', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openScreen(page, JSON_PATH);
    await page.getByRole('button', { name: /示\s?例$/ }).click();
    await page.getByRole('tab', { name: '树形视图' }).click();
    const tree = page.getByRole('tree', { name: 'JSON 树' });
    await tree.getByRole('treeitem').filter({ hasText: 'B-7' }).click();
    await page.getByRole('button', { name: '复制路径' }).click();
    await expect(page.getByText('已复制路径')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('$.商品[1].sku');
    await tree.getByRole('treeitem').filter({ hasText: 'trace_id' }).click();
    await page.getByRole('button', { name: '复制值' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('12345678901234567890123');
  });

  test('the tree folds and searches', async ({ page }) => {
    await openScreen(page, JSON_PATH);
    await page.getByRole('button', { name: /示\s?例$/ }).click();
    await page.getByRole('tab', { name: '树形视图' }).click();
    const tree = page.getByRole('tree', { name: 'JSON 树' });
    const goods = tree.getByRole('treeitem').filter({ hasText: '商品' }).first();
    await goods.getByRole('button', { name: '折叠' }).click();
    await expect(tree.getByText('显示器支架')).toHaveCount(0);
    await page.getByRole('searchbox', { name: '搜索键或值' }).fill('显示器');
    await page.keyboard.press('Enter');
    await expect(page.getByText('第 1 / 1 个')).toBeVisible();
    await expect(tree.getByText('"显示器支架"')).toBeVisible();
  });

  test('the input survives a reload', async ({ page }) => {
    await openScreen(page, JSON_PATH);
    await pasteInput(page, '{"saved": "草稿 ✓"}');
    await page.waitForTimeout(1500);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'JSON 输入' })).toHaveText(
      '{"saved": "草稿 ✓"}',
    );
  });

  test('repair shows what changed and gives valid JSON', async ({ page }) => {
    await openScreen(page, JSON_PATH);
    await page.getByRole('tab', { name: '修复' }).click();
    await pasteInput(page, "{'name': 'x', ok: True, list: [1, 2,],}");
    await page.getByRole('button', { name: /修\s?复$/ }).click();
    await expect(output(page)).toHaveText('{"name": "x", "ok": true, "list": [1, 2]}');
    await expect(page.getByText('改动 1 处')).toBeVisible();
  });

  test('convert JSON to YAML and CSV, and query with JSONPath', async ({ page }) => {
    await openScreen(page, JSON_PATH);
    await page.getByRole('tab', { name: '转换' }).click();
    await pasteInput(page, '[{"id":1,"user":{"name":"张三"},"big":12345678901234567890}]');
    await page.getByRole('button', { name: /^转\s?换$/ }).click();
    await expect(output(page)).toHaveText(
      '- id: 1  user:    name: 张三  big: 12345678901234567890',
    );
    await page.getByRole('combobox', { name: '到' }).selectOption({ label: 'CSV' });
    await page.getByRole('button', { name: /^转\s?换$/ }).click();
    await expect(output(page)).toHaveText('id,user.name,big1,张三,12345678901234567890');

    await page.getByRole('tab', { name: '查询' }).click();
    await page.getByRole('searchbox', { name: '查询表达式' }).fill('$..big');
    await page.getByRole('button', { name: /^查\s?询$/ }).click();
    await expect(page.getByText('找到 1 个匹配（显示 1 个）。')).toBeVisible();
    await expect(page.getByRole('list', { name: '匹配结果' })).toContainText('$[0].big');
    await expect(page.getByRole('list', { name: '匹配结果' })).toContainText(
      '12345678901234567890',
    );
  });

  test('generate TypeScript types and diff two documents', async ({ page }) => {
    await openScreen(page, JSON_PATH);
    await page.getByRole('tab', { name: '生成类型' }).click();
    await pasteInput(page, '{"id":1,"tags":["a"]}');
    await page.getByRole('button', { name: /^生\s?成$/ }).click();
    await expect(output(page)).toHaveText('export interface Root {  id: number;  tags: string[];}');

    await page.getByRole('tab', { name: '对比' }).click();
    const compare = page.getByRole('textbox', { name: '用于对比的新 JSON' });
    await compare.click();
    await page.keyboard.insertText('{"id":2,"tags":["a"],"new":true}');
    await page.getByRole('button', { name: /^对\s?比$/ }).click();
    await expect(page.getByText('发现 2 处差异。')).toBeVisible();
    const table = page.locator('.json-diff-table');
    await expect(table).toContainText('$.new');
    await expect(table).toContainText('$.id');
  });
});
