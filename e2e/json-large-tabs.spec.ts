import type { Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';
import { downloadInput, largeDocument } from './largeJson';

/**
 * Two tabs editing a large (Blob) draft at the same instant: the one whose save comes second
 * never writes over the first. It says so, keeps its edit (on screen, downloadable, and kept
 * aside across a reload), and lets the user load the newer version (undoable) or keep its own.
 */
const PATH = '/tool/jsonConvert';
const ORIGINAL = '"total": 12345678901234567890.50';
const CONFLICT = '另一个标签页保存了更新的输入';
const withTotal = (value: string) =>
  Buffer.from(largeDocument().replace(ORIGINAL, `"total": ${value}`));

const total = (page: Page) =>
  page.getByRole('tree', { name: 'JSON 树' }).getByRole('treeitem').filter({ hasText: 'total' });

/** Waits for the large input and shows it in the tree. */
async function openTree(page: Page) {
  await expect(page.getByText(/large\.json（\d\.\d MB）已载入/)).toBeVisible({ timeout: 60_000 });
  await page.getByRole('tab', { name: '树形视图' }).click();
  await expect(total(page)).toContainText('12345678901234567890.50', { timeout: 120_000 });
}

/** Opens the total's value for editing and types `value`, without committing it yet. */
async function typeTotal(page: Page, value: string) {
  await total(page).click();
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: '值', exact: true }).fill(value);
}

test.describe('JSON解析: two tabs saving a large draft at once', () => {
  test.setTimeout(300_000);

  test('the later save is refused, kept, and the user chooses', async ({ context }) => {
    const first = await context.newPage();
    await openScreen(first, PATH);
    await first.getByTestId('json-file-input').setInputFiles({
      name: 'large.json',
      mimeType: 'application/json',
      buffer: Buffer.from(largeDocument()),
    });
    await openTree(first);
    const second = await context.newPage();
    await openScreen(second, PATH);
    await openTree(second);

    await typeTotal(first, '111');
    await typeTotal(second, '222');
    await Promise.all([first.keyboard.press('Enter'), second.keyboard.press('Enter')]);

    // Exactly one tab finds the other's save newer than what its edit was made on.
    const alert = (page: Page) => page.getByRole('alert').filter({ hasText: CONFLICT });
    await expect
      .poll(async () => (await alert(first).count()) + (await alert(second).count()), {
        timeout: 90_000,
      })
      .toBe(1);
    const firstLost = (await alert(first).count()) === 1;
    const [loser, winner] = firstLost ? [first, second] : [first, second].reverse();
    const [mine, theirs] = firstLost ? ['111', '222'] : ['222', '111'];
    await expect(total(winner)).toContainText(theirs, { timeout: 60_000 });
    await expect(total(loser)).toContainText(mine);

    // Its edit is kept aside: a reload brings it back, still asking.
    await loser.reload();
    await expect(alert(loser)).toBeVisible({ timeout: 60_000 });
    expect((await downloadInput(loser, '下载本页的版本')).equals(withTotal(mine))).toBe(true);
    expect((await downloadInput(winner)).equals(withTotal(theirs))).toBe(true);

    // 载入较新的版本 shows the other tab's; 撤销 brings this tab's edit back and saves it,
    // which the other tab (holding no edit) then shows.
    await loser.getByRole('button', { name: '载入较新的版本' }).click();
    await expect(alert(loser)).toHaveCount(0);
    await expect
      .poll(() => downloadInput(loser).then((bytes) => bytes.equals(withTotal(theirs))), {
        timeout: 30_000,
      })
      .toBe(true);
    await loser
      .locator('.undo-notice')
      .getByRole('button', { name: /^撤\s?销$/ })
      .click();
    await expect
      .poll(() => downloadInput(loser).then((bytes) => bytes.equals(withTotal(mine))), {
        timeout: 30_000,
      })
      .toBe(true);
    await expect
      .poll(() => downloadInput(winner).then((bytes) => bytes.equals(withTotal(mine))), {
        timeout: 60_000,
      })
      .toBe(true);

    // Again at once: this time the refused tab keeps its own version, over the other's.
    await expect(total(winner)).toContainText(mine, { timeout: 60_000 });
    await expect(total(loser)).toContainText(mine, { timeout: 60_000 });
    await typeTotal(first, '333');
    await typeTotal(second, '444');
    await Promise.all([first.keyboard.press('Enter'), second.keyboard.press('Enter')]);
    await expect
      .poll(async () => (await alert(first).count()) + (await alert(second).count()), {
        timeout: 90_000,
      })
      .toBe(1);
    const keeper = (await alert(first).count()) === 1 ? first : second;
    const kept = keeper === first ? '333' : '444';
    await keeper.getByRole('button', { name: '保留本页的版本' }).click();
    await expect(alert(keeper)).toHaveCount(0);
    for (const page of [first, second])
      await expect
        .poll(() => downloadInput(page).then((bytes) => bytes.equals(withTotal(kept))), {
          timeout: 60_000,
        })
        .toBe(true);
  });
});
