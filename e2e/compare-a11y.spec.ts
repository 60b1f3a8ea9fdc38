import AxeBuilder from '@axe-core/playwright';
import { openOffer } from './compareOffers';
import { expect, openScreen, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });

for (const theme of ['light', 'dark'] as const) {
  test(`a filled comparison has no serious axe violations (${theme})`, async ({ page }) => {
    await page.addInitScript((mode) => {
      localStorage.setItem(
        'toolbox:preferences',
        JSON.stringify({
          version: 1,
          data: { language: 'zh-CN', themeMode: mode, menuCollapsed: false },
        }),
      );
    }, theme);
    await page.setViewportSize({ width: 375, height: 800 });
    await openScreen(page, '/tool/compare');
    await page.getByLabel('商品 A 快速录入规格').fill('1斤');
    await page.getByLabel('商品 A 价格').fill('12.50');
    await page.getByLabel('商品 A 促销').selectOption({ label: '第 N 件 M 折' });
    await page.getByLabel('商品 A 打几折').fill('5');
    await openOffer(page, '商品 B');
    await page.getByLabel('商品 B 快速录入规格').fill('500g');
    await page.getByLabel('商品 B 价格').fill('6');
    await page.keyboard.press('Control+Enter');
    await page.getByLabel('商品 C 快速录入规格').fill('散装大米');
    await expect(page.getByText(/没有读到数量和单位/)).toBeVisible();
    // A open with its result and hints; B and C folded, C's row saying it is out of the ranking.
    await openOffer(page, '商品 A');
    await expect(page.getByText('最划算').first()).toBeVisible();
    await expect(page.getByText(/比最划算贵/)).toBeVisible();
    await page.waitForTimeout(600);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
      }));
    expect(serious).toEqual([]);
  });
}
