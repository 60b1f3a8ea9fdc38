import type { Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';
import { JSON_PATH, pasteInput } from './jsonInput';

/**
 * 载入较新的版本 when the other tab's draft cannot be read: the page says so in the conflict's
 * alert and keeps its own input, rather than doing nothing without a word.
 */
const DRAFT_KEY = 'toolbox:json.draft';

/** Stores a record under the draft's key, as another tab (or a damaged store) left it. */
function storeRecord(page: Page, record: unknown): Promise<void> {
  return page.evaluate(
    ([key, value]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction('keyval', 'readwrite');
          transaction.objectStore('keyval').put(value, key as string);
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    [DRAFT_KEY, record] as const,
  );
}

test('a newer draft that cannot be read is reported, and this page keeps its input', async ({
  page,
}) => {
  await openScreen(page, JSON_PATH);
  // Another tab stores a newer draft (revision 50) while this page's edit waits to be saved.
  await storeRecord(page, {
    version: 2,
    data: { input: '{"other":true}', inputName: null, compare: '' },
    rev: 50,
  });
  await pasteInput(page, '{"mine":1}');
  const alert = page.getByRole('alert').filter({ hasText: '另一个标签页保存了更新的输入' });
  await expect(alert).toBeVisible({ timeout: 15_000 });

  // The newer draft is then damaged in place: its large text’s Blob is missing.
  await storeRecord(page, {
    version: 2,
    data: { input: null, inputName: 'big.json', compare: '' },
    rev: 50,
  });
  await alert.getByRole('button', { name: '载入较新的版本' }).click();
  await expect(alert).toContainText('无法读取另一个标签页保存的版本');
  await expect(alert).toContainText('本页的内容保持不变');
  await expect(page.getByRole('textbox', { name: 'JSON 输入' })).toHaveText('{"mine":1}');

  // Keeping this page's version stores it over the unreadable one.
  await alert.getByRole('button', { name: '保留本页的版本' }).click();
  await expect(alert).toHaveCount(0);
});
