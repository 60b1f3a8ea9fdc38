import type { Page } from '@playwright/test';
import { openOffer } from './compareOffers';
import { expect, openScreen, test } from './fixtures';

/** 比价器 never loses an edit: leaving at once, closing the tab, a second tab. */
const PATH = '/tool/compare';
const price = (page: Page, offer: string) => page.getByLabel(`${offer} 价格`);
const name = (page: Page, offer: string) => page.getByLabel(`${offer} 名称`);

test('a price typed 100 ms before leaving for another tool is there on return', async ({
  page,
}) => {
  await openScreen(page, PATH);
  await price(page, '商品 A').fill('12.90');
  await page.waitForTimeout(100);
  await page.getByRole('menuitem', { name: 'Guid生成' }).click();
  await expect(page.locator('.screen[data-screen="Guid生成"]')).toBeVisible();
  await page.getByRole('menuitem', { name: '比价器' }).click();
  await expect(price(page, '商品 A')).toHaveValue('12.90');
});

test('a price typed 100 ms before the tab closes is there in a new tab', async ({ context }) => {
  const page = await context.newPage();
  await openScreen(page, PATH);
  await price(page, '商品 A').fill('8.80');
  await page.waitForTimeout(100);
  await page.close({ runBeforeUnload: true });
  const next = await context.newPage();
  await openScreen(next, PATH);
  await expect(price(next, '商品 A')).toHaveValue('8.80');
});

test('two tabs: an edit in one shows in the other, and edits made in each both survive', async ({
  context,
}) => {
  const first = await context.newPage();
  await openScreen(first, PATH);
  // Both tabs hold the same saved comparison. An offer's fields are labelled by its name.
  await name(first, '商品 A').fill('东北大米');
  const second = await context.newPage();
  await openScreen(second, PATH);
  await expect(name(second, '东北大米')).toHaveValue('东北大米');

  await price(first, '东北大米').fill('39.90');
  await expect(price(second, '东北大米')).toHaveValue('39.90');
  await openOffer(second, '商品 B');
  await name(second, '商品 B').fill('泰国香米');
  await openOffer(first, '泰国香米');
  await expect(name(first, '泰国香米')).toHaveValue('泰国香米');

  for (const page of [first, second]) {
    await page.reload();
    await openOffer(page, '东北大米');
    await expect(price(page, '东北大米')).toHaveValue('39.90');
    await openOffer(page, '泰国香米');
    await expect(name(page, '泰国香米')).toHaveValue('泰国香米');
  }
});

test('two tabs editing different offers of the same comparison at the same moment keep both edits', async ({
  context,
}) => {
  const first = await context.newPage();
  await openScreen(first, PATH);
  await name(first, '商品 A').fill('东北大米');
  const second = await context.newPage();
  await openScreen(second, PATH);
  await expect(name(second, '东北大米')).toHaveValue('东北大米');
  await openOffer(second, '商品 B');
  // Within the same save delay: neither tab has heard of the other's edit when it saves.
  await price(first, '东北大米').fill('39.90');
  await name(second, '商品 B').fill('泰国香米');

  const bothEdits = async (page: Page) => {
    await openOffer(page, '东北大米');
    await expect(price(page, '东北大米')).toHaveValue('39.90');
    await openOffer(page, '泰国香米');
    await expect(name(page, '泰国香米')).toHaveValue('泰国香米');
  };
  for (const page of [first, second]) await bothEdits(page);
  await first.reload();
  await bothEdits(first);
});
