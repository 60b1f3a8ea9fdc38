import type { Page } from '@playwright/test';
import { tools } from '../src/tools/registry';
import { expect, openScreen, test } from './fixtures';

/**
 * The English interface shows no Chinese: not in the layout, the home page, the overlays or
 * any tool's first screen, neither as text nor as a label, title or placeholder. Language
 * names in their own language ("中文" in the language switch) are the one exception, as
 * everywhere. Each tool's own English spec covers its errors.
 */
const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

async function chineseOnPage(page: Page): Promise<string[]> {
  return page.evaluate((pattern) => {
    const cjk = new RegExp(pattern);
    const ownLanguageName = (text: string) => text.trim() === '中文';
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !cjk.test(text) || ownLanguageName(text)) continue;
      if (parent.closest('textarea, [contenteditable="true"], script, style')) continue;
      if (parent.checkVisibility && !parent.checkVisibility()) continue;
      found.push(text.trim().slice(0, 120));
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value && cjk.test(value) && !ownLanguageName(value)) found.push(`${name}=${value}`);
      }
    }
    return found;
  }, CJK.source);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('toolbox:preferences')) return;
    localStorage.setItem(
      'toolbox:preferences',
      JSON.stringify({
        version: 1,
        data: { language: 'en-US', themeMode: 'light', menuCollapsed: false },
      }),
    );
  });
});

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
