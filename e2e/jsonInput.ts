import type { Page } from '@playwright/test';

/** JSON解析's address. */
export const JSON_PATH = '/tool/jsonConvert';

/** Replaces the input editor's text as a paste would. */
export async function pasteInput(page: Page, text: string) {
  const editor = page.getByRole('textbox', { name: 'JSON 输入' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

/** The read-only output editor. */
export function output(page: Page) {
  return page.getByRole('textbox', { name: '输出（只读）' });
}
