import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import type { Download, Page } from '@playwright/test';
import { cameraCopy, CAMERA_VIEWS } from '../src/tools/qr/core/cameraView';
import { decodeQrCodes } from '../src/tools/qr/core/decode';
import { prepareNodeDecoder } from '../src/tools/qr/core/nodeDecoder';
import { expect, openScreen, test } from './fixtures';

/**
 * Styles (issue 16, item 3): every module shape, eye shape, gradient, caption and frame, a
 * transparent background and the JPG download scan back from the downloaded file, read by
 * the browser as a viewer shows it: jsQR (a decoder the page does not use) reads the file,
 * zxing in Node reads camera-like copies of it; a gradient whose light end washes out is never
 * called 已校验.
 */
const PATH = '/tool/qrGenerate';
const VERIFIED = '已校验：扫码结果与内容完全一致';
const URL_TEXT = 'https://example.com/shop?id=12345678901234567890';
/** Version 4 (33 modules) with a quiet zone of 4 on each side. */
const CODE_MODULES = 41;

prepareNodeDecoder();
test.describe.configure({ timeout: 120_000 });

interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** The downloaded file as a viewer shows it: decoded by the browser, on a white page. */
async function pixelsOf(page: Page, download: Download, type: string): Promise<Pixels> {
  const base64 = readFileSync((await download.path())!).toString('base64');
  const image = await page.evaluate(
    async ({ base64, type }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const url = URL.createObjectURL(new Blob([bytes], { type }));
      const element = new Image();
      element.src = url;
      await element.decode();
      const canvas = document.createElement('canvas');
      canvas.width = element.naturalWidth;
      canvas.height = element.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(element, 0, 0);
      URL.revokeObjectURL(url);
      const { width, height, data } = context.getImageData(0, 0, canvas.width, canvas.height);
      return { width, height, data: Array.from(data) };
    },
    { base64, type },
  );
  return { ...image, data: new Uint8ClampedArray(image.data) };
}

/**
 * jsQR reads the file itself, and zxing reads every camera-like copy of it: for SVG and JPG,
 * files the page's check never saw, this is their camera check.
 */
async function scansBack(pixels: Pixels, text: string, widthModules: number): Promise<boolean> {
  if (jsQR(pixels.data, pixels.width, pixels.height)?.data !== text) return false;
  for (const [index, view] of CAMERA_VIEWS.entries()) {
    const copy = cameraCopy(pixels, widthModules, view, index + 1);
    if (!(await decodeQrCodes(copy)).some((symbol) => symbol.text === text)) return false;
  }
  return true;
}

async function download(page: Page, button: string): Promise<Download> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return file;
}

async function openStyles(page: Page) {
  await openScreen(page, PATH);
  await page.getByLabel('内容', { exact: true }).fill(URL_TEXT);
  await page.getByRole('button', { name: '样式', exact: true }).click();
}

/** Picks an option of one of the style's segmented controls. */
async function choose(page: Page, group: string, option: string) {
  await page.getByLabel(group, { exact: true }).getByText(option, { exact: true }).click();
}

const verified = (page: Page) => expect(page.getByText(VERIFIED)).toBeVisible({ timeout: 60_000 });

for (const shape of ['圆点', '圆角', '叶形']) {
  test(`${shape} modules are checked, and the PNG scans back`, async ({ page }) => {
    await openStyles(page);
    await choose(page, '码点形状', shape);
    await verified(page);
    const png = await download(page, '下载 PNG');
    expect(await scansBack(await pixelsOf(page, png, 'image/png'), URL_TEXT, CODE_MODULES)).toBe(
      true,
    );
    const bytes = new Uint8Array(readFileSync((await png.path())!));
    expect((await decodeQrCodes(bytes)).map((symbol) => symbol.text)).toEqual([URL_TEXT]);
  });
}

test('circle and rounded eyes in their own colour: PNG and SVG scan back', async ({ page }) => {
  await openStyles(page);
  await choose(page, '码眼外框', '圆形');
  await choose(page, '码眼内点', '圆角');
  await page.locator('#qr-eye-own').click();
  await page.locator('#qr-eye-color').fill('#b00020');
  await verified(page);
  const png = await pixelsOf(page, await download(page, '下载 PNG'), 'image/png');
  expect(await scansBack(png, URL_TEXT, CODE_MODULES)).toBe(true);
  // The eyes are drawn in their colour: the centre of the top-left eye is red.
  const ppm = png.width / CODE_MODULES;
  const centre = (Math.round(7.5 * ppm) * png.width + Math.round(7.5 * ppm)) * 4;
  expect([...png.data.slice(centre, centre + 3)]).toEqual([0xb0, 0x00, 0x20]);
  const svg = await pixelsOf(page, await download(page, '下载 SVG'), 'image/svg+xml');
  expect(await scansBack(svg, URL_TEXT, CODE_MODULES)).toBe(true);
});

