import type { Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';
import { JSON_PATH, output, pasteInput } from './jsonInput';

type Holding = { holdWorkerAnswers: (hold: boolean) => void };

/**
 * Lets a test hold the workers' answers (in order) until it releases them: what is in flight
 * when the user clicks is then decided by the test, not by the machine's speed.
 */
async function controlWorkerAnswers(page: Page) {
  await page.addInitScript(() => {
    let holding = false;
    const held: (() => void)[] = [];
    const released = new WeakSet<Event>();
    (window as unknown as Holding).holdWorkerAnswers = (hold) => {
      holding = hold;
      if (!hold) for (const deliver of held.splice(0)) deliver();
    };
    const NativeWorker = window.Worker;
    window.Worker = class extends NativeWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        // Registered before the page's handler, so it runs first and can keep the answer back.
        this.addEventListener('message', (event) => {
          if (!holding || released.has(event)) return;
          event.stopImmediatePropagation();
          held.push(() => {
            const again = new MessageEvent('message', { data: (event as MessageEvent).data });
            released.add(again);
            this.dispatchEvent(again);
          });
        });
      }
    };
  });
}

const hold = (page: Page, on: boolean) =>
  page.evaluate((on) => (window as unknown as Holding).holdWorkerAnswers(on), on);

test.describe('JSON解析 shows what the user asked for last', () => {
  test('压缩 clicked while a live run is in flight is what the output shows', async ({ page }) => {
    await controlWorkerAnswers(page);
    await openScreen(page, JSON_PATH);
    await pasteInput(page, '{\n  "b": {"d": 1, "c": 2},\n  "a": [1, 2]\n}');
    await expect(output(page)).toHaveText(
      '{  "b": {    "d": 1,    "c": 2  },  "a": [    1,    2  ]}',
    );

    await hold(page, true);
    await page.getByRole('switch', { name: '排序键' }).click();
    // The view follows the switch with a live format, still running when the user clicks 压缩
    // (CI's flake: that run had disabled the button for its moment, and the click was lost).
    await expect(page.locator('.json-running')).toBeVisible();
    const minify = page.getByRole('button', { name: /^压\s?缩$/ });
    const box = (await minify.boundingBox())!;
    // A user's click, which does not wait for the button the way locator.click() would.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await hold(page, false);
    await expect(output(page)).toHaveText('{"a":[1,2],"b":{"c":2,"d":1}}');
    await expect(page.getByText('压缩完成')).toBeVisible();

    // An option changed afterwards re-runs the action chosen last: 压缩 stays 压缩.
    await page.getByRole('switch', { name: '排序键' }).click();
    await expect(output(page)).toHaveText('{"b":{"d":1,"c":2},"a":[1,2]}');
  });
});
