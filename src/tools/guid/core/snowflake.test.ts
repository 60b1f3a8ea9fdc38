import { describe, expect, it } from 'vitest';
import {
  customSnowflakeLayout,
  generateSnowflakes,
  parseSnowflake,
  SNOWFLAKE_PRESETS,
  UuidInputError,
  type SnowflakeLayout,
} from './index';

function read(text: string, layout: SnowflakeLayout = SNOWFLAKE_PRESETS.twitter) {
  const result = parseSnowflake(text, layout);
  if (!result.ok) throw new Error(result.code);
  return result;
}

const partsOf = (result: ReturnType<typeof read>) =>
  Object.fromEntries(result.parts.map((part) => [part.field, part.value]));

describe('雪花 ID', () => {
  it('reads the Twitter vector exactly and warns that JavaScript would round it', () => {
    const result = read('1212092628029698048');
    expect(new Date(result.unixMs).toISOString()).toBe('2019-12-31T19:26:16.771Z');
    expect(result.decimal).toBe('1212092628029698048');
    expect(partsOf(result)).toMatchObject({ dataCentre: 10, worker: 7, sequence: 0 });
    expect(result.javascriptNumber).toBe('1212092628029698000');
    expect(read('"1212092628029698049",').javascriptNumber).toBe('1212092628029698000');
    expect(read('4194304').javascriptNumber).toBeUndefined();
  });

  it('reads a Discord ID with its own epoch', () => {
    // Discord's documented example: 175928847299117063 is 2016-04-30T11:18:25.796Z.
    const result = read('175928847299117063', SNOWFLAKE_PRESETS.discord);
    expect(new Date(result.unixMs).toISOString()).toBe('2016-04-30T11:18:25.796Z');
    expect(partsOf(result)).toEqual({ time: 41944705796, dataCentre: 1, worker: 0, sequence: 7 });
  });

  it('round-trips every preset and a custom layout, unique and ascending', () => {
    const custom = customSnowflakeLayout({
      epochMs: Date.UTC(2020, 0, 1),
      timeBits: 39,
      dataCentreBits: 3,
      workerBits: 7,
      sequenceBits: 4,
    });
    for (const layout of [...Object.values(SNOWFLAKE_PRESETS), custom]) {
      // 百度's 28 bits of seconds end in 2024.
      const nowMs = Date.UTC(
        layout === SNOWFLAKE_PRESETS.baidu ? 2023 : 2026,
        10,
        25,
        3,
        4,
        5,
        678,
      );
      const ids = generateSnowflakes({ layout, count: 300, dataCentre: 1, worker: 3, nowMs });
      expect(new Set(ids).size).toBe(300);
      const values = ids.map(BigInt);
      for (let i = 1; i < values.length; i += 1) expect(values[i] > values[i - 1]).toBe(true);
      const first = read(ids[0], layout);
      expect(nowMs - first.unixMs).toBeGreaterThanOrEqual(0);
      expect(nowMs - first.unixMs).toBeLessThan(layout.unitMs);
      expect(partsOf(first)).toMatchObject({ worker: 3, sequence: 0 });
      if (layout.fields.some((part) => part.field === 'dataCentre')) {
        expect(partsOf(first).dataCentre).toBe(1);
      }
    }
    // 4 sequence bits: the 17th ID of a millisecond moves on to the next one.
    const nowMs = Date.UTC(2026, 10, 25);
    const ids = generateSnowflakes({ layout: custom, count: 17, dataCentre: 0, worker: 0, nowMs });
    expect(read(ids[16], custom).unixMs).toBe(read(ids[0], custom).unixMs + 1);
  });

  it('places Sonyflake’s machine id below its sequence, in 10 ms steps', () => {
    const layout = SNOWFLAKE_PRESETS.sonyflake;
    const [id] = generateSnowflakes({
      layout,
      count: 1,
      dataCentre: 0,
      worker: 0xbeef,
      nowMs: Date.UTC(2014, 8, 1, 0, 0, 1),
    });
    expect(BigInt(id)).toBe((100n << 24n) | 0xbeefn);
  });

  it('reads 百度 uid-generator seconds from 2016-05-20 北京时间', () => {
    const id = (3600n << 35n) | (5n << 13n) | 9n;
    const result = read(id.toString(), SNOWFLAKE_PRESETS.baidu);
    expect(new Date(result.unixMs).toISOString()).toBe('2016-05-19T17:00:00.000Z');
    expect(partsOf(result)).toEqual({ time: 3600, worker: 5, sequence: 9 });
  });

  it('says what is wrong as codes', () => {
    expect(parseSnowflake('12a4', SNOWFLAKE_PRESETS.twitter)).toMatchObject({
      ok: false,
      code: 'problem.snowflake.notNumber',
      params: { position: 3, char: '“a”' },
    });
    expect(parseSnowflake(' ', SNOWFLAKE_PRESETS.twitter)).toMatchObject({
      code: 'problem.snowflake.empty',
    });
    expect(parseSnowflake((1n << 63n).toString(), SNOWFLAKE_PRESETS.twitter)).toMatchObject({
      code: 'problem.snowflake.tooBig',
      params: { bits: 63 },
    });
    const codeOf = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof UuidInputError ? error.code : 'other';
      }
      return 'none';
    };
    const base = { epochMs: 0, timeBits: 41, dataCentreBits: 5, workerBits: 5, sequenceBits: 12 };
    expect(codeOf(() => customSnowflakeLayout({ ...base, workerBits: 20 }))).toBe(
      'problem.snowflake.total',
    );
    expect(codeOf(() => customSnowflakeLayout({ ...base, timeBits: 1.5 }))).toBe(
      'problem.snowflake.bits',
    );
    const request = {
      layout: SNOWFLAKE_PRESETS.twitter,
      count: 1,
      dataCentre: 0,
      worker: 0,
      nowMs: Date.now(),
    };
    expect(codeOf(() => generateSnowflakes({ ...request, worker: 32 }))).toBe(
      'problem.snowflake.worker',
    );
    expect(codeOf(() => generateSnowflakes({ ...request, dataCentre: -1 }))).toBe(
      'problem.snowflake.dataCentre',
    );
    expect(codeOf(() => generateSnowflakes({ ...request, nowMs: 0 }))).toBe(
      'problem.snowflake.time',
    );
    // 2016-05-20T00:00+08:00 plus 2^28 seconds.
    expect(() =>
      generateSnowflakes({ ...request, layout: SNOWFLAKE_PRESETS.baidu, nowMs: Date.UTC(2026, 0) }),
    ).toThrow('到 2024-11-20T13:24:16.000Z 为止');
    expect(codeOf(() => generateSnowflakes({ ...request, count: 0 }))).toBe('problem.count');
  });
});
