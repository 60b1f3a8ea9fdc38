import { describeChar, UuidInputError, type UuidProblemCode } from './errors';

/** The parts a 雪花 ID is cut into; every layout has a time and a sequence. */
export type SnowflakeField = 'time' | 'dataCentre' | 'worker' | 'sequence';

export interface SnowflakeLayout {
  /** Unix milliseconds of time 0. */
  epochMs: number;
  /** Milliseconds per time step: 1 for most, 10 for Sonyflake, 1000 for 百度 uid-generator. */
  unitMs: number;
  /** Fields from the most significant bits down; whatever is left above them must be zero. */
  fields: readonly { field: SnowflakeField; bits: number }[];
}

export type SnowflakePresetId = 'twitter' | 'leaf' | 'baidu' | 'sonyflake' | 'discord';

/** The layouts as their projects' defaults define them. */
export const SNOWFLAKE_PRESETS: Record<SnowflakePresetId, SnowflakeLayout> = {
  // 1 sign bit, 41 ms, 5 data-centre, 5 worker, 12 sequence; epoch 2010-11-04T01:42:54.657Z.
  twitter: {
    epochMs: 1288834974657,
    unitMs: 1,
    fields: [
      { field: 'time', bits: 41 },
      { field: 'dataCentre', bits: 5 },
      { field: 'worker', bits: 5 },
      { field: 'sequence', bits: 12 },
    ],
  },
  // 美团 Leaf-snowflake: Twitter's epoch and time bits, one 10-bit worker id from ZooKeeper.
  leaf: {
    epochMs: 1288834974657,
    unitMs: 1,
    fields: [
      { field: 'time', bits: 41 },
      { field: 'worker', bits: 10 },
      { field: 'sequence', bits: 12 },
    ],
  },
  // 百度 uid-generator DefaultUidGenerator: 28 bits of seconds since 2016-05-20 (北京时间),
  // 22-bit worker, 13-bit sequence.
  baidu: {
    epochMs: Date.UTC(2016, 4, 19, 16),
    unitMs: 1000,
    fields: [
      { field: 'time', bits: 28 },
      { field: 'worker', bits: 22 },
      { field: 'sequence', bits: 13 },
    ],
  },
  // Sonyflake: 39 bits of 10 ms since 2014-09-01 UTC, then the sequence, then the machine.
  sonyflake: {
    epochMs: Date.UTC(2014, 8, 1),
    unitMs: 10,
    fields: [
      { field: 'time', bits: 39 },
      { field: 'sequence', bits: 8 },
      { field: 'worker', bits: 16 },
    ],
  },
  // Discord: 42 bits of ms since 2015-01-01 UTC, worker 5, process 5, increment 12 (all 64).
  discord: {
    epochMs: Date.UTC(2015, 0, 1),
    unitMs: 1,
    fields: [
      { field: 'time', bits: 42 },
      { field: 'dataCentre', bits: 5 },
      { field: 'worker', bits: 5 },
      { field: 'sequence', bits: 12 },
    ],
  },
};

export interface CustomSnowflake {
  epochMs: number;
  timeBits: number;
  dataCentreBits: number;
  workerBits: number;
  sequenceBits: number;
}

/** A Twitter-shaped layout with the user's epoch and widths (ms steps); throws when unusable. */
export function customSnowflakeLayout(custom: CustomSnowflake): SnowflakeLayout {
  const widths = [custom.timeBits, custom.dataCentreBits, custom.workerBits, custom.sequenceBits];
  for (const bits of widths) {
    if (!Number.isInteger(bits) || bits < 0 || bits > 63) {
      throw new UuidInputError('problem.snowflake.bits', { value: String(bits) });
    }
  }
  if (custom.timeBits < 1) {
    throw new UuidInputError('problem.snowflake.bits', { value: String(custom.timeBits) });
  }
  const total = widths.reduce((sum, bits) => sum + bits, 0);
  if (total > 64) throw new UuidInputError('problem.snowflake.total', { bits: total });
  if (!Number.isFinite(custom.epochMs) || Number.isNaN(new Date(custom.epochMs).getTime())) {
    throw new UuidInputError('problem.snowflake.epoch');
  }
  return {
    epochMs: custom.epochMs,
    unitMs: 1,
    fields: [
      { field: 'time', bits: custom.timeBits },
      { field: 'dataCentre', bits: custom.dataCentreBits },
      { field: 'worker', bits: custom.workerBits },
      { field: 'sequence', bits: custom.sequenceBits },
    ].filter((part) => part.bits > 0 || part.field === 'sequence') as SnowflakeLayout['fields'],
  };
}

function totalBits(layout: SnowflakeLayout): number {
  return layout.fields.reduce((sum, part) => sum + part.bits, 0);
}

/** JavaScript numbers are exact up to here; JSON.parse rounds bigger IDs. */
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

