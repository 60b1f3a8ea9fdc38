import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every e2e test uses this `test`. Two automatic checks run around each test, for every page
 * of its browser context: no request to any host but the app's own (privacy: nothing leaves
 * the browser), and no uncaught error in the page.
 */
export const test = base.extend<{ foreignRequests: string[]; pageErrors: string[] }>({
  foreignRequests: [
    async ({ context, baseURL }, use) => {
      const own = new URL(baseURL ?? 'http://127.0.0.1').host;
      const foreign: string[] = [];
      context.on('request', (request) => {
        const url = new URL(request.url());
        if (['data:', 'blob:', 'about:'].includes(url.protocol)) return;
        if (url.host !== own) foreign.push(request.url());
      });
      await use(foreign);
      expect(foreign, 'requests to other hosts').toEqual([]);
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      context.on('weberror', (webError) => errors.push(webError.error().message));
      await use(errors);
      expect(errors, 'uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a path and waits until the screen (not the chunk spinner) is shown. */
export async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.app-header-title')).toBeVisible({ timeout: 30_000 });
  // A tool chunk can be large (editors, decoders); give a loaded machine time to fetch it.
  await expect(page.locator('.screen-loading')).toHaveCount(0, { timeout: 60_000 });
  // The screen's HTML, prerendered at build time, shows before the scripts: wait for the app
  // (hydrated or rendered), whose buttons act.
  await expect(page.locator('html[data-app-rendered]')).toHaveCount(1, { timeout: 60_000 });
}
