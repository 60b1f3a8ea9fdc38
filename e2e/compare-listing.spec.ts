import type { Page } from '@playwright/test';
import { offerRow, openOffer } from './compareOffers';
import { expect, openScreen, test } from './fixtures';

test.use({ viewport: { width: 375, height: 800 } });
test.describe.configure({ timeout: 120_000 });

function ranking(page: Page) {
  return page.getByRole('list', { name: '排名' }).getByRole('listitem');
}

test('a whole listing title fills name, price and size, and says what it read', async ({
  page,
}) => {
  await openScreen(page, '/tool/compare');
  await page.getByLabel('商品 A 快速录入规格').fill('【京东自营】福临门 泰国香米 10kg ¥59.90');
  const offer = page.getByRole('region', { name: '福临门 泰国香米' });
  await expect(offer.getByText('已识别：10 千克')).toBeVisible();
  await expect(offer.getByLabel('福临门 泰国香米 价格')).toHaveValue('59.9');
  await expect(offer.getByLabel('福临门 泰国香米 数量')).toHaveValue('10');
  // ¥59.90 for 20 斤.
  await expect(offer.getByText('¥2.995/斤').or(offer.getByText('¥3.00/斤'))).toBeVisible();
});

test('a title with a count and a weight asks, and stays out of the ranking until answered', async ({
  page,
}) => {
  await openScreen(page, '/tool/compare');
  await page.getByLabel('商品 A 快速录入规格').fill('土鸡蛋 30枚 1.5kg');
  await page.getByLabel('土鸡蛋 价格').fill('39.9');
  await openOffer(page, '商品 B');
  await page.getByLabel('商品 B 快速录入规格').fill('洋鸡蛋 12枚 ¥15.8');
  // Folded, its row says it is out of the ranking and why.
  await expect(offerRow(page, '土鸡蛋')).toContainText('未参与排名：先选择标题的数量');
  await expect(ranking(page)).toHaveCount(1);
  await openOffer(page, '土鸡蛋');
  const eggs = page.getByRole('region', { name: '土鸡蛋' });
  await expect(eggs.getByText('标题里有几种数量')).toBeVisible();
  await expect(eggs.getByText('未参与排名：先选择标题的数量')).toBeVisible();
  await eggs.getByRole('button', { name: '30 枚' }).click();
  await expect(eggs.getByText('已识别：30 枚')).toBeVisible();
  await expect(ranking(page)).toHaveCount(2);
  // ¥39.9 / 30 = ¥1.33 and ¥15.8 / 12 = ¥1.3166…: the dozen is cheaper per egg.
  await expect(ranking(page).first()).toContainText('洋鸡蛋');
});

test('words in either order read the same, and a text that no longer reads leaves the ranking', async ({
  page,
}) => {
  await openScreen(page, '/tool/compare');
  await page.getByLabel('商品 A 快速录入规格').fill('清风抽纸 3层120抽×20包');
  await page.getByLabel('清风抽纸 价格').fill('29.9');
  await openOffer(page, '商品 B');
  await page.getByLabel('商品 B 快速录入规格').fill('维达抽纸 20包×120抽');
  await page.getByLabel('维达抽纸 价格').fill('29.9');
  // Per 100 抽 by default, and equal prices share the first rank.
  await expect(
    page.getByRole('region', { name: '清风抽纸' }).getByText('¥1.25/100抽'),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: '维达抽纸' }).getByText('¥1.25/100抽'),
  ).toBeVisible();
  for (const name of ['清风抽纸', '维达抽纸']) {
    await expect(page.getByRole('region', { name }).getByText('最划算')).toBeVisible();
  }

  await page.getByLabel('维达抽纸 快速录入规格').fill('维达抽纸 整箱');
  const changed = page.getByRole('region', { name: '维达抽纸' });
  await expect(changed.getByText(/没有读到数量和单位/)).toBeVisible();
  await expect(changed.getByText('未参与排名：快速录入的文字里没有读到数量')).toBeVisible();
  await expect(ranking(page)).toHaveCount(1);
  await expect(changed.getByText('¥1.25/100抽')).toHaveCount(0);
});

test('several listings pasted at once become offers, prices on the next line included', async ({
  page,
}) => {
  await openScreen(page, '/tool/compare');
  await page.getByRole('button', { name: '粘贴多个商品' }).click();
  await page
    .getByLabel('粘贴商品标题，每行一个')
    .fill(
      [
        '金龙鱼 东北大米 5kg',
        '¥39.90',
        '十月稻田 五常大米 10斤 到手价59.9元',
        '柴火大院 长粒香 2.5kg*2袋 券后¥45',
      ].join('\n'),
    );
  await expect(page.getByText('读到 3 个商品')).toBeVisible();
  await page.getByRole('button', { name: '添加 3 个商品' }).click();
  await expect(page.getByRole('region', { name: /金龙鱼 东北大米|十月稻田|柴火大院/ })).toHaveCount(
    3,
  );
  await openOffer(page, '柴火大院 长粒香');
  await expect(page.getByLabel('柴火大院 长粒香 价格')).toHaveValue('45');
  await expect(ranking(page)).toHaveCount(3);
  // ¥39.9 / 10 斤, ¥59.9 / 10 斤, ¥45 / 10 斤.
  await expect(ranking(page).first()).toContainText('金龙鱼 东北大米');
});
