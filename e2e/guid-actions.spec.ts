import type { Page } from '@playwright/test';
import { checks } from './actions/guid';
import { expect, openScreen, test } from './fixtures';

/**
 * Guid生成's declared actions, run through its own checks (e2e/actions/guid.ts) from the
 * palette and as ?action= links, and shown to fail when no action runs, so the checks prove
 * something. The walker (actions.spec.ts) runs the same checks for every tool.
 */
const PATH = '/tool/guidGenerate';
const NAMES = { generate: '生成 GUID', v7: '生成 UUID v7', parse: '解析 GUID' } as const;
const palette = (page: Page) => page.getByRole('dialog', { name: '搜索工具和操作' });

test.describe('Guid生成 actions', () => {
  for (const [id, check] of Object.entries(checks) as [keyof typeof NAMES, typeof checks.v7][]) {
    test(`${NAMES[id]} chosen in the palette`, async ({ page }) => {
      await openScreen(page, PATH);
      await check.prepare?.(page);
      await page.keyboard.press('Control+k');
      await palette(page).getByRole('combobox').fill(NAMES[id]);
      await palette(page)
        .getByRole('option', { name: new RegExp(NAMES[id]) })
        .first()
        .click();
      await expect(palette(page)).toBeHidden();
      await check.expectEffect(page);
      await expect(page).not.toHaveURL(/[?&]action=/);
    });

    test(`${NAMES[id]} opened as ?action=${id}`, async ({ page }) => {
      await openScreen(page, PATH);
      await check.prepare?.(page);
      await openScreen(page, `${PATH}?action=${id}`);
      await check.expectEffect(page);
      await expect(page).not.toHaveURL(/[?&]action=/);
    });
  }

  test('each check fails when the action does not run', async ({ page }) => {
    test.setTimeout(120_000);
    for (const check of Object.values(checks)) {
      await openScreen(page, PATH);
      await check.prepare?.(page);
      await openScreen(page, PATH);
      let passed = true;
      await check.expectEffect(page).catch(() => {
        passed = false;
      });
      expect(passed).toBe(false);
    }
  });
});
