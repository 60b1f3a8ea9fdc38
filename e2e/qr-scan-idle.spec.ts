import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { expect, openScreen, test } from './fixtures';

/**
 * The camera is released whenever scanning is not wanted (issue 16). Chromium's own fake
 * camera shows a moving test pattern, never a QR code, so scanning goes on until stopped.
 */
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'],
  },
});

const PATH = '/tool/qrGenerate';

test('keeps scanning until the tab is left, then lets the camera go', async ({ page, context }) => {
  await context.grantPermissions(['camera']);
  await openScreen(page, PATH);
  await page.getByRole('tab', { name: '识别二维码' }).click();
  await page.getByRole('button', { name: '用摄像头扫描' }).click();
  await expect(page.getByText('正在扫描：把二维码放进取景框')).toBeVisible();
  const liveTracks = () =>
    page.evaluate(
      () =>
        Array.from(document.querySelectorAll('video')).flatMap((video) =>
          video.srcObject instanceof MediaStream
            ? video.srcObject.getTracks().filter((track) => track.readyState === 'live')
            : [],
        ).length,
    );
  expect(await liveTracks()).toBe(1);
  await page.getByRole('tab', { name: '生成', exact: true }).click();
  await expect.poll(liveTracks).toBe(0);
  await page.getByRole('tab', { name: '识别二维码' }).click();
  await expect(page.getByRole('button', { name: '用摄像头扫描' })).toBeVisible();
});

test('停止扫描 stops at once', async ({ page, context }) => {
  await context.grantPermissions(['camera']);
  await openScreen(page, PATH);
  await page.getByRole('tab', { name: '识别二维码' }).click();
  await page.getByRole('button', { name: '用摄像头扫描' }).click();
  await page.getByRole('button', { name: '停止扫描' }).click();
  await expect(page.getByRole('button', { name: '用摄像头扫描' })).toBeVisible();
  expect(
    await page
      .locator('.qr-camera-view video')
      .evaluate((video: HTMLVideoElement) => video.srcObject),
  ).toBeNull();
});
