import { expect, openScreen, test } from './fixtures';

const PATH = '/tool/jsonConvert';

/** A 6 MB document: over LARGE_INPUT, so it is kept as a Blob and its workers hold it. */
function largeDocument(): Buffer {
  const items = Array.from({ length: 60_000 }, (_, k) => `{"id":${k},"名字":"值${k}","n":1.10}`);
  return Buffer.from(`[${items.join(',')}]`.padEnd(6 * 1024 * 1024, ' '));
}

test('replacing a large input lets its workers and other tabs’ results go; the tree follows the new input', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openScreen(page, PATH);
  await page.getByTestId('json-file-input').setInputFiles({
    name: 'large.json',
    mimeType: 'application/json',
    buffer: largeDocument(),
  });
  await expect(page.getByText(/large\.json（.*）已载入/)).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: '格式化', exact: true }).click();
  await expect(page.getByText('格式化完成', { exact: false })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('tab', { name: '树形视图' }).click();
  await expect(page.getByRole('treeitem').first()).toBeVisible({ timeout: 60_000 });

  // The sample replaces the input: the tree is built again from it, in a fresh worker.
  await page.getByRole('button', { name: /^示\s?例$/ }).click();
  await expect(page.getByRole('treeitem', { name: /订单号/ })).toBeVisible({ timeout: 30_000 });

  // 格式化's result described the large input: it is gone, not shown beside the sample.
  await page.getByRole('tab', { name: '格式化' }).click();
  await expect(page.getByText('格式化完成', { exact: false })).toHaveCount(0);
  await page.getByRole('button', { name: '格式化', exact: true }).click();
  await expect(page.getByRole('textbox', { name: '输出（只读）' })).toContainText('SO-2024-000123');
});
