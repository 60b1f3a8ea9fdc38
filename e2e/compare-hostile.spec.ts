import { openOffer } from './compareOffers';
import { expect, openScreen, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });

const HOSTILE = [
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '\u202e反转文字\u202c',
  '零\u200b宽\u200d字符',
  '🍚 大米 👨‍👩‍👧',
];

test('hostile names are shown as text, execute nothing, also after a share link', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openScreen(page, '/tool/compare');
  await page.getByLabel('比价名称').fill(HOSTILE[0]);
  for (let i = 0; i < HOSTILE.length; i += 1) {
    const defaultName = `商品 ${String.fromCharCode(65 + i)}`;
    if (i >= 2) await page.keyboard.press('Control+Enter');
    else await openOffer(page, defaultName);
    await page.getByLabel(`${defaultName} 价格`).fill(String(10 + i));
    await page.getByLabel(`${defaultName} 快速录入规格`).fill('500g');
    await page.getByLabel(`${defaultName} 名称`).fill(HOSTILE[i]);
  }
  const rankingList = page.getByRole('list', { name: '排名' });
  await expect(rankingList.getByRole('listitem')).toHaveCount(HOSTILE.length);
  for (const name of HOSTILE) await expect(rankingList).toContainText(name);
  // The page holds no element the names could have created.
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  await expect(page.locator('main a[href^="javascript:"]')).toHaveCount(0);
  // A hostile quick entry holds no amount: it is said so, as text.
  await openOffer(page, HOSTILE[0]);
  await page.getByLabel(`${HOSTILE[0]} 快速录入规格`).fill('<script>alert(1)</script>');
  await expect(page.getByText(/没有读到数量和单位/)).toBeVisible();
  await page.getByLabel(`${HOSTILE[0]} 快速录入规格`).fill('500g');

  await page.getByRole('button', { name: '分享链接' }).click();
  await expect(page.getByText('分享链接已复制')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());

  const fresh = await browser.newContext({ locale: 'zh-CN' });
  const other = await fresh.newPage();
  const otherErrors: string[] = [];
  other.on('pageerror', (error) => otherErrors.push(error.message));
  other.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await other.goto(link);
  await expect(other.getByText('已打开分享的比价')).toBeVisible();
  // Saved under its own name and id, so opening the link again finds it (compare-library.spec).
  await expect(other.getByLabel('比价名称')).toHaveValue(HOSTILE[0]);
  const otherRanking = other.getByRole('list', { name: '排名' });
  for (const name of HOSTILE) await expect(otherRanking).toContainText(name);
  await expect(other.locator('main img[src="x"]')).toHaveCount(0);

  // A tampered link carrying markup is refused with a notice, not executed.
  await other.goto('/tool/compare#c=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  await expect(other.getByText('分享链接已损坏或不完整')).toBeVisible();
  await other.waitForTimeout(500);
  expect(otherErrors).toEqual([]);
  expect(dialogs).toEqual([]);
  await fresh.close();
});
