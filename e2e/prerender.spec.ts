import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startInEnglish } from './englishMode';
import { consoleErrors, holdEntry } from './prerenderControl';

/**
 * The HTML prerendered at build time (issue 19): the shell, the menu and the home screen
 * show, styled, before the scripts have run, and the app hydrates it without an error in
 * every language and theme, keeping what was typed meanwhile.
 */

const PATHS = ['/', '/tool/qrGenerate', '/tool/jsonConvert', '/tool/guidGenerate', '/tool/compare'];
const GUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

test('the home page and the menu are there, styled and linked, before any script runs', async ({
  page,
}) => {
  await page.route(/\.js$/, (route) =>
    route.request().url().includes('/assets/prerender-check-') ? route.continue() : route.abort(),
  );
  await page.goto('/');
  const cards = page.getByRole('main').locator('a[href="/tool/compare"]');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '全部工具' })).toBeVisible();
  // antd's styles are in the page: the side menu has its width and the selected entry its colour.
  const sider = page.locator('.app-sider');
  expect((await sider.boundingBox())?.width).toBe(216);
  const home = page.locator('.ant-menu-item-selected');
  await expect(home).toHaveText('首页');
  await expect(home).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  // No GUID is baked into the HTML: every visitor would share it.
  await expect(page.locator('.home-guid')).toHaveText('');
  expect(await page.content()).not.toMatch(GUID);

  // The menu's entries are links: 比价器 opens its own page, with the shell around it.
  await page
    .getByRole('navigation', { name: '主菜单' })
    .getByRole('link', { name: '比价器' })
    .click();
  await expect(page).toHaveURL(/\/tool\/compare$/);
  await expect(page.locator('.app-header-title')).toHaveText('比价器');
  await expect(page.locator('.ant-menu-item-selected')).toHaveText('比价器');
});

test('on a phone the prerendered page shows the phone layout', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('button', { name: '打开菜单' })).toBeVisible();
  await expect(page.locator('.app-sider')).toBeHidden();
  await expect(page.getByRole('main').locator('a[href="/tool/compare"]').first()).toBeVisible();
  await context.close();
});

for (const variant of ['zh-CN', 'en-US', 'dark'] as const) {
  test(`every prerendered path hydrates without an error (${variant})`, async ({ browser }) => {
    const context = await browser.newContext({
      colorScheme: variant === 'dark' ? 'dark' : 'light',
    });
    const page = await context.newPage();
    if (variant === 'en-US') await startInEnglish(page);
    const errors = consoleErrors(page);
    for (const path of PATHS) {
      await page.goto(path);
      await expect(page.locator('.screen')).toBeVisible({ timeout: 60_000 });
      await expect(page.locator('html')).toHaveAttribute(
        'data-theme',
        variant === 'dark' ? 'dark' : 'light',
      );
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        variant === 'en-US' ? 'en-US' : 'zh-CN',
      );
      await expect(
        page.getByRole('navigation', { name: /主菜单|Main menu/ }).first(),
      ).toBeVisible();
      // The build's antd stylesheet is gone once React has rendered (it would fight a theme switch).
      await expect(page.locator('link[data-prerendered-styles]')).toHaveCount(0);
    }
    await page.goto('/');
    await expect(page.locator('.home-guid')).toHaveText(GUID);
    expect(errors).toEqual([]);
    await context.close();
  });
}

/**
 * Visitors whose theme is not the build's default (light system): the prerendered page is in
 * their theme before the scripts run, and hydrated rather than rendered anew.
 */
const THEMED = [
  ...PATHS.map((path) => ({ path, visitor: 'a dark system', system: 'dark', dark: true }) as const),
  { path: '/tool/compare', visitor: 'dark chosen', system: 'light', chosen: 'dark', dark: true },
  { path: '/tool/qrGenerate', visitor: 'dark chosen', system: 'light', chosen: 'dark', dark: true },
  {
    path: '/tool/jsonConvert',
    visitor: 'light chosen on a dark system',
    system: 'dark',
    chosen: 'light',
    dark: false,
  },
] as const;

