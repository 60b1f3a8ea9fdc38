import type { BrowserContext, Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';
import { ROUTES } from './smoke/servingSmoke';

const SCREENS = ROUTES.filter((route) => route.path === route.landsOn);

/**
 * Every request of the context (pages, workers, service worker), by URL, for hosts other than
 * ours; the fixture's own check covers the page only. Also counts our own requests, to show
 * the recorder is listening at all.
 */
function recordRequests(context: BrowserContext, baseURL: string | undefined) {
  const own = new URL(baseURL ?? 'http://127.0.0.1').host;
  const record = { own: 0, foreign: [] as string[], sockets: [] as string[] };
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (['data:', 'blob:', 'about:'].includes(url.protocol)) return;
    if (url.host === own) record.own += 1;
    else record.foreign.push(request.url());
  });
  return record;
}

async function openByMenu(page: Page, title: string, openMenu?: () => Promise<void>) {
  await openMenu?.();
  await page.getByRole('menu').getByRole('menuitem', { name: title }).click();
  await expect(page.locator('.app-header-title')).toHaveText(title);
  await expect(page.locator('.screen-loading')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

test.describe('privacy walk', () => {
  test('every screen, reached through the menu, asks no host but ours', async ({
    page,
    context,
    baseURL,
  }) => {
    const requests = recordRequests(context, baseURL);
    page.on('websocket', (socket) => requests.sockets.push(socket.url()));
    await openScreen(page, '/');
    for (const screen of [...SCREENS.slice(1), SCREENS[0]]) await openByMenu(page, screen.title);
    // Theme and language switches load nothing from elsewhere either.
    await page.getByRole('radiogroup', { name: '主题' }).getByText('深色').click();
    await page.getByRole('radiogroup', { name: '界面语言' }).getByText('English').click();
    await expect(page.locator('.app-header-title')).toHaveText('Home');
    await page.waitForLoadState('networkidle');

    expect(requests.own).toBeGreaterThan(0);
    expect(requests.foreign, 'requests to other hosts').toEqual([]);
    expect(requests.sockets, 'WebSockets').toEqual([]);
  });

  test('on a phone, through the drawer, too', async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 760 });
    const requests = recordRequests(context, baseURL);
    await openScreen(page, '/');
    const openDrawer = () => page.getByRole('button', { name: '打开菜单' }).click();
    for (const screen of [...SCREENS.slice(1), SCREENS[0]])
      await openByMenu(page, screen.title, openDrawer);
    expect(requests.own).toBeGreaterThan(0);
    expect(requests.foreign, 'requests to other hosts').toEqual([]);
  });
});

// Each payload reports to the test if it ever runs (the CSP should stop inline handlers even
// if one were injected; the element checks below catch an injection the CSP stopped).
const PAYLOADS = [
  '<img src=x onerror="reportPwned(\'img\')">',
  "\"><script>reportPwned('script')</script>",
  "javascript:reportPwned('url')//'\"",
  "<svg onload=reportPwned('svg')>",
  '\u202e\u200b😀<b>粗体</b>',
];
// Query names that tools commonly read options or shared text from.
const QUERY_KEYS = ['q', 'text', 'input', 'data', 'value', 'name', 'title', 'url', 'json'];

async function detectExecution(page: Page) {
  const executed: string[] = [];
  await page.exposeFunction('reportPwned', (what: string) => executed.push(what));
  page.on('dialog', async (dialog) => {
    executed.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return executed;
}

test.describe('hostile text in the URL', () => {
  for (const screen of SCREENS) {
    test(`${screen.path} shows query and hash payloads as text at most`, async ({ page }) => {
      test.slow(); // five full page loads
      const executed = await detectExecution(page);
      for (const payload of PAYLOADS) {
        const query = new URLSearchParams(QUERY_KEYS.map((key) => [key, payload]));
        await openScreen(page, `${screen.path}?${query}#${encodeURIComponent(payload)}`);
        // The document title comes from our catalogue, never from the address.
        await expect(page).toHaveTitle(`${screen.title} - 工具箱`);
        await expect(page.locator('img[src="x"], svg[onload], b:text("粗体")')).toHaveCount(0);
      }
      await page.waitForLoadState('networkidle');
      expect(executed).toEqual([]);
    });
  }

  test('a hostile path is redirected home without running', async ({ page }) => {
    const executed = await detectExecution(page);
    await page.goto(`/${encodeURIComponent(PAYLOADS[0])}/${PAYLOADS[3]}`);
    await expect(page).toHaveURL('/');
    await expect(page.locator('.app-header-title')).toHaveText('首页');
    await page.waitForLoadState('networkidle');
    expect(executed).toEqual([]);
  });
});
