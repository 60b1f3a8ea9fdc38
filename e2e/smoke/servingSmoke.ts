import type { Page } from '@playwright/test';
import { IMMUTABLE, REVALIDATE, SECURITY_HEADERS } from '../../server/headers.mjs';
import { expect, openScreen, test } from '../fixtures';

/** Every route of spec.md with the header title it must show; unknown paths land on '/'. */
export const ROUTES = [
  { path: '/', landsOn: '/', title: '首页' },
  { path: '/tool/qrGenerate', landsOn: '/tool/qrGenerate', title: '二维码生成' },
  { path: '/tool/jsonConvert', landsOn: '/tool/jsonConvert', title: 'JSON解析' },
  { path: '/tool/guidGenerate', landsOn: '/tool/guidGenerate', title: 'Guid生成' },
  { path: '/tool/compare', landsOn: '/tool/compare', title: '比价器' },
  { path: '/no/such/page', landsOn: '/', title: '首页' },
] as const;

/**
 * Collects Content-Security-Policy violations of every document the page loads, across
 * reloads: the listener is installed before any page script and reports to Node at once.
 */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) =>
    violations.push(violation),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (v: string) => void })
        .reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return violations;
}

/** A reload that bypasses the HTTP cache (what Ctrl+Shift+R does). */
async function hardReload(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await Promise.all([
    page.waitForEvent('load'),
    session.send('Page.reload', { ignoreCache: true }),
  ]);
  await session.detach();
}

/**
 * The serving smoke test, run against `npm start` (e2e/csp.spec.ts) and against nginx with
 * deploy/nginx.conf (e2e/smoke/nginx.smoke.ts, `npm run test:nginx`).
 */
export function defineServingSmoke(server: string): void {
  test.describe(`served by ${server}`, () => {
    for (const route of ROUTES) {
      test(`${route.path} renders, survives a hard reload, breaks no CSP rule`, async ({
        page,
      }) => {
        const violations = await recordCspViolations(page);
        await openScreen(page, route.path);
        await expect(page).toHaveURL(route.landsOn);
        await expect(page.locator('.app-header-title')).toHaveText(route.title);
        await page.waitForLoadState('networkidle');

        await hardReload(page);
        await expect(page).toHaveURL(route.landsOn);
        await expect(page.locator('.app-header-title')).toHaveText(route.title);
        await expect(page.locator('.screen-loading')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        expect(violations, 'CSP violations').toEqual([]);
      });
    }

    test('the CSP counter does see a violation (an injected inline script)', async ({ page }) => {
      const violations = await recordCspViolations(page);
      await openScreen(page, '/');
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.inlineRan = true';
        document.body.append(script);
      });
      await expect.poll(() => violations).toEqual(['script-src-elem blocked inline']);
      expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);
    });

    test('pages carry the security headers and are revalidated', async ({ request }) => {
      for (const route of ROUTES) {
        const response = await request.get(route.path);
        expect(response.status(), route.path).toBe(200);
        expect(response.headers()['content-type'], route.path).toMatch(/^text\/html/);
        expect(response.headers()['cache-control'], route.path).toBe(REVALIDATE);
        for (const [name, value] of Object.entries(SECURITY_HEADERS))
          expect(response.headers()[name.toLowerCase()], `${name} on ${route.path}`).toBe(value);
      }
    });

    test("each screen's path is answered with the HTML prerendered for it", async ({ request }) => {
      for (const route of ROUTES) {
        for (const query of ['', '?action=x']) {
          const html = await (await request.get(route.path + query)).text();
          // Unknown paths get the home page's, which the app then redirects from.
          const rendered = route.landsOn === route.path ? route.path : '/';
          expect(html, route.path + query).toContain(`data-prerendered="${rendered}"`);
          expect(html, route.path + query).toContain(`<h1 class="app-header-title">${route.title}`);
        }
      }
    });

    test('the page, scripts and styles come as the build compressed them, assets cached a year', async ({
      page,
    }) => {
      const responses: { url: string; encoding?: string; length?: string; cache?: string }[] = [];
      page.on('response', (response) => {
        const headers = response.headers();
        responses.push({
          url: new URL(response.url()).pathname,
          encoding: headers['content-encoding'],
          length: headers['content-length'],
          cache: headers['cache-control'],
        });
      });
      await openScreen(page, '/tool/compare');
      await page.waitForLoadState('networkidle');
      const assets = responses.filter((response) => response.url.startsWith('/assets/'));
      expect(assets.length).toBeGreaterThan(0);
      for (const asset of assets) expect(asset.cache, asset.url).toBe(IMMUTABLE);
      // Chromium accepts brotli: the page and its entry chunk are the build's brotli copies
      // (build/precompress.ts), whose length is known, where compressing per request sends
      // chunks of unknown length.
      const html = responses.find((response) => response.url === '/tool/compare');
      const entry = assets.find((asset) => /^\/assets\/index-[^/]+\.js$/.test(asset.url));
      for (const sent of [html, entry]) {
        expect(sent?.encoding, sent?.url).toBe('br');
        expect(Number(sent?.length), sent?.url).toBeGreaterThan(0);
      }
    });

    test('a missing chunk is a 404, never the HTML page', async ({ request }) => {
      for (const path of ['/assets/index-MISSING.js', '/assets/gone', '/missing-file.js']) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(404);
        expect(await response.text(), path).not.toContain('id="root"');
      }
    });

    test('service worker and manifest files are never cached and are typed right', async ({
      request,
    }) => {
      const types: Record<string, RegExp> = {
        '/sw.js': /javascript/,
        '/registerSW.js': /javascript/,
        '/manifest.webmanifest': /^application\/manifest\+json/,
        '/version.json': /^application\/json/,
      };
      for (const [path, type] of Object.entries(types)) {
        // Present once the PWA build lands; until then a 404 that is not cached either.
        const response = await request.get(path);
        expect([200, 404], path).toContain(response.status());
        expect(response.headers()['cache-control'], path).toBe(REVALIDATE);
        if (response.status() === 200)
          expect(response.headers()['content-type'], path).toMatch(type);
      }
    });
  });
}
