import type { Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';

/**
 * In the Chinese interface no control, image or region is named in English (antd icons say
 * "plus", steppers "Increase Value"): what a screen reader reads aloud must be Chinese,
 * product and format names (JSON, UUID, PNG…) and user data aside.
 */
const ALLOWED =
  /\b(JSON|YAML|XML|CSV|TOML|GUID|UUID|ULID|NanoID|PNG|SVG|ZIP|WiFi|Wi-Fi|QR|URL|Base64|Ctrl|Enter|Esc|Tab|vCard|SSID|WPA|WEP|WPA2|WPA3|JSONPath|JMESPath|TypeScript|Go|Java|C#|Kotlin|Rust|NIL|MAX|RFC|UTC|hex|ID|UTF-8|PDF|ECC|RGB|HEX|kg|g|ml|L|v\d|OK|NET|urn:uuid)\b/g;

/** Code as a format's name (Guid生成's byte forms): written as the language writes it. */
const CODE_FORMATS = /C# byte\[\]|new UUID\(long, long\)/g;

const SCREENS = [
  '/',
  '/tool/qrGenerate',
  '/tool/jsonConvert',
  '/tool/guidGenerate',
  '/tool/compare',
];

async function englishNames(page: Page): Promise<string[]> {
  const snapshot = await page.locator('body').ariaSnapshot();
  const found: string[] = [];
  for (const line of snapshot.split('\n')) {
    const match = /^\s*- ([a-z]+) "((?:[^"\\]|\\.)*)"/.exec(line);
    if (!match) continue;
    const [, role, name] = match;
    // The language switch offers each language by its own name (中文, English).
    if (role === 'radio' && name === 'English') continue;
    // User data named as itself: generated UUIDs and the like.
    if (/^[0-9a-f]{8}(-?[0-9a-f]{4}){3}-?[0-9a-f]{12}$/i.test(name)) continue;
    const rest = name
      .replace(CODE_FORMATS, ' ')
      .replace(ALLOWED, ' ')
      .replace(/[^A-Za-z]+/g, ' ')
      .trim();
    if (/[A-Za-z]{2,}/.test(rest) && !/[\u4e00-\u9fff]/.test(name.replace(ALLOWED, ''))) {
      found.push(`${role} "${name}"`);
    } else if (/\b[a-z]+(-[a-z]+)+\b/.test(name)) {
      // An icon's English name glued to a Chinese label: "plus 新建", "check-circle 已校验".
      found.push(`${role} "${name}"`);
    }
  }
  return found;
}

for (const path of SCREENS) {
  test(`${path}: every accessible name is in Chinese`, async ({ page }) => {
    await openScreen(page, path);
    expect(await englishNames(page)).toEqual([]);
  });
}

test('the palette, the shortcuts dialog and the settings drawer name everything in Chinese', async ({
  page,
}) => {
  await openScreen(page, '/');
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('combobox', { name: /搜索/ })).toBeFocused();
  expect(await englishNames(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox', { name: /搜索/ })).toBeHidden();
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: '键盘快捷键' })).toBeVisible();
  expect(await englishNames(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: '键盘快捷键' })).toBeHidden();
  await page.getByRole('button', { name: '设置' }).click();
  await expect(page.locator('.ant-drawer')).toBeVisible();
  expect(await englishNames(page)).toEqual([]);
});
