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

test('a query on a large input reads the tree’s index: keys as written, numbers exact, and the tree keeps answering', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openScreen(page, PATH);
  const items = Array.from(
    { length: 60_000 },
    (_, k) => `{"b":${k},"1":12345678901234567890${k % 10},"名字":"值${k}"}`,
  );
  await page.getByTestId('json-file-input').setInputFiles({
    name: 'large.json',
    mimeType: 'application/json',
    buffer: Buffer.from(`[${items.join(',')}]`.padEnd(6 * 1024 * 1024, ' ')),
  });
  await expect(page.getByText(/large\.json（.*）已载入/)).toBeVisible({ timeout: 60_000 });
  await page.getByRole('tab', { name: '树形视图' }).click();
  await expect(page.getByRole('treeitem').first()).toBeVisible({ timeout: 60_000 });

  await page.getByRole('tab', { name: '查询' }).click();
  await page.getByRole('searchbox').fill('$[7].*');
  await page.getByRole('button', { name: /^查\s?询$/ }).click();
  const matches = page.getByRole('list', { name: '匹配结果' }).getByRole('listitem');
  await expect(matches).toHaveCount(3, { timeout: 60_000 });
  await expect(matches.nth(0)).toContainText('$[7].b');
  await expect(matches.nth(1)).toContainText("$[7]['1']");
  await expect(matches.nth(1)).toContainText('123456789012345678907');
  await expect(matches.nth(2)).toContainText('值7');

  // JMESPath on the same input: the selected object as written, with no precision warning.
  await page.locator('.ant-segmented-item-label', { hasText: 'JMESPath' }).click();
  await page.getByRole('searchbox').fill('[59999]');
  await page.getByRole('button', { name: /^查\s?询$/ }).click();
  const output = page.getByRole('textbox', { name: '输出（只读）' });
  await expect(output).toHaveText(/"b": 59999,\s*"1": 123456789012345678909,\s*"名字": "值59999"/, {
    timeout: 60_000,
  });
  await expect(page.getByRole('list', { name: '改动列表' })).toHaveCount(0);

  // The tree shared its worker with the queries and is still there.
  await page.getByRole('tab', { name: '树形视图' }).click();
  await expect(page.getByRole('treeitem', { name: /^展开 1 : \{…\} 3 个键/ })).toBeVisible();
});

test('on a large input a whole-document JSONPath counts every match and keeps the first 2000; jq says why it will not run', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openScreen(page, PATH);
  const items = Array.from({ length: 120_000 }, (_, k) => `{"id":${k},"名字":"值${k}","n":1.10}`);
  await page.getByTestId('json-file-input').setInputFiles({
    name: 'large.json',
    mimeType: 'application/json',
    buffer: Buffer.from(`[${items.join(',')}]`.padEnd(11 * 1024 * 1024, ' ')),
  });
  await expect(page.getByText(/large\.json（.*）已载入/)).toBeVisible({ timeout: 60_000 });
  await page.getByRole('tab', { name: '查询' }).click();
  await page.getByRole('searchbox').fill('$..n');
  await page.getByRole('button', { name: /^查\s?询$/ }).click();
  await expect(page.getByText(/找到 120,?000 个匹配（显示 2000 个）/)).toBeVisible({
    timeout: 60_000,
  });
  const matches = page.getByRole('list', { name: '匹配结果' }).getByRole('listitem');
  await expect(matches.first()).toContainText('$[0].n');
  await expect(matches.first()).toContainText('1.10');

  await page.locator('.ant-segmented-item-label', { hasText: /^jq$/ }).click();
  await page.getByRole('searchbox').fill('.[0].n');
  await page.getByRole('button', { name: /^查\s?询$/ }).click();
  await expect(page.getByText(/输入有 [\d.]+ MB，超过 jq 可处理的 10\.0 MB/)).toBeVisible();
});
