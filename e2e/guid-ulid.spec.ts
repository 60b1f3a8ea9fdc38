import type { Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';

/** ULID, NanoID, code forms read back, and the phone layout of Guid生成, as a user meets them. */
const PATH = '/tool/guidGenerate';
const CROCKFORD = /^[0-9A-HJKMNP-TV-Z]{26}$/;

async function pickOption(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await page.locator('.ant-select-item-option', { hasText: option }).click();
}

const valueLines = async (page: Page, label: string) =>
  (await page.getByLabel(label).inputValue()).split('\n');

test('generates monotonic ULIDs, reads a ULID’s time and converts ULID ↔ UUID', async ({
  page,
}) => {
  await openScreen(page, PATH);
  await page.getByRole('tab', { name: 'ULID' }).click();
  await page.getByLabel('个数').fill('500');
  await page.getByRole('button', { name: '生成 ULID' }).click();
  const ulids = await valueLines(page, '生成的 ULID');
  expect(ulids).toHaveLength(500);
  for (const ulid of ulids) expect(ulid).toMatch(CROCKFORD);
  expect([...ulids].sort()).toEqual(ulids);
  expect(new Set(ulids).size).toBe(500);

  // The ULID spec's example: its time in 北京时间 and UTC, its 128 bits as a UUID.
  const input = page.getByLabel('要解析或转换的 ULID / UUID');
  await input.fill('01arz3ndektsv4rrffq69g5fav');
  const view = page.locator('.ant-descriptions');
  await expect(view.getByText('01ARZ3NDEKTSV4RRFFQ69G5FAV')).toBeVisible();
  await expect(view.getByText('01563e3a-b5d3-d676-4c61-efb99302bd5b')).toBeVisible();
  await expect(view.getByText('2016-07-31 07:54:10.259 (GMT+8)')).toBeVisible();
  await expect(view.getByText('2016-07-30T23:54:10.259Z')).toBeVisible();
  await expect(view.getByText(/^不是 RFC UUID/)).toBeVisible();

  // And back: a v7 UUID keeps its time as a ULID.
  await input.fill('01932c07-209c-7e5a-b6d0-4b8c3d1a2f00');
  await expect(page.getByText('v7 UUID 与 ULID 的前 48 位都是 Unix 毫秒')).toBeVisible();
  await expect(view.getByText('01JCP0E84WFSDBDM2BHGYHMBR0')).toBeVisible();
  await expect(view.getByText('是 RFC UUID（v7）')).toBeVisible();

  await input.fill('01ARZ3NDEKTSV4RRFFQ69G5FAU');
  await expect(page.getByRole('alert')).toContainText(
    '第 26 个字符“U”不在 ULID 的 Crockford Base32 字母表里',
  );
  await expect(input).toHaveValue('01ARZ3NDEKTSV4RRFFQ69G5FAU');
});

test('the inspector names a ULID and reads C# and Java source back', async ({ page }) => {
  await openScreen(page, PATH);
  const input = page.getByLabel('要解析的 UUID');
  await input.fill('01ARZ3NDEKTSV4RRFFQ69G5FAV');
  await expect(page.getByText('这是 ULID，不是 UUID')).toBeVisible();
  await expect(page.getByText('2016-07-30T23:54:10.259Z')).toBeVisible();

  await input.fill(
    'new byte[] { 0x33, 0x22, 0x11, 0x00, 0x55, 0x44, 0xf7, 0x40, 0x88, 0x99, 0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0xff };',
  );
  const panel = page.getByRole('tabpanel', { name: '解析' });
  await expect(panel.getByText('C# byte[]', { exact: true })).toBeVisible();
  await expect(page.getByText('只有按 .NET ToByteArray() 顺序读才是 RFC UUID')).toBeVisible();
  await expect(
    page.locator('.ant-descriptions').getByText('00112233-4455-40f7-8899-aabbccddeeff').first(),
  ).toBeVisible();

  await input.fill('new UUID(-4418841177852391809L, -8458309730685728165L)');
  await expect(panel.getByText('Java new UUID(long, long)', { exact: true })).toBeVisible();
  await expect(
    page.locator('.ant-descriptions').getByText('c2ad1f5c-5b3d-4e7f-8a9e-0c1d2e3f4a5b').first(),
  ).toBeVisible();
});

test('generates NanoIDs of the chosen alphabet and size; a bad alphabet is named', async ({
  page,
}) => {
  await openScreen(page, PATH);
  await page.getByRole('tab', { name: 'NanoID' }).click();
  await expect(page.getByText(/每个 ID 约有 126 位随机性/)).toBeVisible();
  await page.getByRole('button', { name: '生成 NanoID' }).click();
  for (const id of await valueLines(page, '生成的 NanoID')) expect(id).toMatch(/^[\w-]{21}$/);

  await pickOption(page, '字母表', '自定义');
  const custom = page.getByLabel('自定义字母表');
  await custom.fill('abcdefa');
  await expect(page.getByText('字母表里“a”出现了两次（第 1 个和第 7 个）')).toBeVisible();
  await expect(page.getByRole('button', { name: '生成 NanoID' })).toBeDisabled();
  await custom.fill('0123456789ABCDEF');
  await page.getByLabel('长度').fill('8');
  await page.getByLabel('个数').fill('50');
  await page.getByRole('button', { name: '生成 NanoID' }).click();
  const ids = await valueLines(page, '生成的 NanoID');
  expect(ids).toHaveLength(50);
  for (const id of ids) expect(id).toMatch(/^[0-9A-F]{8}$/);
  await expect(
    page.getByText(/每个 ID 约有 32 位随机性；累计生成约 9,?\d{3} 个 ID 时/),
  ).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

  test('the first generated GUID is on the first screen, and no Ctrl+Enter hint', async ({
    page,
  }) => {
    await openScreen(page, PATH);
    const first = page
      .getByRole('list', { name: '生成的 UUID 列表' })
      .getByRole('listitem')
      .first();
    await expect(first).toBeVisible();
    const box = await first.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(667);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const regenerate = page.getByRole('button', { name: '重新生成' });
    await regenerate.hover();
    await regenerate.tap();
    await page.waitForTimeout(600);
    await expect(page.getByText(/Ctrl\+Enter/)).toHaveCount(0);
    await page.screenshot({ path: 'test-results/guid-phone-first-screen.png' });

    await page.getByRole('tab', { name: 'ULID' }).click();
    await page.getByRole('button', { name: '生成 ULID' }).click();
    await page.getByLabel('要解析或转换的 ULID / UUID').fill('01ARZ3NDEKTSV4RRFFQ69G5FAV');
    const overflowX = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflowX).toBeLessThanOrEqual(0);
    await page
      .locator('.ant-card', { hasText: '解析与校验' })
      .screenshot({ path: 'test-results/guid-ulid-375.png' });
  });
});

test('a desktop shows the shortcut on the generate button', async ({ page }) => {
  await openScreen(page, PATH);
  await page.getByRole('button', { name: '重新生成' }).hover();
  await expect(page.getByRole('tooltip')).toContainText('Ctrl+Enter');
});
