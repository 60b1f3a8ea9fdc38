import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { compressedCopies } from '../build/precompress';
import { startServer } from '../server/serve.mjs';
import { tools } from '../src/tools/registry';
import { expect, openScreen, test } from './fixtures';

// The service worker is what these tests are about: let it run here even if others block it.
test.use({ serviceWorkers: 'allow' });
// Installing the worker fetches the whole build (about 1 MB) on a shared two-core machine.
test.describe.configure({ timeout: 180_000 });

const DIST = resolve(process.env.E2E_DIST ?? 'dist');

const SCREENS = [
  { path: '/', title: '首页' },
  { path: '/tool/qrGenerate', title: '二维码生成' },
  { path: '/tool/jsonConvert', title: 'JSON解析' },
  { path: '/tool/guidGenerate', title: 'Guid生成' },
  { path: '/tool/compare', title: '比价器' },
] as const;

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)));
}

/** Waits for the worker to finish installing (precache complete), then reloads under its control. */
async function takeControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

test('after the first visit every screen reloads with the network off', async ({
  page,
  context,
}) => {
  await openScreen(page, '/');
  await takeControl(page);
  await context.setOffline(true);
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.title);
    await expect(page.locator(`.screen[data-screen="${screen.title}"]`)).toBeVisible();
    await expect(page.getByText('页面加载失败')).toHaveCount(0);
  }
  // Moving between screens offline loads their chunks from the cache too.
  await page.goto('/');
  for (const screen of SCREENS.slice(1)) {
    await page.getByRole('menu').first().getByRole('menuitem', { name: screen.title }).click();
    await expect(page.locator(`.screen[data-screen="${screen.title}"]`)).toBeVisible();
  }
  await context.setOffline(false);
});

test('the precache holds every built asset, the QR decoder’s WebAssembly included', async ({
  page,
}) => {
  await openScreen(page, '/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        urls.push(new URL(request.url).pathname.slice(1));
      }
    }
    return urls;
  });
  // Not the worker's own files, and not version.json: it must always come from the server,
  // which is how an open tab learns that a new release is live (src/app/layout/release.ts).
  // Nor Vite's build manifest (.vite/), which only scripts/check-budget.mjs reads. Nor
  // 比价器's OCR runtime and models (28 MB): cached on first use, not downloaded by everyone
  // (e2e/compare-photo.spec.ts reads a photo offline after that first use). Nor jq's
  // WebAssembly (e2e/json-jq.spec.ts runs a filter offline after its first use). Nor the
  // compressed copies of each file (x.js.br, x.js.gz): the browser fetched them as x.js.
  const built = (await filesUnder(DIST)).filter(
    (file) =>
      !/\.(br|gz)$/.test(file) &&
      !/^(sw|workbox-[\w-]+)\.js$/.test(file) &&
      file !== 'version.json' &&
      !file.startsWith('.vite/') &&
      !/^assets\/(ort-wasm-[\w-]+\.wasm|ch_PP-OCRv4_[\w-]+\.onnx|jq-[\w-]+\.wasm)$/.test(file),
  );
  expect(
    built.some((file) => file.endsWith('.wasm')),
    'the build has the decoder wasm',
  ).toBe(true);
  expect(built.filter((file) => !cached.includes(file))).toEqual([]);
  expect(cached).not.toContain('version.json');
  expect(cached.filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
});

test('the app is installable: manifest in the primary green with its icons and a shortcut per tool', async ({
  request,
}) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: '工具箱',
    lang: 'zh-CN',
    start_url: '/',
    display: 'standalone',
    theme_color: '#1DA57A',
  });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const response = await request.get(icon.src);
    expect(response.ok(), icon.src).toBe(true);
    expect(response.headers()['content-type']).toContain(icon.type.split('+')[0]);
  }
  // The home-screen shortcuts follow the manifests, as the menu does.
  expect(manifest.shortcuts).toEqual(
    tools.map((tool) => ({
      name: tool.text['zh-CN'].title,
      description: tool.text['zh-CN'].description,
      url: tool.path,
    })),
  );
  for (const tool of tools) expect(manifest.description).toContain(tool.text['zh-CN'].title);
});

