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

/**
 * Every antd message shown, recorded as it appears: the notice lasts three seconds, which a
 * slow machine can spend before the screen has finished loading.
 */
async function recordMessages(page: import('@playwright/test').Page) {
  const messages: string[] = [];
  await page.exposeFunction('reportMessage', (text: string) => messages.push(text));
  await page.addInitScript(() => {
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const notice of document.querySelectorAll('.ant-message-notice')) {
        if (seen.has(notice) || !notice.textContent) continue;
        seen.add(notice);
        (window as unknown as { reportMessage: (text: string) => void }).reportMessage(
          notice.textContent,
        );
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return messages;
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
      const messages = await recordMessages(page);
      await openScreen(page, '/');
      await expect.poll(() => messages).toContain(NOTICE);
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
    const messages = await recordMessages(page);
    await openScreen(page, '/');
    await expect(page.locator('.app-header-title')).toHaveText('Home');
    await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await page.waitForLoadState('networkidle');
    expect(messages.filter((text) => /could not be read|无法读取/.test(text))).toEqual([]);
  });
});
