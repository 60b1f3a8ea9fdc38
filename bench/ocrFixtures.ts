// The OCR fixture set (bench/ocr-fixtures, made by scripts/make-ocr-fixtures.mjs) as pixels:
// Chromium decodes the JPEGs, since Node has no image decoder of its own here.
import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import type { Pixels } from '../src/tools/compare/core/ocr/image.ts';

export const FIXTURES = 'bench/ocr-fixtures';

export interface ExpectedOffer {
  name: string;
  /** The whole amount in g, ml or the count word, as the listing reader gives it. */
  total: string;
  /** mass, volume, or count:<word>. */
  family: string;
  prices: string[];
}

export interface OcrFixture {
  file: string;
  kind: 'tag' | 'listing';
  offers: ExpectedOffer[];
}

export function ocrFixtures(): OcrFixture[] {
  return JSON.parse(readFileSync(`${FIXTURES}/expected.json`, 'utf8')) as OcrFixture[];
}

export async function decodeFixture(browser: Browser, file: string): Promise<Pixels> {
  const page = await browser.newPage();
  try {
    const base64 = readFileSync(`${FIXTURES}/${file}`).toString('base64');
    const { width, height, rgba } = await page.evaluate(async (jpeg) => {
      const blob = await (await fetch(`data:image/jpeg;base64,${jpeg}`)).blob();
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      let binary = '';
      for (let i = 0; i < pixels.length; i += 0x8000)
        binary += String.fromCharCode(...pixels.subarray(i, i + 0x8000));
      return { width: bitmap.width, height: bitmap.height, rgba: btoa(binary) };
    }, base64);
    return { width, height, data: new Uint8ClampedArray(Buffer.from(rgba, 'base64')) };
  } finally {
    await page.close();
  }
}
