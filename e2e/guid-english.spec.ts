import type { Page } from '@playwright/test';
import { chineseOnPage, startInEnglish } from './englishMode';
import { expect, openScreen, test } from './fixtures';

/**
 * Guid生成 in English: no Chinese on the screen, in its accessible names or in any problem it
 * reports (core refusals, the namespace's reason, the list check). All input here is ASCII, so
 * any Chinese character is the screen's own text.
 */
/** The screen and its notices: the layout around it has its own spec (english.spec.ts). */
const chineseOnScreen = (page: Page) =>
  chineseOnPage(page, ['.guid-page', '.ant-message', '.link-options-notice']);

const PATH = '/tool/guidGenerate';
test('Guid生成 in English shows no Chinese, errors included', async ({ page }) => {
  await startInEnglish(page);
  await openScreen(page, `${PATH}?count=3`);
  await expect(page.getByText('Using the options from the link')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Inspect', exact: true })).toBeVisible();
  expect(await chineseOnScreen(page)).toEqual([]);

  await page.getByLabel('UUID to inspect').fill('xyz');
  await expect(page.getByText('Character 1, “x”, is not a hex digit')).toBeVisible();
  expect(await chineseOnScreen(page)).toEqual([]);

  await page
    .getByRole('radio', { name: 'v5', exact: true })
    .locator('xpath=ancestor::label')
    .click();
  await expect(page.getByText('v3/v5 need at least one name').first()).toBeVisible();
  await page
    .getByLabel('Names (one per line, blank lines skipped)', { exact: true })
    .fill('example.com');
  await page
    .getByRole('radio', { name: 'Custom', exact: true })
    .locator('xpath=ancestor::label')
    .click();
  await page.getByLabel('Custom namespace UUID').fill('xyz');
  await expect(
    page
      .getByText('The namespace is not a valid UUID: Character 1, “x”, is not a hex digit')
      .first(),
  ).toBeVisible();
  expect(await chineseOnScreen(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Validate list' }).click();
  await page
    .getByLabel('UUID list to validate')
    .fill('01890a5d-ac96-774b-bcce-b302099a8057\n01890a5d-ac96-774b-bcce-b302099a8057\nnope');
  await expect(page.getByText('Repeats line 1')).toBeVisible();
  expect(await chineseOnScreen(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Inspect', exact: true }).click();
  await page.getByLabel('UUID to inspect').fill('QUJDREVGR0hJSktMTU5PUA');
  await expect(page.getByText('16 bytes that are not an RFC UUID')).toBeVisible();
  await page.getByLabel('UUID to inspect').fill('017F22E2-79B0-7CC3-98C4-DC0C0C07398F');
  await expect(page.getByText('Created (Beijing time)')).toBeVisible();
  expect(await chineseOnScreen(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Snowflake ID' }).click();
  await page.getByLabel('Snowflake ID to read').fill('1212092628029698048');
  await expect(page.getByText('2019-12-31T19:26:16.771Z')).toBeVisible();
  await page.getByRole('button', { name: 'Generate Snowflake IDs' }).click();
  await page.getByLabel('Snowflake ID to read').fill('12x');
  await expect(page.getByText('Character 3, “x”, is not a digit')).toBeVisible();
  expect(await chineseOnScreen(page)).toEqual([]);
});
