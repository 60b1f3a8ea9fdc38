import { chromium, type Browser, type Page } from '@playwright/test';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.ts';
import { startServer } from '../server/serve.mjs';
import { median, type BenchRow, type BenchSuite } from './types.ts';

const DIST = resolve(process.env.BENCH_DIST ?? process.env.E2E_DIST ?? 'dist');
const REFERENCE_DIR = resolve('bench/out/reference');
const RUNS = 5;
const HEADER = '.app-header-title';

const TOOLS = [
  { path: '/tool/qrGenerate', title: '二维码生成' },
  { path: '/tool/jsonConvert', title: 'JSON解析' },
  { path: '/tool/guidGenerate', title: 'Guid生成' },
  { path: '/tool/compare', title: '比价器' },
];

/**
 * The references, built and served the same way as the app: the smallest React 19 page
 * (what any React app must ship) and a static page with the same header element.
 */
async function buildReferences(): Promise<void> {
  rmSync(REFERENCE_DIR, { recursive: true, force: true });
  mkdirSync(REFERENCE_DIR, { recursive: true });
  const page = (body: string) =>
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>工具箱</title></head><body>${body}</body></html>`;
  writeFileSync(
    resolve(REFERENCE_DIR, 'index.html'),
    page('<div id="root"></div><script type="module" src="/main.js"></script>'),
  );
  // Plain JavaScript (no JSX) so that tsc, which checks bench/, has nothing to say about it.
  writeFileSync(
    resolve(REFERENCE_DIR, 'main.js'),
    "import { createElement } from 'react';\n" +
      "import { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')).render(\n" +
      `  createElement('h1', { className: '${HEADER.slice(1)}' }, '工具箱'),\n);\n`,
  );
  await build({
    root: REFERENCE_DIR,
    configFile: false,
    logLevel: 'silent',
    build: { outDir: 'dist', target: 'es2022' },
  });
  writeFileSync(
    resolve(REFERENCE_DIR, 'dist', 'blank.html'),
    page(`<h1 class="${HEADER.slice(1)}">工具箱</h1>`),
  );
}

/** Sums the encoded (compressed, as transferred) bodies of scripts and styles from now on. */
function countScriptsAndStyles(page: Page) {
  const sizes: Promise<number>[] = [];
  const encodings = new Set<string>();
  page.on('requestfinished', (request) => {
    if (!['script', 'stylesheet'].includes(request.resourceType())) return;
    sizes.push(request.sizes().then((size) => size.responseBodySize));
    sizes.push(
      request.response().then((response) => {
        const encoding = response?.headers()['content-encoding'];
        if (encoding) encodings.add(encoding);
        return 0;
      }),
    );
  });
  return {
    reset: () => sizes.splice(0),
    kilobytes: async () => (await Promise.all(sizes)).reduce((a, b) => a + b, 0) / 1024,
    encodings,
  };
}

/**
 * A fresh profile (empty cache) that asks for gzip only, as the figures are gzip KB.
 * The service worker is blocked unless asked for: it would answer from its precache and hide
 * what a screen weighs; its own download is measured apart (serviceWorkerPrecache).
 */
async function freshPage(browser: Browser, serviceWorkers: 'allow' | 'block' = 'block') {
  const context = await browser.newContext({
    locale: 'zh-CN',
    serviceWorkers,
    extraHTTPHeaders: { 'Accept-Encoding': 'gzip' },
  });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

async function settle(page: Page): Promise<void> {
  await page.locator(HEADER).waitFor();
  await page.locator('.screen-loading').waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
}

/** ms from navigation start until the header has been laid out and a frame has passed. */
async function firstRenderMs(browser: Browser, url: string): Promise<number> {
  const { page, close } = await freshPage(browser);
  await page.addInitScript((selector) => {
    (window as unknown as { firstRender: Promise<number> }).firstRender = new Promise((done) => {
      const observer = new MutationObserver(() => {
        const header = document.querySelector(selector);
        if (!header || header.getBoundingClientRect().height === 0) return;
        observer.disconnect();
        requestAnimationFrame(() => done(performance.now()));
      });
      observer.observe(document, { childList: true, subtree: true });
    });
  }, HEADER);
  await page.goto(url, { waitUntil: 'commit' });
  const ms = await page.evaluate(
    () => (window as unknown as { firstRender: Promise<number> }).firstRender,
  );
  await close();
  return ms;
}

async function medianFirstRender(browser: Browser, url: string): Promise<number> {
  await firstRenderMs(browser, url); // warm-up: server file cache, browser processes
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) times.push(await firstRenderMs(browser, url));
  return median(times);
}

async function weightOfPage(browser: Browser, url: string) {
  const { page, close } = await freshPage(browser);
  const counter = countScriptsAndStyles(page);
  await page.goto(url);
  await page.locator(HEADER).waitFor();
  await page.waitForLoadState('networkidle');
  const kilobytes = await counter.kilobytes();
  await close();
  return { kilobytes, encodings: counter.encodings };
}

/** Extra KB when a user opens the tool from the home page through the menu. */
async function weightOfTool(browser: Browser, origin: string, tool: (typeof TOOLS)[number]) {
  const { page, close } = await freshPage(browser);
  const counter = countScriptsAndStyles(page);
  await page.goto(`${origin}/`);
  await settle(page);
  counter.reset();
  await page.getByRole('menu').getByRole('menuitem', { name: tool.title }).click();
  await page.waitForURL(`${origin}${tool.path}`);
  await page.locator(HEADER).filter({ hasText: tool.title }).waitFor();
  await settle(page);
  const kilobytes = await counter.kilobytes();
  await close();
  return kilobytes;
}

/** KB the service worker fetches in the background on a first visit (0 without one). */
async function serviceWorkerPrecache(browser: Browser, origin: string): Promise<number> {
  const { page, close } = await freshPage(browser, 'allow');
  const sizes: Promise<number>[] = [];
  page.context().on('requestfinished', (request) => {
    if (request.serviceWorker()) sizes.push(request.sizes().then((size) => size.responseBodySize));
  });
  await page.goto(`${origin}/`);
  await settle(page);
  // `ready` resolves once the worker is active, i.e. after its install step has precached.
  await page.evaluate(async () => {
    if (await navigator.serviceWorker.getRegistration()) await navigator.serviceWorker.ready;
  });
  const kilobytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0) / 1024;
  await close();
  return kilobytes;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** Home and tool screens: JS+CSS transferred and time to first render, in Chromium. */
const pageWeightBench: BenchSuite = async () => {
  await buildReferences();
  const app = await startServer({ port: 0, directory: DIST });
  const reference = await startServer({ port: 0, directory: resolve(REFERENCE_DIR, 'dist') });
  const origin = (server: typeof app) =>
    `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const floor = await weightOfPage(browser, `${origin(reference)}/`);
    const home = await weightOfPage(browser, `${origin(app)}/`);
    const encodings = [...new Set([...home.encodings, ...floor.encodings])].join('+');
    const weightRow = (
      name: string,
      kilobytes: number,
      note = `JS+CSS transferred (${encodings}), empty cache`,
    ): BenchRow => ({
      area: 'page weight',
      name,
      value: round(kilobytes),
      unit: 'KB',
      limitName: 'smallest React 19 page',
      limitValue: round(floor.kilobytes),
      ratio: Number((kilobytes / floor.kilobytes).toPrecision(3)),
      note,
    });
    const rows = [weightRow('/ (home) JS+CSS', home.kilobytes)];
    rows.push(
      weightRow(
        'service worker precache, first visit (background)',
        await serviceWorkerPrecache(browser, origin(app)),
        'every file the service worker precaches (gzip), fetched after the first load',
      ),
    );
    for (const tool of TOOLS)
      rows.push(
        weightRow(`+ ${tool.title} (${tool.path})`, await weightOfTool(browser, origin(app), tool)),
      );

    const blankMs = await medianFirstRender(browser, `${origin(reference)}/blank.html`);
    const homeMs = await medianFirstRender(browser, `${origin(app)}/`);
    rows.push({
      area: 'first render',
      name: '/ header visible (median of 5)',
      value: round(homeMs),
      unit: 'ms',
      limitName: 'static blank page',
      limitValue: round(blankMs),
      ratio: Number((homeMs / blankMs).toPrecision(3)),
      note: `Chromium ${browser.version()}, empty cache, same server`,
    });
    return rows;
  } finally {
    await browser.close();
    app.close();
    reference.close();
  }
};

export default pageWeightBench;
