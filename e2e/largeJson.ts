import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, openScreen } from './fixtures';

/**
 * About 6 MB (above the 5 MB at which an input stays out of the editor), formatted by hand:
 * a big number and odd spacing that only an exact edit keeps.
 */
export function largeDocument(): string {
  const items: string[] = [];
  for (let k = 0; items.length * 60 < 6 * 1024 * 1024; k += 1)
    items.push(`{"id":${k},"名":"值${k}","trace":1234567890123456789${k % 10}}`);
  return `{\n   "title" :  "大文件",\n   "total": 12345678901234567890.50,\n   "items": [${items.join(',')}]\n}\n`;
}

/** The bytes 下载输入 (or another download button) saves. */
export async function downloadInput(page: Page, button = '下载输入'): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return readFile(await download.path());
}

/** JSON解析 with `largeDocument()` opened as `large.json`, once the page says it is loaded. */
export async function openLargeDocument(page: Page): Promise<void> {
  await openScreen(page, '/tool/jsonConvert');
  await page.getByTestId('json-file-input').setInputFiles({
    name: 'large.json',
    mimeType: 'application/json',
    buffer: Buffer.from(largeDocument()),
  });
  await expect(page.getByText(/large\.json（\d\.\d MB）已载入/)).toBeVisible({ timeout: 60_000 });
}
