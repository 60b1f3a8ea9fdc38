import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';

const SCREENS = [
  { path: '/', title: '首页' },
  { path: '/tool/qrGenerate', title: '二维码生成' },
  { path: '/tool/jsonConvert', title: 'JSON解析' },
  { path: '/tool/guidGenerate', title: 'Guid生成' },
  { path: '/tool/compare', title: '比价器' },
] as const;

const THEMES = ['light', 'dark'] as const;

/** The whole page, nothing excluded: layout, theme and every tool's own content. */
async function seriousViolations(page: Page) {
  // Let antd's enter animations (opacity, colour transitions) finish before colours are read.
  await page.waitForTimeout(600);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

async function useTheme(page: Page, themeMode: 'light' | 'dark') {
  await page.addInitScript((mode) => {
    if (localStorage.getItem('toolbox:preferences')) return;
    localStorage.setItem(
      'toolbox:preferences',
      JSON.stringify({
        version: 1,
        data: { language: 'zh-CN', themeMode: mode, menuCollapsed: false },
      }),
    );
  }, themeMode);
}

for (const theme of THEMES) {
  test.describe(`axe, ${theme} theme`, () => {
    for (const screen of SCREENS) {
      test(`${screen.title} has no serious violations`, async ({ page }) => {
        await useTheme(page, theme);
        await openScreen(page, screen.path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.locator(`.screen[data-screen="${screen.title}"]`)).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('the palette, help dialog and settings drawer have no serious violations', async ({
      page,
    }) => {
      await useTheme(page, theme);
      await openScreen(page, '/');
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox', { name: '搜索工具和操作' }).fill('json');
      await expect(page.getByRole('option').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: '搜索工具和操作' })).toBeHidden();

      await page.keyboard.press('?');
      await expect(page.getByRole('dialog', { name: '键盘快捷键' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: '键盘快捷键' })).toBeHidden();

      await page.getByRole('button', { name: '设置' }).click();
      await expect(page.getByRole('dialog', { name: '设置' })).toBeVisible();
      await expect(page.getByText('界面设置')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('a filled dashboard (favourites, week chart, recent, JSON error) has no serious violations', async ({
      page,
    }) => {
      await useTheme(page, theme);
      await page.addInitScript(() => {
        if (localStorage.getItem('toolbox:favorites')) return;
        localStorage.setItem(
          'toolbox:favorites',
          JSON.stringify({ version: 1, data: ['json', 'qr'] }),
        );
        const now = Date.now();
        localStorage.setItem(
          'toolbox:usage',
          JSON.stringify({
            version: 1,
            data: [
              { tool: 'qr', at: now - 60_000 },
              { tool: 'json', at: now },
            ],
          }),
        );
      });
      await openScreen(page, '/');
      await expect(page.locator('[data-favorite]')).toHaveCount(2);
      await page.getByRole('textbox', { name: '粘贴 JSON 检查是否有效' }).fill('{"a":');
      await expect(page.locator('.home-json-result')).toContainText('第 1 行');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test.describe('keyboard', () => {
  test('a skip link leads past the menu to the content, and focus is visible', async ({ page }) => {
    await openScreen(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '跳到主要内容' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement!).outlineStyle,
    );
    expect(outline).not.toBe('none');
  });

  test('the page has one main landmark, a navigation and a banner', async ({ page }) => {
    await openScreen(page, '/');
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: '主菜单' })).toHaveCount(1);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
  });
});
