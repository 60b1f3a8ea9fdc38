import { readFileSync } from 'node:fs';
import { expect, type Download, type Page } from '@playwright/test';
import { decodeQrCodes } from '../../src/tools/qr/core/decode';
import { prepareNodeDecoder } from '../../src/tools/qr/core/nodeDecoder';
import type { qrTool } from '../../src/tools/qr/tool';
import type { ActionChecks } from './types';

prepareNodeDecoder();

/** The content the download check gives the tool: its PNG must decode to exactly this. */
const CONTENT = 'https://example.com/动作?下载=png';

/**
 * Downloads seen per page. Listening starts in `prepare`, before the action runs: with the
 * content already verified, 下载 PNG can start its download before `expectEffect` is called.
 */
const downloads = new WeakMap<Page, { files: Download[]; taken: number }>();

function watchDownloads(page: Page) {
  let entry = downloads.get(page);
  if (!entry) {
    const fresh = { files: [] as Download[], taken: 0 };
    page.on('download', (download) => fresh.files.push(download));
    downloads.set(page, fresh);
    entry = fresh;
  }
  // Only downloads caused by the action under test count.
  entry.taken = entry.files.length;
}

/** Shows the 生成 tab with the plain-text template, so no action's effect is there already. */
async function openTextTemplate(page: Page) {
  await page.getByRole('tab', { name: '生成', exact: true }).click();
  await page.locator('.qr-template-picker').getByText('文本', { exact: true }).click();
  await expect(page.getByLabel('内容', { exact: true })).toBeVisible();
}

async function expectTab(page: Page, name: string) {
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

export const checks: ActionChecks<typeof qrTool> = {
  download: {
    once: true,
    prepare: async (page) => {
      watchDownloads(page);
      await openTextTemplate(page);
      await page.getByLabel('内容', { exact: true }).fill(CONTENT);
      await expect(page.getByText('已校验：扫码结果与内容完全一致')).toBeVisible({
        timeout: 30_000,
      });
    },
    expectEffect: async (page) => {
      const entry = downloads.get(page);
      if (!entry) throw new Error('download check: prepare did not run on this page');
      await expect.poll(() => entry.files.length, { timeout: 60_000 }).toBeGreaterThan(entry.taken);
      const download = entry.files[entry.taken];
      entry.taken += 1;
      expect(download.suggestedFilename()).toBe('二维码-example.com_动作_下载=png.png');
      const png = new Uint8Array(readFileSync((await download.path())!));
      const decoded = await decodeQrCodes(png);
      expect(decoded.map((symbol) => symbol.text)).toEqual([CONTENT]);
    },
  },
  wifi: {
    prepare: openTextTemplate,
    expectEffect: async (page) => {
      await expectTab(page, '生成');
      await expect(
        page.locator('.qr-template-picker .ant-radio-button-wrapper-checked'),
      ).toHaveText('WiFi');
      await expect(page.getByLabel('网络名称（SSID）')).toBeFocused();
    },
  },
  batch: {
    prepare: openTextTemplate,
    expectEffect: async (page) => {
      await expectTab(page, '批量生成');
      await expect(page.getByLabel('批量内容')).toBeFocused();
    },
  },
  decode: {
    prepare: openTextTemplate,
    expectEffect: async (page) => {
      await expectTab(page, '识别二维码');
      // The drop zone has the focus: Enter opens the file chooser, Ctrl+V pastes a screenshot.
      await expect(page.locator('.qr-decode-drop [role="button"]')).toBeFocused();
    },
  },
};
