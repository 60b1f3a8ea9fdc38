/**
 * First load of every screen on a desktop and on a phone profile (issue 19): bytes and
 * requests of scripts and styles, first contentful paint, time until the screen's main input
 * is usable, and the longest main-thread task before that. The floor of each screen is the
 * same visible content as a static HTML page (its DOM and styles, no scripts), served by the
 * same server on the same profile: what any implementation must at least wait for. "Usable" is
 * seen by the page itself (bench/usable.ts). First visits are driven by Playwright, which
 * counts the bytes; repeat visits by a Chromium without DevTools' Runtime domain
 * (bench/plainCdp.ts), as a visitor's browser runs.
 */
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.ts';
import { startServer } from '../server/serve.mjs';
import { precompressDirectory } from '../build/precompress.ts';
import { PlainChromium } from './plainCdp.ts';
import { DESKTOP, PHONE, profiledPage, type Profile } from './profiles.ts';
import { median, type BenchRow, type BenchSuite } from './types.ts';
import {
  longestTaskBefore,
  usableObserver,
  waitUntilUsable,
  type Observed,
  type Usable,
} from './usable.ts';

const DIST = resolve(process.env.BENCH_DIST ?? process.env.E2E_DIST ?? 'dist');
const FLOOR_DIR = resolve('bench/out/floor');
const RUNS = Number(process.env.BENCH_LOAD_RUNS ?? 3);

/**
 * "Usable": the screen's main input accepts typing (home: a tool card can be clicked).
 * `saved`: a field the first visit types into, so that the repeat visit is a visitor's coming
 * back to saved work (which the prerendered view does not hold: the app renders it).
 */
const SCREENS: { name: string; path: string; usable: Usable; saved?: Usable }[] = [
  // A tool card on the screen (the side menu links there too, but is hidden on a phone).
  { name: 'home', path: '/', usable: { css: '.screen a[href="/tool/compare"]' } },
  {
    name: 'QR',
    path: '/tool/qrGenerate',
    usable: { css: '.screen textarea:not([disabled])' },
    saved: { css: '.screen textarea:not([disabled])', text: 'https://example.com/saved' },
  },
  {
    name: 'JSON',
    path: '/tool/jsonConvert',
    // The input takes typing as a plain text area first; CodeMirror takes over with the text.
    usable: {
      css: '.screen .json-input-area :is(textarea, .cm-content[contenteditable="true"])',
    },
  },
  {
    name: 'GUID',
    path: '/tool/guidGenerate',
    usable: { css: '.screen code', text: '[0-9a-f]{8}-[0-9a-f]{4}-' },
  },
  {
    name: '比价器',
    path: '/tool/compare',
    usable: { css: '.screen input:not([disabled])' },
    saved: { css: '.screen input[aria-label="商品 A 价格"]', text: '12.5' },
  },
];

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

/**
 * A first visit as `profile` (empty cache, no service worker), with Chromium's own
 * Accept-Encoding (brotli and zstd among them: the build's brotli copies are what it gets, as
 * a phone over HTTPS does); `scheme`: the system's colour scheme (a dark one is the visitor of
 * many phones in the evening).
 */
async function measureFirstVisit(
  browser: Browser,
  profile: Profile,
  url: string,
  usable: Usable,
  scheme: 'light' | 'dark' = 'light',
) {
  const [context, page] = await profiledPage(browser, profile, undefined, 'block', scheme);
  await page.addInitScript(usableObserver(usable));
  const sizes: Promise<number>[] = [];
  const count = (request: Request) => {
    if (['script', 'stylesheet'].includes(request.resourceType()))
      sizes.push(request.sizes().then((size) => size.responseBodySize));
  };
  page.on('requestfinished', count);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const observed = await observedUsable(page);
    // What loads later (the palette fetched when idle) is not part of the first load, and its
    // sizes could not be read once the context closes.
    page.off('requestfinished', count);
    const bytes = await Promise.all(sizes);
    return {
      ...figuresOf(observed),
      kilobytes: bytes.reduce((a, b) => a + b, 0) / 1024,
      requests: bytes.length,
    } satisfies LoadFigures;
  } finally {
    await context.close();
  }
}

