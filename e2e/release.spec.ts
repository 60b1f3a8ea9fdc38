import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { build } from 'vite';
import { createHandler } from '../server/serve.mjs';
import { test as base, expect, openScreen } from './fixtures';

/**
 * A release deployed while a tab is open (issue 14). Build A is the build under test; build B
 * is the same source with every script and style renamed, so none of A's hashed files exists
 * in B: the worst case of a release. One server serves A, then B from the same address.
 */
const DIST_A = resolve(process.env.E2E_DIST ?? 'dist');

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
interface Release {
  url: string;
  /** Replaces the served build, as a deploy does. */
  deploy: (build: 'a' | 'b') => void;
}

const test = base.extend<{ release: Release }, { releaseServer: Release }>({
  releaseServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from it
    async ({}, use) => {
      const distB = await mkdtemp(join(tmpdir(), 'toolbox-release-b-'));
      const names = 'assets/[name]-[hash]-next';
      const output = {
        entryFileNames: `${names}.js`,
        chunkFileNames: `${names}.js`,
        assetFileNames: `${names}[extname]`,
      };
      await build({
        configFile: resolve('vite.config.ts'),
        logLevel: 'warn',
        build: { outDir: distB, emptyOutDir: true, rolldownOptions: { output } },
        // Workers too: B shares no hashed file with A.
        worker: { rolldownOptions: { output } },
      });
      const shared = (await readdir(join(distB, 'assets'))).filter((file) =>
        existsSync(join(DIST_A, 'assets', file)),
      );
      if (shared.length > 0) throw new Error(`B shares files with A: ${shared.join(', ')}`);
      const handlers = { a: createHandler(DIST_A), b: createHandler(distB) };
      let current: Handler = handlers.a;
      const server = createServer((req, res) => current(req, res));
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      await use({
        url: `http://127.0.0.1:${port}`,
        deploy: (which) => (current = handlers[which]),
      });
      await new Promise((done) => server.close(done));
      await rm(distB, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  // Every test starts with build A live.
  release: [
    async ({ releaseServer }, use) => {
      releaseServer.deploy('a');
      await use(releaseServer);
    },
    { auto: true },
  ],
  baseURL: async ({ releaseServer }, use) => use(releaseServer.url),
});

test.describe.configure({ timeout: 180_000 });

const DRAFT = '发布前输入的草稿 typed before the release';
const TOOLS_NOT_LOADED = [
  { path: '/tool/jsonConvert', title: 'JSON解析' },
  { path: '/tool/guidGenerate', title: 'Guid生成' },
  { path: '/tool/compare', title: '比价器' },
] as const;

const menu = (page: Page) => page.getByRole('menu').first();
const entryScript = (page: Page) =>
  page.evaluate(() => document.querySelector('script[type="module"][src]')?.getAttribute('src'));

/** Types a QR draft, waits until it is saved, then goes home: QR and home are loaded. */
async function typeDraftThenGoHome(page: Page) {
  await openScreen(page, '/tool/qrGenerate');
  await page.getByLabel('内容', { exact: true }).fill(DRAFT);
  await expect
    .poll(() =>
      page.evaluate((text) => Object.values(localStorage).some((v) => v.includes(text)), DRAFT),
    )
    .toBe(true);
  await menu(page).getByRole('menuitem', { name: '首页' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('首页');
}

/**
 * Opens a tool from the menu. It either works at once, or the shell says a new version is
 * live with exactly one button, and that one click opens the tool at the same address.
 * Returns the number of clicks it took beyond the menu.
 */
async function openTool(page: Page, tool: { path: string; title: string }): Promise<number> {
  await menu(page).getByRole('menuitem', { name: tool.title }).click();
  const screen = page.locator(`.screen[data-screen="${tool.title}"]`);
  const updated = page.getByText('工具箱已更新到新版本');
  await expect(screen.or(updated)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('页面加载失败')).toHaveCount(0);
  if (await screen.isVisible()) return 0;
  const buttons = page.locator('.screen-error').getByRole('button');
  await expect(buttons).toHaveCount(1);
  await expect(buttons).toHaveText('刷新到新版本');
  await buttons.click();
  await expect(screen).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(tool.path);
  return 1;
}

async function expectDraftKept(page: Page) {
  await menu(page).getByRole('menuitem', { name: '二维码生成' }).click();
  await expect(page.getByLabel('内容', { exact: true })).toHaveValue(DRAFT);
}

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('a release while the tab is open: each tool opens after at most one click, the draft is kept', async ({
    page,
    release,
  }) => {
    await typeDraftThenGoHome(page);
    const before = await entryScript(page);
    release.deploy('b');

    let clicks = 0;
    for (const tool of TOOLS_NOT_LOADED) clicks += await openTool(page, tool);
    // A's files are gone: the first tool needed the reload, which moved the tab to B.
    expect(clicks).toBe(1);
    expect(await entryScript(page)).not.toBe(before);
    expect(await entryScript(page)).toContain('-next.js');
    await expectDraftKept(page);
  });

  test('with the same build live, a missing file is not blamed on the network', async ({
    page,
  }) => {
    await openScreen(page, '/');
    await page.route(/\/assets\/GuidPage-[^/]*\.js$/, (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );
    await menu(page).getByRole('menuitem', { name: 'Guid生成' }).click();
    await expect(page.getByText('页面加载失败')).toBeVisible();
    await expect(page.getByText(/不是网络问题/)).toBeVisible();
    await expect(page.getByText('工具箱已更新到新版本')).toHaveCount(0);
    await expect(page.getByText(/网络已断开/)).toHaveCount(0);
  });

  test('the network is blamed when it is down', async ({ page, context }) => {
    await openScreen(page, '/');
    await context.setOffline(true);
    await menu(page).getByRole('menuitem', { name: 'Guid生成' }).click();
    await expect(page.getByText(/网络已断开/)).toBeVisible();
    await context.setOffline(false);
    await page.getByRole('button', { name: /重\s*试/ }).click();
    await expect(page.locator('.screen[data-screen="Guid生成"]')).toBeVisible();
  });
});

test.describe('overlays after a release', () => {
  test.use({ serviceWorkers: 'block' });

  test('settings opened after a release offer the one reload, never the router’s error page', async ({
    page,
    release,
  }) => {
    await openScreen(page, '/tool/guidGenerate');
    release.deploy('b');
    await page.getByRole('button', { name: '设置' }).click();
    await page.getByRole('button', { name: '刷新到新版本' }).click();
    await expect.poll(() => entryScript(page).catch(() => '')).toContain('-next.js');
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    await expect(page).toHaveURL('/tool/guidGenerate');
    // The reloaded page shows its prerendered view (the saved GUID list in it) at once; its
    // buttons act once the app has hydrated it.
    await expect(page.locator('html[data-app-rendered]')).toHaveCount(1);
    await page.getByRole('button', { name: '设置' }).click();
    await expect(page.locator('.ant-drawer')).toBeVisible();
  });
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('it controls the first visit, keeps serving the running build, and the update keeps the draft', async ({
    page,
    release,
  }) => {
    await typeDraftThenGoHome(page);
    // No reload: the worker installed by this very visit takes control (clientsClaim).
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: 90_000,
      })
      .toBe(true);
    const before = await entryScript(page);

    release.deploy('b');
    // The browser finds the new worker; it installs B and waits.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            navigator.serviceWorker.getRegistration().then((r) => r?.waiting !== null),
          ),
        { timeout: 90_000 },
      )
      .toBe(true);

    // The waiting release does not strand the tab: A's files still come from the precache.
    let clicks = 0;
    for (const tool of TOOLS_NOT_LOADED) clicks += await openTool(page, tool);
    expect(clicks).toBe(0);
    expect(await entryScript(page)).toBe(before);
    await expectDraftKept(page);

    // The user takes the update when they choose: the same screen, in B, with the draft.
    await page.getByRole('button', { name: '有新版本，点击刷新' }).click();
    await expect.poll(() => entryScript(page).catch(() => before)).toContain('-next.js');
    await expect(page).toHaveURL('/tool/qrGenerate');
    await expect(page.getByLabel('内容', { exact: true })).toHaveValue(DRAFT);
  });

  test('another tab taking the update moves this tab to it at the same address, draft kept', async ({
    page,
    context,
    release,
  }) => {
    await typeDraftThenGoHome(page);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: 90_000,
      })
      .toBe(true);
    const before = await entryScript(page);
    release.deploy('b');
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await expect(page.getByRole('button', { name: '有新版本，点击刷新' })).toBeVisible({
      timeout: 90_000,
    });

    const other = await context.newPage();
    await openScreen(other, '/tool/guidGenerate');
    await other.getByRole('button', { name: '有新版本，点击刷新' }).click();
    await expect.poll(() => entryScript(other).catch(() => before)).toContain('-next.js');

    // This tab no longer has its build served: it reloaded into B where it was.
    await expect.poll(() => entryScript(page).catch(() => before)).toContain('-next.js');
    await expect(page).toHaveURL('/');
    let clicks = 0;
    for (const tool of TOOLS_NOT_LOADED) clicks += await openTool(page, tool);
    expect(clicks).toBe(0);
    await expectDraftKept(page);
  });
});

test('the build names itself in /version.json, fresh on every request', async ({ request }) => {
  const response = await request.get('/version.json');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const { entry } = (await response.json()) as { entry: string };
  const html = await readFile(join(DIST_A, 'index.html'), 'utf8');
  expect(html).toContain(`src="${entry}"`);
});
