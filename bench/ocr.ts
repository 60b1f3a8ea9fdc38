/**
 * 比价器's price-tag OCR (issue 20) over the fixture set: how often the price and the amount
 * of each tag or listing come out right, and the time per image against the models' own
 * inference time (the rest is our detection post-processing, cropping and reading).
 */
import { chromium } from '@playwright/test';
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
  ];
};

export default suite;
