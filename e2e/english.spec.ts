import { tools } from '../src/tools/registry';
import { chineseOnPage, startInEnglish } from './englishMode';
import { expect, openScreen, test } from './fixtures';

/**
 * The English interface shows no Chinese: not in the layout, the home page, the overlays or
 * any tool's first screen, neither as text nor as a label, title or placeholder. Language
 * names in their own language ("中文" in the language switch) are the one exception, as
 * everywhere. Each tool's own English spec covers its errors.
 */
test.beforeEach(({ page }) => startInEnglish(page));

test('home, menu, header, palette, shortcuts and settings in English show no Chinese', async ({
  page,
}) => {
  await openScreen(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
  expect(await chineseOnPage(page)).toEqual([]);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('json');
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(await chineseOnPage(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('option')).toHaveCount(0);
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  expect(await chineseOnPage(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden();
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.locator('.ant-drawer')).toBeVisible();
  expect(await chineseOnPage(page)).toEqual([]);
});

for (const tool of tools) {
  test(`${tool.text['en-US'].title} in English shows no Chinese on its first screen`, async ({
    page,
  }) => {
    await openScreen(page, tool.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tool.text['en-US'].title);
    expect(await chineseOnPage(page)).toEqual([]);
  });
}
