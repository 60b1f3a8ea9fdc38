import type { Page } from '@playwright/test';
import { offerRow, openOffer } from './compareOffers';
import { expect, openScreen, test } from './fixtures';

/** 比价器 on a 375 × 812 touch phone: one row per offer, big enough to tap. */
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: 120_000 });

const VIEWPORT_HEIGHT = 812;
const MIN_TARGET = 44;

function ranking(page: Page) {
  return page.getByRole('list', { name: '排名' });
}

async function enterOffer(page: Page, name: string, spec: string, price: string) {
  await openOffer(page, name);
  await page.getByLabel(`${name} 快速录入规格`).fill(spec);
  await page.getByLabel(`${name} 价格`).fill(price);
}

/** Asserts that the element lies wholly inside the screen as scrolled to the top. */
async function expectOnFirstScreen(page: Page, what: string, box: Promise<DOMRectLike | null>) {
  const rect = await box;
  expect(rect, what).not.toBeNull();
  expect(rect!.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(rect!.y + rect!.height, `${what}: bottom`).toBeLessThanOrEqual(VIEWPORT_HEIGHT);
}
type DOMRectLike = { x: number; y: number; width: number; height: number };

/**
 * Every visible control of the 比价器 screen narrower or lower than 44 px: buttons (offer rows
 * included), tabs, fields (an input inside a prefix/suffix wrapper counts as its wrapper, the
 * part a finger hits), pickers, checkboxes and segments.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const targets = new Set<Element>();
    const selector = [
      'button',
      'a[href]',
      '[role="tab"]',
      '[role="button"]',
      'input:not([type="file"])',
      'textarea',
      'select',
      '.ant-checkbox-wrapper',
      '.ant-segmented-item',
    ].join(',');
    for (const element of document.querySelectorAll(`.cmp-page :is(${selector})`)) {
      targets.add(element.closest('.ant-input-affix-wrapper, .ant-checkbox-wrapper') ?? element);
    }
    const small: string[] = [];
    for (const element of targets) {
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      if (style.visibility === 'hidden' || rect.width === 0 || rect.height === 0) continue;
      if (rect.width < min || rect.height < min) {
        const name =
          element.getAttribute('aria-label') ??
          element.querySelector('[aria-label]')?.getAttribute('aria-label') ??
          element.textContent?.trim().slice(0, 20);
        small.push(
          `${element.tagName.toLowerCase()} "${name}" ${Math.round(rect.width)}×${Math.round(rect.height)}`,
        );
      }
    }
    return small;
  }, MIN_TARGET);
}

test('three offers and their ranking fit on one screen, each offer one row', async ({ page }) => {
  await openScreen(page, '/tool/compare');
  await enterOffer(page, '商品 A', '500g', '12.90');
  await enterOffer(page, '商品 B', '1kg', '24.80');
  await page.getByRole('button', { name: '添加商品' }).click();
  // A new offer opens with the phone's number keyboard ready in its fields.
  await expect(page.getByLabel('商品 C 快速录入规格')).toBeFocused();
  await expect(page.getByLabel('商品 C 价格')).toHaveAttribute('inputmode', 'decimal');
  await page.getByLabel('商品 C 快速录入规格').fill('两斤');
  await page.getByLabel('商品 C 价格').fill('13');
  await offerRow(page, '商品 C').click();
  await expect(page.locator('button[aria-expanded="true"]')).toHaveCount(0);

  // Folded, each row tells name, what it costs, unit price and rank.
  await expect(offerRow(page, '商品 C')).toContainText('共付 ¥13.00，得 2 斤');
  await expect(offerRow(page, '商品 C')).toContainText('¥6.50/斤');
  await expect(offerRow(page, '商品 C')).toContainText('最划算');
  await expect(offerRow(page, '商品 A')).toContainText('+98.5%');
  // The ranking: the cheapest pinned first, the others dearer by 元 and %.
  await expect(ranking(page).getByRole('listitem').first()).toContainText('商品 C');
  await expect(ranking(page).getByRole('listitem').nth(1)).toContainText('贵 ¥5.90/斤（+90.8%）');

  await page.evaluate(() => window.scrollTo(0, 0));
  for (const name of ['商品 A', '商品 B', '商品 C']) {
    const region = page.getByRole('region', { name, exact: true });
    await expectOnFirstScreen(page, name, region.boundingBox());
  }
  await expectOnFirstScreen(page, '排名', ranking(page).boundingBox());
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // Tapping a row opens it for editing, in place.
  await offerRow(page, '商品 A').tap();
  await expect(page.getByLabel('商品 A 价格')).toHaveValue('12.90');
  await offerRow(page, '商品 A').tap();
  await expect(page.getByLabel('商品 A 价格')).toHaveCount(0);
});

test('every button, tab, row and field of 比价器 is at least 44 × 44 px on a phone', async ({
  page,
}) => {
  await openScreen(page, '/tool/compare');
  await page.getByLabel('商品 A 快速录入规格').fill('土鸡蛋 30枚 1.5kg');
  await page.getByLabel('土鸡蛋 价格').fill('39.9');
  // An open offer with a question to answer and a promotion's fields (a checkbox among them).
  await page.getByLabel('土鸡蛋 促销').selectOption({ label: '满减' });
  await expect(page.getByLabel('土鸡蛋 满', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '30 枚' })).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);

  await page.getByRole('button', { name: '粘贴多个商品' }).click();
  await expect(page.getByLabel('粘贴商品标题，每行一个')).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);

  await page.getByRole('tab', { name: '买够' }).click();
  await expect(page.getByLabel('需要的数量')).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);

  await page.getByRole('tab', { name: '凑单' }).click();
  await page.getByRole('button', { name: '添加商品' }).click();
  await expect(page.getByLabel('商品名称 1')).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
});
