import type { Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';

const PATH = '/tool/jsonConvert';

const HOSTILE = {
  html: '<img src=x onerror=window.__pwned=1>',
  script: '<script>window.__pwned=2</script>',
  link: 'javascript:window.__pwned=3',
  rtl: '\u202Eevil\u202C txt.exe',
  zeroWidth: 'a\u200Bb\u200Dc\uFEFF',
  emoji: '👨‍👩‍👧‍👦 🇨🇳',
};

async function pasteInput(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'JSON 输入' }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

test('hostile JSON values are shown as text and execute nothing', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openScreen(page, PATH);
  const text = JSON.stringify({ ...HOSTILE, [HOSTILE.html]: HOSTILE.link });
  await pasteInput(page, text);
  await page.getByRole('button', { name: '格式化', exact: true }).click();
  const output = page.getByRole('textbox', { name: '输出（只读）' });
  await expect(output).toContainText(HOSTILE.html);
  await expect(output).toContainText(HOSTILE.emoji);

  await page.getByRole('tab', { name: '树形视图' }).click();
  const tree = page.getByRole('tree', { name: 'JSON 树' });
  await expect(tree).toContainText(`"${HOSTILE.html}"`);
  await expect(tree).toContainText(`"${HOSTILE.link}"`);
  await expect(tree).toContainText(HOSTILE.emoji);
  await expect(tree.getByRole('treeitem').filter({ hasText: 'rtl' })).toContainText('evil');

  // Conversions and queries render the same values as text as well.
  await page.getByRole('tab', { name: '转换' }).click();
  await page.getByRole('button', { name: /转\s?换$/ }).click();
  await expect(output).toContainText('onerror');

  await page.getByRole('tab', { name: '查询' }).click();
  await page.getByRole('searchbox', { name: '查询表达式' }).fill('$.*');
  await page.getByRole('button', { name: /查\s?询$/ }).click();
  await expect(page.getByRole('list', { name: '匹配结果' })).toContainText(HOSTILE.script);

  expect(await page.locator('main img, main script, main a[href^="javascript"]').count()).toBe(0);
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(page).toHaveURL(/\/tool\/jsonConvert/);
});

/** Writes a raw value into idb-keyval's default store, as damaged or old saved data would be. */
async function putDraft(page: Page, value: unknown) {
  await page.evaluate(
    (stored) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put(stored, 'toolbox:json.draft');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    value,
  );
}

const TAMPERED: { name: string; options: string; draft: unknown }[] = [
  { name: 'invalid JSON', options: '{"version":1,"data":{"tab":', draft: '{not json' },
  {
    name: 'wrong types',
    options: JSON.stringify({ version: 1, data: { tab: 42, indent: ['9'], lenient: 'yes' } }),
    draft: { version: 1, data: { input: 12, compare: null } },
  },
  {
    name: 'old version',
    options: JSON.stringify({ version: 0, data: { tab: 'tree' } }),
    draft: { version: 0, data: { input: '{"old": true}', compare: '' } },
  },
];

for (const { name, options, draft } of TAMPERED) {
  test(`tampered saved data (${name}) starts with defaults and a notice`, async ({ page }) => {
    await openScreen(page, '/');
    await page.evaluate((value) => localStorage.setItem('toolbox:json.options', value), options);
    await putDraft(page, draft);
    await openScreen(page, PATH);
    await expect(
      page.getByText('已保存的 JSON 草稿无法读取（可能已损坏或来自旧版本），已从空白开始。'),
    ).toBeVisible();
    await expect(page.getByText('已保存的“JSON解析选项”无法读取，已恢复默认值。')).toBeVisible();
    await expect(page.getByRole('tab', { name: '格式化' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('switch', { name: '宽松模式' })).not.toBeChecked();
    // An empty editor shows its placeholder.
    await expect(page.locator('.json-input-area .cm-placeholder')).toBeVisible();
    // The screen works normally afterwards.
    await page.getByRole('textbox', { name: 'JSON 输入' }).click();
    await page.keyboard.insertText('[1,2]');
    await page.keyboard.press('Control+Enter');
    await expect(page.getByRole('textbox', { name: '输出（只读）' })).toHaveText('[  1,  2]');
  });
}
