import type { Page, Route } from '@playwright/test';

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
