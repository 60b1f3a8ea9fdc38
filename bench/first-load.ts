/**
 * First load of every screen on a desktop and on a phone profile (issue 19): bytes and
 * requests of scripts and styles, first contentful paint, time until the screen's main input
 * is usable, and the longest main-thread task before that. The floor of each screen is the
 * same visible content as a static HTML page (its DOM and styles, no scripts), served by the
 * same server on the same profile: what any implementation must at least wait for.
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.ts';
import { startServer } from '../server/serve.mjs';
import { DESKTOP, PHONE, emulatedPage, profiledPage, type Profile } from './profiles.ts';
import { median, type BenchRow, type BenchSuite } from './types.ts';

const DIST = resolve(process.env.BENCH_DIST ?? process.env.E2E_DIST ?? 'dist');
const FLOOR_DIR = resolve('bench/out/floor');
const RUNS = Number(process.env.BENCH_LOAD_RUNS ?? 3);

/** "Usable": the screen's main input accepts typing (home: a tool card can be clicked). */
const SCREENS = [
  // A tool card on the screen (the side menu links there too, but is hidden on a phone).
  { name: 'home', path: '/', usable: '.screen a[href="/tool/compare"]' },
  { name: 'QR', path: '/tool/qrGenerate', usable: '.screen textarea:not([disabled])' },
  {
    name: 'JSON',
    path: '/tool/jsonConvert',
    // The input takes typing as a plain text area first; CodeMirror takes over with the text.
    usable: '.screen .json-input-area :is(textarea, .cm-content[contenteditable="true"])',
  },
  {
    name: 'GUID',
    path: '/tool/guidGenerate',
    usable: '.screen :text-matches("[0-9a-f]{8}-[0-9a-f]{4}-")',
  },
  { name: '比价器', path: '/tool/compare', usable: '.screen input:not([disabled])' },
] as const;

const ALL_PROFILES: Profile[] = [DESKTOP, PHONE];
/** `BENCH_PROFILES=phone` measures one profile only; `BENCH_SCREENS=JSON,QR` some screens. */
const only = (variable: string, name: string) =>
  !process.env[variable] || process.env[variable].split(',').includes(name);
const PROFILES = ALL_PROFILES.filter((profile) => only('BENCH_PROFILES', profile.name));

interface LoadFigures {
  kilobytes: number;
  requests: number;
  fcpMs: number;
  usableMs: number;
  longestTaskMs: number;
}

