import type { Page, Route } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';

/**
 * JSON解析 opens with a plain text area and loads CodeMirror right after (issue 19). What a
 * user types before CodeMirror arrives must carry over, with the cursor where it was.
 */
const PATH = '/tool/jsonConvert';
const CODE_MIRROR_CHUNK = /\/assets\/CodeEditor-[\w-]+\.js$/;

// The service worker would fetch the chunk itself, out of the page's request routing.
test.use({ serviceWorkers: 'block' });

/** Holds CodeMirror's chunk back until the returned function is called. */
async function holdCodeMirror(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(CODE_MIRROR_CHUNK, (route) =>
    released ? route.continue() : void held.push(route),
  );
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

const input = (page: Page) => page.getByRole('textbox', { name: 'JSON 输入' });
const output = (page: Page) => page.getByRole('textbox', { name: '输出（只读）' });

test('typing before CodeMirror arrives carries over, cursor and focus included', async ({
  page,
}) => {
  const release = await holdCodeMirror(page);
  await openScreen(page, PATH);
  await expect(input(page)).toHaveJSProperty('tagName', 'TEXTAREA');
  await input(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type('{"a": 1}');
  await page.keyboard.press('ArrowLeft');

  await release();
  await expect(page.locator('.json-input-area .cm-content')).toBeVisible();
  // Typing goes on where it stopped: inside the braces, in the editor that took over.
  await page.keyboard.type(', "b": 2');
  await expect(input(page)).toHaveText('{"a": 1, "b": 2}');
  await page.keyboard.press('Control+Enter');
  await expect(output(page)).toHaveText('{  "a": 1,  "b": 2}');
});

test('without CodeMirror (its file cannot load) the plain editors still work', async ({ page }) => {
  await page.route(CODE_MIRROR_CHUNK, (route) => route.abort());
  await openScreen(page, PATH);
  await input(page).fill('[1,2,{"x":true}]');
  await page.keyboard.press('Control+Enter');
  await expect(output(page)).toHaveValue('[\n  1,\n  2,\n  {\n    "x": true\n  }\n]');
  await page.reload();
  await expect(input(page)).toHaveValue('[1,2,{"x":true}]');
});
