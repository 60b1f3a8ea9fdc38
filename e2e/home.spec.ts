import type { Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';

const TOOLS = [
  { path: '/tool/qrGenerate', title: '二维码生成', initials: 'ewm' },
  { path: '/tool/jsonConvert', title: 'JSON解析', initials: 'jjx' },
  { path: '/tool/guidGenerate', title: 'Guid生成', initials: 'gsc' },
  { path: '/tool/compare', title: '比价器', initials: 'bjq' },
] as const;

// Generous: the suite shares two cores with other engineers' runs.
test.describe.configure({ timeout: 120_000 });

const palette = (page: Page) => page.getByRole('dialog', { name: '搜索工具和操作' });
const paletteInput = (page: Page) =>
  palette(page).getByRole('combobox', { name: '搜索工具和操作' });
const favoriteTitles = (page: Page) =>
  page.locator('[data-favorite] .tool-card-link').allTextContents();

/** The weekday index of the page's own clock, Monday = 0 (the page runs in Asia/Shanghai). */
const todayIndex = (page: Page) => page.evaluate(() => (new Date().getDay() + 6) % 7);

test.describe('首页', () => {
  test('greets by time of day with today’s date in Chinese', async ({ page }) => {
    await openScreen(page, '/');
    await expect(page.locator('.home-greeting')).toHaveText(
      /^(夜深了|早上好|上午好|中午好|下午好|晚上好)，访客$/,
    );
    const expected = await page.evaluate(() => {
      const now = new Date();
      const weekday = '日一二三四五六'[now.getDay()];
      return `${now.getMonth() + 1}月${now.getDate()}日 星期${weekday}`;
    });
    await expect(page.locator('.home-date')).toHaveText(expected);
  });

  for (const tool of TOOLS) {
    test(`pinyin initials “${tool.initials}” find ${tool.title} in the palette`, async ({
      page,
    }) => {
      await openScreen(page, '/');
      await page.keyboard.press('Control+k');
      await paletteInput(page).fill(tool.initials);
      await expect(palette(page).getByRole('option').first()).toContainText(tool.title);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(tool.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tool.title);
      await expect(palette(page)).toBeHidden();
    });
  }

  test('the palette opens on / and from the home search box, finds full pinyin and actions, and moves with arrows', async ({
    page,
  }) => {
    await openScreen(page, '/');
    await page.keyboard.press('/');
    await expect(paletteInput(page)).toBeFocused();
    await paletteInput(page).fill('erweima');
    await expect(palette(page).getByRole('option').first()).toContainText('二维码生成');
    await paletteInput(page).fill('geshihua');
    const first = palette(page).getByRole('option').first();
    await expect(first).toContainText('JSON解析 › 格式化');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();

    await page.getByRole('button', { name: /搜索工具或操作/ }).click();
    await paletteInput(page).fill('zhuan');
    const options = palette(page).getByRole('option');
    await expect(options.first()).toContainText('转 YAML');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(1)).toContainText('转 XML');
    await page.keyboard.press('Enter');
    // The action runs once and leaves the address (a reload does not run it again): what stays
    // is the screen it opened, 转换 to XML.
    await expect(page).toHaveURL('/tool/jsonConvert?tab=convert&to=xml');
    await expect(page.getByRole('tab', { name: '转换' })).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('Control+k');
    await paletteInput(page).fill('没有这个工具');
    await expect(palette(page).getByText('没有找到与“没有这个工具”相关的工具或操作')).toBeVisible();
  });

  test('Ctrl+K opens the palette even while typing in a field; / types there instead', async ({
    page,
  }) => {
    await openScreen(page, '/');
    const jsonBox = page.getByRole('textbox', { name: '粘贴 JSON 检查是否有效' });
    await jsonBox.click();
    await page.keyboard.type('/');
    await expect(jsonBox).toHaveValue('/');
    await expect(palette(page)).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(paletteInput(page)).toBeFocused();
  });

  test('Alt+digit switches screens in menu order', async ({ page }) => {
    await openScreen(page, '/');
    await page.keyboard.press('Alt+2');
    await expect(page).toHaveURL('/tool/qrGenerate');
    await page.keyboard.press('Alt+5');
    await expect(page).toHaveURL('/tool/compare');
    await page.keyboard.press('Alt+1');
    await expect(page).toHaveURL('/');
  });

  test('favourites: stars pin tools, they persist, reorder by buttons and by dragging', async ({
    page,
  }) => {
    await openScreen(page, '/');
    await expect(page.getByText('还没有收藏的工具')).toBeVisible();
    const cards = page.locator('#home-cards-title ~ *');
    await cards.getByRole('button', { name: '收藏比价器' }).click();
    await cards.getByRole('button', { name: '收藏二维码生成' }).click();
    await cards.getByRole('button', { name: '收藏Guid生成' }).click();
    expect(await favoriteTitles(page)).toEqual(['比价器', '二维码生成', 'Guid生成']);
    await expect(cards.getByRole('button', { name: '取消收藏比价器' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.reload();
    await expect(page.locator('[data-favorite]')).toHaveCount(3);
    expect(await favoriteTitles(page)).toEqual(['比价器', '二维码生成', 'Guid生成']);

    const moveLater = page.getByRole('button', { name: '把比价器后移' });
    await moveLater.click();
    await expect.poll(() => favoriteTitles(page)).toEqual(['二维码生成', '比价器', 'Guid生成']);
    await expect(page.getByRole('button', { name: '把比价器后移' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => favoriteTitles(page)).toEqual(['二维码生成', 'Guid生成', '比价器']);
    // At the end the pressed button is disabled: focus moves to the card's other arrow.
    await expect(page.getByRole('button', { name: '把比价器前移' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: '比价器已移到第 3 位' })).toHaveCount(
      1,
    );

    await page.locator('[data-favorite="compare"]').dragTo(page.locator('[data-favorite="qr"]'));
    await expect.poll(() => favoriteTitles(page)).toEqual(['比价器', '二维码生成', 'Guid生成']);
    await page.reload();
    await expect(page.locator('[data-favorite]')).toHaveCount(3);
    expect(await favoriteTitles(page)).toEqual(['比价器', '二维码生成', 'Guid生成']);
  });

  test('the star in a tool’s header pins and unpins that tool', async ({ page }) => {
    await openScreen(page, '/tool/jsonConvert');
    const star = page.locator('.app-header').getByRole('button', { name: '收藏JSON解析' });
    await star.click();
    await expect(
      page.locator('.app-header').getByRole('button', { name: '取消收藏JSON解析' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('menu').first().getByRole('menuitem', { name: '首页' }).click();
    await expect.poll(() => favoriteTitles(page)).toEqual(['JSON解析']);
  });

  test('本周使用 counts a use made today in today’s column, Monday first; 最近使用 lists it; both can be cleared', async ({
    page,
  }) => {
    await openScreen(page, '/');
    await expect(page.getByText('本周还没有使用记录')).toBeVisible();
    await openScreen(page, '/tool/guidGenerate');
    await page.getByRole('menu').first().getByRole('menuitem', { name: '比价器' }).click();
    await page.getByRole('menu').first().getByRole('menuitem', { name: '比价器' }).click();
    await page.getByRole('menu').first().getByRole('menuitem', { name: '首页' }).click();

    const days = page.locator('.week-chart > li');
    await expect(days).toHaveCount(7);
    await expect(days.first()).toContainText('周一：');
    await expect(days.last()).toContainText('周日：');
    const today = await todayIndex(page);
    for (let day = 0; day < 7; day += 1) {
      await expect(days.nth(day)).toHaveAttribute('data-count', day === today ? '2' : '0');
    }
    await expect(days.nth(today)).toHaveAttribute('aria-current', 'date');
    await expect(page.getByText('本周共 2 次')).toBeVisible();
    await expect(page.locator('.recent-name')).toHaveText(['比价器', 'Guid生成']);

    await page.getByRole('button', { name: '清除使用记录' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '清除使用记录' }).click();
    await expect(page.getByText('本周还没有使用记录')).toBeVisible();
    await expect(page.getByText('还没有使用记录。打开任意工具后')).toBeVisible();
    await page.reload();
    await expect(page.getByText('本周还没有使用记录')).toBeVisible();
  });

  test('the GUID widget gives a fresh v4 GUID and copies it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openScreen(page, '/');
    const guid = page.locator('.home-guid');
    const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    await expect(guid).toHaveText(v4);
    const first = await guid.textContent();
    await page.getByRole('button', { name: '换一个' }).click();
    await expect(guid).not.toHaveText(first ?? '');
    await expect(guid).toHaveText(v4);
    await page.getByRole('button', { name: '复制 GUID' }).click();
    await expect(page.getByText('已复制到剪贴板')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await guid.textContent(),
    );
    await page.getByRole('link', { name: '在Guid生成中打开' }).click();
    await expect(page).toHaveURL('/tool/guidGenerate');
  });

  test('the JSON widget says valid or where the error is, keeping the input', async ({ page }) => {
    await openScreen(page, '/');
    const box = page.getByRole('textbox', { name: '粘贴 JSON 检查是否有效' });
    await box.fill('{\n  "a": 1,\n  "b": [1, 2,]\n}');
    await expect(page.locator('.home-json-result')).toContainText('第 3 行第 13 列：多余的逗号');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveValue('{\n  "a": 1,\n  "b": [1, 2,]\n}');
    await box.fill('{"a": 1, "b": [1, 2]}');
    await expect(page.locator('.home-json-result')).toHaveText('JSON 有效：对象，2 个键');
    await box.fill('[1, 2, 3]');
    await expect(page.locator('.home-json-result')).toHaveText('JSON 有效：数组，3 项');
  });

  test('? shows the keyboard shortcuts, each tool’s Ctrl+Enter action included', async ({
    page,
  }) => {
    await openScreen(page, '/');
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: '键盘快捷键' });
    await expect(dialog).toBeVisible();
    for (const line of [
      '打开搜索',
      '二维码生成：下载 PNG',
      'JSON解析：格式化',
      'Guid生成：生成 GUID',
      '比价器：添加商品',
    ]) {
      await expect(dialog.getByText(line, { exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('saved data of the dashboard', () => {
  test('tampered favourites and usage log fall back to defaults with a notice; preferences are kept', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        'toolbox:preferences',
        JSON.stringify({
          version: 1,
          data: { language: 'zh-CN', themeMode: 'dark', menuCollapsed: false },
        }),
      );
      localStorage.setItem('toolbox:favorites', '{"version":1,"data":{"qr":true}}');
      localStorage.setItem('toolbox:usage', 'not json at all');
    });
    await page.goto('/');
    await expect(page.getByText('已保存的“收藏”无法读取，已恢复默认值。')).toBeVisible();
    await expect(page.getByText('已保存的“使用记录”无法读取，已恢复默认值。')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByText('还没有收藏的工具')).toBeVisible();
    // Defaults were written back: the next load is quiet and works.
    await page.reload();
    await expect(page.locator('.home-greeting')).toBeVisible();
    await expect(page.getByText('无法读取')).toHaveCount(0);
  });
});
