import type { Browser, BrowserContext, Page } from '@playwright/test';

/** A device the benches emulate in Chromium. */
export interface Profile {
  name: 'desktop' | 'phone';
  viewport: { width: number; height: number };
  /** Chromium's emulation: bytes per second, ms of round trip, CPU slow-down. */
  network?: { download: number; upload: number; latency: number };
  cpuSlowdown?: number;
}

export const DESKTOP: Profile = { name: 'desktop', viewport: { width: 1280, height: 800 } };

/** Issue 19's phone: CPU 4× slower, 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip. */
export const PHONE: Profile = {
  name: 'phone',
  viewport: { width: 375, height: 812 },
  network: { download: (1.6 * 1024 * 1024) / 8, upload: (750 * 1024) / 8, latency: 150 },
  cpuSlowdown: 4,
};

/**
 * A fresh context (zh-CN, service workers blocked unless allowed, the system's colour scheme
 * light unless dark) and page as `profile`: its
 * viewport, touch, network and CPU emulation.
 */
export async function profiledPage(
  browser: Browser,
  profile: Profile,
  extraHTTPHeaders?: Record<string, string>,
  serviceWorkers: 'allow' | 'block' = 'block',
  colorScheme: 'light' | 'dark' = 'light',
): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({
    locale: 'zh-CN',
    serviceWorkers,
    colorScheme,
    viewport: profile.viewport,
    isMobile: profile.name === 'phone',
    hasTouch: profile.name === 'phone',
    extraHTTPHeaders,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await emulate((method, params) => cdp.send(method as never, params as never), profile);
  return [context, page];
}

/** `profile`'s network and CPU emulation, through a DevTools session's `send`. */
export async function emulate(
  send: (method: string, params?: object) => Promise<unknown>,
  profile: Profile,
) {
  if (profile.network) {
    await send('Network.enable');
    await send('Network.emulateNetworkConditions', {
      offline: false,
      downloadThroughput: profile.network.download,
      uploadThroughput: profile.network.upload,
      latency: profile.network.latency,
    });
  }
  if (profile.cpuSlowdown)
    await send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}
