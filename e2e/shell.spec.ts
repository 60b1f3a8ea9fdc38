import { expect, openScreen, test } from './fixtures';

const SCREENS = [
  { path: '/', title: '首页' },
  { path: '/tool/qrGenerate', title: '二维码生成' },
  { path: '/tool/jsonConvert', title: 'JSON解析' },
  { path: '/tool/guidGenerate', title: 'Guid生成' },
  { path: '/tool/compare', title: '比价器' },
] as const;

const menu = (page: import('@playwright/test').Page) => page.getByRole('menu').first();

test.describe('application shell', () => {
  test('every menu entry reaches its path, selects itself and titles the document', async ({
    page,
  }) => {
    await openScreen(page, '/');
    await expect(menu(page).getByRole('menuitem')).toHaveText(SCREENS.map((s) => s.title));
    for (const screen of [...SCREENS].reverse()) {
      await menu(page).getByRole('menuitem', { name: screen.title }).click();
      await expect(page).toHaveURL(screen.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.title);
      await expect(page).toHaveTitle(`${screen.title} - 工具箱`);
      await expect(page.locator(`.screen[data-screen="${screen.title}"]`)).toBeVisible();
      await expect(menu(page).locator('.ant-menu-item-selected')).toHaveText(screen.title);
    }
  });

  test('the menu shows the logo and exactly the icons of the spec', async ({ page }) => {
    await openScreen(page, '/');
    await expect(page.locator('.app-logo')).toContainText('工具箱');
    const icons = await menu(page)
      .getByRole('menuitem')
      .evaluateAll((items) =>
        items.map((item) => item.querySelector('.anticon')?.getAttribute('aria-label')),
      );
    expect(icons).toEqual(['home', 'qrcode', 'format-painter', 'field-string', 'transaction']);
  });

  for (const screen of SCREENS) {
    test(`hard reload keeps ${screen.path}`, async ({ page }) => {
      await openScreen(page, screen.path);
      await page.reload();
      await expect(page).toHaveURL(screen.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.title);
      await expect(page.locator(`.screen[data-screen="${screen.title}"]`)).toBeVisible();
    });
  }

  test('an unknown path redirects to the home page', async ({ page }) => {
    await page.goto('/no/such/page?x=1');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('首页');
  });

  test('home cards open their tools', async ({ page }) => {
    await openScreen(page, '/');
    await page.getByRole('link', { name: '打开比价器' }).click();
    await expect(page).toHaveURL('/tool/compare');
  });

  test('a blocked chunk shows 页面加载失败 with 重试, the menu keeps working, and retry recovers', async ({
    page,
  }) => {
    await openScreen(page, '/');
    await page.route(/\/assets\/GuidPage-[^/]*\.js$/, (route) => route.abort('failed'));
    await menu(page).getByRole('menuitem', { name: 'Guid生成' }).click();
    await expect(page.getByText('页面加载失败')).toBeVisible();
    await expect(page.getByText(/“Guid生成”的页面文件未能加载/)).toBeVisible();

    await menu(page).getByRole('menuitem', { name: '首页' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('首页');
    await menu(page).getByRole('menuitem', { name: 'Guid生成' }).click();
    await expect(page.getByText('页面加载失败')).toBeVisible();

    await page.unroute(/\/assets\/GuidPage-[^/]*\.js$/);
    await page.getByRole('button', { name: /重\s*试/ }).click();
    await expect(page.locator('.screen[data-screen="Guid生成"]')).toBeVisible();
    await expect(page.getByText('页面加载失败')).toHaveCount(0);
  });

  test('paths are canonical: a trailing slash or other letter case opens the tool at its own path', async ({
    page,
  }) => {
    for (const typed of ['/tool/compare/', '/TOOL/COMPARE', '/Tool/Compare/']) {
      await page.goto(typed);
      await expect(page).toHaveURL('/tool/compare');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('比价器');
      await expect(page).toHaveTitle('比价器 - 工具箱');
    }
    // What follows the path is kept.
    await page.goto('/TOOL/guidGenerate/?x=1#h');
    await expect(page).toHaveURL(/\/tool\/guidGenerate\?(.*&)?x=1(&.*)?#h$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guid生成');
  });

  test('keys typed at once after Ctrl+K all reach the search, even while it loads', async ({
    page,
  }) => {
    // The palette's chunk arrives late, as on a slow phone network.
    await page.route(/\/assets\/CommandPalette-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await openScreen(page, '/');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('bijiaqi');
    const search = page.getByRole('combobox', { name: /搜索/ });
    await expect(search).toHaveValue('bijiaqi');
    await expect(page.getByRole('option').first()).toContainText('比价器');
  });

  test('the primary colour is #1DA57A', async ({ page }) => {
    await openScreen(page, '/');
    const selected = menu(page).locator('.ant-menu-item-selected');
    await expect(selected).toHaveCSS('color', 'rgb(29, 165, 122)');
  });

  test('the language switch changes the whole interface and survives a reload', async ({
    page,
  }) => {
    await openScreen(page, '/');
    await page.getByRole('radiogroup', { name: '界面语言' }).getByText('English').click();
    await expect(menu(page).getByRole('menuitem', { name: 'QR Code' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
    await expect(page).toHaveTitle('Home - Toolbox');
    await page.getByRole('radiogroup', { name: 'Language' }).getByText('中文').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('首页');
  });

  test('the theme switch applies dark mode and survives a reload', async ({ page }) => {
    await openScreen(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('radiogroup', { name: '主题' }).getByText('深色').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The app's own header: the prerendered one (hidden for a dark visitor) is replaced then.
    await expect(page.locator('html[data-app-rendered]')).toHaveCount(1);
    const background = await page
      .locator('.app-header')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(20, 20, 20)');
  });

  test('the menu collapses and stays collapsed after a reload', async ({ page }) => {
    await openScreen(page, '/');
    await page.getByRole('button', { name: '收起菜单' }).click();
    await expect(page.locator('.app-logo-text')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible();
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu is a drawer opened from the header', async ({ page }) => {
    await openScreen(page, '/');
    await expect(page.locator('.app-sider')).toHaveCount(0);
    await page.getByRole('button', { name: '打开菜单' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('menuitem')).toHaveCount(5);
    await drawer.getByRole('menuitem', { name: '比价器' }).click();
    await expect(page).toHaveURL('/tool/compare');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('比价器');
    await expect(drawer).toBeHidden();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
