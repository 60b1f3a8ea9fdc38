/**
 * 二维码 批量 speed (issue 16, item 7): what one row of a batch costs (encode, draw a 512 px
 * image, write the PNG, check it with the simulated phone camera), and a 1000-code ZIP made by
 * the production build in Chromium on its worker pool (one worker per core), both as ratios to
 * the raw encoder (qrcode's matrix for the same contents), measured in the same run. Each
 * also as CPU time (this process; every Chromium process for the ZIP), which a machine shared
 * with others' builds inflates far less than wall time; the load average is printed with them.
 */
import { chromium } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
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
import type { BenchRow, BenchSuite } from './types.ts';

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

/** This process's CPU time in ms (user + system): what a busy machine inflates least. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

interface Timed {
  /** Wall time, ms. */
  wall: number;
  /** CPU time, ms. */
  cpu: number;
}

/**
 * Per code over `CODES` contents, ours and the raw encoder alternately (load hits both):
 * mean wall and CPU time of each.
 */
async function perCode(): Promise<[Timed, Timed]> {
  for (let i = 0; i < 20; i += 1) {
    await batchRow(textOf(i));
    rawEncode(textOf(i));
  }
  const ours = { wall: 0, cpu: 0 };
  const raw = { wall: 0, cpu: 0 };
  const timed = async (into: Timed, run: () => unknown) => {
    const start = performance.now();
    const startCpu = cpuMs();
    await run();
    into.cpu += cpuMs() - startCpu;
    into.wall += performance.now() - start;
  };
  for (let i = 0; i < CODES; i += 1) {
    await timed(ours, () => batchRow(textOf(i)));
    await timed(raw, () => rawEncode(textOf(i)));
  }
  const mean = ({ wall, cpu }: Timed) => ({ wall: wall / CODES, cpu: cpu / CODES });
  return [mean(ours), mean(raw)];
}

/** CPU time (ms) used so far by a process and all its descendants (Linux /proc). */
function treeCpuMs(root: number): number {
  const stats = new Map<number, { parent: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command name (which may hold spaces): state, ppid, ... utime, stime.
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), { parent: Number(fields[1]), ticks: +fields[11] + +fields[12] });
    } catch {
      // The process ended while the list was read.
    }
  }
  let ticks = 0;
  const visit = (pid: number) => {
    ticks += stats.get(pid)?.ticks ?? 0;
    for (const [child, stat] of stats) if (stat.parent === pid) visit(child);
  };
  visit(root);
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** The Chromium launched with `marker` on its command line. */
function browserPid(marker: string): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(marker)) return Number(entry);
    } catch {
      // The process ended while the list was read.
    }
  }
  throw new Error('the benchmark’s Chromium process was not found');
}

/** The 1000-code ZIP as a user makes it: pasted list, 生成 ZIP, until the download starts. */
async function zipInChromium(): Promise<{ ms: number; cpuMs: number; cores: number }> {
  const server = await startServer({ port: 0, directory: DIST });
  const { port } = server.address() as { port: number };
  // An unused switch, only to find this browser's processes and add up their CPU time.
  const marker = `--qr-bench-${process.pid}-${Date.now()}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, marker],
  });
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
    const pid = browserPid(marker);
    const startCpu = treeCpuMs(pid);
    const start = performance.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 300_000 }),
      button.click(),
    ]);
    const ms = performance.now() - start;
    const cpuUsed = treeCpuMs(pid) - startCpu;
    await download.delete();
    await context.close();
    return { ms, cpuMs: cpuUsed, cores };
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
  const [ours, raw] = await perCode();
  const rawStart = performance.now();
  const rawStartCpu = cpuMs();
  for (let i = 0; i < ZIP_CODES; i += 1) rawEncode(textOf(i));
  const rawZip = { wall: performance.now() - rawStart, cpu: cpuMs() - rawStartCpu };
  const loadZip = load();
  const zip = await zipInChromium();
  const loadAfter = load();
  // The targets (issue 16) were set on this 2-core machine against a raw encode of 0.67 ms.
  // Wall times swell with the load; the ratios to the raw encode measured in the same run,
  // and CPU times, much less. The ZIP's CPU time (every Chromium process) over the cores is
  // what its wall time would at least be on an idle machine.
  const rows: BenchRow[] = [
    row(
      '每个码：编码 + 绘制 + PNG + 模拟摄像头校验（512 px）',
      'ms',
      ours.wall,
      'qrcode.create 原始编码（同内容）',
      raw.wall,
      `mean of ${CODES} contents, one thread, interleaved; target ≤ 16 ms; load ${loadBefore}`,
    ),
    row(
      '同上，CPU 时间',
      'ms CPU',
      ours.cpu,
      'qrcode.create 原始编码（同内容），CPU 时间',
      raw.cpu,
      `same runs as above, process.cpuUsage`,
    ),
    row(
      `${ZIP_CODES} 个码的 ZIP（Chromium，${zip.cores} 个 worker，逐个摄像头校验）`,
      's',
      zip.ms / 1000,
      `qrcode.create ×${ZIP_CODES} 原始编码`,
      rawZip.wall / 1000,
      `click to download, production build; target ≤ 5 s; load ${loadZip} → ${loadAfter}`,
    ),
    row(
      `同上，Chromium 全部进程的 CPU 时间 ÷ ${zip.cores} 核`,
      's',
      zip.cpuMs / zip.cores / 1000,
      `qrcode.create ×${ZIP_CODES} 原始编码，CPU 时间`,
      rawZip.cpu / 1000,
      `${(zip.cpuMs / 1000).toFixed(1)} s CPU in all; the ZIP's wall time on idle cores is at least this`,
    ),
  ];
  console.log(
    `QR batch, load average (1 / 5 / 15 min): ${loadBefore} at the start, ${loadZip} before the ZIP, ${loadAfter} at the end`,
  );
  for (const r of rows)
    console.log(
      `  ${r.name}: ${r.value} ${r.unit} = ${r.ratio} × ${r.limitName} (${r.limitValue})`,
    );
  return rows;
};

function row(
  name: string,
  unit: string,
  value: number,
  limitName: string,
  limit: number,
  note: string,
): BenchRow {
  return {
    area: 'QR batch',
    name,
    value: Number(value.toFixed(value < 10 ? 3 : 2)),
    unit,
    limitName,
    limitValue: Number(limit.toFixed(limit < 10 ? 3 : 2)),
    ratio: Number((value / limit).toFixed(2)),
    note,
  };
}

export default qrBatchBench;
