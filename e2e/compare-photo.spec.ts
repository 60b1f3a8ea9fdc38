import type { Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';

/**
 * 拍价签 / 识别截图 (issue 20): a photo of a shelf tag becomes an offer only after the user
 * confirms it; the models come from our own origin (the fixtures fail any other request) and,
 * once fetched, work with the network off. The photos are the bench's fixture set.
 */
test.use({ serviceWorkers: 'allow' });
// The first reading downloads 30 MB of models and starts them on a shared two-core machine.
test.describe.configure({ timeout: 300_000 });

const PATH = '/tool/compare';

async function readPhoto(page: Page, file: string) {
  await page.getByRole('button', { name: '拍价签 / 识别截图' }).click();
  const dialog = page.getByRole('dialog', { name: '从照片添加商品' });
  await dialog.getByTestId('photo-file').setInputFiles(`bench/ocr-fixtures/${file}`);
  await expect(dialog.getByText(/识别到 \d+ 个商品/)).toBeVisible({ timeout: 240_000 });
  return dialog;
}

test('a shelf tag becomes an offer after the user confirms it, and reads again offline', async ({
  page,
  context,
}) => {
  await openScreen(page, PATH);
  // COOP + COEP: the OCR may run its wasm on several threads.
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.getByRole('button', { name: '拍价签 / 识别截图' }).click();
  const dialog = page.getByRole('dialog', { name: '从照片添加商品' });
  await expect(dialog.getByText('首次识别需下载识别模型 28.4 MB')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const reading = await readPhoto(page, 'tag-01.jpg');
  const tag = reading.getByTestId('photo-tag');
  await expect(tag).toHaveCount(1);
  await expect(tag.getByLabel('名称')).toHaveValue(/金龙鱼\s*东北大米/);
  await expect(tag.getByText(/^数量：5\s*(kg|千克|公斤)/)).toBeVisible();
  // Both printed prices are offered; 零售价 is where it starts.
  await expect(tag.getByLabel('价格（元）')).toHaveValue('39.9');
  await tag.getByRole('button', { name: '¥36.8' }).click();
  // Nothing was added before confirming.
  await expect(page.getByRole('region', { name: /金龙鱼/ })).toHaveCount(0);
  await reading.getByRole('button', { name: '添加 1 个商品' }).click();
  await expect(reading).toBeHidden();
  const offer = page.getByRole('region', { name: /金龙鱼/ });
  await expect(offer).toHaveCount(1);
  await expect(offer).toContainText('36.8');

  // With the network off the models come from the service worker's cache.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await context.setOffline(true);
  await page.reload();
  const again = await readPhoto(page, 'shelf-1.jpg');
  await expect(again.getByTestId('photo-tag')).toHaveCount(2);
  await context.setOffline(false);
});
