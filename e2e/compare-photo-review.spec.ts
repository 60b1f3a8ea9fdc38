import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { OcrLine } from '../src/tools/compare/core/ocr/read';
import { expect, openScreen, test } from './fixtures';

/**
 * The 拍价签 review is a draft like any other: what the user changes there survives closing
 * the dialog and the tab, until the offers are added; and a field the clean-up changed
 * ("550m1" read as 550ml) says so. The review is seeded as the reader saves it, so these
 * tests need no OCR model.
 */
const PATH = '/tool/compare';

function line(text: string, left: number, top: number, width = 240, height = 30): OcrLine {
  return {
    text,
    confidence: 0.95,
    weakest: 0.9,
    weakestDigit: 0.9,
    box: {
      left,
      top,
      width,
      height,
      score: 0.9,
      turned: {
        centreX: left + width / 2,
        centreY: top + height / 2,
        length: width,
        thickness: height,
        angle: 0,
      },
    },
  };
}

/** Saves a photo under review as the reader does (IndexedDB, the runtime's envelope). */
async function seedReview(page: Page) {
  await openScreen(page, '/');
  const lines = [
    line('农夫山泉饮用天然水', 20, 20, 300, 40),
    line('规格：550m1×24瓶', 20, 70),
    line('零售价￥29.90', 20, 110),
  ];
  const photo = readFileSync('bench/ocr-fixtures/tag-01.jpg').toString('base64');
  await page.evaluate(
    ({ lines, photo }) =>
      new Promise<void>((resolve, reject) => {
        const bytes = Uint8Array.from(atob(photo), (c) => c.charCodeAt(0));
        const data = {
          id: 'seeded-photo',
          photo: new Blob([bytes], { type: 'image/jpeg' }),
          width: 600,
          height: 452,
          lines,
        };
        const request = indexedDB.open('keyval-store');
        request.onupgradeneeded = () => request.result.createObjectStore('keyval');
        request.onsuccess = () => {
          const tx = request.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put({ version: 1, data, rev: 1 }, 'toolbox:compare.photoReview');
          tx.oncomplete = () => {
            request.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
        request.onerror = () => reject(request.error);
      }),
    { lines, photo },
  );
}

async function openReview(page: Page) {
  await page.getByRole('button', { name: '拍价签 / 识别截图' }).click();
  const dialog = page.getByRole('dialog', { name: '从照片添加商品' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closeReview(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: '从照片添加商品' })).toBeHidden();
}

test('review edits survive closing the dialog and the tab, until the offer is added', async ({
  page,
}) => {
  await seedReview(page);
  await openScreen(page, PATH);
  let dialog = await openReview(page);
  await expect(dialog.getByText('识别到 1 个商品')).toBeVisible();
  const tag = dialog.getByTestId('photo-tag');

  // The clean-up's change is marked on the field it changed, and named in its description.
  const spec = tag.getByLabel('规格');
  await expect(spec).toHaveValue('规格：550ml×24瓶');
  const cleaned = '已修正：读到“550m1”，按“550ml”读（价签上的 l 常被认成 1）';
  await expect(tag.getByText(cleaned)).toBeVisible();
  await expect(spec).toHaveAccessibleDescription(cleaned);
  await expect(tag.getByLabel('名称')).not.toHaveAccessibleDescription(/已修正/);
  await tag.getByText('读到的文字').click();
  await expect(tag.getByText('规格：550ml×24瓶（读到的是 550m1）')).toBeVisible();

  // Closing the dialog keeps the edits.
  await tag.getByLabel('名称').fill('整箱矿泉水');
  await tag.getByLabel('价格（元）').fill('27.5');
  await closeReview(page);
  dialog = await openReview(page);
  await expect(dialog.getByLabel('名称')).toHaveValue('整箱矿泉水');
  await expect(dialog.getByLabel('价格（元）')).toHaveValue('27.5');

  // So does closing the tab straight after typing (no pause for the save).
  await dialog.getByLabel('名称').fill('农夫山泉 整箱');
  await page.reload();
  await expect(page.locator('.screen-loading')).toHaveCount(0, { timeout: 60_000 });
  dialog = await openReview(page);
  await expect(dialog.getByLabel('名称')).toHaveValue('农夫山泉 整箱');
  await expect(dialog.getByLabel('价格（元）')).toHaveValue('27.5');

  // 添加 takes the edited offer; the review is over, after a reload too.
  await dialog.getByRole('button', { name: '添加 1 个商品' }).click();
  await expect(dialog).toBeHidden();
  const offer = page.getByRole('region', { name: /农夫山泉 整箱/ });
  await expect(offer).toHaveCount(1);
  await expect(offer).toContainText('27.5');
  await page.reload();
  await expect(page.getByRole('region', { name: /农夫山泉 整箱/ })).toHaveCount(1);
  dialog = await openReview(page);
  await expect(dialog.getByRole('button', { name: '选择图片' })).toBeVisible();
  await expect(dialog.getByTestId('photo-tag')).toHaveCount(0);
});

test('换一张 ends the review: reopening offers a new photo', async ({ page }) => {
  await seedReview(page);
  await openScreen(page, PATH);
  const dialog = await openReview(page);
  await dialog.getByRole('button', { name: '换一张' }).click();
  await expect(dialog.getByRole('button', { name: '选择图片' })).toBeVisible();
  await closeReview(page);
  await page.reload();
  await openReview(page);
  await expect(page.getByRole('dialog').getByTestId('photo-tag')).toHaveCount(0);
  await expect(page.getByRole('dialog').getByRole('button', { name: '选择图片' })).toBeVisible();
});
