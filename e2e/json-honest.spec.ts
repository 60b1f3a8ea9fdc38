import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { chineseOnPage } from './englishMode';
import { expect, openScreen, test } from './fixtures';

/**
 * JSON解析 conversions are exact or say what they changed: the change list above the output
 * gives where, before, after and why, in the interface language, and the output holds none of it.
 */
const PATH = '/tool/jsonConvert';
const DOCUMENT =
  '{"big": 1E400, "price": 1.10, "zero": -0, "answer": "yes", "time": "12:30", "b c": 1, "b_c": 2}';

async function pasteInput(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'JSON 输入' }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

async function convertTo(page: Page, format: string) {
  await page.getByRole('combobox', { name: '到', exact: true }).selectOption({ label: format });
  await page.getByRole('button', { name: /^转\s?换$/ }).click();
}

const output = (page: Page) => page.getByRole('textbox', { name: '输出（只读）' });
const changeRow = (page: Page, path: string) =>
  page.getByRole('list', { name: '改动列表' }).getByRole('listitem').filter({ hasText: path });

test('TOML, YAML and XML outputs list what they change, in Chinese and in English', async ({
  page,
}) => {
  await openScreen(page, PATH);
  await page.getByRole('tab', { name: '转换' }).click();
  await pasteInput(page, DOCUMENT);

  // TOML: 1.10 and -0 keep their value as written; 1E400 cannot be a TOML float.
  await convertTo(page, 'TOML');
  await expect(output(page)).toContainText('big = "1E400"');
  await expect(output(page)).toContainText('price = 1.10');
  await expect(output(page)).toContainText('zero = -0.0');
  await expect(page.getByText('输出与输入有 1 处不同')).toBeVisible();
  const big = changeRow(page, '$.big');
  await expect(big).toContainText('1E400');
  await expect(big).toContainText('"1E400"');
  await expect(big).toContainText('TOML 浮点数是双精度，表示不了这个数');
  // The list is beside the output, never in it.
  await expect(output(page)).not.toContainText('双精度');

  // YAML: what YAML 1.1 programs read as a boolean or a number is quoted.
  await convertTo(page, 'YAML');
  await expect(output(page)).toContainText('answer: "yes"');
  await expect(output(page)).toContainText('time: "12:30"');
  await expect(output(page)).toContainText('price: 1.10');
  await expect(changeRow(page, '$.big')).toContainText('Infinity');

  // Plain YAML 1.2, when asked, leaves them unquoted.
  await page.getByRole('switch', { name: '纯 YAML 1.2' }).click();
  await page.getByRole('button', { name: /^转\s?换$/ }).click();
  await expect(output(page)).toContainText('answer: yes');

  // XML: "b c" and b_c would both be <b_c>: the second is numbered, and both are listed.
  await convertTo(page, 'XML');
  await expect(output(page)).toContainText('<b_c>1</b_c>');
  await expect(output(page)).toContainText('<b_c_2>2</b_c_2>');
  await expect(changeRow(page, "$['b c']")).toContainText('不是有效的 XML 元素名');
  await expect(changeRow(page, '$.b_c')).toContainText('改名后与 b_c 重名');

  // The same list in English once the interface is.
  await page.getByRole('radiogroup', { name: '界面语言' }).getByText('English').click();
  const list = page.getByRole('list', { name: 'Change list' });
  await expect(list.getByRole('listitem').filter({ hasText: '$.b_c' })).toContainText(
    'Same name as b_c once cleaned: numbered so that both are kept',
  );
  await expect(list.getByRole('listitem').filter({ hasText: "$['b c']" })).toContainText('Before');
  expect(await chineseOnPage(page, ['.json-change-list-box'])).toEqual([]);
});

test('\\u to text keeps the JSON valid and lists what stayed escaped', async ({ page }) => {
  await openScreen(page, PATH);
  await page.getByRole('tab', { name: '转义' }).click();
  await pasteInput(page, '{"q": "\\u4e2d\\u0022\\u000a"}');
  await page.getByRole('button', { name: '\\u 转中文' }).click();
  await expect(output(page)).toHaveText('{"q": "中\\"\\n"}');
  await expect(page.getByText('输出与输入有 2 处不同')).toBeVisible();
  await expect(changeRow(page, '第 1 行第 14 列')).toContainText(
    'U+0022 直接写出会破坏 JSON 字符串',
  );
});

