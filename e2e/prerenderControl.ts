import { expect, type Page, type Route } from '@playwright/test';

/** Holds back the app's entry script until `release` is called. */
export async function holdEntry(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    await released;
    await route.continue();
  };
  await page.route(/\/assets\/index-[^/]+\.js$/, hold);
  // Later requests pass at once (a later holdEntry's handler comes first, and holds them).
  return () => {
    release();
    return Promise.resolve();
  };
}

/** Console errors (React reports hydration mismatches there) from now on. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

export const COMPARE = '/tool/compare';
/** 比价器's first price field. */
export const price = (page: Page) => page.getByLabel('商品 A 价格');

/** Opens 比价器 and types `value` as the first price, saved and recorded once this resolves. */
export async function savePrice(page: Page, value: string) {
  await page.goto(COMPARE);
  await price(page).fill(value);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('toolbox-idb:toolbox:compare')))
    .not.toBeNull();
  // Past the save's own IndexedDB write.
  await page.waitForTimeout(800);
}
