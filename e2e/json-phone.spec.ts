import type { Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';

const PATH = '/tool/jsonConvert';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

/** Replaces the input editor's text as a paste would. */
async function pasteInput(page: Page, text: string) {
  const editor = page.getByRole('textbox', { name: 'JSON 输入' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

/** Opens a tab, through the tab strip's overflow menu when it is not wholly on screen. */
async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true });
  const box = await tab.boundingBox();
  const strip = await page.locator('.json-tabs .ant-tabs-nav-wrap').boundingBox();
  if (box && strip && box.x >= strip.x && box.x + box.width <= strip.x + strip.width) {
    await tab.click();
  } else {
    await page.locator('.json-tabs .ant-tabs-nav-more').click();
    await page.getByRole('option', { name, exact: true }).click();
  }
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** How far the page is wider than the screen (0 when nothing overflows). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const DOCUMENT = JSON.stringify({
  名字: '张三'.repeat(30),
  长长的键名长长的键名长长的键名长长的键名: 'https://example.com/'.repeat(8),
  items: [{ id: 1, tags: ['a', 'b'] }, { id: 2 }],
  n: 1.5,
});

/** Each tab with the button that runs it, on content wide enough to push the layout. */
const TABS: [tab: string, button: RegExp][] = [
  ['格式化', /^格式化$/],
  ['树形视图', /^$/],
  ['表格视图', /^$/],
  ['修复', /^修\s*复$/],
  ['转义', /^转\s*义$/],
  ['转换', /^转\s*换$/],
  ['查询', /^查\s*询$/],
  ['生成类型', /^生\s*成$/],
  ['对比', /^对\s*比$/],
];

test('JSON解析 fits a 375 px phone in every tab, with content and results', async ({ page }) => {
  test.setTimeout(180_000);
  await openScreen(page, PATH);
  await pasteInput(page, DOCUMENT);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  for (const [tab, button] of TABS) {
    await openTab(page, tab);
    if (tab === '查询')
      await page.getByRole('searchbox', { name: '查询表达式' }).fill('$.items[*].tags');
    if (button.source !== '^$') await page.getByRole('button', { name: button }).first().click();
    await page.waitForTimeout(800);
    expect({ tab, overflow: await overflow(page) }).toEqual({ tab, overflow: 0 });
  }
  // An error with its excerpt, and the encoding dialog, fit too.
  await openTab(page, '格式化');
  await pasteInput(page, `{"${'名字'.repeat(40)}"："x"}`);
  await page
    .getByRole('button', { name: /^格式化$/ })
    .first()
    .click();
  const spot = page.getByTestId('json-error-spot');
  await expect(spot).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  // The excerpt's line is wider than the phone: it is scrolled to show the spot.
  const box = await spot.boundingBox();
  expect(box!.x).toBeGreaterThan(0);
  expect(box!.x + box!.width).toBeLessThan(375);
  await page.getByTestId('json-file-input').setInputFiles({
    name: 'gbk.json',
    mimeType: 'application/json',
    buffer: Buffer.from([0x5b, 0x22, 0xd6, 0xd0, 0xce, 0xc4, 0x22, 0x5d]),
  });
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/json-phone-encoding.png' });
});
