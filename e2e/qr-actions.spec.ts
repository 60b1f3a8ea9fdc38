import { checks } from './actions/qr';
import { openScreen, test } from './fixtures';

const PATH = '/tool/qrGenerate';

/** What a user types to find each action in the palette (the manifest's zh-CN names). */
const PALETTE_NAMES: Record<string, string> = {
  download: '下载 PNG',
  wifi: 'WiFi 二维码',
  batch: '批量生成',
  decode: '识别二维码',
};

// Decoding in the page and in Node is CPU-heavy on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

/**
 * Each declared action opened as `?action=<id>` after a reload, on the input `prepare` gave
 * the tool (the action walker also runs them from the palette).
 */
test.describe('二维码生成 actions', () => {
  for (const [id, check] of Object.entries(checks)) {
    test(`?action=${id} has its visible effect`, async ({ page }) => {
      await openScreen(page, PATH);
      await check.prepare?.(page);
      await openScreen(page, `${PATH}?action=${id}`);
      await check.expectEffect(page);
      // The action ran once and left the address: a reload does not run it again.
      await test.expect(page).not.toHaveURL(/action=/);
    });

    test(`${id} chosen in the search palette has its visible effect`, async ({ page }) => {
      await openScreen(page, PATH);
      await check.prepare?.(page);
      await page.keyboard.press('Control+k');
      const search = page.getByRole('combobox').last();
      await test.expect(search).toBeFocused();
      await search.fill(PALETTE_NAMES[id]);
      await page
        .getByRole('option', { name: new RegExp(PALETTE_NAMES[id]) })
        .first()
        .click();
      await check.expectEffect(page);
      if (id !== 'download') {
        // The palette handing focus back when it has closed must not undo the action's focus.
        await page.waitForTimeout(1000);
        await check.expectEffect(page);
      }
    });
  }
});
