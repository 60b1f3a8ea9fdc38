import {
  mkdtempSync,
  openSync,
  readSync,
  closeSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, openScreen, test } from './fixtures';

const PATH = '/tool/jsonConvert';

/** About `megabytes` MB of JSON with long numbers and varied keys; `items` is how many. */
function bigDocumentWithCount(megabytes: number): { text: string; items: number } {
  const items: string[] = [];
  let size = 0;
  for (let k = 0; size < megabytes * 1024 * 1024; k += 1) {
    const item = `{"id":${k},"key_${k % 89}":"值${k}","trace":1234567890123456789${k % 10},"price":${k}.10,"tags":["a","b"],"ok":${k % 2 === 0}}`;
    items.push(item);
    size += item.length + 1;
  }
  return { text: `[${items.join(',')}]`, items: items.length };
}

function bigDocument(megabytes: number): string {
  return bigDocumentWithCount(megabytes).text;
}

function headOf(path: string, bytes: number): string {
  const handle = openSync(path, 'r');
  const buffer = Buffer.alloc(bytes);
  readSync(handle, buffer, 0, bytes, 0);
  closeSync(handle);
  return buffer.toString('utf8');
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
    // Both sizes in UTF-8 bytes: the shown head is 512 K characters, more bytes in Chinese.
    await expect(
      page.getByText(/结果较大（\d+\.\d MB），这里只显示前 \d+\.\d (KB|MB)/),
    ).toBeVisible();
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

  test('a 100 MB document: validate, format, download, tree and reload, end to end', async ({
    page,
  }) => {
    test.setTimeout(600_000);
    const folder = mkdtempSync(join(tmpdir(), 'json-100mb-'));
    try {
      const { text, items } = bigDocumentWithCount(100);
      const file = join(folder, 'huge.json');
      writeFileSync(file, text);
      await openScreen(page, PATH);
      // Above 50 MB Playwright takes a path, as a user's file dialog would.
      await page.getByTestId('json-file-input').setInputFiles(file);
      await expect(page.getByText(/huge\.json（10\d\.\d MB）已载入/)).toBeVisible({
        timeout: 120_000,
      });

      await page.getByRole('button', { name: /^校\s?验$/ }).click();
      await expect(page.getByText(/有效的 JSON：顶层是数组，共 [\d,]+ 个值/)).toBeVisible({
        timeout: 300_000,
      });

      await page.getByRole('button', { name: '格式化', exact: true }).click();
      await expect(page.getByText('格式化完成，数字与键的顺序保持原样。')).toBeVisible({
        timeout: 300_000,
      });
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: /^下\s?载$/ }).click();
      const download = await downloading;
      const saved = join(folder, 'formatted.json');
      await download.saveAs(saved);
      expect(statSync(saved).size).toBeGreaterThan(statSync(file).size);
      expect(headOf(saved, 120)).toContain(
        '[\n  {\n    "id": 0,\n    "key_0": "值0",\n    "trace": 12345678901234567890,',
      );

      // The tree of about ten million nodes: the last item is found and shown with its path.
      await page.getByRole('tab', { name: '树形视图' }).click();
      const tree = page.getByRole('tree', { name: 'JSON 树' });
      await expect(tree.getByRole('treeitem').first()).toContainText(`${items} 项`, {
        timeout: 300_000,
      });
      await page.getByRole('searchbox', { name: '搜索键或值' }).fill(`值${items - 1}`);
      await page.getByRole('searchbox', { name: '搜索键或值' }).press('Enter');
      await expect(page.getByText('第 1 / 1 个')).toBeVisible({ timeout: 120_000 });
      await expect(tree.getByRole('treeitem', { selected: true })).toContainText(
        `"值${items - 1}"`,
      );
      await expect(page.locator('.json-tree-path')).toHaveText(
        `$[${items - 1}].key_${(items - 1) % 89}`,
      );

      // The input survives a reload (kept in IndexedDB as a Blob).
      await page.reload();
      await expect(page.getByText(/huge\.json（10\d\.\d MB）已载入/)).toBeVisible({
        timeout: 120_000,
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('a paste too large for the editor becomes the whole input, kept exactly', async ({
    page,
  }) => {
    await openScreen(page, PATH);
    const text = bigDocument(6);
    const editor = page.getByRole('textbox', { name: 'JSON 输入' });
    await editor.click();
    await editor.evaluate((element, pasted) => {
      const data = new DataTransfer();
      data.setData('text/plain', pasted);
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, text);
    await expect(page.getByText(/粘贴的内容（6\.\d MB）已载入/)).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: /^压\s?缩$/ }).click();
    await expect(page.getByText('压缩完成，数字与键的顺序保持原样。')).toBeVisible({
      timeout: 120_000,
    });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: /^下\s?载$/ }).click();
    const saved = await (await downloading).path();
    // The generated text has no spaces, so the minified output is the paste, byte for byte.
    expect(statSync(saved).size).toBe(Buffer.byteLength(text));
    expect(headOf(saved, 64)).toBe(Buffer.from(text).subarray(0, 64).toString('utf8'));
  });

  test('the tree of a big document scrolls and moves by keyboard', async ({ page }) => {
    await openScreen(page, PATH);
    const { text, items } = bigDocumentWithCount(8);
    await page.getByTestId('json-file-input').setInputFiles({
      name: 'big.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    await expect(page.getByText(/big\.json（8\.\d MB）已载入/)).toBeVisible({ timeout: 60_000 });
    await page.getByRole('tab', { name: '树形视图' }).click();
    const tree = page.getByRole('tree', { name: 'JSON 树' });
    await expect(tree.getByRole('treeitem').first()).toContainText(`${items} 项`, {
      timeout: 120_000,
    });
    // Scroll to the very end: the rows there are fetched from the worker and drawn.
    await tree.evaluate((element) => (element.scrollTop = element.scrollHeight));
    await expect(
      tree
        .getByRole('treeitem')
        .filter({ hasText: String(items - 1) })
        .last(),
    ).toBeVisible();
    // Keyboard: down from the root, open the item, and back out to its parent.
    await tree.evaluate((element) => (element.scrollTop = 0));
    await tree.getByRole('treeitem').first().click();
    await tree.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.json-tree-path')).toHaveText('$[0]');
    await page.keyboard.press('ArrowRight');
    await expect(tree.getByRole('treeitem', { selected: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.json-tree-path')).toHaveText('$[0].id');
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('.json-tree-path')).toHaveText('$[0]');
    await page.keyboard.press('ArrowLeft');
    await expect(tree.getByRole('treeitem', { selected: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
