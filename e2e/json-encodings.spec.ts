import type { Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';

const PATH = '/tool/jsonConvert';

/**
 * Files in legacy and UTF-16 encodings, as bytes from the encodings' tables (not produced by
 * the code under test): {"名字":"中文"} in GBK is 名字 = C3 FB D7 D6, 中文 = D6 D0 CE C4.
 */
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const GBK = Buffer.from([
  ...ascii('{"'),
  ...[0xc3, 0xfb, 0xd7, 0xd6],
  ...ascii('":"'),
  ...[0xd6, 0xd0, 0xce, 0xc4],
  ...ascii('"}'),
]);
/** ["𠀀😀€"] in GB18030: 𠀀 = 95 32 82 36 and 😀 = 94 39 FC 36 exist only in GB18030, € = A2 E3. */
const GB18030 = Buffer.from([
  ...ascii('["'),
  ...[0x95, 0x32, 0x82, 0x36, 0x94, 0x39, 0xfc, 0x36, 0xa2, 0xe3],
  ...ascii('"]'),
]);
/** {"名字":"繁體中文"} in Big5: 名字 = A6 57 A6 72, 繁體中文 = C1 63 C5 E9 A4 A4 A4 E5. */
const BIG5 = Buffer.from([
  ...ascii('{"'),
  ...[0xa6, 0x57, 0xa6, 0x72],
  ...ascii('":"'),
  ...[0xc1, 0x63, 0xc5, 0xe9, 0xa4, 0xa4, 0xa4, 0xe5],
  ...ascii('"}'),
]);
// Short, with an emoji whose low surrogate (DE00) puts a NUL where ASCII has none.
const UTF16_TEXT = '{"名字": "张三 😀"}';

function utf16(text: string, littleEndian: boolean, bom: boolean): Buffer {
  const units = (bom ? '\ufeff' : '') + text;
  const out = Buffer.alloc(units.length * 2);
  for (let i = 0; i < units.length; i += 1)
    if (littleEndian) out.writeUInt16LE(units.charCodeAt(i), i * 2);
    else out.writeUInt16BE(units.charCodeAt(i), i * 2);
  return out;
}

async function openFile(page: Page, name: string, buffer: Buffer) {
  await page
    .getByTestId('json-file-input')
    .setInputFiles({ name, mimeType: 'application/json', buffer });
}

function inputEditor(page: Page) {
  return page.getByRole('textbox', { name: 'JSON 输入' });
}

/** The input pane's foot, where the size and the file's encoding are shown. */
function inputFoot(page: Page) {
  return page.locator('.json-pane-foot').first();
}

test.describe('JSON解析 opens files in their encoding', () => {
  test('a GBK file: the encoding is asked with previews, and the text reads right', async ({
    page,
  }) => {
    await openScreen(page, PATH);
    await openFile(page, 'gbk.json', GBK);
    const dialog = page.getByRole('dialog', { name: '“gbk.json” 不是 UTF-8 编码' });
    await expect(dialog).toBeVisible();
    // Nothing is opened until the user chooses.
    await expect(inputEditor(page)).not.toContainText('名字');
    const gb = dialog.getByRole('radio', { name: /GB18030/ });
    await expect(gb).toBeChecked();
    await expect(dialog.locator('.json-encoding-preview').first()).toHaveText('{"名字":"中文"}');
    await dialog.getByRole('button', { name: '用此编码打开' }).click();
    await expect(dialog).toBeHidden();
    await expect(inputEditor(page)).toHaveText('{"名字":"中文"}');
    await expect(inputFoot(page)).toContainText('编码：GB18030');
    await expect(inputFoot(page)).toContainText('你选择的');
  });

  test('a GB18030 file with characters only GB18030 encodes', async ({ page }) => {
    await openScreen(page, PATH);
    await openFile(page, 'gb18030.json', GB18030);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '用此编码打开' }).click();
    await expect(inputEditor(page)).toHaveText('["𠀀😀€"]');
  });

  test('a Big5 file is offered as Big5 first; choosing another encoding is possible', async ({
    page,
  }) => {
    await openScreen(page, PATH);
    await openFile(page, 'big5.json', BIG5);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('radio', { name: /Big5/ })).toBeChecked();
    await expect(dialog.locator('.json-encoding-preview').first()).toHaveText(
      '{"名字":"繁體中文"}',
    );
    await dialog.getByRole('button', { name: '用此编码打开' }).click();
    await expect(inputEditor(page)).toHaveText('{"名字":"繁體中文"}');
    await expect(inputFoot(page)).toContainText('编码：Big5');
  });

  test('cancelling the choice keeps the input as it was', async ({ page }) => {
    await openScreen(page, PATH);
    await openFile(page, 'gbk.json', GBK);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(inputEditor(page)).not.toContainText('名字');
  });

  for (const [label, littleEndian, bom, how] of [
    ['UTF-16 LE', true, true, '按 BOM 判断'],
    ['UTF-16 BE', false, true, '按 BOM 判断'],
    ['UTF-16 LE', true, false, '按字节特征判断'],
    ['UTF-16 BE', false, false, '按字节特征判断'],
  ] as const) {
    test(`a ${label} file ${bom ? 'with' : 'without'} BOM opens without asking`, async ({
      page,
    }) => {
      await openScreen(page, PATH);
      await openFile(page, 'utf16.json', utf16(UTF16_TEXT, littleEndian, bom));
      await expect(inputEditor(page)).toHaveText(UTF16_TEXT);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(inputFoot(page)).toContainText(`编码：${label}（${how}）`);
      // The text is JSON now: formatting reads it.
      await page.getByRole('button', { name: '格式化', exact: true }).click();
      await expect(page.getByRole('textbox', { name: '输出（只读）' })).toContainText('"张三 😀"');
    });
  }

  test('a UTF-8 file opens as it is and says so', async ({ page }) => {
    await openScreen(page, PATH);
    await openFile(page, 'utf8.json', Buffer.from('{"名字":"中文"}'));
    await expect(inputEditor(page)).toHaveText('{"名字":"中文"}');
    await expect(inputFoot(page)).toContainText('编码：UTF-8');
  });
});
