/**
 * 二维码 批量 speed (issue 16, item 7): what one row of a batch costs (encode, draw a 512 px
 * image, write the PNG, check it with the simulated phone camera), and a 1000-code ZIP made by
 * the production build in Chromium on its worker pool (one worker per core), both as ratios to
 * the raw encoder (qrcode's matrix for the same contents), measured in the same run.
 */
import { chromium } from '@playwright/test';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import QRCode from 'qrcode';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.ts';
import { startServer } from '../server/serve.mjs';
import {
  checkWithCamera,
  encodePng,
  encodeQr,
  parseHexColor,
  rasterizeQr,
  utf8Bytes,
} from '../src/tools/qr/core/index.ts';
import { decodeQrCodes } from '../src/tools/qr/core/decode.ts';
import { prepareNodeDecoder } from '../src/tools/qr/core/nodeDecoder.ts';
import type { BenchSuite } from './types.ts';

const DIST = resolve(process.env.BENCH_DIST ?? process.env.E2E_DIST ?? 'dist');
const black = parseHexColor('#000000')!;
const white = parseHexColor('#ffffff')!;
const CODES = 200;
const ZIP_CODES = 1000;
const textOf = (index: number) => `https://example.com/商品/${index + 1}?from=qr`;

const rawEncode = (text: string) =>
  QRCode.create([{ data: utf8Bytes(text), mode: 'byte' }], { errorCorrectionLevel: 'M' });

/** One batch row as the worker makes it (worker/batchJobs.ts with the worker's checkCode). */
async function batchRow(text: string): Promise<void> {
  const qr = encodeQr(text, { errorLevel: 'M' });
  const raster = rasterizeQr(qr, { size: 512, margin: 4, foreground: black, background: white });
  encodePng(raster);
  const report = await checkWithCamera({
    content: text,
    raster,
    moduleCount: qr.size,
    margin: 4,
    foreground: black,
    background: white,
    errorLevel: 'M',
    decode: decodeQrCodes,
  });
  if (!report.ok) throw new Error(`${text}: the camera check failed`);
}

/** ms per code over `CODES` contents, ours and the raw encoder alternately (load hits both). */
async function perCode(): Promise<[number, number]> {
  for (let i = 0; i < 20; i += 1) {
    await batchRow(textOf(i));
    rawEncode(textOf(i));
  }
  let ours = 0;
  let raw = 0;
  for (let i = 0; i < CODES; i += 1) {
    let start = performance.now();
    await batchRow(textOf(i));
    ours += performance.now() - start;
    start = performance.now();
    rawEncode(textOf(i));
    raw += performance.now() - start;
  }
  return [ours / CODES, raw / CODES];
}

/** The 1000-code ZIP as a user makes it: pasted list, 生成 ZIP, until the download starts. */
async function zipInChromium(): Promise<{ ms: number; cores: number }> {
  const server = await startServer({ port: 0, directory: DIST });
  const { port } = server.address() as { port: number };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ locale: 'zh-CN', serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/tool/qrGenerate`);
    await page.getByRole('tab', { name: '批量生成' }).click();
    const box = page.getByLabel('批量内容');
    await box.waitFor();
    const list = Array.from({ length: ZIP_CODES }, (_, i) => textOf(i)).join('\n');
    await box.evaluate((element, text) => {
      const clipboardData = new DataTransfer();
      clipboardData.setData('text/plain', text);
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true }));
    }, list);
    const button = page.getByRole('button', { name: `生成 ZIP（${ZIP_CODES} 个）` });
    await button.waitFor({ timeout: 60_000 });
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    const start = performance.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 300_000 }),
      button.click(),
    ]);
    const ms = performance.now() - start;
    await download.delete();
    await context.close();
    return { ms, cores };
  } finally {
    await browser.close();
    server.close();
  }
}

/** The load average (1, 5, 15 min) now: on a shared machine it says how far to trust a time. */
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

const qrBatchBench: BenchSuite = async () => {
  prepareNodeDecoder();
  const loadBefore = load();
  const [oursMs, rawMs] = await perCode();
  const rawStart = performance.now();
  for (let i = 0; i < ZIP_CODES; i += 1) rawEncode(textOf(i));
  const rawZipMs = performance.now() - rawStart;
  const loadZip = load();
  const zip = await zipInChromium();
  const loadAfter = load();
  const perCodeRatio = oursMs / rawMs;
  const zipRatio = zip.ms / rawZipMs;
  // The targets (issue 16) were set on this 2-core machine against a raw encode of 0.67 ms:
  // as ratios they hold under any load, which scales both sides alike.
  console.log(
    [
      `QR batch, load average ${loadBefore} (1/5/15 min) at the start, ${loadZip} before the ZIP, ${loadAfter} at the end:`,
      `  per code ${oursMs.toFixed(2)} ms = ${perCodeRatio.toFixed(1)} × the raw encode (${rawMs.toFixed(3)} ms); target ≤ 16 ms`,
      `  ${ZIP_CODES}-code ZIP ${(zip.ms / 1000).toFixed(2)} s = ${zipRatio.toFixed(1)} × ${ZIP_CODES} raw encodes (${(rawZipMs / 1000).toFixed(2)} s); target ≤ 5 s, ${zip.cores} workers`,
    ].join('\n'),
  );
  return [
    {
      area: 'QR batch',
      name: '每个码：编码 + 绘制 + PNG + 模拟摄像头校验（512 px）',
      value: Number(oursMs.toFixed(2)),
      unit: 'ms',
      limitName: 'qrcode.create 原始编码（同内容）',
      limitValue: Number(rawMs.toFixed(3)),
      ratio: Number(perCodeRatio.toFixed(2)),
      note: `mean of ${CODES} contents, one thread, interleaved; target ≤ 16 ms; load ${loadBefore}`,
    },
    {
      area: 'QR batch',
      name: `${ZIP_CODES} 个码的 ZIP（Chromium，${zip.cores} 个 worker，逐个摄像头校验）`,
      value: Number((zip.ms / 1000).toFixed(2)),
      unit: 's',
      limitName: `qrcode.create ×${ZIP_CODES} 原始编码`,
      limitValue: Number((rawZipMs / 1000).toFixed(2)),
      ratio: Number(zipRatio.toFixed(2)),
      note: `click to download, production build; target ≤ 5 s; load ${loadZip} → ${loadAfter}`,
    },
  ];
};

export default qrBatchBench;
