import type { Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';

/** Byte order, honest inspection and 雪花 ID on Guid生成, as a user meets them. */
const PATH = '/tool/guidGenerate';

const rows = (page: Page) =>
  page.getByRole('list', { name: '生成的 UUID 列表' }).getByRole('listitem');

/**
 * antd draws a Select's choices as its own list items; a user clicks the one shown, in the
 * list that is open (a list that is closing, or closed and kept in the page, is not it), and
 * sees the list close on the choice.
 */
async function pickOption(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  const open = page.locator('.ant-select-dropdown:visible');
  await open.locator('.ant-select-item-option', { hasText: option }).click();
  await expect(open).toHaveCount(0);
}

async function pickRadio(page: Page, name: string) {
  await page.getByRole('radio', { name, exact: true }).locator('xpath=ancestor::label').click();
  await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
}

test('writes bytes in .NET ToByteArray() order and sorts as SQL Server does', async ({ page }) => {
  await openScreen(page, `${PATH}?count=5&version=7`);
  await pickRadio(page, 'C# byte[]');
  await pickRadio(page, '.NET ToByteArray() 顺序');
  const first = await rows(page).first().locator('code').innerText();
  expect(first).toMatch(/^new byte\[\] \{ (0x[0-9a-f]{2}, ){15}0x[0-9a-f]{2} \}$/);
  // v7 in .NET order: the version nibble moves to byte 7, the first byte of the third pair.
  expect(first.split(', ')[7]).toMatch(/^0x7[0-9a-f]$/);

  await pickRadio(page, '十六进制');
  await expect(page.getByRole('radio', { name: 'RFC 顺序', exact: true })).toBeDisabled();
  await page.getByLabel('列表顺序').selectOption({ label: 'SQL Server uniqueidentifier 顺序' });
  const texts = await rows(page).locator('code').allInnerTexts();
  const lastGroups = texts.map((text) => text.slice(24));
  expect(lastGroups).toEqual([...lastGroups].sort());
});

test('inspects pasted .NET bytes both ways and never calls non-UUID bytes a UUID', async ({
  page,
}) => {
  await openScreen(page, PATH);
  const input = page.getByLabel('要解析的 UUID');
  await input.fill('0x4E2C3A0F2D1BAF4E8A9B0C1D2E3F4A5B');
  await expect(page.getByText('有效的 UUID')).toBeVisible();
  await expect(page.getByText(/只有按 \.NET ToByteArray\(\) 顺序读才是 RFC UUID/)).toBeVisible();
  await expect(page.getByText('.NET ToByteArray() 顺序 · RFC UUID v4')).toBeVisible();
  await expect(page.getByText('v4（随机）')).toBeVisible();

  await input.fill('QUJDREVGR0hJSktMTU5PUA');
  await expect(page.getByText('16 个字节，但不是 RFC UUID')).toBeVisible();
  await expect(page.getByText('有效的 UUID')).toHaveCount(0);

  await input.fill('017F22E2-79B0-7CC3-98C4-DC0C0C07398F');
  await expect(page.getByText('生成时间（北京时间）')).toBeVisible();
  await expect(page.getByText('2022-02-23 03:22:22.000 (GMT+8)')).toBeVisible();
});

test('reads and makes 雪花 IDs in the common layouts', async ({ page }) => {
  await openScreen(page, PATH);
  await page.getByRole('tab', { name: '雪花 ID' }).click();
  await page.getByLabel('要解析的雪花 ID').fill('1212092628029698048');
  await expect(page.getByText('2019-12-31T19:26:16.771Z')).toBeVisible();
  await expect(page.getByText('2020-01-01 03:26:16.771 (GMT+8)')).toBeVisible();
  await expect(page.getByText(/会把它读成 1212092628029698000/)).toBeVisible();
  await expect(page.getByText('10（5 位）')).toBeVisible();

  await pickOption(page, '布局', 'Discord');
  await page.getByLabel('要解析的雪花 ID').fill('175928847299117063');
  await expect(page.getByText('2016-04-30T11:18:25.796Z')).toBeVisible();

  await page.getByLabel('机器号').fill('3');
  await page.getByLabel('个数').fill('4');
  await page.getByRole('button', { name: '生成雪花 ID' }).click();
  // What the user sees: four IDs listed (a bare inputValue() would wait for the list with no
  // limit but the test's own, and end in a bare timeout when it is not there).
  const list = page.getByLabel('生成的雪花 ID');
  await expect(list).toHaveValue(/^\d+(\n\d+){3}$/);
  const ids = (await list.inputValue()).split('\n');
  expect(ids).toHaveLength(4);
  for (const id of ids) expect((BigInt(id) >> 12n) & 31n).toBe(3n);

  await pickOption(page, '布局', '自定义');
  await page.getByLabel('机器位数').fill('30');
  await expect(page.getByText('各部分位数合计 88，不能超过 64')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('要解析的雪花 ID')).toHaveCount(0);
  await page.getByRole('tab', { name: '雪花 ID' }).click();
  await expect(page.getByLabel('要解析的雪花 ID')).toHaveValue('175928847299117063');
  await expect(page.getByLabel('机器位数')).toHaveValue('30');
});

const overflowX = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the new controls and views fit a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openScreen(page, PATH);
  await pickRadio(page, 'C# byte[]');
  await pickRadio(page, '.NET ToByteArray() 顺序');
  expect(await overflowX(page)).toBeLessThanOrEqual(0);
  await page
    .locator('.ant-card', { hasText: '字节顺序' })
    .screenshot({ path: 'test-results/guid-format-375.png' });

  await page.getByLabel('要解析的 UUID').fill('Tiw6Dy0br06KmwwdLj9KWw');
  await expect(page.getByText('.NET ToByteArray() 顺序 · RFC UUID v4')).toBeVisible();
  expect(await overflowX(page)).toBeLessThanOrEqual(0);
  await page
    .locator('.ant-card', { hasText: '解析与校验' })
    .screenshot({ path: 'test-results/guid-inspect-375.png' });

  await page.getByRole('tab', { name: '雪花 ID' }).click();
  await page.getByLabel('要解析的雪花 ID').fill('1212092628029698048');
  await page.getByRole('button', { name: '生成雪花 ID' }).click();
  await expect(page.getByLabel('生成的雪花 ID')).toBeVisible();
  expect(await overflowX(page)).toBeLessThanOrEqual(0);
  await page
    .locator('.ant-card', { hasText: '解析与校验' })
    .screenshot({ path: 'test-results/guid-snowflake-375.png' });
});
