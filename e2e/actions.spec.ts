import { tools } from '../src/tools/registry';
import { ACTION_CHECKS } from './actions/index';
import { expect, openScreen, test } from './fixtures';

// Some effects (a downloaded PNG decoded, a generated list) are CPU-heavy on a shared machine.
test.describe.configure({ timeout: 120_000 });

/**
 * Every action every tool declares, run as a user runs it: chosen in the search palette by its
 * Chinese name, and opened as `?action=<id>`. Each must have its check (e2e/actions/<tool>.ts),
 * and the check's visible effect must follow; a declared action without one fails here.
 */
for (const tool of tools) {
  test.describe(`${tool.text['zh-CN'].title}: declared actions`, () => {
    for (const action of tool.actions) {
      const name = tool.text['zh-CN'].actions[action.id];
      const check = ACTION_CHECKS[tool.id]?.[action.id];

      test(`${name} (${action.id}) chosen in the search palette`, async ({ page }) => {
        expect(
          check,
          `no check for ${tool.id}.${action.id} in e2e/actions/${tool.id}.ts`,
        ).toBeDefined();
        await openScreen(page, tool.path);
        await check!.prepare?.(page);
        await page.keyboard.press('Control+k');
        const search = page.getByRole('combobox').last();
        await expect(search).toBeFocused();
        await search.fill(name);
        await page
          .getByRole('option', { name: new RegExp(name) })
          .first()
          .click();
        await check!.expectEffect(page);
        // The palette closing must not undo the effect (it used to hand focus back).
        if (!check!.once) {
          await page.waitForTimeout(1000);
          await check!.expectEffect(page);
        }
      });

      test(`${name} (${action.id}) opened as ?action=${action.id}`, async ({ page }) => {
        expect(
          check,
          `no check for ${tool.id}.${action.id} in e2e/actions/${tool.id}.ts`,
        ).toBeDefined();
        await openScreen(page, tool.path);
        await check!.prepare?.(page);
        await openScreen(page, `${tool.path}?action=${action.id}`);
        await check!.expectEffect(page);
        // The action ran once and left the address: a reload does not run it again.
        await expect(page).not.toHaveURL(/action=/);
      });
    }
  });
}

test('an action a tool does not declare is reported, and the tool still works', async ({
  page,
}) => {
  await openScreen(page, '/tool/guidGenerate?action=nope');
  await expect(page.getByText('此工具没有“nope”这个操作，已忽略该链接中的操作。')).toBeVisible();
  await expect(page).not.toHaveURL(/action=/);
  await expect(page.locator('.screen[data-screen="Guid生成"]')).toBeVisible();
});
