import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { expect, openScreen, test } from './fixtures';

/**
 * 识别二维码 reads codes live from the camera (issue 16). Chromium's fake camera plays a video
 * file we make here: two QR codes side by side, as a shopper would hold a flyer up. Frames are
 * Y4M (grey: the codes in the Y plane, neutral chroma).
 */
const TEXTS = [
  'https://example.com/扫码/订单?id=12345678901234567890',
  'WIFI:T:WPA;S:店里;P:88888888;;',
];
const WIDTH = 640;
const HEIGHT = 480;

function cameraVideo(): string {
  const luma = new Uint8Array(WIDTH * HEIGHT).fill(200);
  TEXTS.forEach((text, index) => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const scale = Math.floor((WIDTH / 2 - 40) / (modules.size + 8));
    const left = index * (WIDTH / 2) + 20 + 4 * scale;
    const top = Math.floor((HEIGHT - modules.size * scale) / 2);
    for (let y = 0; y < modules.size * scale; y++)
      for (let x = 0; x < modules.size * scale; x++) {
        const inner = (y + x) % 7 === 0 ? 8 : 0; // a little sensor noise
        const dark = modules.get(Math.floor(y / scale), Math.floor(x / scale));
        luma[(top + y) * WIDTH + left + x] = dark ? 30 + inner : 230 - inner;
      }
  });
  const chroma = new Uint8Array((WIDTH / 2) * (HEIGHT / 2)).fill(128);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const file = join(mkdtempSync(join(tmpdir(), 'qr-scan-')), 'camera.y4m');
  writeFileSync(file, Buffer.concat([header, frame, frame, frame]));
  return file;
}

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${cameraVideo()}`,
    ],
  },
});
test.describe.configure({ timeout: 120_000 });

const PATH = '/tool/qrGenerate';

test('the camera reads both codes in one frame, then lets the camera go', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['camera']);
  await openScreen(page, PATH);
  await page.getByRole('tab', { name: '识别二维码' }).click();
  await page.getByRole('button', { name: '用摄像头扫描' }).click();
  await expect(page.getByText('识别到 2 个二维码')).toBeVisible({ timeout: 60_000 });
  const texts = await page.getByTestId('qr-decoded-text').allTextContents();
  expect(texts.sort()).toEqual([...TEXTS].sort());
  // Scanning stopped by itself: the video holds no stream and the start button is back.
  await expect(page.getByRole('button', { name: '用摄像头扫描' })).toBeVisible();
  expect(
    await page
      .locator('.qr-camera-view video')
      .evaluate((video: HTMLVideoElement) => video.srcObject),
  ).toBeNull();
  // The frame that held the codes is shown for the user to see what was read.
  await expect(page.getByRole('img', { name: '待识别的图片' })).toBeVisible();
});

test('a refused permission says how to allow it and offers the other ways', async ({ page }) => {
  await openScreen(page, PATH);
  await page.getByRole('tab', { name: '识别二维码' }).click();
  await page.getByRole('button', { name: '用摄像头扫描' }).click();
  const alert = page.getByRole('alert').filter({ hasText: '没有摄像头权限' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('上传照片');
  await expect(page.getByRole('button', { name: '用摄像头扫描' })).toBeVisible();
});
