import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { freshComparison, type ComparisonDoc } from '../src/tools/compare/core/document';
import { exportFile, MAX_COMPARISONS } from '../src/tools/compare/core/library';
import { encodeShare } from '../src/tools/compare/core/shareLink';
import { openOffer } from './compareOffers';
import { expect, openScreen, test } from './fixtures';

/** 比价器 never loses a saved comparison: imports, share links, a full library, deleting. */
test.describe.configure({ timeout: 180_000 });

const PATH = '/tool/compare';
const KEY = 'toolbox:compare';

/** A comparison as the tool saves it, its first offer priced so a change is visible. */
function comparison(id: string, name: string, price = '10'): ComparisonDoc {
  let part = 0;
  const doc = freshComparison(() => `${id}-part-${(part += 1)}`, 1_700_000_000_000, name);
  doc.id = id;
  doc.offers[0] = { ...doc.offers[0], price, quantity: '500', unit: 'g' };
  return doc;
}

const savedLibrary = (count: number) =>
  Array.from({ length: count }, (_, i) => comparison(`saved-${i}`, `已存 ${i}`));

/** Seeds idb-keyval's default store before the tool first opens (so no autosave races it). */
async function seed(page: Page, comparisons: ComparisonDoc[]) {
  await openScreen(page, '/');
  await page.evaluate(
    ({ key, stored }) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('keyval-store');
        request.onupgradeneeded = () => request.result.createObjectStore('keyval');
        request.onsuccess = () => {
          const tx = request.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put(stored, key);
          tx.oncomplete = () => {
            request.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
        request.onerror = () => reject(request.error);
      }),
    {
      key: KEY,
      stored: {
        version: 1,
        library: { currentId: comparisons[0].id, comparisons },
        savedAt: Date.now(),
      },
    },
  );
}

/** The comparisons IndexedDB holds now. */
async function stored(page: Page): Promise<ComparisonDoc[]> {
  return page.evaluate(
    (key) =>
      new Promise<ComparisonDoc[]>((resolve, reject) => {
        const request = indexedDB.open('keyval-store');
        request.onsuccess = () => {
          const get = request.result.transaction('keyval').objectStore('keyval').get(key);
          get.onsuccess = () => {
            request.result.close();
            const value = get.result as { library?: { comparisons?: ComparisonDoc[] } } | undefined;
            resolve(value?.library?.comparisons ?? []);
          };
          get.onerror = () => reject(get.error);
        };
        request.onerror = () => reject(request.error);
      }),
    KEY,
  );
}

/** Waits until IndexedDB holds `count` comparisons (saving is debounced). */
async function expectStoredCount(page: Page, count: number) {
  await expect.poll(async () => (await stored(page)).length, { timeout: 20_000 }).toBe(count);
}

/** 我的比价 says it holds `count` comparisons, and its (virtualised) list runs to the count-th. */
async function expectListed(page: Page, count: number) {
  await page.getByRole('button', { name: '我的比价' }).click();
  const drawer = page.getByRole('dialog', { name: `我的比价（${count}）` });
  await expect(drawer).toBeVisible();
  const rows = drawer.getByRole('listitem');
  await expect(rows.first()).toHaveAttribute('aria-setsize', String(count));
  await drawer.getByRole('list').evaluate((list) => {
    const scroller = list.parentElement as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight;
  });
  await expect(rows.last()).toHaveAttribute('aria-posinset', String(count));
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

let fileCounter = 0;
async function exportedFile(comparisons: ComparisonDoc[]): Promise<string> {
  fileCounter += 1;
  const path = join(tmpdir(), `compare-library-${process.pid}-${fileCounter}.json`);
  await writeFile(path, exportFile(comparisons));
  return path;
}

const importFile = (page: Page, path: string) =>
  page.locator('input[type=file]').setInputFiles(path);

const notice = (page: Page, text: string) => page.locator('.ant-message').getByText(text);
const undoFor = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).getByRole('button', { name: '撤销' });

