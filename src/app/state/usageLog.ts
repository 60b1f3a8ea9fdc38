import { is, readVersioned, writeVersioned, type ReadResult } from '../storage/versionedStorage';

/** One opening of a tool. `at` is epoch milliseconds. */
export interface UsageEntry {
  tool: string;
  at: number;
}
export type UsageLog = readonly UsageEntry[];

export const USAGE_KEY = 'usage';
const VERSION = 1;
/** The log keeps this week and the seven before it. */
export const KEPT_WEEKS = 8;
/** A hard cap so that a tab left open for months cannot fill localStorage. */
export const MAX_ENTRIES = 5000;
const DAYS_PER_WEEK = 7;

/** Monday 00:00 local time of the week containing `time` (weeks start on Monday). */
export function startOfWeek(time: number): Date {
  const day = new Date(time);
  day.setHours(0, 0, 0, 0);
  day.setDate(day.getDate() - mondayIndex(day));
  return day;
}

/** 0 for Monday … 6 for Sunday, in local time. */
export function mondayIndex(date: Date): number {
  return (date.getDay() + 6) % DAYS_PER_WEEK;
}

function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

export function validateUsage(data: unknown): UsageEntry[] | undefined {
  if (!Array.isArray(data)) return undefined;
  const entries: UsageEntry[] = [];
  for (const item of data) {
    if (!is.object(item) || typeof item.tool !== 'string') return undefined;
    if (typeof item.at !== 'number' || !Number.isFinite(item.at)) return undefined;
    entries.push({ tool: item.tool, at: item.at });
  }
  // Imported or hand-edited logs may be out of order; everything below assumes oldest first.
  return entries.sort((a, b) => a.at - b.at);
}

/** Drops entries older than the kept weeks (and beyond the cap), oldest first. */
export function pruneUsage(log: UsageLog, now: number): UsageEntry[] {
  const oldestKept = addDays(startOfWeek(now), -DAYS_PER_WEEK * (KEPT_WEEKS - 1)).getTime();
  const kept = log.filter((entry) => entry.at >= oldestKept);
  return kept.slice(Math.max(0, kept.length - MAX_ENTRIES));
}

export function recordUse(log: UsageLog, tool: string, now: number): UsageEntry[] {
  return pruneUsage([...log, { tool, at: now }], now);
}

export function loadUsage(now: number): ReadResult<UsageLog> {
  const result = readVersioned<UsageLog>(USAGE_KEY, VERSION, validateUsage, []);
  return { ...result, value: pruneUsage(result.value, now) };
}

export function saveUsage(log: UsageLog): void {
  writeVersioned(USAGE_KEY, VERSION, log);
}

export interface WeekUsage {
  /** Monday 00:00 of the week shown. */
  weekStart: Date;
  /** Uses per day, Monday first. */
  totals: number[];
  /** Uses per tool per day, Monday first. */
  byTool: Record<string, number[]>;
}

/** Buckets this week's uses by local weekday, Monday to Sunday. */
export function weekUsage(log: UsageLog, now: number): WeekUsage {
  const weekStart = startOfWeek(now);
  const weekEnd = addDays(weekStart, DAYS_PER_WEEK).getTime();
  const totals = new Array<number>(DAYS_PER_WEEK).fill(0);
  const byTool: Record<string, number[]> = {};
  for (const entry of log) {
    if (entry.at < weekStart.getTime() || entry.at >= weekEnd) continue;
    const day = mondayIndex(new Date(entry.at));
    totals[day] += 1;
    (byTool[entry.tool] ??= new Array<number>(DAYS_PER_WEEK).fill(0))[day] += 1;
  }
  return { weekStart, totals, byTool };
}

/** Distinct tools, most recently used first. */
export function recentTools(log: UsageLog, limit: number): { tool: string; at: number }[] {
  const seen = new Map<string, number>();
  for (let i = log.length - 1; i >= 0 && seen.size < limit; i -= 1) {
    const { tool, at } = log[i];
    if (!seen.has(tool)) seen.set(tool, at);
  }
  return [...seen].map(([tool, at]) => ({ tool, at }));
}
