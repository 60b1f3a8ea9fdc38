/**
 * 比价器's price-tag OCR (issue 20) over the fixture set: how often the price and the amount
 * of each tag or listing come out right, and the time per image against the models' own
 * inference time (the rest is our detection post-processing, cropping and reading).
 */
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startServer } from '../server/serve.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.ts';
import { readImageText, type OcrModels } from '../src/tools/compare/core/ocr/read.ts';
import { readTags, type TagReading } from '../src/tools/compare/core/ocr/tags.ts';
import { decodeFixture, ocrFixtures, type ExpectedOffer } from './ocrFixtures.ts';
import { nodeOcrModels } from './ocrModelsNode.ts';
import { median, type BenchRow, type BenchSuite } from './types.ts';

function amountRight(tag: TagReading, offer: ExpectedOffer): boolean {
  const [family, word] = offer.family.split(':');
  return (
    tag.reading.amounts.length === 1 &&
    tag.reading.amounts[0].total === offer.total &&
    tag.reading.amounts[0].family === family &&
    (!word || tag.reading.amounts[0].unit === word)
  );
}

function pricesRight(tag: TagReading, offer: ExpectedOffer): boolean {
  const read = [...tag.reading.prices].sort();
  return JSON.stringify(read) === JSON.stringify([...offer.prices].sort());
}

/** Share of the expected name's characters (spaces aside) found in the read name. */
function nameRight(tag: TagReading, offer: ExpectedOffer): boolean {
  const wanted = [...offer.name.replace(/\s/g, '')];
  const found = wanted.filter((char) => tag.reading.name.includes(char)).length;
  return found / wanted.length >= 0.8;
}

/** The read tag that best matches an expected offer (each tag used once). */
function bestTag(tags: TagReading[], offer: ExpectedOffer): TagReading | undefined {
  const score = (tag: TagReading) =>
    Number(pricesRight(tag, offer)) * 2 +
    Number(amountRight(tag, offer)) * 2 +
    Number(nameRight(tag, offer));
  return [...tags].sort((a, b) => score(b) - score(a))[0];
}

function timed(models: OcrModels, spent: { ms: number }): OcrModels {
  const time = async <T>(run: () => Promise<T>) => {
    const start = performance.now();
    const result = await run();
    spent.ms += performance.now() - start;
    return result;
  };
  return {
    alphabet: models.alphabet,
    detect: (data, width, height) => time(() => models.detect(data, width, height)),
    recognize: (data, width) => time(() => models.recognize(data, width)),
  };
}

/**
 * The page itself on a phone-class CPU (Chromium's 4× slow-down): the first reading (models
 * started from the cache the service worker filled) and the next one, through the dialog.
 */
async function phoneReading(browser: Browser): Promise<{ first: number; next: number }> {
  const server = await startServer({ port: 0, directory: resolve('dist') });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const context = await browser.newContext({ serviceWorkers: 'allow', locale: 'zh-CN' });
  const page = await context.newPage();
  const read = async (file: string) => {
    await page.getByRole('button', { name: '拍价签 / 识别截图' }).click();
    const start = Date.now();
    await page.getByTestId('photo-file').setInputFiles(`bench/ocr-fixtures/${file}`);
    await page.getByText(/识别到 \d+ 个商品/).waitFor({ timeout: 600_000 });
    const spent = Date.now() - start;
    await page.keyboard.press('Escape');
    return spent;
  };
  try {
    await page.goto(`${origin}/tool/compare`);
    await read('tag-01.jpg'); // fills the service worker's model cache
    await page.reload();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const first = await read('tag-02.jpg');
    const next = await read('tag-03.jpg');
    return { first, next };
  } finally {
    await context.close();
    server.close();
  }
}

const suite: BenchSuite = async () => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const models = await nodeOcrModels();
  const fixtures = ocrFixtures();
  let offers = 0;
  let prices = 0;
  let amounts = 0;
  let both = 0;
  let names = 0;
  let extra = 0;
  const times: number[] = [];
  const modelTimes: number[] = [];
  const misses: string[] = [];
  for (const fixture of fixtures) {
    const pixels = await decodeFixture(browser, fixture.file);
    const spent = { ms: 0 };
    const start = performance.now();
    const tags = readTags(await readImageText(pixels, timed(models, spent)));
    times.push(performance.now() - start);
    modelTimes.push(spent.ms);
    extra += Math.max(0, tags.length - fixture.offers.length);
    const left = [...tags];
    for (const offer of fixture.offers) {
      offers++;
      const tag = bestTag(left, offer);
      if (tag) left.splice(left.indexOf(tag), 1);
      const price = !!tag && pricesRight(tag, offer);
      const amount = !!tag && amountRight(tag, offer);
      prices += Number(price);
      amounts += Number(amount);
      both += Number(price && amount);
      names += Number(!!tag && nameRight(tag, offer));
      if (!(price && amount)) misses.push(`${fixture.file}: ${tag?.text ?? '(nothing read)'}`);
    }
  }
  const phone = await phoneReading(browser);
  await browser.close();
  if (misses.length) console.log(`OCR misses:\n  ${misses.join('\n  ')}`);
  const percent = (count: number) => (100 * count) / offers;
  const row = (name: string, value: number, note: string): BenchRow => ({
    area: 'ocr',
    name,
    value,
    unit: '%',
    limitName: 'target',
    limitValue: 90,
    ratio: value / 90,
    note,
  });
  const perImage = median(times);
  const modelsOnly = median(modelTimes);
  return [
    row(
      `price and amount right (${offers} offers, ${fixtures.length} images)`,
      percent(both),
      'PP-OCRv4 det+rec, onnxruntime-web wasm',
    ),
    row('price right', percent(prices), 'every printed price read'),
    row('amount right', percent(amounts), 'one amount, the right total'),
    row('name ≥ 80 % of its characters', percent(names), ''),
    {
      area: 'ocr',
      name: `time per image (median; ${extra} extra groups read)`,
      value: perImage,
      unit: 'ms',
      limitName: 'model inference alone',
      limitValue: modelsOnly,
      ratio: perImage / modelsOnly,
    },
    {
      area: 'ocr',
      name: 'phone profile (CPU 4×): one tag, first reading (models from cache)',
      value: phone.first,
      unit: 'ms',
      limitName: 'model inference alone, desktop',
      limitValue: modelsOnly,
      ratio: phone.first / modelsOnly,
    },
    {
      area: 'ocr',
      name: 'phone profile (CPU 4×): one tag, next reading',
      value: phone.next,
      unit: 'ms',
      limitName: 'model inference alone, desktop',
      limitValue: modelsOnly,
      ratio: phone.next / modelsOnly,
    },
  ];
};

export default suite;
