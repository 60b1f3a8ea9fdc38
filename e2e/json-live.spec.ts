import { expect, openScreen, test } from './fixtures';
import { JSON_PATH, output, pasteInput } from './jsonInput';

test.describe('JSON解析 live results', () => {
  test('the open view follows typing and options, with no click', async ({ page }) => {
    await openScreen(page, JSON_PATH);
    await pasteInput(page, '{"b":12345678901234567890,"a":1.10}');
    await expect(output(page)).toHaveText('{  "b": 12345678901234567890,  "a": 1.10}');
    // An option is part of the view: changing it updates the output too.
    await page.getByRole('switch', { name: '排序键' }).click();
    await expect(output(page)).toHaveText('{  "a": 1.10,  "b": 12345678901234567890}');
    // The mode the user chose last (压缩) is the one that follows the input.
    await page.getByRole('button', { name: /^压\s?缩$/ }).click();
    await pasteInput(page, '{"z":[1, 2],"y":null}');
    await expect(output(page)).toHaveText('{"y":null,"z":[1,2]}');

    await page.getByRole('tab', { name: '转换' }).click();
    // "y" is quoted: YAML 1.1 programs read a bare y as true.
    await expect(output(page)).toHaveText('z:  - 1  - 2"y": null');

    await page.getByRole('tab', { name: '查询' }).click();
    await page.getByRole('searchbox', { name: '查询表达式' }).fill('$.z[*]');
    await page.getByRole('button', { name: /^查\s?询$/ }).click();
    await expect(page.getByText('找到 2 个匹配（显示 2 个）。')).toBeVisible();
    await pasteInput(page, '{"z":[1, 2, 3]}');
    await expect(page.getByText('找到 3 个匹配（显示 3 个）。')).toBeVisible();
  });

  test('an error found while typing is marked without moving the cursor', async ({ page }) => {
    await openScreen(page, JSON_PATH);
    await pasteInput(page, '{\n  "a": [1,],\n  "b": 2\n}\n');
    await expect(page.getByRole('alert').filter({ hasText: '第 2 行' })).toContainText(
      '多余的逗号',
    );
    await expect(page.locator('.cm-lintRange-error')).toHaveText(',');
    // The cursor stays at the end, where the user was typing (line 5), not on the error.
    await expect(page.locator('.json-input-area .cm-lineNumbers .cm-activeLineGutter')).toHaveText(
      '5',
    );
    // Asking for it (a click) jumps there.
    await page.getByRole('button', { name: '格式化', exact: true }).click();
    await expect(page.locator('.json-input-area .cm-lineNumbers .cm-activeLineGutter')).toHaveText(
      '2',
    );
  });

  test('over 1 MB the view waits for a click and says why', async ({ page }) => {
    await openScreen(page, JSON_PATH);
    const items = Array.from({ length: 50_000 }, (_, i) => `{"id":${i},"name":"项目${i}"}`);
    await page.getByTestId('json-file-input').setInputFiles({
      name: 'big.json',
      mimeType: 'application/json',
      buffer: Buffer.from(`[${items.join(',')}]`),
    });
    await expect(page.getByTestId('json-live-off')).toContainText('输入超过 1.0 MB');
    await expect(page.getByText('结果会显示在这里。')).toBeVisible();
    await page.getByRole('button', { name: '格式化', exact: true }).click();
    await expect(page.getByText('格式化完成，数字与键的顺序保持原样。')).toBeVisible({
      timeout: 60_000,
    });
  });
});
