import type { Page } from '@playwright/test';
import { openOffer } from './compareOffers';
import { expect, openScreen, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });

/** Writes a raw value under the tool's key in idb-keyval's default database. */
async function putInIndexedDb(page: Page, value: unknown) {
  await page.evaluate(
    (stored) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('keyval-store');
        request.onupgradeneeded = () => request.result.createObjectStore('keyval');
        request.onsuccess = () => {
          const tx = request.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put(stored, 'toolbox:compare');
          tx.oncomplete = () => {
            request.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
        request.onerror = () => reject(request.error);
      }),
    value,
  );
}

const TAMPERED: [string, unknown, string][] = [
  ['invalid JSON', '{"version":1,"library":', '不是有效的 JSON'],
  [
    'wrong types',
    { version: 1, library: { currentId: 5, comparisons: [{ id: 1, offers: 'many' }] } },
    '内容不完整或类型不对',
  ],
  [
    'an old version',
    { version: 0, library: { currentId: 'a', comparisons: [] } },
    '来自不兼容的版本',
  ],
];

for (const [what, value, reason] of TAMPERED) {
  test(`saved data with ${what} starts a fresh comparison with a notice`, async ({ page }) => {
    // Tamper before the tool first opens, so its own autosave cannot race the damaged value.
    await openScreen(page, '/');
    await page.evaluate(() => localStorage.setItem('toolbox:keep-me', 'untouched'));
    await putInIndexedDb(page, value);
    await openScreen(page, '/tool/compare');
    await expect(
      page.getByText(`已保存的比价数据无法读取（${reason}），已开始新的比价。`),
    ).toBeVisible();
    await expect(page.getByTestId('offer-card')).toHaveCount(2);
    await expect(page.getByLabel('商品 A 价格')).toHaveValue('');
    // The fresh comparison works and is saved again.
    await page.getByLabel('商品 A 快速录入规格').fill('5斤');
    await page.getByLabel('商品 A 价格').fill('30');
    await expect(page.getByRole('list', { name: '排名' })).toContainText('¥6.00/斤');
    await page.waitForTimeout(600);
    await page.reload();
    await openOffer(page, '商品 A');
    await expect(page.getByLabel('商品 A 价格')).toHaveValue('30');
    expect(await page.evaluate(() => localStorage.getItem('toolbox:keep-me'))).toBe('untouched');
  });
}

test('a damaged comparison is dropped while the others are kept', async ({ page }) => {
  await openScreen(page, '/tool/compare');
  await page.getByLabel('比价名称').fill('保留的比价');
  await page.getByLabel('商品 A 价格').fill('8');
  await page.waitForTimeout(600);
  const stored = await page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        const request = indexedDB.open('keyval-store');
        request.onsuccess = () => {
          const get = request.result
            .transaction('keyval')
            .objectStore('keyval')
            .get('toolbox:compare');
          get.onsuccess = () => {
            request.result.close();
            resolve(get.result);
          };
        };
      }),
  );
  const envelope = stored as {
    version: number;
    library: { currentId: string; comparisons: unknown[] };
  };
  envelope.library.comparisons.push({ id: 'broken', name: 42 });
  await putInIndexedDb(page, envelope);
  await page.reload();
  await expect(page.getByText('有 1 条已保存的比价已损坏，已跳过，其余比价保留。')).toBeVisible();
  await expect(page.getByLabel('比价名称')).toHaveValue('保留的比价');
  await expect(page.getByLabel('商品 A 价格')).toHaveValue('8');
});

test('tampered tab option in localStorage falls back with a notice', async ({ page }) => {
  await openScreen(page, '/tool/compare');
  await page.evaluate(() =>
    localStorage.setItem('toolbox:compare.options', '{"version":1,"data":'),
  );
  await page.reload();
  await expect(page.getByText('已保存的“比价器选项”无法读取，已恢复默认值。')).toBeVisible();
  await expect(page.getByRole('tab', { name: '单价比较' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.evaluate(() =>
    localStorage.setItem('toolbox:compare.options', '{"version":1,"data":{"tab":"<img src=x>"}}'),
  );
  await page.reload();
  await expect(page.getByRole('tab', { name: '单价比较' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