test('a dark linear gradient is checked; PNG and SVG scan back', async ({ page }) => {
  await openStyles(page);
  await choose(page, '渐变', '线性');
  await page.locator('#qr-gradient-to').fill('#1d3fa5');
  await verified(page);
  const png = await pixelsOf(page, await download(page, '下载 PNG'), 'image/png');
  expect(await scansBack(png, URL_TEXT, CODE_MODULES)).toBe(true);
  const svg = await pixelsOf(page, await download(page, '下载 SVG'), 'image/svg+xml');
  expect(await scansBack(svg, URL_TEXT, CODE_MODULES)).toBe(true);
});

test('a gradient with a light end is not called checked; its fix darkens it', async ({ page }) => {
  await openStyles(page);
  await choose(page, '渐变', '径向');
  await page.locator('#qr-gradient-to').fill('#eeee66');
  const problem = page.locator('.qr-camera-problems');
  await expect(problem).toBeVisible({ timeout: 60_000 });
  await expect(problem).toContainText('渐变终点色与背景的对比度只有');
  await expect(page.getByText(VERIFIED)).toHaveCount(0);
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await page.getByRole('button', { name: '下载 PNG' }).click();
  await expect(page.getByText('二维码未通过校验，确认后请点“仍然下载”')).toBeVisible();
  expect(downloads).toBe(0);
  await problem.getByRole('button', { name: /渐变终点改用更深的颜色/ }).click();
  await verified(page);
  const value = await page.locator('#qr-gradient-to').inputValue();
  expect(value).not.toBe('#eeee66');
});

test('caption and call-to-action frame: checked, taller image, scans back', async ({ page }) => {
  await openStyles(page);
  await page.locator('#qr-caption').fill('门店 Wi-Fi');
  await page.locator('#qr-frame').click();
  await expect(page.locator('#qr-frame-text')).toHaveValue('扫码关注');
  await page.locator('#qr-frame-text').fill('扫码领券');
  await verified(page);
  const png = await pixelsOf(page, await download(page, '下载 PNG'), 'image/png');
  expect(png.width).toBe(512);
  expect(png.height).toBeGreaterThan(png.width);
  // The frame adds a border of 2 modules on each side: 45 modules across.
  expect(await scansBack(png, URL_TEXT, CODE_MODULES + 4)).toBe(true);
  const svg = await pixelsOf(page, await download(page, '下载 SVG'), 'image/svg+xml');
  expect(svg.height).toBe(png.height);
  expect(await scansBack(svg, URL_TEXT, CODE_MODULES + 4)).toBe(true);
  // The style is kept with the draft.
  await page.reload();
  await expect(page.locator('#qr-frame-text')).toHaveValue('扫码领券', { timeout: 30_000 });
  await expect(page.locator('#qr-caption')).toHaveValue('门店 Wi-Fi');
});

test('transparent background: PNG has no background, JPG is filled and scans', async ({ page }) => {
  await openStyles(page);
  await choose(page, '码点形状', '圆角');
  await page.locator('#qr-transparent').click();
  await expect(
    page.getByText('JPG 不支持透明背景：下载的 JPG 会用背景色 #ffffff 填充。'),
  ).toBeVisible();
  await verified(page);
  const png = await download(page, '下载 PNG');
  // The corner pixel is fully transparent in the file (colour type 6, alpha 0).
  const alpha = await page.evaluate(
    async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return context.getImageData(0, 0, 1, 1).data[3];
    },
    readFileSync((await png.path())!).toString('base64'),
  );
  expect(alpha).toBe(0);
  expect(await scansBack(await pixelsOf(page, png, 'image/png'), URL_TEXT, CODE_MODULES)).toBe(
    true,
  );

  const jpg = await download(page, '下载 JPG');
  expect(jpg.suggestedFilename()).toMatch(/\.jpg$/);
  const bytes = new Uint8Array(readFileSync((await jpg.path())!));
  expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect(await scansBack(await pixelsOf(page, jpg, 'image/jpeg'), URL_TEXT, CODE_MODULES)).toBe(
    true,
  );
  expect((await decodeQrCodes(bytes)).map((symbol) => symbol.text)).toEqual([URL_TEXT]);
});
