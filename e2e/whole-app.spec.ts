import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';

const drawer = (page: Page) => page.getByRole('dialog', { name: '设置' });

async function seed(page: Page) {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(
      'toolbox:favorites',
      JSON.stringify({ version: 1, data: ['compare', 'qr'] }),
    );
    const now = Date.now();
    localStorage.setItem(
      'toolbox:usage',
      JSON.stringify({
        version: 1,
        data: [0, 1, 2].map((i) => ({ tool: 'json', at: now - i * 1000 })),
      }),
    );
  });
}

test.describe('settings drawer', () => {
  test('shows theme and language, and counts what each kind of saved data holds', async ({
    page,
  }) => {
    await seed(page);
    await openScreen(page, '/');
    await page.getByRole('button', { name: '设置' }).click();
    await expect(drawer(page).getByRole('radiogroup', { name: '主题' })).toBeVisible();
    await expect(drawer(page).getByRole('radiogroup', { name: '界面语言' })).toBeVisible();
    await expect(drawer(page).getByRole('checkbox', { name: /收藏\s*2 个工具/ })).toBeVisible();
    await expect(drawer(page).getByRole('checkbox', { name: /使用记录\s*3 次使用/ })).toBeVisible();
    await drawer(page).getByRole('radiogroup', { name: '主题' }).getByText('深色').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('lists each tool’s saved data by name and count, and deletes just the one chosen', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        'toolbox:qr.recent',
        JSON.stringify({ version: 1, data: [{ text: 'a' }, { text: 'b' }] }),
      );
      localStorage.setItem('toolbox:qr.options', JSON.stringify({ version: 1, data: {} }));
    });
    await openScreen(page, '/');
    await page.getByRole('button', { name: '设置' }).click();
    await expect(
      drawer(page).getByRole('checkbox', { name: /二维码生成 · 最近生成\s*2 项/ }),
    ).toBeVisible();
    await drawer(page)
      .getByRole('checkbox', { name: /二维码生成 · 最近生成/ })
      .check();
    await drawer(page).getByRole('button', { name: '删除所选数据' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '此操作无法撤销' });
    await expect(confirm).toContainText('二维码生成 · 最近生成（2 项）');
    // Listen before clicking: the reload can finish before a later listener is attached.
    const wiped = page.waitForEvent('load');
    await confirm.getByRole('button', { name: '删除所选数据' }).click();
    await wiped;
    expect(await page.evaluate(() => localStorage.getItem('toolbox:qr.recent'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('toolbox:qr.options'))).not.toBeNull();
  });

  test('deletes only the chosen data, after confirming with the counts', async ({ page }) => {
    await seed(page);
    await openScreen(page, '/');
    await page.getByRole('button', { name: '设置' }).click();
    await drawer(page)
      .getByRole('checkbox', { name: /使用记录/ })
      .check();
    await drawer(page).getByRole('button', { name: '删除所选数据' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '此操作无法撤销' });
    await expect(confirm).toContainText('使用记录（3 次使用）');
    // Listen before clicking: the reload can finish before a later listener is attached.
    const wiped = page.waitForEvent('load');
    await confirm.getByRole('button', { name: '删除所选数据' }).click();
    await wiped;
    await expect(page.locator('.home-greeting')).toBeVisible();
    await expect(page.getByText('本周还没有使用记录')).toBeVisible();
    await expect(page.locator('[data-favorite]')).toHaveCount(2);
  });

  test('exports everything as one JSON file and imports it back after a wipe', async ({ page }) => {
    await seed(page);
    await openScreen(page, '/');
    await page.getByRole('button', { name: '设置' }).click();
    const downloadPromise = page.waitForEvent('download');
    await drawer(page).getByRole('button', { name: '导出全部数据' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^toolbox-data-\d{8}-\d{6}\.json$/);
    const file = join(tmpdir(), `toolbox-export-${Date.now()}.json`);
    await download.saveAs(file);
    const exported = JSON.parse(await readFile(file, 'utf8'));
    expect(exported).toMatchObject({ app: 'toolbox', format: 1 });
    expect(Object.keys(exported.localStorage)).toEqual(
      expect.arrayContaining(['toolbox:favorites', 'toolbox:usage']),
    );

    // Wipe favourites and usage, then bring them back from the file.
    await drawer(page).getByRole('checkbox', { name: /收藏/ }).check();
    await drawer(page)
      .getByRole('checkbox', { name: /使用记录/ })
      .check();
    await drawer(page).getByRole('button', { name: '删除所选数据' }).click();
    // Listen before clicking: the reload can finish before a later listener is attached.
    const wiped = page.waitForEvent('load');
    await page
      .getByRole('dialog')
      .filter({ hasText: '此操作无法撤销' })
      .getByRole('button', { name: '删除所选数据' })
      .click();
    await wiped;
    await expect(page.getByText('还没有收藏的工具')).toBeVisible();

    await page.getByRole('button', { name: '设置' }).click();
    await drawer(page).locator('input[type=file]').setInputFiles(file);
    const confirm = page.getByRole('dialog').filter({ hasText: '当前保存的全部数据将被替换' });
    const imported = page.waitForEvent('load');
    await confirm.getByRole('button', { name: '替换并重新加载' }).click();
    await imported;
    await expect(page.locator('[data-favorite]')).toHaveCount(2);
    await expect(page.getByText('本周共 3 次')).toBeVisible();
  });

  test('a file that is not an export is refused with the reason, changing nothing', async ({
    page,
  }) => {
    await seed(page);
    await openScreen(page, '/');
    await page.getByRole('button', { name: '设置' }).click();
    const bad = join(tmpdir(), `toolbox-bad-${Date.now()}.json`);
    await writeFile(bad, '{"app":"toolbox","format":1,"localStorage":{"evil":"x"},"indexedDB":[]}');
    await drawer(page).locator('input[type=file]').setInputFiles(bad);
    await expect(page.getByText('无法导入：第 1 项（evil）格式不正确')).toBeVisible();
    await writeFile(bad, '{"app":');
    await drawer(page).locator('input[type=file]').setInputFiles(bad);
    await expect(page.getByText(/无法导入：文件不是有效的 JSON/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-favorite]')).toHaveCount(2);
  });
});

test.describe('shareable state', () => {
  test('a shared link restores a tool’s options, and Back leaves the tool', async ({ page }) => {
    await openScreen(page, '/');
    await page.goto('/tool/guidGenerate?count=3&uppercase=1');
    await expect(page.locator('.screen[data-screen="Guid生成"]')).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: '数量' })).toHaveValue('3');
    await expect(page.getByText('共 3 个')).toBeVisible();
    await expect(page).toHaveURL(/count=3/);
    await page.goBack();
    await expect(page).toHaveURL('/');
  });
});
