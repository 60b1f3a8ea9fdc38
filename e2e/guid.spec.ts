import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';

const PATH = '/tool/guidGenerate';
const CANONICAL = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const rows = (page: Page) =>
  page.getByRole('list', { name: '生成的 UUID 列表' }).getByRole('listitem');
const firstRowText = (page: Page) => rows(page).first().locator('code').innerText();

/** antd hides the radio input itself; a user clicks its label. */
async function pickRadio(page: Page, name: string) {
  await page.getByRole('radio', { name, exact: true }).locator('xpath=ancestor::label').click();
  await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
}

const chooseVersion = pickRadio;

async function setCount(page: Page, count: number) {
  const input = page.getByLabel('数量');
  await input.fill(String(count));
  await input.blur();
  await expect(page.getByText(`共 ${count.toLocaleString('zh-CN')} 个`)).toBeVisible({
    timeout: 30_000,
  });
}

test.describe('Guid生成', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('shows ten fresh v4 UUIDs by default', async ({ page }) => {
    await openScreen(page, PATH);
    await expect(rows(page)).toHaveCount(10);
    const texts = await rows(page).locator('code').allInnerTexts();
    expect(new Set(texts).size).toBe(10);
    for (const text of texts) expect(text).toMatch(CANONICAL);
    for (const text of texts) expect(text[14]).toBe('4');
  });

  test('1000 v7 with 大写 + 花括号: copy all gives the formatted, time-ordered list', async ({
    page,
  }) => {
    await openScreen(page, PATH);
    await chooseVersion(page, 'v7');
    await setCount(page, 1000);
    await page.getByRole('checkbox', { name: '大写' }).check();
    await pickRadio(page, '花括号 {}');
    await expect(rows(page).first().locator('code')).toHaveText(/^\{[0-9A-F-]{36}\}$/);
    await page.getByRole('button', { name: '复制全部' }).click();
    await expect(page.getByText('已复制 1000 项到剪贴板')).toBeVisible();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    const lines = clipboard.split('\n');
    expect(lines).toHaveLength(1000);
    for (const line of lines) {
      expect(line).toMatch(
        /^\{[0-9A-F]{8}-[0-9A-F]{4}-7[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}\}$/,
      );
    }
    for (let i = 1; i < lines.length; i += 1) expect(lines[i] > lines[i - 1]).toBe(true);
    // The options and the list itself survive a reload.
    await page.waitForTimeout(500);
    await page.reload();
    await expect(rows(page).first().locator('code')).toHaveText(lines[0]);
    await expect(page.getByRole('radio', { name: 'v7', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: '大写' })).toBeChecked();
    await expect(page.getByText('共 1,000 个')).toBeVisible();
  });

  test('downloads the list as .txt and as .csv', async ({ page }) => {
    await openScreen(page, PATH);
    await setCount(page, 25);
    await pickRadio(page, "单引号 ''");
    const [txt] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载 .txt' }).click(),
    ]);
    expect(txt.suggestedFilename()).toBe('uuid-v4-25.txt');
    const text = await readFile(await txt.path(), 'utf8');
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(25);
    expect(lines[0]).toMatch(/^'[0-9a-f-]{36}'$/);
    expect(lines[0]).toBe(await firstRowText(page));
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载 .csv' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe('uuid-v4-25.csv');
    const csvText = await readFile(await csv.path(), 'utf8');
    expect(csvText.startsWith('\uFEFF序号,UUID\r\n1,')).toBe(true);
    expect(csvText.trimEnd().split('\r\n')).toHaveLength(26);
  });

  test('clicking a row copies it; Enter and Ctrl+Enter regenerate', async ({ page }) => {
    await openScreen(page, PATH);
    const first = await firstRowText(page);
    await rows(page).first().locator('button').first().click();
    await expect(page.getByText('已复制到剪贴板')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

    await page.locator('body').click({ position: { x: 5, y: 400 } });
    await page.keyboard.press('Enter');
    await expect.poll(() => firstRowText(page)).not.toBe(first);
    const second = await firstRowText(page);
    await page.getByLabel('每行前缀').focus();
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => firstRowText(page)).not.toBe(second);
    const third = await firstRowText(page);
    await page.getByRole('button', { name: '重新生成' }).click();
    await expect.poll(() => firstRowText(page)).not.toBe(third);
  });

  test('100,000 UUIDs come from a worker with progress, and the list scrolls', async ({ page }) => {
    await openScreen(page, PATH);
    await chooseVersion(page, 'v7');
    const input = page.getByLabel('数量');
    await input.fill('100000');
    await input.blur();
    await expect(page.getByText('共 100,000 个')).toBeVisible({ timeout: 60_000 });
    // Virtualised: far fewer rows in the page than UUIDs.
    expect(await rows(page).count()).toBeLessThan(60);
    const list = page.getByRole('list', { name: '生成的 UUID 列表' });
    await list.evaluate((element) => (element.scrollTop = element.scrollHeight));
    await expect(list.getByText('100000', { exact: true })).toBeAttached();
  });

  test('v5 gives the RFC value for a name and one UUID per line, names kept on reload', async ({
    page,
  }) => {
    await openScreen(page, PATH);
    await chooseVersion(page, 'v5');
    await page.getByLabel('名称（每行一个，空行跳过）').fill('www.example.com\n\n订单-10086');
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).first()).toContainText('2ed6657d-e927-568b-95e1-2665a8aea6a2');
    await expect(rows(page).nth(1)).toContainText('订单-10086');
    await pickRadio(page, '自定义');
    await page.getByLabel('自定义命名空间 UUID').fill('not-a-namespace');
    await expect(page.getByText(/命名空间不是有效的 UUID/).first()).toBeVisible();
    await page.getByLabel('自定义命名空间 UUID').fill('{6BA7B810-9DAD-11D1-80B4-00C04FD430C8}');
    await expect(rows(page).first()).toContainText('2ed6657d-e927-568b-95e1-2665a8aea6a2');
    await page.waitForTimeout(600);
    await page.reload();
    await expect(page.getByLabel('名称（每行一个，空行跳过）')).toHaveValue(
      'www.example.com\n\n订单-10086',
    );
  });

  test('inspects a v1 and shows its time, clock sequence and node', async ({ page }) => {
    await openScreen(page, PATH);
    await page.getByLabel('要解析的 UUID').fill('{C232AB00-9414-11EC-B3C8-9F6BDECED846}');
    await expect(page.getByText('有效的 UUID')).toBeVisible();
    await expect(page.getByText('v1（时间 + 节点）')).toBeVisible();
    await expect(page.getByText('2022-02-23 03:22:22.0000000 (GMT+8)')).toBeVisible();
    await expect(page.getByText('2022-02-22T19:22:22.0000000Z')).toBeVisible();
    await expect(page.getByText('13256（0x33c8）')).toBeVisible();
    await expect(page.getByText('9f:6b:de:ce:d8:46（随机节点）')).toBeVisible();
    await page.getByLabel('要解析的 UUID').fill('c232ab00-9414-11ec-b3c8-9f6bdeced84g');
    await expect(
      page.getByText('第 36 个字符“g”不是十六进制数字（应为 0–9 或 a–f）'),
    ).toBeVisible();
  });

  test('the inspect button of a row reads that UUID', async ({ page }) => {
    await openScreen(page, PATH);
    await chooseVersion(page, 'v7');
    // The list is regenerated a moment after the version changes: read the row only once the
    // v7 list is shown, or the click may land on a row that replaced the one read.
    await expect(rows(page).first().locator('code')).toHaveText(V7);
    const first = await firstRowText(page);
    await page.getByRole('button', { name: '解析第 1 个' }).click();
    await expect(page.getByLabel('要解析的 UUID')).toHaveValue(first);
    await expect(page.getByText('v7（Unix 毫秒时间有序）')).toBeVisible();
    await expect(
      page.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3} \(GMT\+8\)$/),
    ).toBeVisible();
  });

  test('batch validation counts valid, invalid and duplicates', async ({ page }) => {
    await openScreen(page, PATH);
    await page.getByRole('tab', { name: '批量校验' }).click();
    await page
      .getByLabel('要校验的 UUID 列表')
      .fill(
        [
          '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
          '{6BA7B810-9DAD-11D1-80B4-00C04FD430C8}',
          'hello',
          '2ed6657d-e927-568b-95e1-2665a8aea6a2',
        ].join('\n'),
      );
    const stat = (title: string) =>
      page
        .locator('.ant-statistic')
        .filter({
          has: page.locator('.ant-statistic-title', { hasText: new RegExp(`^${title}$`) }),
        })
        .locator('.ant-statistic-content');
    await expect(stat('总数')).toHaveText('4');
    await expect(stat('无效')).toHaveText('1');
    await expect(stat('重复')).toHaveText('1');
    await expect(stat('不重复')).toHaveText('2');
    await expect(page.getByText('与第 1 行重复')).toBeVisible();
    await expect(page.getByText('第 1 个字符“h”不是十六进制数字（应为 0–9 或 a–f）')).toBeVisible();
    await page.getByRole('button', { name: '复制去重后的有效 UUID（标准写法）' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      '6ba7b810-9dad-11d1-80b4-00c04fd430c8\n2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  test('presets apply .NET and SQL formats', async ({ page }) => {
    await openScreen(page, PATH);
    await page.getByRole('button', { name: '.NET X（十六进制结构）' }).click();
    await expect(rows(page).first().locator('code')).toHaveText(
      /^\{0x[0-9a-f]{8},0x[0-9a-f]{4},0x4[0-9a-f]{3},\{(0x[0-9a-f]{2},){7}0x[0-9a-f]{2}\}\}$/,
    );
    await page.getByRole('button', { name: "SQL ('…') 列表" }).click();
    await expect(rows(page).first().locator('code')).toHaveText(/^\('[0-9a-f-]{36}'\)$/);
    await page.getByRole('button', { name: 'Base64（22 位）' }).click();
    await expect(rows(page).first().locator('code')).toHaveText(/^[A-Za-z0-9+/]{21}[AQgw]$/);
  });
});
