import type { Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';

/** Guid生成 never loses work: leaving, closing, two tabs, shared links, resetting the format. */
const PATH = '/tool/guidGenerate';
const NAMES_LABEL = '名称（每行一个，空行跳过）';
const INSPECT_LABEL = '要解析的 UUID';
const V7_SAMPLE = '01890a5d-ac96-774b-bcce-b302099a8057';

const menu = (page: Page) => page.getByRole('menu').first();
const rows = (page: Page) =>
  page.getByRole('list', { name: '生成的 UUID 列表' }).getByRole('listitem');

async function pickRadio(page: Page, name: string) {
  await page.getByRole('radio', { name, exact: true }).locator('xpath=ancestor::label').click();
  await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
}

const savedOptions = (page: Page) =>
  page.evaluate(() => localStorage.getItem('toolbox:guid.options'));

test.describe('Guid生成 keeps what the user typed', () => {
  test('names and validation input typed 100 ms before leaving in-app are there on return', async ({
    page,
  }) => {
    await openScreen(page, PATH);
    await pickRadio(page, 'v5');
    await page.getByLabel(NAMES_LABEL).fill('example.com\n订单-1');
    await page.getByRole('tab', { name: '批量校验' }).click();
    await page.getByLabel('要校验的 UUID 列表').fill(`${V7_SAMPLE}\nxyz`);
    await page.waitForTimeout(100);
    await menu(page).getByRole('menuitem', { name: 'JSON解析' }).click();
    await expect(page).toHaveURL(/jsonConvert/);
    await menu(page).getByRole('menuitem', { name: 'Guid生成' }).click();
    await expect(page.getByLabel(NAMES_LABEL)).toHaveValue('example.com\n订单-1');
    await page.getByRole('tab', { name: '批量校验' }).click();
    // The list is a CodeMirror editor (one element per line), read as the user sees it.
    await expect
      .poll(() => page.getByLabel('要校验的 UUID 列表').innerText())
      .toBe(`${V7_SAMPLE}\nxyz`);
  });

  test('input typed 100 ms before the tab closes is there in a new tab', async ({ context }) => {
    const page = await context.newPage();
    await openScreen(page, PATH);
    await page.getByLabel(INSPECT_LABEL).fill(V7_SAMPLE);
    await page.waitForTimeout(100);
    await page.close({ runBeforeUnload: true });
    const next = await context.newPage();
    await openScreen(next, PATH);
    await expect(next.getByLabel(INSPECT_LABEL)).toHaveValue(V7_SAMPLE);
    await expect(next.getByText('v7（Unix 毫秒时间有序）')).toBeVisible();
  });

  test('two tabs: an edit in one shows in the other, and edits in both survive', async ({
    context,
  }) => {
    const a = await context.newPage();
    const b = await context.newPage();
    await openScreen(a, PATH);
    await openScreen(b, PATH);
    await pickRadio(a, 'v5');
    await a.getByLabel(NAMES_LABEL).fill('from-tab-a');
    await expect(b.getByRole('radio', { name: 'v5', exact: true })).toBeChecked();
    await expect(b.getByLabel(NAMES_LABEL)).toHaveValue('from-tab-a');
    // Both tabs show one list for the same request (when both made one, the later save wins).
    const firstOf = (page: Page) => page.locator('.guid-page code').first().innerText();
    await expect.poll(async () => (await firstOf(a)) === (await firstOf(b))).toBe(true);
    await b.getByLabel(INSPECT_LABEL).fill(V7_SAMPLE);
    await expect(a.getByLabel(INSPECT_LABEL)).toHaveValue(V7_SAMPLE);
    await a.getByLabel(NAMES_LABEL).fill('from-tab-a\nagain');
    await b.waitForTimeout(100);
    await a.close();
    await b.close();
    const c = await context.newPage();
    await openScreen(c, PATH);
    await expect(c.getByLabel(NAMES_LABEL)).toHaveValue('from-tab-a\nagain');
    await expect(c.getByLabel(INSPECT_LABEL)).toHaveValue(V7_SAMPLE);
  });

  test('a shared link wins for the visit without touching saved options, until 保存为默认', async ({
    page,
  }) => {
    await openScreen(page, PATH);
    await pickRadio(page, 'v7');
    await page.getByRole('checkbox', { name: '大写' }).check();
    await expect.poll(() => savedOptions(page)).toContain('"uppercase":true');
    const before = await savedOptions(page);

    await openScreen(page, `${PATH}?count=3`);
    await expect(page.getByText('正在使用链接中的选项，你保存的默认选项没有改变。')).toBeVisible();
    // The link's options over the defaults: v4, lower case, three; the URL stays the link's.
    await expect(page.getByRole('radio', { name: 'v4', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: '大写' })).not.toBeChecked();
    await expect(rows(page)).toHaveCount(3);
    await expect(page).toHaveURL(`${PATH}?count=3`);
    expect(await savedOptions(page)).toBe(before);

    await page.getByRole('button', { name: '保存为默认' }).click();
    await expect(page.getByText('正在使用链接中的选项，你保存的默认选项没有改变。')).toBeHidden();
    await expect.poll(() => savedOptions(page)).toContain('"count":3');
    expect(await savedOptions(page)).toContain('"uppercase":false');
    await openScreen(page, PATH);
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByRole('radio', { name: 'v4', exact: true })).toBeChecked();
  });

  test('恢复默认选项 resets the format and leaves the generator as it is', async ({ page }) => {
    await openScreen(page, PATH);
    await pickRadio(page, 'v7');
    await page.getByLabel('数量').fill('25');
    await page.getByLabel('数量').blur();
    await expect(page.getByText('共 25 个')).toBeVisible();
    await page.getByRole('checkbox', { name: '大写' }).check();
    await page.getByLabel('每行前缀').fill('id=');
    await expect(rows(page).first().locator('code')).toHaveText(/^id=[0-9A-F]{8}-/);

    await page.getByRole('button', { name: '恢复默认选项' }).click();
    await expect(page.getByRole('checkbox', { name: '大写' })).not.toBeChecked();
    await expect(page.getByLabel('每行前缀')).toHaveValue('');
    await expect(rows(page).first().locator('code')).toHaveText(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    await expect(page.getByRole('radio', { name: 'v7', exact: true })).toBeChecked();
    await expect(page.getByLabel('数量')).toHaveValue('25');
    await expect(page.getByText('共 25 个')).toBeVisible();
  });
});
