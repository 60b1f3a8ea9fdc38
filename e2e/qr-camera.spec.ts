import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import type { Download, Page } from '@playwright/test';
import { cameraCopy, CAMERA_VIEWS } from '../src/tools/qr/core/cameraView';
import { expect, openScreen, test } from './fixtures';

/**
 * 已校验 means a phone camera reads the code (issue 16): a code whose camera copies do not
 * decode is never called checked and never downloads without confirmation; the one-click fix
 * makes it pass; ordinary codes pass at once. Downloads are checked with an independent decoder
 * (jsQR) on the same kind of degraded copy.
 */
const PATH = '/tool/qrGenerate';
const VERIFIED = '已校验：扫码结果与内容完全一致';
const URL_TEXT = 'https://example.com/shop?id=12345678901234567890';

test.describe.configure({ timeout: 120_000 });

/** Decodes a downloaded PNG the way the page drew it, then reads its camera copies with jsQR. */
async function readsThroughCamera(page: Page, download: Download, text: string, modules: number) {
  const bytes = readFileSync((await download.path())!).toString('base64');
  // The browser decodes the PNG to pixels; Node has no image decoder of its own here.
  const { width, height, data } = await page.evaluate(async (base64) => {
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const image = context.getImageData(0, 0, bitmap.width, bitmap.height);
    return { width: image.width, height: image.height, data: Array.from(image.data) };
  }, bytes);
  const raster = { width, height, data: new Uint8ClampedArray(data) };
  return CAMERA_VIEWS.every((view, index) => {
    const copy = cameraCopy(raster, modules, view, index + 1);
    return jsQR(copy.data, copy.width, copy.height)?.data === text;
  });
}

test('an ordinary code is checked at once, with its module size and print size', async ({
  page,
}) => {
  await openScreen(page, PATH);
  await page.getByLabel('内容', { exact: true }).fill(URL_TEXT);
  const verified = page.getByRole('status').filter({ hasText: VERIFIED });
  await expect(verified).toBeVisible({ timeout: 30_000 });
  await expect(verified).toContainText('模拟手机摄像头拍摄');
  await expect(verified).toContainText(/每个模块 \d+\.\d 像素 · 按 300 dpi 打印为 43\.3 mm 见方/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '下载 PNG' }).click(),
  ]);
  // Version 4 (33 modules) plus a quiet zone of 4 on each side.
  expect(await readsThroughCamera(page, download, URL_TEXT, 41)).toBe(true);
});

test('yellow on white is not called checked, waits for confirmation, and its fix passes', async ({
  page,
}) => {
  await openScreen(page, `${PATH}?fg=%23ffff00`);
  await page.getByLabel('内容', { exact: true }).fill(URL_TEXT);
  const problem = page.locator('.qr-camera-problems');
  await expect(problem).toBeVisible({ timeout: 30_000 });
  await expect(problem).toHaveAttribute('role', 'alert');
  await expect(problem).toContainText('手机可能扫不出');
  await expect(problem).toContainText('颜色对比度只有 1.1:1');
  await expect(page.getByText(VERIFIED)).toHaveCount(0);

  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await page.getByRole('button', { name: '下载 PNG' }).click();
  await expect(page.getByText('二维码未通过校验，确认后请点“仍然下载”')).toBeVisible();
  expect(downloads).toBe(0);

  await problem.getByRole('button', { name: /改用更深的颜色/ }).click();
  await expect(page.getByText(VERIFIED)).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '下载 PNG' }).click(),
  ]);
  expect(await readsThroughCamera(page, download, URL_TEXT, 41)).toBe(true);
});

test('1,980 bytes at 512 px: modules too fine, and enlarging passes', async ({ page }) => {
  await openScreen(page, PATH);
  await page.getByLabel('内容', { exact: true }).fill('x'.repeat(1980));
  const problem = page.locator('.qr-camera-problems');
  await expect(problem).toBeVisible({ timeout: 60_000 });
  await expect(problem).toHaveAttribute('role', 'alert');
  await expect(problem).toContainText('手机可能扫不出：模块太细');
  await expect(problem).toContainText('每个模块只有 3.0 像素');
  await problem.getByRole('button', { name: /放大到 \d+ 像素/ }).click();
  await expect(page.getByLabel('图片尺寸')).toHaveValue('692');
  await expect(page.getByText(VERIFIED)).toBeVisible({ timeout: 60_000 });
});