test('importing past the old 200 cap keeps every saved comparison; the same file again adds nothing', async ({
  page,
}) => {
  const saved = savedLibrary(210);
  await seed(page, saved);
  await openScreen(page, PATH);
  await expect(page.getByLabel('比价名称')).toHaveValue('已存 0');

  const incoming = Array.from({ length: 30 }, (_, i) => comparison(`file-${i}`, `导入 ${i}`));
  const file = await exportedFile(incoming);
  await importFile(page, file);
  await expect(notice(page, '已导入 30 条比价')).toBeVisible();
  await expect(page.getByLabel('比价名称')).toHaveValue('导入 0');
  await expectStoredCount(page, 240);
  const ids = new Set((await stored(page)).map((doc) => doc.id));
  for (const doc of [...saved, ...incoming]) expect(ids.has(doc.id)).toBe(true);
  await expectListed(page, 240);

  await importFile(page, file);
  await expect(notice(page, '文件中的 30 条比价都已保存过，没有重复添加')).toBeVisible();
  await page.waitForTimeout(600);
  await expectStoredCount(page, 240);

  await page.reload();
  await expect(page.getByLabel('比价名称')).toHaveValue('导入 0');
  await expectListed(page, 240);
});

test('a share link opened into a full library keeps everything, and opening it again adds nothing', async ({
  page,
}) => {
  const saved = savedLibrary(200);
  await seed(page, saved);
  const link = `${PATH}#c=${encodeShare(comparison('shared-rice', '分享的大米', '23.50'))}`;

  await openScreen(page, link);
  await expect(notice(page, '已打开分享的比价“分享的大米”')).toBeVisible();
  await expect(page.getByLabel('比价名称')).toHaveValue('分享的大米');
  await openOffer(page, '商品 A');
  await expect(page.getByLabel('商品 A 价格')).toHaveValue('23.50');
  await expect(page).toHaveURL(/\/tool\/compare$/);
  await expectStoredCount(page, 201);
  const ids = new Set((await stored(page)).map((doc) => doc.id));
  for (const doc of saved) expect(ids.has(doc.id)).toBe(true);

  // Again in the same tab (only the fragment changes), then in a fresh load.
  await page.getByRole('button', { name: '我的比价' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^已存 7 / })
    .click();
  await expect(page.getByLabel('比价名称')).toHaveValue('已存 7');
  await page.goto(link);
  await expect(notice(page, '分享的比价“分享的大米”已保存过，已打开它')).toBeVisible();
  await expect(page.getByLabel('比价名称')).toHaveValue('分享的大米');
  await openScreen(page, '/');
  await openScreen(page, link);
  await expect(notice(page, '分享的比价“分享的大米”已保存过，已打开它')).toBeVisible();
  await page.waitForTimeout(600);
  await expectStoredCount(page, 201);
  await expectListed(page, 201);
});

test('a changed comparison in a file is asked about: cancel, keep both, replace', async ({
  page,
}) => {
  const saved = savedLibrary(205);
  await seed(page, saved);
  await openScreen(page, PATH);
  await expect(page.getByLabel('比价名称')).toHaveValue('已存 0');
  const changed = [
    ...saved.slice(0, 3),
    comparison('saved-5', '已存 5', '99'),
    comparison('new-1', '新的'),
  ];
  const file = await exportedFile(changed);
  const question = page.getByRole('dialog').filter({ hasText: '1 条比价与已保存的内容不同' });

  await importFile(page, file);
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: '取消' }).click();
  await expect(question).toBeHidden();
  await expect(notice(page, '已取消导入，“我的比价”没有改动')).toBeVisible();
  await page.waitForTimeout(600);
  await expectStoredCount(page, 205);

  await importFile(page, file);
  await question.getByRole('button', { name: '两份都保留' }).click();
  await expect(question).toBeHidden();
  await expect(notice(page, '已导入 2 条比价；3 条已保存过，未重复添加')).toBeVisible();
  await expectStoredCount(page, 207);
  let docs = await stored(page);
  expect(docs.find((doc) => doc.id === 'saved-5')?.offers[0].price).toBe('10');
  const copy = docs.find((doc) => doc.name === '已存 5（导入）');
  expect(copy?.offers[0].price).toBe('99');
  expect(copy?.id).not.toBe('saved-5');

  await importFile(page, file);
  await question.getByRole('button', { name: '替换' }).click();
  await expect(question).toBeHidden();
  await expect(notice(page, '替换了 1 条；4 条已保存过，未重复添加')).toBeVisible();
  await expect(page.getByLabel('比价名称')).toHaveValue('已存 5');
  await openOffer(page, '商品 A');
  await expect(page.getByLabel('商品 A 价格')).toHaveValue('99');
  // The count was 207 before 替换 too: wait for the replaced price itself to be saved (the
  // save follows a pause), not for a count that proves nothing about it.
  await expect
    .poll(async () => (await stored(page)).find((doc) => doc.id === 'saved-5')?.offers[0].price, {
      timeout: 20_000,
    })
    .toBe('99');
  docs = await stored(page);
  expect(docs).toHaveLength(207);
  expect(docs.filter((doc) => doc.name === '已存 5（导入）')).toHaveLength(1);

  await importFile(page, file);
  await expect(notice(page, '文件中的 5 条比价都已保存过，没有重复添加')).toBeVisible();
  await expect(question).toHaveCount(0);
});

