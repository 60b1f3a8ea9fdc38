import type { Page } from '@playwright/test';
import { offerRow, openOffer } from './compareOffers';
import { expect, openScreen, test } from './fixtures';

/** Deleting an offer or a 凑单 good costs nothing: 撤销 (or Ctrl+Z) puts it back in place. */
test.describe.configure({ timeout: 120_000 });

async function enterOffer(page: Page, name: string, spec: string, price: string) {
  await openOffer(page, name);
  await page.getByLabel(`${name} 快速录入规格`).fill(spec);
  await page.getByLabel(`${name} 价格`).fill(price);
}

const offerNames = (page: Page) =>
  page
    .getByTestId('offer-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
const undoButton = (page: Page) => page.getByRole('button', { name: '撤销' });

test('a deleted offer comes back in its place with its values, and stays after a reload', async ({
  page,
}) => {
  await openScreen(page, '/tool/compare');
  await enterOffer(page, '商品 A', '500g', '12.90');
  await enterOffer(page, '商品 B', '1kg', '24.80');
  await page.getByLabel('商品 B 名称').fill('东北大米');
  await page.getByRole('button', { name: '添加商品' }).click();
  await enterOffer(page, '商品 C', '两斤', '13');
  const ranking = page.getByRole('list', { name: '排名' }).getByRole('listitem');
  await expect(ranking).toHaveCount(3);

  await openOffer(page, '东北大米');
  await page.getByRole('button', { name: '东北大米 删除' }).click();
  await expect(page.getByText('已删除“东北大米”')).toBeVisible();
  await expect(ranking).toHaveCount(2);
  expect(await offerNames(page)).toEqual(['商品 A', '商品 B']);
  await undoButton(page).click();
  await expect(ranking).toHaveCount(3);
  expect(await offerNames(page)).toEqual(['商品 A', '东北大米', '商品 C']);
  await openOffer(page, '东北大米');
  await expect(page.getByLabel('东北大米 快速录入规格')).toHaveValue('1kg');
  await expect(page.getByLabel('东北大米 价格')).toHaveValue('24.80');

  // Ctrl+Z outside a text field undoes too: the first offer comes back first.
  await openOffer(page, '商品 A');
  await page.getByRole('button', { name: '商品 A 删除' }).click();
  await expect(page.getByText('已删除“商品 A”')).toBeVisible();
  expect(await offerNames(page)).toEqual(['东北大米', '商品 B']);
  // The focus went on to the next offer's row, not lost with the deleted one.
  await expect(offerRow(page, '东北大米')).toBeFocused();
  await page.keyboard.press('Control+z');
  await expect(undoButton(page)).toHaveCount(0);
  expect(await offerNames(page)).toEqual(['商品 A', '东北大米', '商品 C']);

  await page.waitForTimeout(600); // the save is debounced
  await page.reload();
  await expect(ranking).toHaveCount(3);
  expect(await offerNames(page)).toEqual(['商品 A', '东北大米', '商品 C']);
  await expect(ranking.filter({ hasText: '商品 A' })).toContainText('¥12.90/斤');
  await openOffer(page, '东北大米');
  await expect(page.getByLabel('东北大米 价格')).toHaveValue('24.80');
});

test('撤销 puts a deleted offer back into its own comparison after another was opened', async ({
  page,
}) => {
  await openScreen(page, '/tool/compare');
  await page.getByLabel('比价名称').fill('大米');
  await enterOffer(page, '商品 A', '5kg', '45');
  await page.getByRole('button', { name: '商品 A 删除' }).click();
  await page.getByRole('button', { name: '新建' }).click();
  await expect(page.getByLabel('比价名称')).not.toHaveValue('大米');
  await undoButton(page).click();
  await expect(page.getByTestId('offer-card')).toHaveCount(2);
  await page.getByRole('button', { name: '我的比价' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^大米/ }).click();
  expect(await offerNames(page)).toEqual(['商品 A', '商品 B']);
  await expect(offerRow(page, '商品 A')).toContainText('¥4.50/斤');
});

test('a deleted 凑单 good comes back in its place with its values, and stays after a reload', async ({
  page,
}) => {
  await openScreen(page, '/tool/compare');
  await page.getByRole('tab', { name: '凑单' }).click();
  await page.getByLabel('满', { exact: true }).fill('100');
  await page.getByLabel('减', { exact: true }).fill('20');
  const goods = [
    ['洗衣液', '59.90'],
    ['纸巾', '49.90'],
    ['牙膏', '55'],
  ];
  for (let i = 0; i < goods.length; i += 1) {
    await page.getByRole('button', { name: '添加商品' }).click();
    await page.getByLabel(`商品名称 ${i + 1}`).fill(goods[i][0]);
    await page.getByLabel(`价格 ${i + 1}`).fill(goods[i][1]);
  }
  await page.getByRole('checkbox', { name: '必买' }).nth(1).check();

  await page.getByRole('button', { name: '删除商品 2' }).click();
  await expect(page.getByText('已删除“纸巾”')).toBeVisible();
  await expect(page.getByLabel('商品名称 2')).toHaveValue('牙膏');
  await undoButton(page).click();
  await expect(page.getByLabel('商品名称 2')).toHaveValue('纸巾');
  await expect(page.getByLabel('价格 2')).toHaveValue('49.90');
  await expect(page.getByRole('checkbox', { name: '必买' }).nth(1)).toBeChecked();
  await expect(page.getByLabel('商品名称 3')).toHaveValue('牙膏');

  await page.waitForTimeout(600);
  await page.reload();
  await expect(page.getByLabel('商品名称 2')).toHaveValue('纸巾');
  await expect(page.getByLabel('价格 2')).toHaveValue('49.90');
  await expect(page.getByLabel('商品名称 3')).toHaveValue('牙膏');
});
