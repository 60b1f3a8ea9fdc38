import type { Locator, Page } from '@playwright/test';
import { expect, openScreen } from './fixtures';
import { JSON_PATH, pasteInput } from './jsonInput';

/** The input editor's text, line by line as CodeMirror shows it (short documents only). */
/** A small document the tree specs edit: a 20-digit id, CJK, an array and an object. */
export const SMALL_DOC = [
  '{',
  '  "name": "工具箱",',
  '  "id": 12345678901234567890123,',
  '  "tags": ["a", "b"],',
  '  "info": {"x": 1}',
  '}',
].join('\n');

export async function inputText(page: Page): Promise<string> {
  return page
    .locator('.json-input-area .cm-line')
    .evaluateAll((lines) => lines.map((line) => line.textContent).join('\n'));
}

/** Opens JSON解析 with `text` as input and shows its tree; gives the tree. */
export async function openTree(page: Page, text: string, firstKey: string) {
  await openScreen(page, JSON_PATH);
  await pasteInput(page, text);
  await page.getByRole('tab', { name: '树形视图' }).click();
  const tree = page.getByRole('tree', { name: 'JSON 树' });
  await expect(tree.getByRole('treeitem').filter({ hasText: firstKey }).first()).toBeVisible();
  return tree;
}

/** The first row of the tree showing `text`. */
export const item = (tree: Locator, text: string | RegExp) =>
  tree.getByRole('treeitem').filter({ hasText: text }).first();

/**
 * Records the input's text after each step, checked by `check` once the editor shows it, so
 * that undo and redo can be compared with each recorded text exactly.
 */
export function stepRecorder(page: Page, original: string) {
  const steps: string[] = [original];
  const expectText = async (check: (text: string) => void) => {
    await expect
      .poll(async () => {
        try {
          check(await inputText(page));
          return true;
        } catch {
          return false;
        }
      })
      .toBe(true);
    steps.push(await inputText(page));
  };
  /** Undo every step back to the original, then redo every one, each text exact. */
  const undoAndRedoAll = async () => {
    const undo = page.getByRole('button', { name: /^撤\s?销$/ });
    const redo = page.getByRole('button', { name: /^重\s?做$/ });
    for (let i = steps.length - 2; i >= 0; i -= 1) {
      await undo.click();
      await expect.poll(() => inputText(page)).toBe(steps[i]);
    }
    for (let i = 1; i < steps.length; i += 1) {
      await redo.click();
      await expect.poll(() => inputText(page)).toBe(steps[i]);
    }
    await expect(redo).toBeDisabled();
  };
  return { steps, expectText, undoAndRedoAll };
}
