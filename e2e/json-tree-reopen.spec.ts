import { expect, test } from './fixtures';
import { openLargeDocument } from './largeJson';

/**
 * Going back to 树形视图 after another view, on the same large document: the tree is the one
 * the worker holds (not rebuilt), with the folding, selection and scroll position it had.
 */
test('the tree of a large document comes back as it was left', async ({ page }) => {
  test.setTimeout(240_000);
  await openLargeDocument(page);
  await page.getByRole('tab', { name: '树形视图' }).click();
  const tree = page.getByRole('tree', { name: 'JSON 树' });
  await expect(tree.getByRole('treeitem').filter({ hasText: 'total' })).toBeVisible({
    timeout: 120_000,
  });

  // The items opened, down the list one of them opened and selected.
  const items = tree.getByRole('treeitem', { name: /\bitems : \[/ });
  await items.getByRole('button', { name: '展开' }).click();
  await expect(items).toHaveAttribute('aria-expanded', 'true');
  await tree.evaluate((box) => (box.scrollTop = 26 * 200));
  const item = tree.getByRole('treeitem', { name: /\b210 : \{/ });
  await expect(item).toBeVisible({ timeout: 30_000 });
  await item.getByRole('button', { name: '展开' }).click();
  await expect(item).toHaveAttribute('aria-expanded', 'true');
  await expect(tree.getByRole('treeitem').filter({ hasText: '值210' })).toBeVisible();
  await item.click();
  await expect(item).toHaveAttribute('aria-selected', 'true');
  const scrolled = await tree.evaluate((box) => box.scrollTop);

  await page.getByRole('tab', { name: '格式化' }).click();
  await expect(tree).toHaveCount(0);
  await page.getByRole('tab', { name: '树形视图' }).click();
  await expect(item).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 });
  await expect(item).toHaveAttribute('aria-selected', 'true');
  await expect(tree.getByRole('treeitem').filter({ hasText: '值210' })).toBeVisible();
  expect(await tree.evaluate((box) => box.scrollTop)).toBe(scrolled);
});
