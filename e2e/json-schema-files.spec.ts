import type { Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';
import { JSON_PATH, pasteInput } from './jsonInput';

async function openSchemaTab(page: Page) {
  await openScreen(page, JSON_PATH);
  await page.getByRole('tab', { name: '结构校验' }).click();
  await expect(page.getByRole('textbox', { name: /^Schema 文件/ })).toBeVisible();
}

const schemaEditor = (page: Page) => page.getByRole('textbox', { name: 'Schema 文件内容' });
const openSchemaFiles = (page: Page, files: { name: string; buffer: Buffer }[]) =>
  page
    .getByLabel('打开文件')
    .last()
    .setInputFiles(files.map((file) => ({ ...file, mimeType: 'application/json' })));

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
/** {"enum":["中文"]} in GBK, bytes from the encoding's table: 中文 = D6 D0 CE C4. */
const GBK_SCHEMA = Buffer.from([...ascii('{"enum":["'), 0xd6, 0xd0, 0xce, 0xc4, ...ascii('"]}')]);
/** {"const":"张三"} in UTF-16 LE without a BOM: found by its NUL bytes. */
const UTF16_SCHEMA = Buffer.from('{"const":"张三"}', 'utf16le');

test.describe('JSON解析 结构校验: schema files and large inputs', () => {
  test('a GBK schema file is read in the encoding the user picks; UTF-16 without asking', async ({
    page,
  }) => {
    await openSchemaTab(page);
    await pasteInput(page, '"中文"');
    await openSchemaFiles(page, [{ name: 'gbk.schema.json', buffer: GBK_SCHEMA }]);
    const dialog = page.getByRole('dialog', { name: '“gbk.schema.json” 不是 UTF-8 编码' });
    await expect(dialog.locator('.json-encoding-preview').first()).toHaveText('{"enum":["中文"]}');
    await dialog.getByRole('button', { name: '用此编码打开' }).click();
    await expect(page.getByRole('tab', { name: 'gbk.schema.json' })).toBeVisible();
    await expect(schemaEditor(page)).toHaveText('{"enum":["中文"]}');
    await expect(page.getByText('gbk.schema.json 不是 UTF-8 编码，已按 GB18030')).toBeVisible();
    await page.getByRole('combobox', { name: '主 Schema' }).click();
    await page.getByTitle('主 Schema: gbk.schema.json').click();
    await page.getByRole('button', { name: /^校\s?验$/ }).click();
    await expect(page.getByText('通过：文档符合 Schema（2020-12）')).toBeVisible();

    await openSchemaFiles(page, [{ name: 'utf16.schema.json', buffer: UTF16_SCHEMA }]);
    await expect(schemaEditor(page)).toHaveText('{"const":"张三"}');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('over 1 MB the result says it is behind the input, with a button to validate', async ({
    page,
  }) => {
    await openSchemaTab(page);
    await schemaEditor(page).click();
    await page.keyboard.insertText('{"type":"array","maxItems":50000}');
    const big = (count: number) =>
      Buffer.from(
        `[${Array.from({ length: count }, (_, i) => `{"id":${i},"name":"项目${i}"}`).join(',')}]`,
      );
    await page
      .getByTestId('json-file-input')
      .setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: big(50_000) });
    await page.getByRole('button', { name: /^校\s?验$/ }).click();
    await expect(page.getByText('通过：文档符合 Schema（2020-12）')).toBeVisible({
      timeout: 60_000,
    });
    const marker = page.getByTestId('json-schema-live-off');
    await expect(marker).toContainText('输入超过 1.0 MB，校验结果不再随输入自动更新');
    await expect(marker).not.toContainText('改动前');

    await page
      .getByTestId('json-file-input')
      .setInputFiles({ name: 'bigger.json', mimeType: 'application/json', buffer: big(50_001) });
    await expect(marker).toContainText('下面的结果对应改动前的输入');
    // Still the old verdict: nothing ran by itself.
    await expect(page.getByText('通过：文档符合 Schema（2020-12）')).toBeVisible();
    await marker.getByRole('button', { name: '重新校验' }).click();
    await expect(page.getByText('不通过：1 处不符合 Schema（2020-12）')).toBeVisible({
      timeout: 60_000,
    });
    await expect(marker).not.toContainText('改动前');
  });
});
