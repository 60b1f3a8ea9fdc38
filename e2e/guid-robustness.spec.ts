import type { Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';

const PATH = '/tool/guidGenerate';
const HOSTILE = [
  '<img src=x onerror="window.__pwned=1">',
  'javascript:window.__pwned=1',
  '\u202egnp.exe',
  'a\u200bb\u200fc',
  '👨‍👩‍👧 😀',
];
const OPTIONS_NOTICE = '已保存的“Guid 选项”无法读取，已恢复默认值。';

const rows = (page: Page) =>
  page.getByRole('list', { name: '生成的 UUID 列表' }).getByRole('listitem');

/** Nothing hostile ran: no dialog, no flag set by an injected handler, no injected element. */
async function expectNothingExecuted(page: Page, dialogs: string[]) {
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
}

async function pickRadio(page: Page, name: string) {
  await page.getByRole('radio', { name, exact: true }).locator('xpath=ancestor::label').click();
}

test.describe('Guid生成 robustness', () => {
  test('hostile text in the inspector, names, prefix/suffix and batch list is shown as text', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openScreen(page, PATH);

    await page.getByLabel('要解析的 UUID').fill(HOSTILE[0]);
    await expect(page.getByText('第 1 个字符“<”不是十六进制数字（应为 0–9 或 a–f）')).toBeVisible();
    await page.getByLabel('要解析的 UUID').fill(`6ba7b810-9dad-11d1-80b4-00c04fd430c\u202e`);
    await expect(
      page.getByText('第 36 个字符[U+202E]不是十六进制数字（应为 0–9 或 a–f）'),
    ).toBeVisible();
    await page.getByLabel('要解析的 UUID').fill('😀6ba7b810');
    await expect(
      page.getByText('第 1 个字符“😀”不是十六进制数字（应为 0–9 或 a–f）'),
    ).toBeVisible();

    await page.getByLabel('每行前缀').fill(HOSTILE[0]);
    await page.getByLabel('每行后缀').fill(HOSTILE[1]);
    await expect(rows(page).first().locator('code')).toHaveText(
      new RegExp(`^${HOSTILE[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[0-9a-f-]{36}javascript:`),
    );

    await pickRadio(page, 'v5');
    await page.getByLabel('名称（每行一个，空行跳过）').fill(HOSTILE.join('\n'));
    await expect(rows(page)).toHaveCount(HOSTILE.length);
    for (const [index, name] of HOSTILE.entries()) {
      await expect(rows(page).nth(index).locator('bdi')).toHaveText(name);
    }

    await page.getByRole('tab', { name: '批量校验' }).click();
    await page.getByLabel('要校验的 UUID 列表').fill(HOSTILE.join('\n'));
    // Items split on spaces, so the tag arrives in pieces, each shown literally.
    await expect(page.getByRole('cell', { name: '<img', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'onerror="window.__pwned=1">' })).toBeVisible();
    await expect(page.getByRole('cell', { name: HOSTILE[1], exact: true })).toBeVisible();
    await expectNothingExecuted(page, dialogs);
  });

  test('hostile options in a shared link are shown as text', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const prefix = encodeURIComponent(HOSTILE[0]);
    await openScreen(page, `${PATH}?prefix=${prefix}&version=%3Cscript%3E&count=-5`);
    await expect(rows(page).first().locator('code')).toContainText(HOSTILE[0]);
    // Unknown version and out-of-range count fall back to v4 and 1.
    await expect(page.getByRole('radio', { name: 'v4', exact: true })).toBeChecked();
    await expect(rows(page)).toHaveCount(1);
    await expectNothingExecuted(page, dialogs);
  });

  for (const [label, stored] of [
    ['invalid JSON', '{"version":1,"data":{'],
    ['wrong types', JSON.stringify({ version: 1, data: { count: 'many', uppercase: 'yes' } })],
    ['values out of range', JSON.stringify({ version: 1, data: { version: '2', count: 1e9 } })],
    ['an old version', JSON.stringify({ version: 0, data: { version: '7', count: 50 } })],
  ] as const) {
    test(`saved options with ${label} start from defaults with a notice, nothing else lost`, async ({
      page,
    }) => {
      await openScreen(page, PATH);
      await pickRadio(page, 'v5');
      await page.getByLabel('名称（每行一个，空行跳过）').fill('保留的名称');
      await page.waitForTimeout(700);
      await page.evaluate((value) => {
        localStorage.setItem('toolbox:guid.options', value);
        localStorage.setItem('toolbox:someone-else', 'untouched');
      }, stored);
      await page.goto(PATH);
      await expect(page.getByText(OPTIONS_NOTICE)).toBeVisible();
      await expect(page.getByRole('radio', { name: 'v4', exact: true })).toBeChecked();
      await expect(page.getByLabel('数量')).toHaveValue('10');
      await expect(page.getByRole('checkbox', { name: '大写' })).not.toBeChecked();
      await expect(rows(page)).toHaveCount(10);
      await pickRadio(page, 'v5');
      await expect(page.getByLabel('名称（每行一个，空行跳过）')).toHaveValue('保留的名称');
      expect(await page.evaluate(() => localStorage.getItem('toolbox:someone-else'))).toBe(
        'untouched',
      );
    });
  }

  test('damaged saved drafts are cleared with a notice and the options are kept', async ({
    page,
  }) => {
    await openScreen(page, PATH);
    await pickRadio(page, 'v7');
    await page.waitForTimeout(300);
    await page.evaluate(() =>
      localStorage.setItem(
        'toolbox:guid.drafts',
        JSON.stringify({ version: 1, data: { names: 5 } }),
      ),
    );
    await page.reload();
    await expect(
      page.getByText('已保存的“Guid 名称与校验输入”无法读取，已恢复默认值。'),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'v7', exact: true })).toBeChecked();
    await expect(page.getByLabel('要解析的 UUID')).toHaveValue('');
  });
});