for (const { path, visitor, system, dark, ...rest } of THEMED) {
  const chosen = 'chosen' in rest ? rest.chosen : undefined;
  test(`${visitor}: ${path} is in that theme before the scripts run, and is hydrated`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: system });
    const page = await context.newPage();
    if (chosen)
      await page.addInitScript((themeMode) => {
        const data = { language: 'zh-CN', themeMode, menuCollapsed: false };
        localStorage.setItem('toolbox:preferences', JSON.stringify({ version: 1, data }));
      }, chosen);
    const errors = consoleErrors(page);
    const release = await holdEntry(page);
    await page.goto(path, { waitUntil: 'commit' });
    const html = page.locator('html');
    if (dark) await expect(html).toHaveAttribute('data-theme', 'dark');
    else await expect(html).not.toHaveAttribute('data-theme');
    const screen = page.locator('.screen');
    await expect(screen).toBeVisible();
    await expect(html).not.toHaveAttribute('data-prerendered-stale');
    // In the theme before any of the app's scripts: the page, the header and the cards.
    const colours = () =>
      page.evaluate(() => {
        const css = (selector: string, property: string) => {
          const element = document.querySelector(selector);
          return element ? getComputedStyle(element).getPropertyValue(property) : 'missing';
        };
        return {
          body: css('body', 'background-color'),
          header: css('.app-header', 'background-color'),
          title: css('.app-header-title', 'color'),
          card: css('.screen :is(.ant-card, .tool-card)', 'background-color'),
          scheme: css('html', 'color-scheme'),
        };
      });
    const before = await colours();
    if (dark) {
      expect(before.body).toBe('rgb(0, 0, 0)');
      expect(before.scheme).toBe('dark');
    }
    for (const surface of [before.header, before.card]) expect(isDark(surface)).toBe(dark);
    expect(isDark(before.title)).toBe(!dark);
    // Marks the prerendered screen: hydrated, it is the same element; rendered anew, it is not.
    await page.evaluate(() => {
      (document.querySelector('.screen') as HTMLElement).dataset.fromHtml = '';
    });
    const styled = await everyElementsLook(page);
    await release();
    await expect(html).toHaveAttribute('data-app-rendered');
    await expect(page.locator('link[data-prerendered-styles]')).toHaveCount(0);
    await expect(screen).toHaveAttribute('data-from-html');
    await expect(html).toHaveAttribute('data-theme', dark ? 'dark' : 'light');
    // The app's own styles took over with the same colours, and every element of the page
    // looks as it did before the scripts (what the app changes itself set aside).
    expect({ ...(await colours()), scheme: 'checked' }).toEqual({ ...before, scheme: 'checked' });
    const now = await everyElementsLook(page);
    const changed = styled.flatMap((look, index) => {
      const after = now[index];
      if (look === null || after === null || look === after) return [];
      const [what, seen] = [look, after].map((text) => text.slice(0, text.lastIndexOf('>') + 1));
      return what === seen ? [`${look} -> ${after}`] : [];
    });
    expect(changed).toEqual([]);
    if (chosen) {
      // The header's switch shows the visitor's choice once hydrated.
      const choice = page.getByRole('radiogroup', { name: '主题' }).getByRole('radio', {
        name: chosen === 'dark' ? '深色' : '浅色',
      });
      await expect(choice).toBeChecked();
    }
    expect(errors).toEqual([]);
    await context.close();
  });
}

/**
 * How each element of #root (the ones there at the first call, held in the page) looks:
 * colours, font size, display, after its own and its ancestors' attributes. null for one the
 * app has since removed or focused; one whose attributes the app changed is not compared.
 */
function everyElementsLook(page: Page): Promise<(string | null)[]> {
  return page.evaluate(() => {
    const held = window as unknown as { e2eElements?: Element[] };
    held.e2eElements ??= [...document.querySelectorAll('#root *')];
    const PROPERTIES = ['color', 'background-color', 'border-top-color', 'font-size', 'display'];
    return held.e2eElements.map((element) => {
      if (!element.isConnected || element.contains(document.activeElement)) return null;
      const style = getComputedStyle(element);
      // The element and its ancestors as they are: a change of theirs is the app's doing.
      let what = '';
      for (let at: Element | null = element; at && at.id !== 'root'; at = at.parentElement)
        what += `<${at.tagName} ${[...at.attributes].map((a) => `${a.name}=${a.value}`).join(' ')}>`;
      return `${what} ${PROPERTIES.map((name) => style.getPropertyValue(name)).join(' ')}`;
    });
  });
}

/** Whether a computed colour (`rgb(…)`/`rgba(…)`, opaque enough to be seen) is dark. */
function isDark(colour: string): boolean {
  const [r, g, b, alpha = 1] = (colour.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
  if (r === undefined || g === undefined || b === undefined || alpha < 0.5)
    throw new Error(`not a visible colour: ${colour}`);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 80;
}

test('text typed before the app has hydrated is kept and checked', async ({ page }) => {
  const errors = consoleErrors(page);
  const release = await holdEntry(page);
  await page.goto('/', { waitUntil: 'commit' });
  const box = page.getByRole('textbox', { name: '粘贴 JSON 检查是否有效' });
  await box.fill('{"a": 1, "b": 2}');
  await release();
  // Hydrated: the GUID widget has made its GUID.
  await expect(page.locator('.home-guid')).toHaveText(GUID);
  await expect(box).toHaveValue('{"a": 1, "b": 2}');
  await expect(page.getByText('JSON 有效：对象，2 个键')).toBeVisible();
  // And the box is React's again: typing on goes on being checked.
  await box.press('End');
  await box.press('Backspace');
  await expect(page.getByText(/第 1 行第 \d+ 列/)).toBeVisible();
  expect(errors).toEqual([]);
});
