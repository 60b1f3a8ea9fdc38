import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { decodeQrCodes } from '../src/tools/qr/core/decode';
import { prepareNodeDecoder } from '../src/tools/qr/core/nodeDecoder';
import { expect, openScreen, test } from './fixtures';

const PATH = '/tool/qrGenerate';
prepareNodeDecoder();

const HOSTILE = [
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '\u202Eabc.exe\u202C \u200B\u200C\u200D\uFEFF',
  '👨‍👩‍👧‍👦 🇨🇳 😀',
].join('\n');

/** Fails the test if anything the page shows gets executed. */
function watchForExecution(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return dialogs;
}

async function expectNothingInjected(page: Page) {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
  expect(await page.evaluate(() => document.querySelectorAll('[onerror]').length)).toBe(0);
}

// Decoding in the page and in Node is CPU-heavy on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

test.describe('二维码生成: hostile content, damaged saved data, keyboard', () => {
  test('hostile text is encoded, downloaded and decoded as plain text; nothing executes', async ({
    page,
  }) => {
    const dialogs = watchForExecution(page);
    await openScreen(page, PATH);
    await page.getByLabel('内容', { exact: true }).fill(HOSTILE);
    await expect(page.getByText('已校验：扫码结果与内容完全一致')).toBeVisible({ timeout: 30_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载 PNG' }).click(),
    ]);
    const png = new Uint8Array(readFileSync((await download.path())!));
    expect((await decodeQrCodes(png)).map((symbol) => symbol.text)).toEqual([HOSTILE]);
    // The file name never carries markup, path or bidi characters.
    expect(download.suggestedFilename()).not.toMatch(/[<>/\\\u202E\u200B]/);

    // The recent list shows it as text too.
    await page.getByRole('button', { name: '打开最近内容' }).click();
    await expect(page.locator('.qr-recent-item').first()).toContainText(
      '<img src=x onerror=alert(1)>',
    );
    await page.keyboard.press('Escape');

    // Decoder: read the downloaded file back in the page; results are text, never links.
    await page.getByRole('tab', { name: '识别二维码' }).click();
    await page
      .locator('.ant-upload-drag input[type=file]')
      .setInputFiles({ name: 'hostile.png', mimeType: 'image/png', buffer: Buffer.from(png) });
    const result = page.getByTestId('qr-decoded-text');
    // Hidden characters are shown as marks (emoji sequences stay whole), with a warning.
    await expect(result).toHaveText(
      HOSTILE.replace(
        '\u202Eabc.exe\u202C \u200B\u200C\u200D\uFEFF',
        '⟨U+202E⟩abc.exe⟨U+202C⟩ ⟨U+200B⟩⟨U+200C⟩⟨U+200D⟩⟨U+FEFF⟩',
      ),
      { timeout: 30_000 },
    );
    await expect(page.getByText('含有改变文字显示方向的隐藏字符', { exact: false })).toBeVisible();
    await expect(page.getByText('脚本链接，请勿打开')).toHaveCount(0); // not at the start of the text
    await expectNothingInjected(page);
    expect(dialogs).toEqual([]);
  });

  test('a javascript: code is flagged and shown as text, never as a link', async ({ page }) => {
    const dialogs = watchForExecution(page);
    await openScreen(page, PATH);
    await page.getByLabel('内容', { exact: true }).fill('javascript:alert(document.domain)');
    await expect(page.getByText('已校验：扫码结果与内容完全一致')).toBeVisible({ timeout: 30_000 });
    const screenshot = await page.getByRole('img', { name: '二维码预览' }).screenshot();
    await page.getByRole('tab', { name: '识别二维码' }).click();
    await page
      .locator('.ant-upload-drag input[type=file]')
      .setInputFiles({ name: 'js.png', mimeType: 'image/png', buffer: screenshot });
    await expect(page.getByTestId('qr-decoded-text')).toHaveText(
      'javascript:alert(document.domain)',
      {
        timeout: 30_000,
      },
    );
    await expect(page.getByText('脚本链接，请勿打开')).toBeVisible();
    await page.getByTestId('qr-decoded-text').click();
    await expectNothingInjected(page);
    expect(dialogs).toEqual([]);
  });

  test('damaged saved data: the screen starts with defaults and a notice', async ({ page }) => {
    await openScreen(page, PATH);
    await page.evaluate(async () => {
      localStorage.setItem('toolbox:qr.draft', '{not json');
      localStorage.setItem(
        'toolbox:qr.recent',
        JSON.stringify({ version: 1, data: [{ text: 5 }] }),
      );
      localStorage.setItem(
        'toolbox:qr.options',
        JSON.stringify({ version: 0, data: { level: 'Z', size: 'big' } }),
      );
      // The batch list lives in IndexedDB (idb-keyval's default store).
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put({ version: 99, text: ['wrong'] }, 'toolbox:qr.batch');
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      });
    });
    await openScreen(page, PATH);
    await expect(page.getByText('已保存的“二维码草稿”无法读取，已恢复默认值。')).toBeVisible();
    await expect(page.getByText('已保存的“二维码最近内容”无法读取，已恢复默认值。')).toBeVisible();
    await expect(page.getByText('已保存的“二维码选项”无法读取，已恢复默认值。')).toBeVisible();
    await expect(page.getByLabel('内容', { exact: true })).toHaveValue('');
    await expect(page.getByText('输入内容后，这里会显示二维码')).toBeVisible();
    await expect(page.getByText('M 级：约 15% 的码面损坏仍可识别', { exact: false })).toBeVisible();
    await expect(page.locator('.qr-level-picker .ant-segmented-item-selected')).toHaveText('M');
    await expect(page.getByLabel('图片尺寸')).toHaveValue('512');
    await page.getByRole('tab', { name: '批量生成' }).click();
    await expect(page.getByText('已保存的“批量内容”无法读取，已恢复默认值。')).toBeVisible();
    // The box is empty: its placeholder shows.
    await expect(page.locator('#qr-batch-input .cm-placeholder')).toBeVisible();

    // The screen works normally afterwards and saves valid data again.
    await page.getByRole('tab', { name: '生成', exact: true }).click();
    await page.getByLabel('内容', { exact: true }).fill('恢复后正常使用');
    await expect(page.getByText('已校验：扫码结果与内容完全一致')).toBeVisible({ timeout: 30_000 });
    await page.waitForTimeout(600);
    await openScreen(page, PATH);
    await expect(page.getByLabel('内容', { exact: true })).toHaveValue('恢复后正常使用', {
      timeout: 30_000,
    });
  });

  test('Ctrl+Enter downloads the PNG while focus is in the screen', async ({ page }) => {
    await openScreen(page, PATH);
    const input = page.getByLabel('内容', { exact: true });
    await input.fill('快捷键下载');
    await expect(page.getByText('已校验：扫码结果与内容完全一致')).toBeVisible({ timeout: 30_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      input.press('Control+Enter'),
    ]);
    expect(download.suggestedFilename()).toBe('二维码-快捷键下载.png');
    await expect(input).toHaveValue('快捷键下载'); // no newline typed
  });

  test('复制图片 puts a PNG of the verified code on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openScreen(page, PATH);
    await page.getByLabel('内容', { exact: true }).fill('剪贴板图片');
    await expect(page.getByText('已校验：扫码结果与内容完全一致')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: '复制图片' }).click();
    await expect(page.getByText('已复制二维码图片')).toBeVisible();
    const base64 = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      const blob = await item.getType('image/png');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
      return btoa(binary);
    });
    const texts = (await decodeQrCodes(Uint8Array.from(Buffer.from(base64, 'base64')))).map(
      (symbol) => symbol.text,
    );
    expect(texts).toEqual(['剪贴板图片']);
  });
});
