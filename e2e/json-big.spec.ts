import { expect, openScreen, test } from './fixtures';

const PATH = '/tool/jsonConvert';

/** About `megabytes` MB of JSON with long numbers and varied keys. */
function bigDocument(megabytes: number): string {
  const items: string[] = [];
  let size = 0;
  for (let k = 0; size < megabytes * 1024 * 1024; k += 1) {
    const item = `{"id":${k},"key_${k % 89}":"值${k}","trace":1234567890123456789${k % 10},"price":${k}.10,"tags":["a","b"],"ok":${k % 2 === 0}}`;
    items.push(item);
    size += item.length + 1;
  }
  return `[${items.join(',')}]`;
}

test.describe('big documents', () => {
  test.setTimeout(240_000);

  test('a 20 MB document formats in the worker while the page keeps answering clicks', async ({
    page,
  }) => {
    await openScreen(page, PATH);
    const text = bigDocument(20);
    await page.getByTestId('json-file-input').setInputFiles({
      name: 'big.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    await expect(page.getByText(/big\.json（20\.\d MB）已载入/)).toBeVisible({ timeout: 60_000 });

    await page.getByRole('button', { name: '格式化', exact: true }).click();
    // While (or right after) the worker runs, the page reacts to input at once.
    const sortKeys = page.getByRole('switch', { name: '排序键' });
    await sortKeys.click();
    await expect(sortKeys).toBeChecked();
    await sortKeys.click();
    await expect(sortKeys).not.toBeChecked();

    await expect(page.getByText('格式化完成，数字与键的顺序保持原样。')).toBeVisible({
      timeout: 120_000,
    });
    await expect(page.getByText(/结果较大（\d+\.\d MB），这里只显示前 512\.0 KB/)).toBeVisible();
    const output = page.getByRole('textbox', { name: '输出（只读）' });
    await expect(output).toContainText('"trace": 12345678901234567890,');
    await expect(output).toContainText('"price": 0.10,');
  });

  test('a long job shows progress and can be cancelled', async ({ page }) => {
    await openScreen(page, PATH);
    await page.getByTestId('json-file-input').setInputFiles({
      name: 'big.json',
      mimeType: 'application/json',
      buffer: Buffer.from(bigDocument(20)),
    });
    await expect(page.getByText(/big\.json（20\.\d MB）已载入/)).toBeVisible({ timeout: 60_000 });
    // Sorting keys builds a full tree: the slowest way to format, so there is time to cancel.
    await page.getByRole('switch', { name: '排序键' }).click();
    await page.getByRole('button', { name: '格式化', exact: true }).click();
    const status = page.getByRole('status').filter({ hasText: '正在格式化…' });
    await expect(status).toBeVisible();
    await status.getByRole('button', { name: /取\s?消/ }).click();
    await expect(page.getByText('已取消。')).toBeVisible();
    // A fresh worker takes the next job.
    await page.getByRole('switch', { name: '排序键' }).click();
    await page.getByRole('button', { name: /校\s?验/ }).click();
    await expect(page.getByText(/有效的 JSON：顶层是数组/)).toBeVisible({ timeout: 120_000 });
  });
});