/** A page as `profile`, gzip asked for, its long tasks recorded from the start. */
async function observedPage(
  browser: Browser,
  profile: Profile,
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<[BrowserContext, Page]> {
  const [context, page] = await profiledPage(
    browser,
    profile,
    { 'Accept-Encoding': 'gzip' },
    serviceWorkers,
  );
  await observeLongTasks(page);
  return [context, page];
}

async function observeLongTasks(page: Page) {
  await page.addInitScript(() => {
    const tasks: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

/**
 * A first visit (empty cache, no service worker), or a repeat visit once a first visit has left
 * what it leaves (the HTTP cache; for the app, its service worker with the whole precache
 * installed), in one of two ways:
 * - `reload`: the same tab again right after the first visit. Chromium keeps that tab's
 *   renderer, so V8's in-process cache holds the scripts just compiled, and the first page's
 *   unload work falls in the measured time;
 * - `new tab`: the first tab closed, the URL opened in a new tab of the same browser profile,
 *   as a visitor coming back does: a new renderer that parses and evaluates every script again
 *   (about 200 ms more at a phone's CPU for the app's shell), from its code cache when there
 *   is one.
 * The static floor is visited the same ways (no service worker: its HTML revalidated over the
 * network, its stylesheets from the HTTP cache).
 */
type Visit =
  { kind: 'first' } | { kind: 'again'; how: 'reload' | 'new tab'; serviceWorker: boolean };

/** The first visit of a repeat: done once the app's service worker is active (precache in). */
async function visitBefore(page: Page, url: string, usable: string, serviceWorker: boolean) {
  await page.goto(url);
  await page.locator(usable).first().waitFor({ state: 'visible', timeout: 60_000 });
  if (serviceWorker)
    await page.evaluate(async () => {
      const ready = navigator.serviceWorker.ready.then(() => true);
      const late = new Promise((resolve) => setTimeout(() => resolve(false), 60_000));
      if (!(await Promise.race([ready, late]))) throw new Error('no service worker after 60 s');
    });
}

async function measureLoad(
  browser: Browser,
  profile: Profile,
  url: string,
  usable: string,
  visit: Visit = { kind: 'first' },
) {
  const again = visit.kind === 'again' ? visit : null;
  const [context, first] = await observedPage(
    browser,
    profile,
    again?.serviceWorker ? 'allow' : 'block',
  );
  let page = first;
  if (again) {
    await visitBefore(first, url, usable, again.serviceWorker);
    if (again.how === 'new tab') {
      page = await emulatedPage(context, profile);
      await observeLongTasks(page);
      await first.close();
    }
  }
  const sizes: Promise<number>[] = [];
  const count = (request: Request) => {
    if (['script', 'stylesheet'].includes(request.resourceType()))
      sizes.push(request.sizes().then((size) => size.responseBodySize));
  };
  page.on('requestfinished', count);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator(usable).first().waitFor({ state: 'visible', timeout: 60_000 });
    // What loads later (the palette fetched when idle) is not part of the first load, and its
    // sizes could not be read once the context closes.
    page.off('requestfinished', count);
    const figures = await page.evaluate(() => {
      const usableMs = performance.now();
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      const tasks = (window as unknown as { longTasks: number[] }).longTasks;
      return { usableMs, fcpMs: fcp?.startTime ?? usableMs, longestTaskMs: Math.max(0, ...tasks) };
    });
    const bytes = await Promise.all(sizes);
    return {
      ...figures,
      kilobytes: bytes.reduce((a, b) => a + b, 0) / 1024,
      requests: bytes.length,
    } satisfies LoadFigures;
  } finally {
    await context.close();
  }
}

/** The screen as rendered, without its scripts: the same pixels as a plain HTML page. */
async function writeFloorPage(browser: Browser, origin: string, screen: (typeof SCREENS)[number]) {
  const [context, page] = await observedPage(browser, ALL_PROFILES[0]);
  try {
    await page.goto(origin + screen.path);
    await page.locator(screen.usable).first().waitFor();
    const html = await page.evaluate(() => {
      const copy = document.documentElement.cloneNode(true) as HTMLElement;
      copy
        .querySelectorAll('script, link[rel="modulepreload"], link[rel="manifest"]')
        .forEach((node) => node.remove());
      return `<!doctype html>${copy.outerHTML}`;
    });
    const dir = resolve(FLOOR_DIR, screen.name === 'home' ? '.' : screen.path.slice(1));
    mkdirSync(dir, { recursive: true });
    writeFileSync(resolve(dir, 'index.html'), html);
    // The stylesheets the page linked stay reachable at the same paths.
  } finally {
    await context.close();
  }
}

const suite: BenchSuite = async () => {
  rmSync(FLOOR_DIR, { recursive: true, force: true });
  mkdirSync(FLOOR_DIR, { recursive: true });
  const app = await startServer({ port: 0, directory: DIST });
  const origin = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows: BenchRow[] = [];
  try {
    for (const screen of SCREENS) await writeFloorPage(browser, origin, screen);
    // The floor pages link the app's stylesheets: serve them with the build's assets.
    rmSync(resolve(FLOOR_DIR, 'assets'), { recursive: true, force: true });
    const { cpSync } = await import('node:fs');
    cpSync(resolve(DIST, 'assets'), resolve(FLOOR_DIR, 'assets'), { recursive: true });
    const floorServer = await startServer({ port: 0, directory: FLOOR_DIR });
    const floorOrigin = `http://127.0.0.1:${(floorServer.address() as AddressInfo).port}`;
    try {
      for (const profile of PROFILES) {
        for (const screen of SCREENS.filter((item) => only('BENCH_SCREENS', item.name))) {
          const ours: LoadFigures[] = [];
          const floor: LoadFigures[] = [];
          const again = { reload: [[], []], 'new tab': [[], []] } as Record<
            'reload' | 'new tab',
            [LoadFigures[], LoadFigures[]]
          >;
          const load = (at: string, visit?: Visit) =>
            measureLoad(browser, profile, at + screen.path, screen.usable, visit);
          // Interleaved so that the machine's load falls on both alike.
          for (let run = 0; run < RUNS; run += 1) {
            ours.push(await load(origin));
            floor.push(await load(floorOrigin));
            for (const how of ['reload', 'new tab'] as const) {
              again[how][0].push(await load(origin, { kind: 'again', how, serviceWorker: true }));
              again[how][1].push(
                await load(floorOrigin, { kind: 'again', how, serviceWorker: false }),
              );
            }
          }
          const pick = (list: LoadFigures[], key: keyof LoadFigures) =>
            median(list.map((item) => item[key]));
          const area = `first load (${profile.name})`;
          const row = (
            name: string,
            key: keyof LoadFigures,
            unit: string,
            note?: string,
          ): BenchRow => {
            const value = pick(ours, key);
            const limitValue = pick(floor, key);
            return {
              area,
              name: `${screen.name} ${name}`,
              value,
              unit,
              limitName: 'static page',
              limitValue,
              ratio: limitValue ? value / limitValue : Number.NaN,
              note,
            };
          };
          rows.push(
            row('JS+CSS gzip', 'kilobytes', 'KB'),
            row('script and style requests', 'requests', 'files'),
            row('first contentful paint', 'fcpMs', 'ms'),
            row('usable', 'usableMs', 'ms', `median of ${RUNS}; usable = ${screen.usable}`),
            row('longest task before usable', 'longestTaskMs', 'ms'),
            ...(['reload', 'new tab'] as const).map((how) => {
              const [app, stat] = again[how].map((list) => pick(list, 'usableMs'));
              return {
                area,
                name: `${screen.name} repeat visit usable (${how})`,
                value: app,
                unit: 'ms',
                limitName: 'static page, again',
                limitValue: stat,
                ratio: app / stat,
                note: `median of ${RUNS}; the service worker installed by a first visit answers`,
              } satisfies BenchRow;
            }),
          );
        }
      }
    } finally {
      floorServer.close();
    }
  } finally {
    await browser.close();
    app.close();
  }
  return rows;
};

export default suite;
