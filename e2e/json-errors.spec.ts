import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';

const PATH = '/tool/jsonConvert';

/** Replaces the input editor's text as a paste would. */
async function pasteInput(page: Page, text: string) {
  const editor = page.getByRole('textbox', { name: 'JSON 输入' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

async function format(page: Page) {
  await page.getByRole('button', { name: '格式化', exact: true }).click();
}

/** The caret's horizontal centre lies within the box of the character it points at. */
async function expectCaretUnder(spot: Locator) {
  const box = await spot.boundingBox();
  const caret = await spot.locator('.json-snippet-caret').boundingBox();
  expect(box && caret).toBeTruthy();
  const centre = caret!.x + caret!.width / 2;
  expect(centre).toBeGreaterThanOrEqual(box!.x);
  expect(centre).toBeLessThanOrEqual(box!.x + box!.width);
}

test.describe('JSON解析 errors a Chinese user can act on', () => {
  test('a full-width comma is named at its line and column, with the caret under it', async ({
    page,
  }) => {
    await openScreen(page, PATH);
    await pasteInput(page, '{\n  "名字": "张三"，\n  "城市": "上海"\n}');
    await format(page);
    const alert = page.getByRole('alert').filter({ hasText: '第 2 行第 13 列' });
    await expect(alert).toContainText('第 2 行第 13 列：这里是中文逗号“，”，JSON 要用英文逗号 ,');
    const spot = alert.getByTestId('json-error-spot');
    await expect(spot).toHaveText('，');
    await expect(alert.getByLabel('出错位置附近的内容')).toContainText('"名字": "张三"，');
    await expectCaretUnder(spot);
    // The editor marks the same character.
    await expect(page.locator('.cm-lintRange-error')).toHaveText('，');
  });

  test('columns and the marked spot agree after emoji and tabs', async ({ page }) => {
    await openScreen(page, PATH);
    await pasteInput(page, '[\n\t"😀中😀", x]');
    await format(page);
    // \t " 😀 中 😀 " , space x: x is the 9th character of line 2.
    const alert = page.getByRole('alert').filter({ hasText: '第 2 行第 9 列' });
    await expect(alert).toContainText('“x”');
    const spot = alert.getByTestId('json-error-spot');
    await expect(spot).toHaveText('x');
    await expectCaretUnder(spot);
    await expect(page.locator('.cm-lintRange-error')).toHaveText('x');
  });

  test('修复 replaces full-width punctuation outside strings and lists each change', async ({
    page,
  }) => {
    await openScreen(page, PATH);
    await page.getByRole('tab', { name: '修复' }).click();
    await pasteInput(page, '{“名字”：“张三，李四”，"a"：【1，2】}');
    await page.getByRole('button', { name: /^修\s*复$/ }).click();
    await expect(page.getByRole('textbox', { name: '输出（只读）' })).toHaveText(
      '{"名字":"张三，李四","a":[1,2]}',
    );
    const list = page.getByTestId('json-punctuation-changes');
    await expect(page.getByText('替换了 10 处中文标点或全角字符')).toBeVisible();
    await expect(list.locator('li').first()).toHaveText('第 1 行第 2 列 “ → " 中文引号');
    await expect(list.locator('li').nth(2)).toHaveText('第 1 行第 6 列 ： → : 中文冒号');
  });

  test('full-width digits and ； are named, and 修复 makes them a number and a comma', async ({
    page,
  }) => {
    await openScreen(page, PATH);
    const text = '{"a": １２３；"b": "１；"}';
    await pasteInput(page, text);
    await format(page);
    await expect(page.getByRole('alert')).toContainText(
      '第 1 行第 7 列：这里是全角数字或符号“１”，JSON 的数字要用半角字符 1',
    );
    await page.getByRole('tab', { name: '修复' }).click();
    await page.getByRole('button', { name: /^修\s*复$/ }).click();
    // Inside the string "１；" stays as typed.
    await expect(page.getByRole('textbox', { name: '输出（只读）' })).toHaveText(
      '{"a": 123,"b": "１；"}',
    );
    await expect(page.getByText('替换了 2 处中文标点或全角字符')).toBeVisible();
    const list = page.getByTestId('json-punctuation-changes').locator('li');
    await expect(list.nth(0)).toHaveText('第 1 行第 7 列 １２３ → 123 全角数字，换成半角数字');
    await expect(list.nth(1)).toHaveText('第 1 行第 10 列 ； → , 中文分号，换成逗号');
  });

  test('100,000 unclosed brackets are refused naming the depth and the limit', async ({ page }) => {
    await openScreen(page, PATH);
    await pasteInput(page, '['.repeat(100_000));
    await format(page);
    await expect(page.getByRole('alert').filter({ hasText: '嵌套太深' })).toContainText(
      '第 1 行第 10001 列：嵌套太深：全文最深 100000 层，超过上限 10000 层',
    );
  });

  test('an error in a 6 MB file is shown around the spot and opens in the editor there', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openScreen(page, PATH);
    const rows = '{"名字": "张三", "n": 1},\n'.repeat(250_000);
    const text = `[\n${rows}{"城市"："上海"}\n]`;
    await page.getByTestId('json-file-input').setInputFiles({
      name: 'big.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    await expect(page.getByText(/big\.json（\d+\.\d MB）已载入/)).toBeVisible({ timeout: 60_000 });
    await format(page);
    const alert = page.getByRole('alert').filter({ hasText: '第 250002 行第 6 列' });
    await expect(alert).toContainText('中文冒号“：”', { timeout: 60_000 });
    await expect(alert.getByTestId('json-error-spot')).toHaveText('：');
    await alert.getByRole('button', { name: '在编辑器中打开并定位到出错处' }).click();
    await expect(page.locator('.cm-lintRange-error')).toHaveText('：', { timeout: 60_000 });
    await expect(page.locator('.json-input-area .cm-lineNumbers .cm-activeLineGutter')).toHaveText(
      '250002',
    );
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the error excerpt, repair list and encoding dialog pass axe (${theme})`, async ({
      page,
    }) => {
      await page.addInitScript((mode) => {
        localStorage.setItem(
          'toolbox:preferences',
          JSON.stringify({ version: 1, data: { language: 'zh-CN', themeMode: mode } }),
        );
      }, theme);
      await openScreen(page, PATH);
      await pasteInput(page, '{"名字"："张三"}');
      await format(page);
      await expect(page.getByTestId('json-error-spot')).toBeVisible();
      await page.getByRole('tab', { name: '修复' }).click();
      await page.getByRole('button', { name: /^修\s*复$/ }).click();
      await expect(page.getByTestId('json-punctuation-changes')).toBeVisible();
      await page.getByRole('tab', { name: '格式化' }).click();
      await format(page);
      await expect(page.getByTestId('json-error-spot')).toBeVisible();
      await page.getByTestId('json-file-input').setInputFiles({
        name: 'gbk.json',
        mimeType: 'application/json',
        buffer: Buffer.from([0x5b, 0x22, 0xd6, 0xd0, 0xce, 0xc4, 0x22, 0x5d]),
      });
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(600);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
      expect(serious).toEqual([]);
    });
  }
});
