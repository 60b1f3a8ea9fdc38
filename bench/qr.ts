import QRCode from 'qrcode';
import {
  encodePng,
  encodeQr,
  parseHexColor,
  rasterizeQr,
  utf8Bytes,
  verifyDecoded,
  type EncodedQr,
} from '../src/tools/qr/core/index.ts';
import { decodeQrCodes } from '../src/tools/qr/core/decode.ts';
import { prepareNodeDecoder } from '../src/tools/qr/core/nodeDecoder.ts';
import { median, type BenchRow, type BenchSuite } from './types.ts';

const black = parseHexColor('#000000')!;
const white = parseHexColor('#ffffff')!;
const URL_TEXT = 'https://example.com/商品/详情?id=20260423&from=qr';
const LONG_TEXT = Array.from({ length: 2000 }, (_, i) => String.fromCharCode(33 + (i % 90))).join(
  '',
);

function renderPng(qr: EncodedQr, size: number): Uint8Array {
  return encodePng(rasterizeQr(qr, { size, margin: 4, foreground: black, background: white }));
}

/** The raw encoder alone (qrcode's matrix, same UTF-8 byte segment): the floor for any renderer. */
function rawEncode(text: string, errorCorrectionLevel: 'M') {
  return QRCode.create([{ data: utf8Bytes(text), mode: 'byte' }], { errorCorrectionLevel });
}

/**
 * Times ours and the limit alternately (after warm-ups), so load from other processes on this
 * shared machine hits both sides alike; returns both medians in ms.
 */
async function pairedMedians(
  ours: () => unknown,
  limit: () => unknown,
  runs = 15,
): Promise<[number, number]> {
  // Warm-up: qrcode's mask search and our loops need a few runs before the JIT settles.
  for (let i = 0; i < 10; i += 1) {
    await ours();
    await limit();
  }
  const oursTimes: number[] = [];
  const limitTimes: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    let start = performance.now();
    await ours();
    oursTimes.push(performance.now() - start);
    start = performance.now();
    await limit();
    limitTimes.push(performance.now() - start);
  }
  return [median(oursTimes), median(limitTimes)];
}

function row(name: string, ms: number, limitName: string, limitMs: number, note: string): BenchRow {
  return {
    area: 'QR',
    name,
    value: Number(ms.toFixed(2)),
    unit: 'ms',
    limitName,
    limitValue: Number(limitMs.toFixed(2)),
    ratio: Number((ms / limitMs).toFixed(2)),
    note,
  };
}

/**
 * QR: per-code cost of what the app does (encode + draw + PNG, and with the decode check) in
 * Node, next to the raw encoder alone on the same content. A batch row and the 1000-code ZIP
 * are measured by bench/qr-batch.ts.
 */
const qrBench: BenchSuite = async () => {
  prepareNodeDecoder();
  const rows: BenchRow[] = [];
  const cases: [string, string, number][] = [
    ['每个码：编码 + 绘制 + PNG（URL 56 字节，512 px）', URL_TEXT, 512],
    ['每个码：编码 + 绘制 + PNG（2000 字节，1024 px）', LONG_TEXT, 1024],
  ];
  for (const [name, text, size] of cases) {
    const [ms, limitMs] = await pairedMedians(
      () => renderPng(encodeQr(text, { errorLevel: 'M' }), size),
      () => rawEncode(text, 'M'),
    );
    rows.push(
      row(name, ms, 'qrcode.create 原始编码（同内容）', limitMs, 'median of 15, interleaved'),
    );
  }

  const qr = encodeQr(URL_TEXT, { errorLevel: 'M' });
  const raster = rasterizeQr(qr, { size: 512, margin: 4, foreground: black, background: white });
  const [verifiedMs, decodeMs] = await pairedMedians(
    async () => {
      const drawn = encodeQr(URL_TEXT, { errorLevel: 'M' });
      const pixels = rasterizeQr(drawn, {
        size: 512,
        margin: 4,
        foreground: black,
        background: white,
      });
      encodePng(pixels);
      verifyDecoded(URL_TEXT, await decodeQrCodes(pixels));
    },
    () => decodeQrCodes(raster),
  );
  rows.push(
    row(
      '每个码：编码 + 绘制 + PNG + 扫码校验（512 px）',
      verifiedMs,
      'zxing-wasm 单独解码同一图像',
      decodeMs,
      'median of 15, interleaved; the decode check dominates',
    ),
  );

  return rows;
};

export default qrBench;
