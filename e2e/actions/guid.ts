import { expect, type Page } from '@playwright/test';
import type { guidTool } from '../../src/tools/guid/tool';
import type { ActionChecks } from './types';

/** A v7 to inspect: its version and time are what 解析 GUID shows. */
const V7_SAMPLE = '01890a5d-ac96-774b-bcce-b302099a8057';
const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const rows = (page: Page) =>
  page.getByRole('list', { name: '生成的 UUID 列表' }).getByRole('listitem');
const firstUuid = (page: Page) => rows(page).first().locator('code').innerText();
const inspector = (page: Page) => page.getByLabel('要解析的 UUID');

/** The first GUID shown before each generate action, per page. */
const before = new WeakMap<Page, string>();

async function pickVersion(page: Page, name: string) {
  await page.getByRole('radio', { name, exact: true }).locator('xpath=ancestor::label').click();
  await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
}

export const checks: ActionChecks<typeof guidTool> = {
  generate: {
    // The list shown now is kept (a reload restores it), so only a new generation changes it.
    prepare: async (page) => {
      await expect(rows(page)).toHaveCount(10);
      before.set(page, await firstUuid(page));
    },
    expectEffect: async (page) => {
      const previous = before.get(page);
      expect(previous, 'prepare recorded the first GUID').toBeDefined();
      await expect.poll(() => firstUuid(page)).not.toBe(previous);
      await expect(rows(page)).toHaveCount(10);
    },
  },
  v7: {
    prepare: async (page) => {
      await pickVersion(page, 'v4');
      await expect.poll(async () => (await firstUuid(page))[14]).toBe('4');
    },
    expectEffect: async (page) => {
      await expect(page.getByRole('radio', { name: 'v7', exact: true })).toBeChecked();
      await expect.poll(() => firstUuid(page)).toMatch(V7);
    },
  },
  parse: {
    // A value waits in the inspector while the other tab (批量校验) is shown and has focus.
    prepare: async (page) => {
      await inspector(page).fill(V7_SAMPLE);
      await page.getByRole('tab', { name: '批量校验' }).click();
      await expect(inspector(page)).toBeHidden();
    },
    expectEffect: async (page) => {
      await expect(page.getByRole('tab', { name: '解析', exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(inspector(page)).toBeFocused();
      await expect(inspector(page)).toHaveValue(V7_SAMPLE);
      await expect(page.getByText('v7（Unix 毫秒时间有序）')).toBeVisible();
    },
  },
};
