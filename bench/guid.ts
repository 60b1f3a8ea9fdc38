import {
  formatUuid,
  generateSnowflakes,
  generateUuids,
  MAX_COUNT,
  SNOWFLAKE_PRESETS,
} from '../src/tools/guid/core/index.ts';
import { timeMedian, type BenchRow, type BenchSuite } from './types.ts';

const COUNT = 100_000;

/** The platform limit: Node's own crypto.randomUUID() in a plain loop, no formatting. */
function platformLoop(): string[] {
  const result = new Array<string>(COUNT);
  for (let i = 0; i < COUNT; i += 1) result[i] = crypto.randomUUID();
  return result;
}

function perSecond(ms: number): number {
  return Math.round((COUNT / ms) * 1000);
}

/** GUID: UUIDs per second at 100,000 through generateUuids, next to crypto.randomUUID(). */
const guidBench: BenchSuite = async () => {
  const limitMs = await timeMedian(platformLoop, 7);
  const limit = perSecond(limitMs);
  const style = { uppercase: true, wrap: 'braces' } as const;
  const cases: [string, () => unknown][] = [
    ['v4 ×100,000', () => generateUuids({ version: 4, count: COUNT })],
    ['v7 ×100,000', () => generateUuids({ version: 7, count: COUNT })],
    [
      'v4 ×100,000 + 大写 + 花括号',
      () => generateUuids({ version: 4, count: COUNT }).map((uuid) => formatUuid(uuid, style)),
    ],
    [
      'v7 ×100,000 + 大写 + 花括号',
      () => generateUuids({ version: 7, count: COUNT }).map((uuid) => formatUuid(uuid, style)),
    ],
  ];
  const rows: BenchRow[] = [];
  for (const [name, run] of cases) {
    const ms = await timeMedian(run, 7);
    const value = perSecond(ms);
    rows.push({
      area: 'GUID',
      name,
      value,
      unit: 'UUID/s',
      limitName: 'crypto.randomUUID() loop',
      limitValue: limit,
      ratio: Number((limit / value).toFixed(2)),
      note: `median of 7: ${ms.toFixed(1)} ms vs ${limitMs.toFixed(1)} ms`,
    });
  }
  rows.push(...(await millionBench()), await snowflakeBench());
  return rows;
};

const MILLION = 1_000_000;

/** 1,000,000 UUIDs in slices of MAX_COUNT (the most one request may ask for). */
function million(version: 4 | 7): number {
  let made = 0;
  while (made < MILLION) made += generateUuids({ version, count: MAX_COUNT }).length;
  return made;
}

/** The platform's loop, keeping its results in lists of the same size as ours (as a page would). */
function randomUuidMillion(): number {
  let made = 0;
  while (made < MILLION) {
    const list = new Array<string>(MAX_COUNT);
    for (let i = 0; i < MAX_COUNT; i += 1) list[i] = crypto.randomUUID();
    made += list.length;
  }
  return made;
}

/**
 * v4 and v7 at a million. The platform's own generator is crypto.randomUUID() (v4); there is
 * none for v7, so v7 is set against the same one: the cheapest 128 random-bit ID the platform
 * makes, which a v7 (48 bits of time and 74 random) cannot undercut by much.
 */
async function millionBench(): Promise<BenchRow[]> {
  const limitMs = await timeMedian(randomUuidMillion, 3);
  const rows: BenchRow[] = [];
  for (const version of [4, 7] as const) {
    const ms = await timeMedian(() => million(version), 3);
    rows.push({
      area: 'GUID',
      name: `v${version} ×1,000,000`,
      value: Math.round((MILLION / ms) * 1000),
      unit: 'UUID/s',
      limitName: 'crypto.randomUUID() ×1,000,000',
      limitValue: Math.round((MILLION / limitMs) * 1000),
      ratio: Number((ms / limitMs).toFixed(2)),
      note: `median of 3: ${ms.toFixed(0)} ms vs ${limitMs.toFixed(0)} ms`,
    });
  }
  return rows;
}

const SNOWFLAKES = 100_000;

/**
 * The bare arithmetic any Twitter-layout generator does: (ms − epoch) << 22 | worker << 12 |
 * sequence as a BigInt, written in decimal, with the sequence rolling into the next ms. There
 * is no platform generator for 雪花 IDs; this is its floor.
 */
function bareSnowflakes(): string[] {
  const epoch = BigInt(SNOWFLAKE_PRESETS.twitter.epochMs);
  const ids = new Array<string>(SNOWFLAKES);
  let ms = BigInt(Date.now());
  let sequence = 0n;
  for (let i = 0; i < SNOWFLAKES; i += 1) {
    ids[i] = (((ms - epoch) << 22n) | (1n << 12n) | sequence).toString();
    sequence += 1n;
    if (sequence === 4096n) {
      sequence = 0n;
      ms += 1n;
    }
  }
  return ids;
}

async function snowflakeBench(): Promise<BenchRow> {
  const layout = SNOWFLAKE_PRESETS.twitter;
  const limitMs = await timeMedian(bareSnowflakes, 5);
  const ms = await timeMedian(
    () =>
      generateSnowflakes({
        layout,
        count: SNOWFLAKES,
        dataCentre: 0,
        worker: 1,
        nowMs: Date.now(),
      }),
    5,
  );
  return {
    area: 'GUID',
    name: '雪花 ID (Twitter) ×100,000',
    value: Math.round((SNOWFLAKES / ms) * 1000),
    unit: 'ID/s',
    limitName: 'bare BigInt shift-and-or loop',
    limitValue: Math.round((SNOWFLAKES / limitMs) * 1000),
    ratio: Number((ms / limitMs).toFixed(2)),
    note: `median of 5: ${ms.toFixed(1)} ms vs ${limitMs.toFixed(1)} ms`,
  };
}

export default guidBench;
