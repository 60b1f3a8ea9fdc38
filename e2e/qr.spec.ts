import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Download, Page } from '@playwright/test';
import { decodeQrCodes } from '../src/tools/qr/core/decode';
import { encodePng } from '../src/tools/qr/core/png';
import { prepareNodeDecoder } from '../src/tools/qr/core/nodeDecoder';
import { expect, openScreen, test } from './fixtures';

const PATH = '/tool/qrGenerate';
prepareNodeDecoder();

async function downloaded(download: Download): Promise<Uint8Array> {
  return new Uint8Array(readFileSync((await download.path())!));
}

/** What a phone would read from the file: decoded in Node by zxing-cpp. */
async function decodeTexts(image: Uint8Array): Promise<string[]> {
  return (await decodeQrCodes(image)).map((symbol) => symbol.text);
}

async function typeContent(page: Page, text: string) {
  await page.getByLabel('内容', { exact: true }).fill(text);
  await expect(page.getByText('已校验：扫码结果与内容完全一致')).toBeVisible({ timeout: 30_000 });
}

/** A red square PNG, the stand-in for a company logo. */
function logoPng(): Uint8Array {
  const side = 64;
  const data = new Uint8ClampedArray(side * side * 4);
  for (let i = 0; i < data.length; i += 4) data.set([200, 20, 40, 255], i);
  return encodePng({ width: side, height: side, data });
}

// Decoding in the page and in Node is CPU-heavy on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

