import { checks } from './actions/qr';
import { openScreen, test } from './fixtures';

const PATH = '/tool/qrGenerate';

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
  }
});
