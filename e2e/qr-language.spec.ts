import type { Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';

const PATH = '/tool/qrGenerate';
const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

/** The QR screen's own text (the shell around it is checked by the shell's walk). */
async function screenText(page: Page): Promise<string> {
  return page.locator('.qr-screen').innerText();
}

test.describe.configure({ timeout: 90_000 });

test.describe('二维码生成 in English', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem(
        'toolbox:preferences',
        JSON.stringify({
          version: 1,
          data: { language: 'en-US', themeMode: 'system', menuCollapsed: false },
        }),
      );
    });
  });

  test('every tab, template error and download name is in English', async ({ page }) => {
    await openScreen(page, PATH);
    await expect(page.getByRole('tab', { name: 'Generate', exact: true })).toBeVisible();
    expect(await screenText(page)).not.toMatch(CJK);

    // A coordinate out of range: the error names the field, in English.
    await page.locator('.qr-template-picker').getByText('Location', { exact: true }).click();
    await page.getByLabel('Latitude').fill('91');
    await expect(page.getByText('Latitude must be a number from -90 to 90')).toBeVisible();
    expect(await screenText(page)).not.toMatch(CJK);

    // Chinese content is user data; the file name around it is English.
    await page.locator('.qr-template-picker').getByText('Text', { exact: true }).click();
    await page.getByLabel('Content', { exact: true }).fill('hello');
    await expect(page.getByText('Verified: the scan matches the content exactly')).toBeVisible({
      timeout: 30_000,
    });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PNG' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('qr-hello.png');

    for (const tab of ['Batch', 'Scan image']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(await page.locator('[role="tabpanel"][aria-hidden="false"]').innerText()).not.toMatch(
        CJK,
      );
    }
    // Step buttons of the number fields are named in English too.
    await page.getByRole('tab', { name: 'Generate', exact: true }).click();
    const stepper = page.locator('.qr-number').first();
    await stepper.hover();
    await expect(stepper.getByRole('button', { name: 'Increase', exact: true })).toHaveCount(1);
  });

  test('an unreadable image is reported in English with its file name', async ({ page }) => {
    await openScreen(page, `${PATH}?action=decode`);
    const chooser = page.waitForEvent('filechooser');
    await page.locator('.qr-decode-drop [role="button"]').click();
    await (
      await chooser
    ).setFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a png') });
    await expect(page.getByText('This file cannot be read as an image (notes.png).')).toBeVisible({
      timeout: 30_000,
    });
    expect(await screenText(page)).not.toMatch(CJK);
  });
});

test('Chinese mode: no English icon names reach a screen reader on any tab', async ({ page }) => {
  await openScreen(page, `${PATH}?action=wifi`);
  await page.getByLabel('网络名称（SSID）').fill('Home');
  await expect(page.getByText('已校验：扫码结果与内容完全一致')).toBeVisible({ timeout: 30_000 });
  const names = async () =>
    page
      .locator('.qr-screen [aria-label]:not([aria-hidden="true"] *), .qr-screen img[alt]')
      .evaluateAll((elements) =>
        elements
          .filter((element) => !element.closest('[aria-hidden="true"]'))
          .map((element) => element.getAttribute('aria-label') ?? element.getAttribute('alt')),
      );
  const english = (list: (string | null)[]) =>
    list.filter((name) => /^[a-z][a-z-]*$/.test(name ?? ''));
  // The check sees the names there are (the preview's own name among them).
  expect(await names()).toContain('二维码预览');
  expect(english(await names())).toEqual([]);
  for (const tab of ['批量生成', '识别二维码']) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    expect(english(await names())).toEqual([]);
  }
});
