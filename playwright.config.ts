import { defineConfig, devices } from '@playwright/test';

/**
 * The test server's own port: not `npm start`'s 4173, so `npm start` and `npm test` run side
 * by side. E2E_PORT overrides it (parallel runs on one machine). A fixed port rather than a
 * free one picked at start: this file is evaluated again in every worker, which must agree.
 */
export const E2E_DEFAULT_PORT = 4317;
const PORT = Number(process.env.E2E_PORT ?? E2E_DEFAULT_PORT);
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags that keep it off this machine's closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  // One retry absorbs a machine's load spikes; a test that fails twice fails the run.
  retries: 1,
  // A time limit per test, not a speed check: on a busy 2-core machine each click or key of
  // a long test took 1–2 s (json-tree-edit's 30 steps ran 20 s alone, over 60 s beside another
  // worker).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    acceptDownloads: true,
    // The PWA's service worker would answer from its precache after a reload and hide
    // page.route() interceptions; offline specs opt back in with serviceWorkers: 'allow'.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `node server/serve.mjs`,
        env: {
          PORT: String(PORT),
          ...(process.env.E2E_DIST ? { DIST_DIR: process.env.E2E_DIST } : {}),
        },
        url: `http://127.0.0.1:${PORT}/`,
        reuseExistingServer: false,
        timeout: 30_000,
      },
});
