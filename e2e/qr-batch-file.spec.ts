import { readFileSync } from 'node:fs';
import { strToU8, unzipSync, zipSync } from 'fflate';
import type { Download, Page } from '@playwright/test';
import { decodeQrCodes } from '../src/tools/qr/core/decode';
import { prepareNodeDecoder } from '../src/tools/qr/core/nodeDecoder';
import { expect, openScreen, test } from './fixtures';

/**
 * 二维码 批量 from files (issue 16): a UTF-8 CSV, a GBK CSV (Excel's default on Chinese
 * Windows) and an .xlsx are opened, their columns picked, and every code of the ZIP and of the
 * PDF sheet decodes back in Node; a 100,000-line list keeps the box responsive.
 */
const PATH = '/tool/qrGenerate';
prepareNodeDecoder();
test.describe.configure({ timeout: 180_000 });

async function downloaded(download: Download): Promise<Uint8Array> {
  return new Uint8Array(readFileSync((await download.path())!));
}

async function decodeTexts(image: Uint8Array): Promise<string[]> {
  return (await decodeQrCodes(image)).map((symbol) => symbol.text);
}

async function openBatch(page: Page) {
  await openScreen(page, PATH);
  await page.getByRole('tab', { name: '批量生成' }).click();
}

/** The batch box's lines as drawn (CodeMirror draws the lines in view). */
const boxLines = (page: Page) => page.locator('#qr-batch-input .cm-line');

async function openFile(page: Page, name: string, mimeType: string, bytes: Uint8Array) {
  await page.getByTestId('qr-batch-file').setInputFiles({
    name,
    mimeType,
    buffer: Buffer.from(bytes),
  });
  return page.getByRole('dialog', { name: `选择列：${name}` });
}

/** Picks an option of an antd Select by its visible text. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
  // The list closes with an animation: the next Select's list must not be confused with it.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** The ZIP's files decoded, by name. */
async function zipTexts(page: Page, count: number): Promise<Map<string, string[]>> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 150_000 }),
    page.getByRole('button', { name: `生成 ZIP（${count} 个）` }).click(),
  ]);
  const files = unzipSync(await downloaded(download));
  const names = Object.keys(files);
  expect(names).toHaveLength(count);
  const decoded = await Promise.all(names.map((name) => decodeTexts(files[name])));
  return new Map(names.map((name, index) => [name, decoded[index]]));
}

/** A minimal .xlsx (Office Open XML): one sheet, inline strings; what Excel reads too. */
function xlsxOf(rows: string[][]): Uint8Array {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const column = (index: number) => String.fromCharCode(65 + index);
  const sheetRows = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row
          .map(
            (cell, c) =>
              `<c r="${column(c)}${r + 1}" t="inlineStr"><is><t xml:space="preserve">${escape(cell)}</t></is></c>`,
          )
          .join('')}</row>`,
    )
    .join('');
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
  const ns = 'http://schemas.openxmlformats.org';
  return zipSync({
    '[Content_Types].xml': strToU8(
      `${xml}<Types xmlns="${ns}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `${xml}<Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `${xml}<workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="名单" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `${xml}<Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `${xml}<worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
    ),
  });
}

