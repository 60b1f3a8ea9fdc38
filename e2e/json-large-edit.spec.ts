import type { Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';
import { downloadInput, largeDocument } from './largeJson';

const PATH = '/tool/jsonConvert';

/** Whether the large draft IndexedDB holds now contains `needle`. */
function savedDraftHas(page: Page, needle: string): Promise<boolean> {
  return page.evaluate(
    (text) =>
      new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result
            .transaction('keyval')
            .objectStore('keyval')
            .get('toolbox:json.draftFile');
          read.onsuccess = () => {
            open.result.close();
            const blob = read.result as Blob | undefined;
            if (!blob) resolve(false);
            else void blob.text().then((saved) => resolve(saved.includes(text)));
          };
          read.onerror = () => reject(read.error);
        };
      }),
    needle,
  );
}

test.describe('JSON解析: editing a large input in the tree', () => {
  test.setTimeout(240_000);

  test('a value edited in the tree is the only change; undo gives back the exact bytes', async ({
    page,
  }) => {
    const original = Buffer.from(largeDocument());
    const edited = Buffer.from(
      largeDocument().replace(
        '"total": 12345678901234567890.50',
        '"total": 98765432109876543210.25',
      ),
    );
    await openScreen(page, PATH);
    await page.getByTestId('json-file-input').setInputFiles({
      name: 'large.json',
      mimeType: 'application/json',
      buffer: original,
    });
    await expect(page.getByText(/large\.json（\d\.\d MB）已载入/)).toBeVisible({ timeout: 60_000 });

    await page.getByRole('tab', { name: '树形视图' }).click();
    const tree = page.getByRole('tree', { name: 'JSON 树' });
    const total = tree.getByRole('treeitem').filter({ hasText: 'total' });
    await expect(total).toContainText('12345678901234567890.50', { timeout: 120_000 });

    // Enter opens the selected scalar's value; the number is taken exactly as typed.
    await total.click();
    await page.keyboard.press('Enter');
    const value = page.getByRole('textbox', { name: '值', exact: true });
    await expect(value).toHaveValue('12345678901234567890.50');
    await value.fill('98765432109876543210.25');
    await page.keyboard.press('Enter');
    await expect(total).toContainText('98765432109876543210.25', { timeout: 60_000 });
    expect((await downloadInput(page)).equals(edited)).toBe(true);

    // 撤销 in the input pane: the exact original bytes again.
    await page.getByRole('button', { name: /^撤\s?销$/ }).click();
    await expect(total).toContainText('12345678901234567890.50', { timeout: 60_000 });
    expect((await downloadInput(page)).equals(original)).toBe(true);

    // Ctrl+Shift+Z in the tree redoes the edit.
    await total.click();
    await page.keyboard.press('ControlOrMeta+Shift+Z');
    await expect(total).toContainText('98765432109876543210.25', { timeout: 60_000 });
    await expect(page.getByRole('button', { name: /^重\s?做$/ })).toBeDisabled();

    // The edited input is the saved draft: a reload brings it back byte for byte.
    await expect.poll(() => savedDraftHas(page, '"total": 98765432109876543210.25')).toBe(true);
    await page.reload();
    await expect(page.getByText(/large\.json（\d\.\d MB）已载入/)).toBeVisible({ timeout: 60_000 });
    expect((await downloadInput(page)).equals(edited)).toBe(true);
  });
});