async function observedUsable(page: Page): Promise<Observed> {
  const cdp = await page.context().newCDPSession(page);
  return waitUntilUsable(async (expression) => {
    const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
    return result.value as Observed | null;
  }, page.url());
}

/** Usable counts from when the input is also on the screen (first contentful paint). */
function figuresOf(observed: Observed) {
  const usableMs = Math.max(observed.usableMs, observed.fcpMs);
  return {
    usableMs,
    fcpMs: observed.fcpMs,
    longestTaskMs: longestTaskBefore(observed),
    renderedMs: observed.renderedMs ?? Number.NaN,
  };
}

/**
 * A repeat visit once a first visit has left what it leaves (the HTTP cache; for the app, its
 * service worker with the whole precache installed) and settled for a second:
 * - `reload`: the same tab again. Chromium keeps that tab's renderer, so V8's in-process cache
 *   holds the scripts just compiled, and the first page's unload work falls in the timed span;
 * - `new tab`: the first tab closed, the URL opened in a new one, as a visitor coming back
 *   does: a new renderer that compiles and evaluates every script again (from the code cache
 *   once there is one).
 * The static floor is visited the same ways (no service worker: its HTML revalidated over the
 * network, its stylesheets from the HTTP cache).
 */
/** `saved work`: a new tab after the first visit has typed into `saved` (SCREENS). */
type Repeat = 'reload' | 'new tab' | 'saved work';

async function measureRepeatVisit(
  profile: Profile,
  url: string,
  usable: Usable,
  how: Repeat,
  serviceWorker: boolean,
  saved?: Usable,
) {
  const browser = PlainChromium.launch();
  const read = (tab: Awaited<ReturnType<PlainChromium['tab']>>) =>
    waitUntilUsable((expression) => tab.evaluate<Observed | null>(expression), url);
  try {
    const first = await browser.tab(profile, usableObserver(usable));
    await first.navigate(url);
    await read(first);
    if (serviceWorker) await first.evaluate('navigator.serviceWorker.ready.then(() => true)');
    if (saved) await first.evaluate(typeInto(saved));
    // Past the app's save delay (300 ms) and its IndexedDB write.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    let again = first;
    if (how !== 'reload') {
      await first.close();
      // Back to saved work: usable once the field shows it.
      again = await browser.tab(profile, usableObserver(saved ?? usable));
    }
    await again.navigate(url);
    let observed = await read(again);
    // Saved work shows as left before the app has rendered it (a snapshot): when it has.
    for (let waited = 0; saved && observed.renderedMs === null && waited < 60_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      observed = await read(again);
    }
    return figuresOf(observed);
  } finally {
    await browser.close();
  }
}

/** Types `field.text` into the field as a user's input event (React reads it in onChange). */
function typeInto(field: Usable): string {
  return `(() => {
  const field = document.querySelector(${JSON.stringify(field.css)});
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set;
  setValue.call(field, ${JSON.stringify(field.text)});
  field.dispatchEvent(new Event('input', { bubbles: true }));
  return true;
})()`;
}

