import { expect, type Page } from '@playwright/test';

/** An offer's row on the 比价器 screen: the button that opens and folds the offer. */
export const offerRow = (page: Page, name: string) =>
  page.getByRole('region', { name, exact: true }).locator('button[aria-expanded]');

/** Opens an offer for editing (one is open at a time: the one open before folds). */
export async function openOffer(page: Page, name: string): Promise<void> {
  const row = offerRow(page, name);
  if ((await row.getAttribute('aria-expanded')) !== 'true') await row.click();
  await expect(row).toHaveAttribute('aria-expanded', 'true');
}
