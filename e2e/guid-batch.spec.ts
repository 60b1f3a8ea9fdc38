import type { Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';

/** 批量校验 with 100,000 lines: checked off the page, typing keeps working, kept across reloads. */
const PATH = '/tool/guidGenerate';
const LINES = 100_000;

function v4List(count: number): string {
  const lines: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const hex = (i * 2654435761 + 0x1234567).toString(16).padStart(12, '0').slice(-12);
    lines.push(`${(i + 0x10000000).toString(16).slice(-8)}-1234-4abc-8def-${hex}`);
  }
  return lines.join('\n');
}

const stat = (page: Page, title: string) =>
  page
    .locator('.ant-statistic')
    .filter({ has: page.locator('.ant-statistic-title', { hasText: new RegExp(`^${title}$`) }) })
    .locator('.ant-statistic-content');

async function openBatch(page: Page) {
  await openScreen(page, PATH);
  await page.getByRole('tab', { name: '批量校验' }).click();
  return page.getByLabel('要校验的 UUID 列表');
}

/** Pastes as a user does: the text on the clipboard, then Ctrl+V in the editor. */
async function paste(page: Page, editor: ReturnType<Page['getByLabel']>, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await editor.click();
  await page.keyboard.press('ControlOrMeta+V');
}

test('100,000 pasted lines are checked, and typing keeps working and updates the results', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const list = v4List(LINES);
  const editor = await openBatch(page);
  await paste(page, editor, list);
  await expect(stat(page, '总数')).toHaveText('100,000', { timeout: 60_000 });
  await expect(stat(page, '有效')).toHaveText('100,000');
  await expect(page.getByRole('group', { name: '按类型' })).toContainText('v4 × 100,000');
  await expect(page.getByText(/共 100,000 项，在后台校验/)).toBeVisible();

  // Keep typing at the end: every key lands on screen, and the results follow.
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\nbad-line', { delay: 30 });
  await expect(editor.locator('.cm-line', { hasText: /^bad-line$/ })).toBeVisible();
  await expect(stat(page, '总数')).toHaveText('100,001', { timeout: 60_000 });
  await expect(stat(page, '无效')).toHaveText('1');
  const problems = page.getByRole('table', { name: '问题列表' });
  await expect(problems.getByRole('row')).toHaveCount(1);
  await expect(problems).toContainText('第 100001 行');
  await expect(problems).toContainText('bad-line');

  // A repeat of the first line, typed after it, is found too.
  await page.keyboard.type(`\n${list.slice(0, 36)}`, { delay: 10 });
  await expect(stat(page, '重复')).toHaveText('1', { timeout: 60_000 });
  await expect(problems).toContainText('与第 1 行重复');

  // Kept in IndexedDB, not localStorage, and all there after a reload.
  await page.waitForTimeout(1500);
  const local = await page.evaluate(() => JSON.stringify(localStorage).length);
  expect(local).toBeLessThan(100_000);
  await page.reload();
  await page.getByRole('tab', { name: '批量校验' }).click();
  await expect(stat(page, '总数')).toHaveText('100,002', { timeout: 60_000 });
  await expect(stat(page, '重复')).toHaveText('1');
  await expect(problems).toContainText('第 100001 行');
});

test('a list saved with the drafts before it moved to IndexedDB is kept and moved', async ({
  page,
}) => {
  await openScreen(page, PATH);
  const old = ['6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'hello'].join('\n');
  await page.evaluate((batch) => {
    localStorage.setItem(
      'toolbox:guid.drafts',
      JSON.stringify({
        version: 1,
        data: { names: '', inspect: '', batch, snowflake: '' },
        rev: 3,
      }),
    );
  }, old);
  await page.reload();
  const editor = await openBatch(page);
  await expect.poll(() => editor.innerText()).toBe(old);
  await expect(stat(page, '无效')).toHaveText('1');
  // Moved: the drafts no longer carry it, and IndexedDB alone brings it back.
  await expect
    .poll(() =>
      page.evaluate(
        () => JSON.parse(localStorage.getItem('toolbox:guid.drafts') ?? '{}').data?.batch,
      ),
    )
    .toBe('');
  await page.reload();
  await page.getByRole('tab', { name: '批量校验' }).click();
  await expect.poll(() => page.getByLabel('要校验的 UUID 列表').innerText()).toBe(old);
});
