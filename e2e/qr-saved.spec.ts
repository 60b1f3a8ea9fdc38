import type { Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';

const PATH = '/tool/qrGenerate';

function contentField(page: Page) {
  return page.getByLabel('内容', { exact: true });
}

test.describe.configure({ timeout: 90_000 });

test.describe('二维码生成 never loses work', () => {
  test('content typed 100 ms before going to another tool is there on return', async ({ page }) => {
    await openScreen(page, PATH);
    await contentField(page).fill('离开前 100 ms 输入的内容');
    await page.waitForTimeout(100);
    await page.getByRole('menu').first().getByRole('menuitem', { name: 'Guid生成' }).click();
    await expect(page).toHaveURL(/guid/i);
    await page.goBack();
    await expect(contentField(page)).toHaveValue('离开前 100 ms 输入的内容', { timeout: 30_000 });
  });

  test('content typed 100 ms before the tab closes is there in a new tab', async ({ context }) => {
    const page = await context.newPage();
    await openScreen(page, PATH);
    await contentField(page).fill('关闭标签页前输入');
    await page.waitForTimeout(100);
    await page.close({ runBeforeUnload: true });
    const next = await context.newPage();
    await openScreen(next, PATH);
    await expect(contentField(next)).toHaveValue('关闭标签页前输入');
  });

  test('two tabs: an edit in one shows in the other, and edits in both survive', async ({
    context,
  }) => {
    const a = await context.newPage();
    const b = await context.newPage();
    await openScreen(a, PATH);
    await openScreen(b, PATH);
    await contentField(a).fill('alpha');
    await expect(contentField(b)).toHaveValue('alpha', { timeout: 10_000 });
    await contentField(b).fill('alpha beta');
    await expect(contentField(a)).toHaveValue('alpha beta', { timeout: 10_000 });
    // A goes on from B's edit in another template: both edits are in the saved draft.
    await a.locator('.qr-template-picker').getByText('网址', { exact: true }).click();
    await a.getByRole('textbox', { name: '网址', exact: true }).fill('example.com/gamma');
    await expect(b.getByRole('textbox', { name: '网址', exact: true })).toHaveValue(
      'example.com/gamma',
      {
        timeout: 10_000,
      },
    );
    await a.close();
    await b.close();
    const c = await context.newPage();
    await openScreen(c, PATH);
    await expect(c.getByRole('textbox', { name: '网址', exact: true })).toHaveValue(
      'example.com/gamma',
    );
    await c.locator('.qr-template-picker').getByText('文本', { exact: true }).click();
    await expect(contentField(c)).toHaveValue('alpha beta');
  });

  test('a shared link wins for that visit and changes saved options only on 保存为默认', async ({
    context,
  }) => {
    const own = await context.newPage();
    await openScreen(own, PATH);
    await own.locator('.qr-level-picker').getByText('H', { exact: true }).click();
    await expect(own).toHaveURL(/level=H/);
    await own.close();

    const linked = await context.newPage();
    await openScreen(linked, `${PATH}?margin=2`);
    // The link's options over the defaults: not merged with the recipient's saved level H.
    await expect(linked.getByLabel('留白（模块）')).toHaveValue('2');
    await expect(linked.locator('.qr-level-picker .ant-segmented-item-selected')).toHaveText('M');
    await expect(linked).toHaveURL(/\?margin=2$/);
    const notice = linked.locator('.link-options-notice');
    await expect(notice).toContainText('正在使用链接中的选项');

    // Saved options are untouched while the link's are shown.
    const mine = await context.newPage();
    await openScreen(mine, PATH);
    await expect(mine.locator('.qr-level-picker .ant-segmented-item-selected')).toHaveText('H');
    await expect(mine.getByLabel('留白（模块）')).toHaveValue('4');
    await mine.close();

    await notice.getByRole('button', { name: '保存为默认' }).click();
    await expect(notice).toHaveCount(0);
    const after = await context.newPage();
    await openScreen(after, PATH);
    await expect(after.getByLabel('留白（模块）')).toHaveValue('2');
    await expect(after.locator('.qr-level-picker .ant-segmented-item-selected')).toHaveText('M');
  });
});
