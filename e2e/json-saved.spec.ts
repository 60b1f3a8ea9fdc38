import type { Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';

/** JSON解析 never loses an edit: leaving at once, closing the tab, a second tab. */
const PATH = '/tool/jsonConvert';
const editor = (page: Page) => page.getByRole('textbox', { name: 'JSON 输入' });

async function typeInto(page: Page, text: string) {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

test('text typed 100 ms before leaving for another tool is there on return', async ({ page }) => {
  await openScreen(page, PATH);
  await typeInto(page, '{"left":"at once"}');
  await page.waitForTimeout(100);
  await page.getByRole('menuitem', { name: 'Guid生成' }).click();
  await expect(page.locator('.screen[data-screen="Guid生成"]')).toBeVisible();
  await page.getByRole('menuitem', { name: 'JSON解析' }).click();
  await expect(editor(page)).toHaveText('{"left":"at once"}');
});

test('text typed 100 ms before the tab closes is there in a new tab', async ({ context }) => {
  const page = await context.newPage();
  await openScreen(page, PATH);
  await typeInto(page, '{"closed":"right after typing"}');
  await page.waitForTimeout(100);
  await page.close({ runBeforeUnload: true });
  const next = await context.newPage();
  await openScreen(next, PATH);
  await expect(editor(next)).toHaveText('{"closed":"right after typing"}');
});

test('two tabs: an edit in one shows in the other, and the last edit of each survives', async ({
  context,
}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await openScreen(first, PATH);
  await openScreen(second, PATH);
  await typeInto(first, '{"from":"first tab"}');
  await expect(editor(second)).toHaveText('{"from":"first tab"}');
  await typeInto(second, '{"from":"second tab"}');
  await expect(editor(first)).toHaveText('{"from":"second tab"}');
  await first.reload();
  await expect(editor(first)).toHaveText('{"from":"second tab"}');
});