export interface SnowflakeReading {
  /** The ID in decimal, exactly. */
  decimal: string;
  /** When it was made, in Unix milliseconds. */
  unixMs: number;
  /** Each field's value, in the layout's order. */
  parts: { field: SnowflakeField; bits: number; value: number }[];
  /**
   * Set when the ID is above 2^53 − 1: what a JavaScript number (JSON.parse, Number()) turns it
   * into, e.g. 1212092628029698000 for 1212092628029698048.
   */
  javascriptNumber?: string;
}

export type SnowflakeParse =
  | ({ ok: true } & SnowflakeReading)
  | { ok: false; code: UuidProblemCode; params: Record<string, string | number> };

function readingOf(value: bigint, layout: SnowflakeLayout): SnowflakeReading {
  let shift = BigInt(totalBits(layout));
  const parts = layout.fields.map(({ field, bits }) => {
    shift -= BigInt(bits);
    return { field, bits, value: Number((value >> shift) & ((1n << BigInt(bits)) - 1n)) };
  });
  const time = parts.find((part) => part.field === 'time')?.value ?? 0;
  return {
    decimal: value.toString(),
    unixMs: layout.epochMs + time * layout.unitMs,
    parts,
    ...(value > MAX_SAFE ? { javascriptNumber: String(Number(value)) } : {}),
  };
}

/** Reads a decimal 雪花 ID (quotes, spaces and a trailing L, comma or semicolon allowed). */
export function parseSnowflake(text: string, layout: SnowflakeLayout): SnowflakeParse {
  const core = text
    .trim()
    .replace(/[,;]$/, '')
    .replace(/^(["'`])(.*)\1$/, '$2')
    .replace(/[lL]$/, '');
  if (core === '') return { ok: false, code: 'problem.snowflake.empty', params: {} };
  const bad = /[^0-9]/u.exec(core);
  if (bad) {
    return {
      ok: false,
      code: 'problem.snowflake.notNumber',
      params: {
        position: Array.from(core.slice(0, bad.index)).length + 1,
        char: describeChar(String.fromCodePoint(core.codePointAt(bad.index) ?? 0)),
      },
    };
  }
  const bits = totalBits(layout);
  if (core.length > 40 || BigInt(core) >= 1n << BigInt(bits)) {
    return { ok: false, code: 'problem.snowflake.tooBig', params: { bits } };
  }
  return { ok: true, ...readingOf(BigInt(core), layout) };
}

export interface SnowflakeRequest {
  layout: SnowflakeLayout;
  count: number;
  dataCentre: number;
  worker: number;
  /** The clock, in Unix milliseconds. */
  nowMs: number;
}

export const MAX_SNOWFLAKE_COUNT = 100_000;

function fieldMax(layout: SnowflakeLayout, field: SnowflakeField): number {
  const part = layout.fields.find((each) => each.field === field);
  return part ? 2 ** part.bits - 1 : 0;
}

/**
 * Makes `count` IDs as one generator would at `nowMs`: the sequence counts up within a time
 * step, and when it runs out the next step is used (a real generator waits for it), so the
 * IDs are unique and ascending. Returns them in decimal.
 */
export function generateSnowflakes(request: SnowflakeRequest): string[] {
  const { layout, count } = request;
  if (!Number.isInteger(count) || count < 1 || count > MAX_SNOWFLAKE_COUNT) {
    throw new UuidInputError('problem.count', { max: MAX_SNOWFLAKE_COUNT, value: String(count) });
  }
  const machine: Partial<Record<SnowflakeField, number>> = {
    dataCentre: request.dataCentre,
    worker: request.worker,
  };
  // Only the machine fields the layout has are checked and used (Leaf has no data centre).
  for (const field of ['dataCentre', 'worker'] as const) {
    if (!layout.fields.some((part) => part.field === field)) continue;
    const max = fieldMax(layout, field);
    const value = machine[field] ?? 0;
    if (!Number.isInteger(value) || value < 0 || value > max) {
      throw new UuidInputError(`problem.snowflake.${field}`, { value: String(value), max });
    }
  }
  const sequenceMax = BigInt(fieldMax(layout, 'sequence'));
  const timeMax = BigInt(fieldMax(layout, 'time'));
  let time = BigInt(Math.floor((request.nowMs - layout.epochMs) / layout.unitMs));
  const lastTime = time + BigInt(Math.floor((count - 1) / (Number(sequenceMax) + 1)));
  if (time < 0n || lastTime > timeMax) {
    // 百度's default 28 bits of seconds, for one, ran out in 2024.
    throw new UuidInputError('problem.snowflake.time', {
      epoch: new Date(layout.epochMs).toISOString(),
      end: new Date(layout.epochMs + Number(timeMax + 1n) * layout.unitMs).toISOString(),
    });
  }
  const ids: string[] = [];
  let sequence = 0n;
  for (let i = 0; i < count; i += 1) {
    let value = 0n;
    for (const { field, bits } of layout.fields) {
      const part =
        field === 'time' ? time : field === 'sequence' ? sequence : BigInt(machine[field] ?? 0);
      value = (value << BigInt(bits)) | part;
    }
    ids.push(value.toString());
    sequence += 1n;
    if (sequence > sequenceMax) {
      sequence = 0n;
      time += 1n;
    }
  }
  return ids;
}