test('with 排序键 on, formatting does not claim the key order is kept', async ({ page }) => {
  await openScreen(page, PATH);
  await pasteInput(page, '{"b": 1, "a": 2}');
  await page.getByRole('switch', { name: '排序键' }).click();
  await page.getByRole('button', { name: '格式化', exact: true }).click();
  await expect(page.getByText('“排序键”已开启，键已按顺序重排')).toBeVisible();
  await expect(page.getByText('数字与键的顺序保持原样')).toHaveCount(0);
});

test('CSV lists the cells a row did not have, beside the output', async ({ page }) => {
  await openScreen(page, PATH);
  await page.getByRole('tab', { name: '转换' }).click();
  await pasteInput(page, '[{"id":"a","tag":""},{"id":"b"}]');
  await convertTo(page, 'CSV');
  await expect(output(page)).toContainText('id,tag');
  await expect(page.getByText('输出与输入有 1 处不同')).toBeVisible();
  const row = changeRow(page, '$[1]');
  await expect(row).toContainText('{"tag":""}');
  await expect(row).toContainText('这一行没有这些列：写成空单元格，读回时多出这些项');
  await expect(output(page)).not.toContainText('空单元格');
});

test('CSV guards cells a spreadsheet would run as formulas, listed, and the switch turns it off', async ({
  page,
}) => {
  await openScreen(page, PATH);
  await page.getByRole('tab', { name: '转换' }).click();
  await pasteInput(page, '[{"name":"=HYPERLINK(\\"http://evil\\")","phone":"+86 13800138000"}]');
  await convertTo(page, 'CSV');
  await expect(output(page)).toContainText(`'+86 13800138000`);
  await expect(output(page)).toContainText(`"'=HYPERLINK(""http://evil"")"`);
  await expect(page.getByText('输出与输入有 2 处不同')).toBeVisible();
  await expect(changeRow(page, '$[0].phone')).toContainText('会被 Excel、WPS 当作公式运行');

  const guard = page.getByRole('switch', { name: '防止公式注入' });
  await expect(guard).toBeChecked();
  await guard.click();
  await page.getByRole('button', { name: /^转\s?换$/ }).click();
  await expect(output(page)).toContainText('"=HYPERLINK(""http://evil"")",+86 13800138000');
  await expect(page.getByRole('list', { name: '改动列表' })).toHaveCount(0);
});

test('a list of thousands of changes says its total, pages past 1,000 and downloads whole', async ({
  page,
}) => {
  // 1,500 nulls, each left out of the TOML: more changes than travel to the page as objects.
  const count = 1500;
  await openScreen(page, PATH);
  await page.getByRole('tab', { name: '转换' }).click();
  await pasteInput(page, `{${Array.from({ length: count }, (_, i) => `"k${i}":null`).join(',')}}`);
  await convertTo(page, 'TOML');
  await expect(page.getByText('输出与输入有 1500 处不同')).toBeVisible();
  await expect(page.getByTestId('json-change-shown')).toHaveText('共 1,500 处，显示第 1–200 处');

  // Page 6 holds changes 1,001 … 1,200, read from the full list the worker sent as a file.
  for (let turn = 0; turn < 5; turn += 1)
    await page.getByRole('button', { name: '下一页' }).click();
  await expect(page.getByTestId('json-change-shown')).toHaveText(
    '共 1,500 处，显示第 1,001–1,200 处',
  );
  const list = page.getByRole('list', { name: '改动列表' });
  await expect(list.getByRole('listitem').first()).toContainText('$.k1000');
  await expect(list.getByRole('listitem')).toHaveCount(200);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '下载变更清单（CSV）' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('变更清单.csv');
  const rows = (await readFile(await download.path(), 'utf8')).split('\r\n').filter(Boolean);
  expect(rows).toHaveLength(count + 1);
  expect(rows[0]).toBe('\uFEFF"位置","原来","现在","原因"');
  expect(rows[1400]).toBe('"$.k1399","null","（省略）","TOML 没有 null，已省略"');
  // The list stays beside the output, never in it.
  await expect(output(page)).not.toContainText('省略');
});
