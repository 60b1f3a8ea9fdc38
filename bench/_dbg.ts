import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.ts';
import { readImageText } from '../src/tools/compare/core/ocr/read.ts';
import { decodeFixture } from './ocrFixtures.ts';
import { nodeOcrModels } from './ocrModelsNode.ts';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const models = await nodeOcrModels();
for (const file of process.argv.slice(2)) {
  const px = await decodeFixture(browser, file);
  console.log(file, px.width, px.height);
  for (const l of await readImageText(px, models))
    console.log(
      '  ',
      l.text,
      l.confidence.toFixed(2),
      l.weakest.toFixed(2),
      ...[l.box.left, l.box.top, l.box.width, l.box.height].map(Math.round),
    );
}
await browser.close();