test('a deleted comparison comes back with 撤销, in its place and open again, after a reload too', async ({
  page,
}) => {
  const saved = savedLibrary(5);
  await seed(page, saved);
  await openScreen(page, PATH);
  await expect(page.getByLabel('比价名称')).toHaveValue('已存 0');
  await page.getByRole('button', { name: '我的比价' }).click();
  const drawer = page.getByRole('dialog', { name: '我的比价' });

  // The open one: deleted at once (no "are you sure"), another opens; 撤销 reopens it.
  await drawer.getByRole('button', { name: '删除 已存 0', exact: true }).click();
  await expect(notice(page, '已删除“已存 0”')).toBeVisible();
  await expect(drawer.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByLabel('比价名称')).not.toHaveValue('已存 0');
  await undoFor(page, '已删除“已存 0”').click();
  await expect(drawer.getByRole('listitem')).toHaveCount(5);
  await expect(page.getByLabel('比价名称')).toHaveValue('已存 0');

  await drawer.getByRole('button', { name: '删除 已存 3', exact: true }).click();
  await expect(drawer.getByRole('listitem')).toHaveCount(4);
  await expectStoredCount(page, 4);
  await undoFor(page, '已删除“已存 3”').click();
  await expect(drawer.getByRole('listitem')).toHaveCount(5);
  await expectStoredCount(page, 5);
  expect((await stored(page)).map((doc) => doc.id)).toEqual(saved.map((doc) => doc.id));

  // By keyboard: the drawer keeps focus inside itself, so Ctrl+Z undoes too.
  await drawer.getByRole('button', { name: '删除 已存 1', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(notice(page, '已删除“已存 1”')).toBeVisible();
  await expect(drawer.getByRole('listitem')).toHaveCount(4);
  await page.keyboard.press('Control+z');
  await expect(drawer.getByRole('listitem')).toHaveCount(5);
  await expectStoredCount(page, 5);

  await page.reload();
  await expect(page.getByLabel('比价名称')).toHaveValue('已存 0');
  await page.getByRole('button', { name: '我的比价' }).click();
  await expect(drawer.getByRole('button', { name: /^已存 3 / })).toBeVisible();
  await expect(drawer.getByRole('listitem')).toHaveCount(5);
});

test(`a library near its ${MAX_COMPARISONS} limit says so before anything changes`, async ({
  page,
}) => {
  const saved = savedLibrary(MAX_COMPARISONS - 2);
  await seed(page, saved);
  await openScreen(page, PATH);
  await expect(page.getByLabel('比价名称')).toHaveValue('已存 0');
  const file = await exportedFile(
    Array.from({ length: 5 }, (_, i) => comparison(`late-${i}`, `晚到 ${i}`)),
  );
  const question = page.getByRole('dialog').filter({ hasText: '“我的比价”放不下全部' });

  await importFile(page, file);
  await expect(question).toContainText(
    `“我的比价”最多保存 ${MAX_COMPARISONS} 条，现有 ${MAX_COMPARISONS - 2} 条，还能保存 2 条；这次要新增 5 条。`,
  );
  await question.getByRole('button', { name: '取消' }).click();
  await expect(question).toBeHidden();
  await expect(notice(page, '已取消导入')).toBeVisible();

  await importFile(page, file);
  await question.getByRole('button', { name: '只导入能放下的 2 条' }).click();
  await expect(question).toBeHidden();
  await expect(notice(page, '已导入 2 条比价；3 条因“我的比价”已满未导入')).toBeVisible();
  await expectStoredCount(page, MAX_COMPARISONS);

  const link = `${PATH}#c=${encodeShare(comparison('too-many', '放不下的'))}`;
  await page.goto(link);
  const full = page.getByRole('dialog').filter({ hasText: '“我的比价”已满' });
  await expect(full).toBeVisible();
  await full.getByRole('button', { name: '知道了' }).click();
  await expect(notice(page, '未打开分享的比价')).toBeVisible();
  await page.waitForTimeout(600);
  const ids = new Set((await stored(page)).map((doc) => doc.id));
  expect(ids.size).toBe(MAX_COMPARISONS);
  for (const doc of saved) expect(ids.has(doc.id)).toBe(true);
  expect(ids.has('too-many')).toBe(false);
});