test.describe('二维码生成', () => {
  test('Chinese text: the downloaded PNG decodes to the same text', async ({ page }) => {
    await openScreen(page, PATH);
    const text = '你好，世界！扫码测试：二维码生成 https://例子.cn/路径?查询=值';
    await typeContent(page, text);
    await expect(page.getByTestId('qr-capacity')).toContainText(/已用 \d+ \/ 2331 字节 · 版本 \d+/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载 PNG' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^二维码-.+\.png$/);
    const png = await downloaded(download);
    expect(await decodeTexts(png)).toEqual([text]);
    // The chosen size is the file's pixel size.
    const view = new DataView(png.buffer, png.byteOffset);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([512, 512]);
  });

  test('the downloaded SVG, rendered to a bitmap, decodes to the same text', async ({ page }) => {
    await openScreen(page, PATH);
    const text = 'SVG 矢量图：中文与 emoji 😀';
    await typeContent(page, text);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载 SVG' }).click(),
    ]);
    const svg = new TextDecoder().decode(await downloaded(download));
    expect(svg).toMatch(/^<svg /);
    const dataUrl = await page.evaluate(async (source) => {
      const image = new Image();
      image.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(source);
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext('2d')!.drawImage(image, 0, 0);
      return canvas.toDataURL('image/png');
    }, svg);
    const bitmap = Uint8Array.from(Buffer.from(dataUrl.split(',')[1], 'base64'));
    expect(await decodeTexts(bitmap)).toEqual([text]);
  });

  test('a logo raises the level to Q; a too-big logo fails verification until 仍然下载', async ({
    page,
  }) => {
    await openScreen(page, PATH);
    await typeContent(page, 'https://example.com/logo');
    await page
      .locator('.qr-area-options input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(logoPng()) });
    await expect(page.getByText('当前 Logo：logo.png')).toBeVisible();
    await expect(page.getByText('已添加 Logo，纠错等级自动提高到 Q')).toBeVisible();
    await expect(page.getByText('已校验：扫码结果与内容完全一致')).toBeVisible({ timeout: 30_000 });

    const slider = page.getByRole('slider', { name: 'Logo 大小' });
    await slider.focus();
    await slider.press('End');
    const alert = page.getByRole('alert').filter({ hasText: '校验失败：生成的图片无法被识别' });
    await expect(alert).toBeVisible({ timeout: 30_000 });
    await expect(alert).toContainText('Logo 太大');

    // Downloads are refused until the user explicitly accepts the unverified code.
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await page.getByRole('button', { name: '下载 PNG' }).click();
    await expect(page.getByText('二维码未通过校验，确认后请点“仍然下载”')).toBeVisible();
    expect(downloads).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      alert.getByRole('button', { name: '仍然下载' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.png$/);
    await expect(page.getByText('已确认：将按当前样式输出未通过校验的二维码')).toBeVisible();
  });

  test('over capacity: a clear message and no stale code; empty input: an empty state', async ({
    page,
  }) => {
    await openScreen(page, PATH);
    await typeContent(page, 'short');
    await page.getByLabel('内容', { exact: true }).fill('中'.repeat(800));
    const alert = page.getByRole('alert').filter({ hasText: '内容超出容量' });
    await expect(alert).toContainText(
      '内容共 2400 字节，比纠错等级 M 最多可容纳的 2331 字节多 69 字节',
    );
    await expect(page.getByRole('img', { name: '二维码预览' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '下载 PNG' })).toBeDisabled();
    await page.locator('.qr-level-picker').getByText('L', { exact: true }).click();
    await expect(page.getByTestId('qr-capacity')).toContainText(
      '已用 2400 / 2953 字节 · 版本 36 · 纠错 L',
    );
    await page.getByLabel('内容', { exact: true }).fill('');
    await expect(page.getByText('输入内容后，这里会显示二维码')).toBeVisible();
    await expect(page.getByRole('img', { name: '二维码预览' })).toHaveCount(0);
  });

  test('WiFi template: escaped payload scans back exactly', async ({ page }) => {
    await openScreen(page, PATH);
    await page.getByText('WiFi', { exact: true }).click();
    await page.getByLabel('网络名称（SSID）').fill('我家;WiFi:5G');
    await page.getByLabel('密码', { exact: true }).fill('p@ss,"word"');
    await expect(page.getByText('已校验：扫码结果与内容完全一致')).toBeVisible({ timeout: 30_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载 PNG' }).click(),
    ]);
    expect(await decodeTexts(await downloaded(download))).toEqual([
      'WIFI:T:WPA;S:我家\\;WiFi\\:5G;P:p@ss\\,\\"word\\";;',
    ]);
  });

  test('batch of 50 lines gives a ZIP of 50 decodable PNGs', async ({ page }) => {
    test.setTimeout(120_000);
    await openScreen(page, PATH);
    await page.getByRole('tab', { name: '批量生成' }).click();
    const lines = Array.from({ length: 50 }, (_, i) => `https://example.com/商品/${i + 1}`);
    await page.getByLabel('批量内容').fill(lines.join('\n'));
    await expect(page.getByText('共 50 条（按行），50 条可生成，0 条超出容量')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 90_000 }),
      page.getByRole('button', { name: '生成 ZIP（50 个）' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('二维码批量-50个.zip');
    const files = unzipSync(await downloaded(download));
    const names = Object.keys(files).sort();
    expect(names).toHaveLength(50);
    expect(names[0]).toBe('0001-example.com_商品_1.png');
    const decoded = await Promise.all(names.map((name) => decodeTexts(files[name])));
    const byName = new Map(names.map((name, index) => [name, decoded[index]]));
    lines.forEach((line, index) => {
      const name = `${String(index + 1).padStart(4, '0')}-example.com_商品_${index + 1}.png`;
      expect(byName.get(name)).toEqual([line]);
    });
  });

  test('decoding an uploaded screenshot of a generated code gives back its text', async ({
    page,
  }) => {
    await openScreen(page, PATH);
    const text = '截图识别：订单号 2026-0042';
    await typeContent(page, text);
    const screenshot = await page.locator('.qr-preview-card').screenshot();
    await page.getByRole('tab', { name: '识别二维码' }).click();
    await page
      .locator('.ant-upload-drag input[type=file]')
      .setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: screenshot });
    await expect(page.getByText('识别到 1 个二维码')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('qr-decoded-text')).toHaveText(text);
  });

  test('an image can also be pasted or dropped to be read', async ({ page }) => {
    // The reader's code is held back until the paste has happened: an image pasted while
    // its tab is still loading is read once it has loaded, not dropped.
    let releaseReader = () => {};
    const readerHeld = new Promise<void>((resolve) => (releaseReader = resolve));
    await page.route('**/assets/DecodePanel-*.js', async (route) => {
      await readerHeld;
      await route.continue();
    });
    await openScreen(page, PATH);
    /** Shows `text` as a code, then gives a screenshot of it to the reader by paste or drop. */
    const sendCode = async (text: string, kind: 'paste' | 'drop') => {
      await page.getByRole('tab', { name: '生成', exact: true }).click();
      await typeContent(page, text);
      const image = await page.getByRole('img', { name: '二维码预览' }).screenshot();
      await page.getByRole('tab', { name: '识别二维码' }).click();
      if (kind === 'paste') await expect(page.getByText('正在加载')).toBeVisible();
      await page.evaluate(
        ({ base64, kind }) => {
          const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
          const transfer = new DataTransfer();
          transfer.items.add(new File([bytes], `${kind}.png`, { type: 'image/png' }));
          if (kind === 'paste') {
            document.body.dispatchEvent(
              new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true }),
            );
            return;
          }
          const zone = document.querySelector('.ant-upload-drag .ant-upload')!;
          for (const type of ['dragenter', 'dragover', 'drop'])
            zone.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true }));
        },
        { base64: image.toString('base64'), kind },
      );
      releaseReader();
      await expect(page.getByTestId('qr-decoded-text')).toHaveText(text, { timeout: 30_000 });
    };
    await sendCode('粘贴的截图', 'paste');
    await sendCode('拖放的图片', 'drop');
  });

  test('options survive a reload and travel in the URL', async ({ page }) => {
    await openScreen(page, PATH);
    await page.locator('.qr-level-picker').getByText('H', { exact: true }).click();
    await page.getByLabel('留白（模块）').fill('2');
    await page.getByLabel('留白（模块）').blur();
    await expect(page).toHaveURL(/level=H/);
    await expect(page).toHaveURL(/margin=2/);
    await openScreen(page, PATH);
    await expect(page.getByLabel('留白（模块）')).toHaveValue('2', { timeout: 30_000 });
    await expect(page.locator('.qr-level-picker .ant-segmented-item-selected')).toHaveText('H');
  });
});
