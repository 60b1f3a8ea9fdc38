import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every e2e test uses this `test`: it fails when the page asks any host other than the app's
 * own (privacy: nothing leaves the browser) or when the page throws an uncaught error.
 */
export const test = base.extend<{ foreignRequests: string[]; pageErrors: string[] }>({
  foreignRequests: async ({ page, baseURL }, use) => {
    const own = new URL(baseURL ?? 'http://127.0.0.1').host;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (['data:', 'blob:', 'about:'].includes(url.protocol)) return;
      if (url.host !== own) foreign.push(request.url());
    });
    await use(foreign);
    expect(foreign, 'requests to other hosts').toEqual([]);
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'uncaught page errors').toEqual([]);
  },
  page: async ({ page, foreignRequests, pageErrors }, use) => {
    void foreignRequests;
    void pageErrors;
    await use(page);
  },
});

export { expect };

/** Opens a path and waits until the screen (not the chunk spinner) is shown. */
export async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.app-header-title')).toBeVisible();
  await expect(page.locator('.screen-loading')).toHaveCount(0);
}