test.describe('a new version', () => {
  let directory: string;
  let server: Server | undefined;

  test.afterEach(async () => {
    await new Promise((done) => (server ? server.close(done) : done(undefined)));
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  test('shows 有新版本，点击刷新 instead of switching, and a click loads it', async ({
    browser,
  }) => {
    // A private copy of the build served on its own port, so it can change under the page.
    directory = await mkdtemp(join(tmpdir(), 'toolbox-update-'));
    await cp(DIST, directory, { recursive: true });
    server = await startServer({ port: 0, directory });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const context = await browser.newContext({
      baseURL: `http://127.0.0.1:${port}`,
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await openScreen(page, '/tool/guidGenerate');
    await takeControl(page);
    await expect(page.getByText('有新版本，点击刷新')).toHaveCount(0);

    // Deploy "version 2": a changed service worker (and its compressed copies, as a build
    // writes them), served by a fresh server.
    const swPath = join(directory, 'sw.js');
    const version2 = Buffer.from(`${await readFile(swPath, 'utf8')}\n// version 2\n`);
    await writeFile(swPath, version2);
    for (const [suffix, copy] of await compressedCopies(version2))
      await writeFile(swPath + suffix, copy);
    await new Promise((done) => server!.close(done));
    server = await startServer({ port, directory });

    await page.evaluate(() => ((window as { beforeUpdate?: boolean }).beforeUpdate = true));
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const prompt = page.getByRole('button', { name: '有新版本，点击刷新' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    // Still the same page: nothing switched under the user.
    expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBe(
      true,
    );

    await prompt.click();
    await expect
      .poll(() =>
        page
          .evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate ?? false)
          // While the reload is under way there is no page to ask: not switched yet.
          .catch(() => true),
      )
      .toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guid生成');
    await expect(page.getByText('有新版本，点击刷新')).toHaveCount(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

test.describe('before the service worker holds the build', () => {
  test.use({ serviceWorkers: 'block' });

  test('a chunk the idle work needs cannot load (network lost): no uncaught error, the page stays', async ({
    page,
  }) => {
    // The home page renders without the tool runtime; its idle work (completing the record of
    // IndexedDB, preloading the palette) loads it, and here the network fails for it.
    await page.route(/\/assets\/tool-runtime-[^/]+\.js$/, (route) =>
      route.abort('internetdisconnected'),
    );
    const failed = page.waitForEvent('requestfailed', (request) =>
      /tool-runtime-/.test(request.url()),
    );
    // Keeps the page's idle callbacks (src/app/runtime/whenIdle.ts) still to run, and counts
    // those that ran.
    await page.addInitScript(() => {
      const idle = window as unknown as { idlePending: Set<number>; idleRan: number };
      idle.idlePending = new Set();
      idle.idleRan = 0;
      const request = window.requestIdleCallback.bind(window);
      const cancel = window.cancelIdleCallback.bind(window);
      window.requestIdleCallback = (callback, options) => {
        const id = request((deadline) => {
          idle.idlePending.delete(id);
          idle.idleRan += 1;
          callback(deadline);
        }, options);
        idle.idlePending.add(id);
        return id;
      };
      window.cancelIdleCallback = (id) => {
        idle.idlePending.delete(id);
        cancel(id);
      };
    });
    await openScreen(page, '/');
    await failed;
    await page.waitForFunction(() => {
      const idle = window as unknown as { idlePending: Set<number>; idleRan: number };
      return idle.idleRan >= 2 && idle.idlePending.size === 0;
    });
    // What the idle work started settles (a failed import rejects at once once its fetch failed).
    await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
    // The import's rejection is handled where it is made (the fixture fails on an uncaught one).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('首页');
  });
});