/** The JPEG images a PDF holds (image XObjects with DCTDecode), and its page count. */
function pdfImages(pdf: Uint8Array): { pages: number; images: Uint8Array[] } {
  const text = Buffer.from(pdf).toString('latin1');
  const pages = (text.match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
  const images: Uint8Array[] = [];
  const streams = /<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g;
  for (let match = streams.exec(text); match; match = streams.exec(text)) {
    const dictionary = match[1];
    if (!/\/Subtype\s*\/Image/.test(dictionary) || !/\/DCTDecode/.test(dictionary)) continue;
    const length = Number(/\/Length\s+(\d+)/.exec(dictionary)![1]);
    const start = match.index + match[0].length;
    images.push(pdf.subarray(start, start + length));
  }
  return { pages, images };
}

test.describe('二维码 批量：从文件生成', () => {
  test('a UTF-8 CSV: columns preselected by header, the ZIP decodes back', async ({ page }) => {
    await openBatch(page);
    const csv =
      '编号,名称,网址\n1,首页,https://example.com/\n2,联系我们,"https://example.com/?a=1,2"\n3,,https://example.com/空名\n';
    const dialog = await openFile(page, '链接.csv', 'text/csv', new TextEncoder().encode(csv));
    await expect(dialog.getByText('4 行 × 3 列 · 文本编码：UTF-8')).toBeVisible();
    // Preselected: content = 网址, name = 名称; the preview shows the rows as they will be used.
    await expect(dialog.getByRole('cell', { name: '联系我们' })).toBeVisible();
    await expect(dialog.getByRole('cell', { name: 'https://example.com/?a=1,2' })).toBeVisible();
    await dialog.getByRole('button', { name: '使用这些列' }).click();
    await expect(page.getByText('当前内容导入自 链接.csv（UTF-8）')).toBeVisible();
    await expect(page.getByText('共 3 条（CSV），3 条可生成，0 条超出容量')).toBeVisible();
    const texts = await zipTexts(page, 3);
    expect(texts.get('首页.png')).toEqual(['https://example.com/']);
    expect(texts.get('联系我们.png')).toEqual(['https://example.com/?a=1,2']);
    expect(texts.get('0003-example.com_空名.png')).toEqual(['https://example.com/空名']);
  });

  test('a GBK CSV from Chinese Excel opens as Chinese, and says so', async ({ page }) => {
    await openBatch(page);
    // "名字,内容\r\n中文,中文内容\r\n" in GBK: D6 D0 CE C4 is 中文.
    const gbk = new Uint8Array([
      0xc3, 0xfb, 0xd7, 0xd6, 0x2c, 0xc4, 0xda, 0xc8, 0xdd, 0x0d, 0x0a, 0xd6, 0xd0, 0xce, 0xc4,
      0x2c, 0xd6, 0xd0, 0xce, 0xc4, 0xc4, 0xda, 0xc8, 0xdd, 0x0d, 0x0a,
    ]);
    const dialog = await openFile(page, 'gbk.csv', 'text/csv', gbk);
    await expect(dialog.getByText(/文本编码：GBK \/ GB18030/)).toBeVisible();
    await expect(dialog.getByRole('cell', { name: '中文内容' })).toBeVisible();
    await dialog.getByRole('button', { name: '使用这些列' }).click();
    await expect(boxLines(page)).toHaveText(['filename,content', '中文,中文内容']);
    const texts = await zipTexts(page, 1);
    expect(texts.get('中文.png')).toEqual(['中文内容']);
  });

  test('an .xlsx: other columns picked by hand, ZIP and PDF sheet decode back', async ({
    page,
  }) => {
    await openBatch(page);
    const rows = [
      ['门店', '编号', '地址'],
      ...Array.from({ length: 23 }, (_, i) => [
        `门店 ${i + 1}`,
        String(1000 + i),
        `https://example.com/店/${i + 1}`,
      ]),
    ];
    const dialog = await openFile(
      page,
      '门店.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      xlsxOf(rows),
    );
    await expect(dialog.getByText('24 行 × 3 列 · Excel 工作簿（读取第一个工作表）')).toBeVisible();
    // No header word is known here: the user says row 1 is a header and picks both columns.
    await dialog.getByRole('checkbox', { name: '第一行是表头（不生成二维码）' }).check();
    await choose(page, '内容列', '第 3 列 · 地址');
    await choose(page, '文件名列', '第 1 列 · 门店');
    await expect(dialog.getByRole('cell', { name: 'https://example.com/店/1' })).toBeVisible();
    await dialog.getByRole('button', { name: '使用这些列' }).click();
    await expect(page.getByText('共 23 条（CSV），23 条可生成，0 条超出容量')).toBeVisible();

    const texts = await zipTexts(page, 23);
    for (let i = 1; i <= 23; i += 1)
      expect(texts.get(`门店 ${i}.png`)).toEqual([`https://example.com/店/${i}`]);

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 150_000 }),
      page.getByRole('button', { name: '生成 PDF 打印页' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('二维码打印页-23个.pdf');
    await expect(
      page.locator('.ant-alert-title', { hasText: '已生成 PDF：23 个二维码，共 2 页（A4）' }),
    ).toBeVisible();
    const { pages, images } = pdfImages(await downloaded(download));
    expect(pages).toBe(2);
    expect(images).toHaveLength(23);
    const decoded = await Promise.all(images.map((image) => decodeTexts(image)));
    expect(decoded).toEqual(rows.slice(1).map((row) => [row[2]]));
  });

  test('an old .xls is refused with a way out, and the box keeps its text', async ({ page }) => {
    await openBatch(page);
    await page.getByLabel('批量内容').fill('https://example.com/keep');
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    await openFile(page, '旧表.xls', 'application/vnd.ms-excel', xls);
    await expect(
      page.getByText(/旧表\.xls 是旧版 Excel（\.xls）文件.*另存为 \.xlsx 或 CSV/),
    ).toBeVisible();
    await expect(boxLines(page)).toHaveText(['https://example.com/keep']);
  });

  test('typing in a 100,000-line list keeps working and the summary follows', async ({ page }) => {
    await openBatch(page);
    const box = page.getByLabel('批量内容');
    const lines = Array.from({ length: 100_000 }, (_, i) => `https://example.com/item/${i + 1}`);
    // Pasted at once, as Ctrl+V would: typing 3 MB key by key is not what a user does.
    await box.evaluate((element, text) => {
      const clipboardData = new DataTransfer();
      clipboardData.setData('text/plain', text);
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true }));
    }, lines.join('\n'));
    await expect(page.getByText('共 100000 条（按行），100000 条可生成，0 条超出容量')).toBeVisible(
      {
        timeout: 60_000,
      },
    );
    await expect(
      page.getByText('ZIP 一次最多生成 10000 个，当前有 100000 条，请分批处理。'),
    ).toBeVisible();
    // The list is virtualised: only the rows in view are drawn.
    expect(await page.getByRole('row').count()).toBeLessThan(100);
    await box.press('Control+End');
    await box.press('Enter');
    await box.pressSequentially('新的一行', { delay: 20 });
    await expect(boxLines(page).last()).toHaveText('新的一行');
    await expect(page.getByText('共 100001 条（按行），100001 条可生成，0 条超出容量')).toBeVisible(
      {
        timeout: 60_000,
      },
    );
  });
});
