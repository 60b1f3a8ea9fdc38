import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openOffer } from './compareOffers';
import { chineseOnPage, startInEnglish } from './englishMode';
import { expect, openScreen, test } from './fixtures';

/**
 * 比价器 in English: what the core reports (quick entry it cannot read, a title with several
 * readings, invalid fields, solver refusals, a bad import file) is worded in English, and no
 * Chinese reaches the screen. The user's own input here is ASCII but for unit words typed in
 * quick entry (斤, 枚), which stay inside the input; so any Chinese text is the screen's own.
 */
const PATH = '/tool/compare';
test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ page }) => startInEnglish(page));

test('quick entry it cannot read, invalid fields and solver refusals are said in English', async ({
  page,
}) => {
  await openScreen(page, PATH);
  await page.getByLabel('Offer A Quick size entry').fill('abc');
  const first = page.getByRole('region', { name: 'Offer A' });
  await expect(first.getByText('No amount and unit found: write 500g')).toBeVisible();
  await expect(
    first.getByText('Not ranked: no amount found in the quick-entry text'),
  ).toBeVisible();
  await page.getByLabel('Offer A Quick size entry').fill('1斤');
  await expect(first.getByText('Understood: 1 jin')).toBeVisible();
  await page.getByLabel('Offer A Price').fill('12.50');
  await expect(first.getByText('¥12.50/jin')).toBeVisible();

  const second = page.getByRole('region', { name: 'Offer B' });
  await openOffer(page, 'Offer B');
  await page.getByLabel('Offer B Quick size entry').fill('500ml');
  await page.getByLabel('Offer B Price').fill('abc');
  await expect(second.getByText('Price “abc” is not a valid amount, e.g. 12.90')).toBeVisible();
  await page.getByLabel('Offer B Price').fill('8');
  await expect(
    second.getByText('Different kinds of unit: ml cannot be compared per jin (Volume vs Mass)'),
  ).toBeVisible();
  expect(await chineseOnPage(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Buy enough' }).click();
  await page.getByLabel('Amount needed').fill('0');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Enter an amount needed above 0, e.g. 8' }),
  ).toBeVisible();
  expect(await chineseOnPage(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Cart deals' }).click();
  await page.getByLabel('Spend', { exact: true }).fill('100');
  await page.getByLabel('Save', { exact: true }).fill('5');
  await page.getByLabel('Price 1', { exact: true }).fill('1.234');
  await expect(
    page.getByRole('alert').filter({
      hasText: 'The price of item 1 has more than two decimals (fen)',
    }),
  ).toBeVisible();
  expect(await chineseOnPage(page)).toEqual([]);
});

test('a listing with several readings asks in English and stays out of the ranking', async ({
  page,
}) => {
  await openScreen(page, PATH);
  await page.getByLabel('Offer A Quick size entry').fill('Farm eggs 30枚 1.5kg');
  const eggs = page.getByRole('region', { name: 'Farm eggs' });
  await expect(eggs.getByText('The title states several amounts; pick one')).toBeVisible();
  await expect(eggs.getByText('Not ranked: pick the amount of the title first')).toBeVisible();
  await expect(eggs.getByRole('button', { name: '1.5 kg' })).toBeVisible();
  expect(await chineseOnPage(page)).toEqual([]);
  await eggs.getByRole('button', { name: '30 units' }).click();
  await expect(eggs.getByText('Understood: 30 units')).toBeVisible();
  await page.getByLabel('Farm eggs Price').fill('39.90');
  await expect(eggs.getByText('¥1.33/unit')).toBeVisible();
  expect(await chineseOnPage(page)).toEqual([]);
});

test('a bad import file is refused in English, saying what is wrong and where', async ({
  page,
}) => {
  await openScreen(page, PATH);
  const file = async (name: string, text: string) => {
    const path = join(tmpdir(), `compare-english-${process.pid}-${name}.json`);
    await writeFile(path, text);
    await page.locator('input[type=file]').setInputFiles(path);
  };
  const notice = page.locator('.ant-message');

  await file(
    'record',
    JSON.stringify({ format: 'toolbox-compare', version: 1, comparisons: [{}] }),
  );
  await expect(
    notice.getByText('Import failed: Comparison 1 in the file is incomplete or has wrong types'),
  ).toBeVisible();
  await file('foreign', '{"hello": "world"}');
  await expect(
    notice.getByText('Import failed: This is not a file exported by Price Compare'),
  ).toBeVisible();
  await file('broken', '{\n  "format": "toolbox-compare",\n  "version": 1,\n  oops\n}');
  // Chromium says where JSON.parse stopped; the notice gives it as line and column.
  await expect(
    notice.getByText('Import failed: The file is not valid JSON: error near line 4, column 3'),
  ).toBeVisible();
  expect(await chineseOnPage(page)).toEqual([]);
});
