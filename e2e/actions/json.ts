import { expect, type Page } from '@playwright/test';
import type { jsonTool } from '../../src/tools/json/tool';
import type { ActionChecks } from './types';

/** Replaces the editor's text as a paste would, and waits until the draft has it. */
async function paste(page: Page, text: string) {
  const editor = page.getByRole('textbox', { name: 'JSON 输入' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
  // Leave the editor so that nothing typed here goes to the palette or the reload.
  await page.locator('.app-header-title').click();
}

const output = (page: Page) => page.getByRole('textbox', { name: '输出（只读）' });

/** Each action must show, for the text in the editor, what only that action shows. */
export const checks: ActionChecks<typeof jsonTool> = {
  format: {
    prepare: (page) => paste(page, '{"a":1,"n":1.10}'),
    expectEffect: (page) => expect(output(page)).toHaveText('{  "a": 1,  "n": 1.10}'),
  },
  minify: {
    prepare: (page) => paste(page, '{\n  "a": 1,\n  "b": [1, 2]\n}'),
    expectEffect: (page) => expect(output(page)).toHaveText('{"a":1,"b":[1,2]}'),
  },
  validate: {
    prepare: (page) => paste(page, '{\n  "a": [1, 2,]\n}'),
    expectEffect: (page) =>
      expect(page.getByRole('alert').filter({ hasText: '第 2 行第 13 列' })).toContainText(
        '多余的逗号',
      ),
  },
  repair: {
    prepare: (page) => paste(page, "{'name': 'x', ok: True}"),
    expectEffect: async (page) => {
      await expect(page.getByRole('tab', { name: '修复', selected: true })).toBeVisible();
      await expect(output(page)).toHaveText('{"name": "x", "ok": true}');
    },
  },
  toYaml: {
    prepare: (page) => paste(page, '{"a":1,"b":"x"}'),
    expectEffect: (page) => expect(output(page)).toHaveText('a: 1b: x'),
  },
  toXml: {
    prepare: (page) => paste(page, '{"root":{"a":1}}'),
    expectEffect: (page) => expect(output(page)).toContainText('<a>1</a>'),
  },
  toCsv: {
    prepare: (page) => paste(page, '[{"id":1,"name":"x"},{"id":2,"name":"y"}]'),
    expectEffect: (page) => expect(output(page)).toHaveText('id,name1,x2,y'),
  },
};
