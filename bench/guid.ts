import { formatUuid, generateUuids } from '../src/tools/guid/core/index.ts';
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
  return rows;
};

export default guidBench;
