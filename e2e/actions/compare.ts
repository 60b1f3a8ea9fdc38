import { expect, type Page } from '@playwright/test';
import type { compareTool } from '../../src/tools/compare/tool';
import { openOffer } from '../compareOffers';
import type { ActionChecks } from './types';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** Each action must change what the user sees of the comparison open now. */
export const checks: ActionChecks<typeof compareTool> = {
  addOffer: {
    prepare: async (page) => {
      await expect(page.locator('.cmp-offer')).toHaveCount(2);
    },
    expectEffect: async (page) => {
      await expect(page.locator('.cmp-offer')).toHaveCount(3);
      await expect(page.getByLabel('商品 C 快速录入规格')).toBeFocused();
    },
  },
  unitPrice: {
    prepare: async (page) => {
      await page.getByLabel('商品 A 快速录入规格').fill('500g');
      await page.getByLabel('商品 A 价格').fill('12.90');
      await openOffer(page, '商品 B');
      await page.getByLabel('商品 B 快速录入规格').fill('1kg');
      await page.getByLabel('商品 B 价格').fill('24.80');
      await tab(page, '买够').click();
      await expect(tab(page, '买够')).toHaveAttribute('aria-selected', 'true');
    },
    expectEffect: async (page) => {
      await expect(tab(page, '单价比较')).toHaveAttribute('aria-selected', 'true');
      const ranking = page.getByRole('list', { name: '排名' });
      await expect(ranking.getByRole('listitem')).toHaveCount(2);
      await expect(ranking).toBeInViewport();
    },
  },
  coudan: {
    expectEffect: async (page) => {
      await expect(tab(page, '凑单')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('textbox', { name: '满', exact: true })).toBeFocused();
    },
  },
};
