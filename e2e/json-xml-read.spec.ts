import type { Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';

/**
 * XML -> JSON in JSON解析: the 识别数字和布尔值 switch is honoured, every value it types and
 * every comment left out is listed, and XML that cannot be read is named in Chinese, with where.
 */
const PATH = '/tool/jsonConvert';

async function convertXml(page: Page, xml: string) {
  await page.getByRole('textbox', { name: 'JSON 输入' }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(xml);
  await page.getByRole('combobox', { name: '从', exact: true }).selectOption({ label: 'XML' });
  await page.getByRole('combobox', { name: '到', exact: true }).selectOption({ label: 'JSON' });
  await page.getByRole('button', { name: /^转\s?换$/ }).click();
}

const output = (page: Page) => page.getByRole('textbox', { name: '输出（只读）' });
const changeRow = (page: Page, path: string) =>
  page.getByRole('list', { name: '改动列表' }).getByRole('listitem').filter({ hasText: path });

test('XML -> JSON lists typed values and comments, and the switch keeps text as text', async ({
  page,
}) => {
  await openScreen(page, PATH);
  await page.getByRole('tab', { name: '转换' }).click();
  await convertXml(page, '<r n="1"><s>  hi  </s><!-- c --></r>');
  await expect(output(page)).toContainText('"@_n": 1');
  await expect(output(page)).toContainText('"s": "  hi  "');
  await expect(changeRow(page, "$.r['@_n']")).toContainText('“识别数字和布尔值”已开启');
  await expect(changeRow(page, '<!-- c -->')).toContainText('JSON 没有注释：已省略');

  await page.getByRole('switch', { name: '识别数字和布尔值' }).click();
  await page.getByRole('button', { name: /^转\s?换$/ }).click();
  await expect(output(page)).toContainText('"@_n": "1"');
  await expect(changeRow(page, "$.r['@_n']")).toHaveCount(0);
});

test('XML with two roots is refused in Chinese, with line and column', async ({ page }) => {
  await openScreen(page, PATH);
  await page.getByRole('tab', { name: '转换' }).click();
  await convertXml(page, '<a/>\n<b/>');
  await expect(page.getByRole('alert').filter({ hasText: '第二个根元素' })).toContainText(
    '第 2 行第 1 列',
  );
});