/** The screen as rendered, without its scripts: the same pixels as a plain HTML page. */
async function writeFloorPage(browser: Browser, origin: string, screen: (typeof SCREENS)[number]) {
  const [context, page] = await profiledPage(browser, ALL_PROFILES[0]);
  await page.addInitScript(usableObserver(screen.usable));
  try {
    await page.goto(origin + screen.path);
    await observedUsable(page);
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
  // A build from before build/precompress.ts would be compressed per request, more weakly than
  // the static pages' copies: not the same server for both.
  if (!existsSync(resolve(DIST, 'index.html.br')))
    throw new Error(`${DIST} has no compressed copies: build it again (npm run build).`);
  rmSync(FLOOR_DIR, { recursive: true, force: true });
  mkdirSync(FLOOR_DIR, { recursive: true });
  const app = await startServer({ port: 0, directory: DIST });
  const origin = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows: BenchRow[] = [];
  try {
    for (const screen of SCREENS) await writeFloorPage(browser, origin, screen);
    // Its pages sent as the build's are (brotli at its strongest); the assets bring their copies.
    await precompressDirectory(FLOOR_DIR);
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
          const dark: LoadFigures[] = [];
          type Figures = ReturnType<typeof figuresOf>;
          const again = { reload: [[], []], 'new tab': [[], []], 'saved work': [[], []] } as Record<
            Repeat,
            [Figures[], Figures[]]
          >;
          const repeats: Repeat[] = [
            'reload',
            'new tab',
            ...(screen.saved ? ['saved work' as const] : []),
          ];
          const first = (at: string, scheme?: 'dark') =>
            measureFirstVisit(browser, profile, at + screen.path, screen.usable, scheme);
          // Interleaved so that the machine's load falls on both alike.
          for (let run = 0; run < RUNS; run += 1) {
            ours.push(await first(origin));
            floor.push(await first(floorOrigin));
            dark.push(await first(origin, 'dark'));
            for (const how of repeats) {
              const repeat = (at: string, serviceWorker: boolean) =>
                measureRepeatVisit(
                  profile,
                  at + screen.path,
                  screen.usable,
                  how,
                  serviceWorker,
                  how === 'saved work' ? screen.saved : undefined,
                );
              again[how][0].push(await repeat(origin, true));
              // A static page saves nothing: its figure is its new-tab visit's.
              if (how !== 'saved work') again[how][1].push(await repeat(floorOrigin, false));
            }
          }
          const pick = (list: LoadFigures[], key: keyof LoadFigures) =>
            median(list.map((item) => item[key]));
          const area = `first load (${profile.name})`;
          const savedRendered = median(again['saved work'][0].map((item) => item.renderedMs));
          const staticNewTab = median(again['new tab'][1].map((item) => item.usableMs));
          const row = (
            name: string,
            key: keyof LoadFigures,
            unit: string,
            note?: string,
            visits = ours,
          ): BenchRow => {
            const value = pick(visits, key);
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
            row('JS+CSS as sent (brotli)', 'kilobytes', 'KB'),
            row('script and style requests', 'requests', 'files'),
            row('first contentful paint', 'fcpMs', 'ms'),
            row(
              'usable',
              'usableMs',
              'ms',
              `median of ${RUNS}; usable = ${JSON.stringify(screen.usable)}`,
            ),
            row('longest task before usable', 'longestTaskMs', 'ms'),
            row(
              'usable (dark system)',
              'usableMs',
              'ms',
              `median of ${RUNS}; a first visit with the system's colour scheme dark`,
              dark,
            ),
            ...repeats.map((how) => {
              const [app, stat] = [
                again[how][0],
                again[how === 'saved work' ? 'new tab' : how][1],
              ].map((list) => median(list.map((item) => item.usableMs)));
              return {
                area,
                name: `${screen.name} repeat visit usable (${how})`,
                value: app,
                unit: 'ms',
                limitName: 'static page, again',
                limitValue: stat,
                ratio: app / stat,
                note: `median of ${RUNS}; no DevTools Runtime; the app's service worker answers`,
              } satisfies BenchRow;
            }),
            ...(screen.saved
              ? [
                  {
                    area,
                    name: `${screen.name} repeat visit app rendered (saved work)`,
                    value: savedRendered,
                    unit: 'ms',
                    limitName: 'static page, again',
                    limitValue: staticNewTab,
                    ratio: savedRendered / staticNewTab,
                    note: `median of ${RUNS}; the app's own page replaces the snapshot of the page as left (usable before, on the snapshot)`,
                  } satisfies BenchRow,
                ]
              : []),
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
