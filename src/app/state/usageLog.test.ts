// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  KEPT_WEEKS,
  MAX_ENTRIES,
  loadUsage,
  pruneUsage,
  recentTools,
  recordUse,
  saveUsage,
  startOfWeek,
  validateUsage,
  weekUsage,
} from './usageLog';

// Local-time constructors keep these tests independent of the machine's time zone.
const at = (day: number, hour = 12, minute = 0) => new Date(2026, 10, day, hour, minute).getTime();
// 2026-11-23 is a Monday, 2026-11-29 a Sunday.
const MONDAY = 23;

describe('startOfWeek', () => {
  it('is Monday 00:00 for every day of the week, Sunday included', () => {
    for (let day = MONDAY; day <= MONDAY + 6; day += 1) {
      expect(startOfWeek(at(day, 23, 59)).getTime()).toBe(new Date(2026, 10, MONDAY).getTime());
    }
    expect(startOfWeek(at(22)).getTime()).toBe(new Date(2026, 10, 16).getTime());
  });
});

describe('weekUsage', () => {
  it('puts each use in the column of its weekday, Monday first', () => {
    const log = [
      { tool: 'qr', at: at(MONDAY, 0, 0) },
      { tool: 'json', at: at(MONDAY + 2, 9) },
      { tool: 'json', at: at(MONDAY + 2, 18) },
      { tool: 'guid', at: at(MONDAY + 6, 23, 59) },
    ];
    const week = weekUsage(log, at(MONDAY + 3));
    expect(week.totals).toEqual([1, 0, 2, 0, 0, 0, 1]);
    expect(week.byTool.json).toEqual([0, 0, 2, 0, 0, 0, 0]);
    expect(week.byTool.compare).toBeUndefined();
  });

  it('ignores last week and next week', () => {
    const log = [
      { tool: 'qr', at: at(MONDAY - 1, 23, 59) },
      { tool: 'qr', at: at(MONDAY + 7, 0, 0) },
    ];
    expect(weekUsage(log, at(MONDAY)).totals).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('counts a Sunday use in the last column when today is Sunday', () => {
    const sunday = at(MONDAY + 6, 10);
    expect(weekUsage(recordUse([], 'qr', sunday), sunday).totals).toEqual([0, 0, 0, 0, 0, 0, 1]);
  });
});

describe('pruneUsage', () => {
  it(`keeps this week and the ${KEPT_WEEKS - 1} before it`, () => {
    const oldestKeptMonday = new Date(2026, 10, MONDAY - 7 * (KEPT_WEEKS - 1)).getTime();
    const log = [
      { tool: 'old', at: oldestKeptMonday - 1 },
      { tool: 'kept', at: oldestKeptMonday },
      { tool: 'now', at: at(MONDAY) },
    ];
    expect(pruneUsage(log, at(MONDAY)).map((entry) => entry.tool)).toEqual(['kept', 'now']);
  });

  it('keeps at most the newest entries of the cap', () => {
    const log = Array.from({ length: MAX_ENTRIES + 10 }, (_, i) => ({
      tool: `t${i}`,
      at: at(MONDAY) + i,
    }));
    const pruned = pruneUsage(log, at(MONDAY, 13));
    expect(pruned).toHaveLength(MAX_ENTRIES);
    expect(pruned[0].tool).toBe('t10');
  });
});

describe('recentTools', () => {
  it('lists distinct tools, latest first', () => {
    let log = recordUse([], 'qr', at(MONDAY, 8));
    log = recordUse(log, 'json', at(MONDAY, 9));
    log = recordUse(log, 'qr', at(MONDAY, 10));
    log = recordUse(log, 'guid', at(MONDAY, 11));
    expect(recentTools(log, 2)).toEqual([
      { tool: 'guid', at: at(MONDAY, 11) },
      { tool: 'qr', at: at(MONDAY, 10) },
    ]);
    expect(recentTools(log, 10).map((entry) => entry.tool)).toEqual(['guid', 'qr', 'json']);
  });
});

describe('validateUsage', () => {
  it('rejects wrong shapes', () => {
    expect(validateUsage({})).toBeUndefined();
    expect(validateUsage([{ tool: 1, at: 2 }])).toBeUndefined();
    expect(validateUsage([{ tool: 'qr', at: 'yesterday' }])).toBeUndefined();
    expect(validateUsage([{ tool: 'qr', at: Number.NaN }])).toBeUndefined();
  });

  it('sorts a valid log oldest first', () => {
    expect(
      validateUsage([
        { tool: 'b', at: 2 },
        { tool: 'a', at: 1 },
      ]),
    ).toEqual([
      { tool: 'a', at: 1 },
      { tool: 'b', at: 2 },
    ]);
  });
});

describe('loadUsage', () => {
  beforeEach(() => localStorage.clear());

  it('falls back to an empty log, status reset, when the saved log is tampered with', () => {
    localStorage.setItem('toolbox:usage', '{"version":1,"data":[{"tool":"qr","at":"x"}]}');
    expect(loadUsage(at(MONDAY))).toEqual({ value: [], status: 'reset' });
    localStorage.setItem('toolbox:usage', 'not json');
    expect(loadUsage(at(MONDAY)).status).toBe('reset');
  });

  it('reads back what was saved', () => {
    saveUsage([{ tool: 'qr', at: at(MONDAY) }]);
    expect(loadUsage(at(MONDAY, 13))).toEqual({
      value: [{ tool: 'qr', at: at(MONDAY) }],
      status: 'ok',
    });
  });
});
