import { expect, test } from './fixtures';
import { openLargeDocument } from './largeJson';

/**
 * The table of a large input (kept out of the editor) cannot be edited: it says why and what
 * to do instead, for files the editor can still take and for larger ones.
 */
test('the table of a large input says why it is read-only and where to edit', async ({ page }) => {
  test.setTimeout(240_000);
  await openLargeDocument(page);
  await page.getByRole('tab', { name: '表格视图' }).click();
  const grid = page.getByRole('grid', { name: 'JSON 表格' });
  const cell = grid.getByRole('gridcell', { name: '值3', exact: true });
  await expect(cell).toBeVisible({ timeout: 120_000 });

  const reason =
    /表格只能查看.*不超过 20\.0 MB 的文件可以点输入框下的“仍在编辑器中显示”.*更大的文件可以在“树形视图”中编辑/;
  await expect(page.locator('.json-table-hint')).toHaveText(reason);
  await expect(page.getByRole('button', { name: '添加行' })).toBeDisabled();
});
