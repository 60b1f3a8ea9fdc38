import { expect, openScreen, test } from './fixtures';

const NOTICE = '已保存的“界面设置”无法读取，已恢复默认值。';
const PREFERENCES = 'toolbox:preferences';
// Another store's valid data: a broken preferences entry must not take it down with it.
const FAVORITES = 'toolbox:favorites';
const FAVORITES_VALUE = JSON.stringify({ version: 1, data: ['json', 'qr'] });

/** Puts values into localStorage before the app's first script, for the first load only. */
async function seedStorage(page: import('@playwright/test').Page, entries: [string, string][]) {
  await page.addInitScript((values) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    for (const [key, value] of values) localStorage.setItem(key, value);
  }, entries);
}

const TAMPERED: [string, string][] = [
  ['invalid JSON', '{"version":1,"data":{"language":'],
  [
    'wrong types',
    JSON.stringify({ version: 1, data: { language: 42, themeMode: 'neon', menuCollapsed: 'yes' } }),
  ],
  [
    'an old version',
    JSON.stringify({
      version: 0,
      data: { language: 'en-US', themeMode: 'dark', menuCollapsed: true },
    }),
  ],
  ['no envelope', '["en-US","dark"]'],
];

test.describe('tampered interface preferences', () => {
  for (const [label, raw] of TAMPERED) {
    test(`${label}: defaults, a notice, and other saved data kept`, async ({ page }) => {
      await seedStorage(page, [
        [PREFERENCES, raw],
        [FAVORITES, FAVORITES_VALUE],
      ]);
      await openScreen(page, '/');
      await expect(page.getByText(NOTICE)).toBeVisible();
      // Defaults: Chinese, theme follows the system, menu expanded.
      await expect(page.locator('.app-header-title')).toHaveText('首页');
      await expect(page.getByRole('radio', { name: '跟随系统' })).toBeChecked();
      await expect(page.getByRole('button', { name: '收起菜单' })).toBeVisible();
      expect(await page.evaluate((key) => localStorage.getItem(key), FAVORITES)).toBe(
        FAVORITES_VALUE,
      );
      // The app still works.
      await page.getByRole('menu').getByRole('menuitem', { name: '比价器' }).click();
      await expect(page.locator('.app-header-title')).toHaveText('比价器');
    });
  }

  test('valid preferences are honoured without a notice', async ({ page }) => {
    const valid = { language: 'en-US', themeMode: 'dark', menuCollapsed: true };
    await seedStorage(page, [[PREFERENCES, JSON.stringify({ version: 1, data: valid })]]);
    await openScreen(page, '/');
    await expect(page.locator('.app-header-title')).toHaveText('Home');
    await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/could not be read|无法读取/)).toHaveCount(0);
  });
});
