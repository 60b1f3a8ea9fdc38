// Developer helper: screenshots of a path at desktop, 375 px and dark mode (node e2e/shot.mjs /path name).
import { chromium } from '@playwright/test';

const [path = '/', name = 'home', base = 'http://127.0.0.1:4300'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const [label, viewport, scheme] of [
  ['desktop', { width: 1280, height: 800 }, 'light'],
  ['phone', { width: 375, height: 760 }, 'light'],
  ['dark', { width: 1280, height: 800 }, 'dark'],
]) {
  const page = await browser.newPage({ viewport, colorScheme: scheme, locale: 'zh-CN' });
  await page.goto(base + path);
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/shots/${name}-${label}.png`, fullPage: true });
  await page.close();
}
await browser.close();
