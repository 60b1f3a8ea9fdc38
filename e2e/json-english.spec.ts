import type { Page } from '@playwright/test';
import { chineseOnPage, startInEnglish } from './englishMode';
import { expect, openScreen, test } from './fixtures';

/**
 * JSON解析 in English: a parse error, a repair failure and a failing conversion are worded
 * from the English catalogue, with where they happened, and nothing Chinese is on the screen.
 * All input here is ASCII, so any Chinese character is the screen's own text.
 */
/** The screen and its notices: the layout around it has its own spec (english.spec.ts). */
const chineseOnScreen = (page: Page) => chineseOnPage(page, ['.json-page', '.ant-message']);

const PATH = '/tool/jsonConvert';
/** Replaces the input editor's text as a paste would. */
async function pasteInput(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'JSON input' }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

/** Picks an option of one of the tab's selects. */
async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select, exact: true }).selectOption({ label: option });
}

test.beforeEach(({ page }) => startInEnglish(page));

test('JSON解析 in English words its errors in English, with line and column', async ({ page }) => {
  await openScreen(page, PATH);
  await expect(page.getByRole('tab', { name: 'Format', exact: true })).toBeVisible();

  // A parse error: what and where, in the alert and on the editor's marker.
  await pasteInput(page, '{\n  "a": 1,\n  "b": [1, 2,],\n  "c": true\n}');
  await page.getByRole('button', { name: 'Validate', exact: true }).click();
  const parse = page.getByRole('alert').filter({ hasText: 'Line 3, column 13' });
  await expect(parse).toContainText(
    'Line 3, column 13: Trailing comma: no comma is allowed before “]”',
  );
  await expect(parse.getByLabel('Text around the error')).toContainText('"b": [1, 2,],');
  await expect(page.locator('.cm-lintRange-error')).toHaveText(',');
  expect(await chineseOnScreen(page)).toEqual([]);

  // A repair failure: jsonrepair gives up on the second line.
  await page.getByRole('tab', { name: 'Repair', exact: true }).click();
  await pasteInput(page, '{"a": 1}\n}x');
  await page.getByRole('button', { name: 'Repair', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Cannot repair automatically: “x” is not expected at line 2, column 2',
  );
  expect(await chineseOnScreen(page)).toEqual([]);

  // A failing conversion: YAML that does not parse, its reason in English (not the parser's words).
  await page.getByRole('tab', { name: 'Convert', exact: true }).click();
  await choose(page, 'From', 'YAML');
  await pasteInput(page, 'a: [1, 2\nb: 1');
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Invalid YAML at line 2, column 1: Wrong indentation (or an unclosed bracket or brace)',
  );
  expect(await chineseOnScreen(page)).toEqual([]);

  // And one the target format refuses (no position to give: it names the path instead).
  await choose(page, 'From', 'JSON');
  await choose(page, 'To', 'TOML');
  await pasteInput(page, '[null]');
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Converting to TOML needs an object at the top',
  );
  expect(await chineseOnScreen(page)).toEqual([]);
});
