/**
 * 日历事件: an iCalendar VEVENT (RFC 5545) as phone scanners read it. Times are typed as wall
 * clock time in a chosen time zone and written as the exact UTC instant (`…Z`), which every
 * calendar app reads alike and shows in the phone's own zone; a TZID would need a VTIMEZONE
 * block that scanners ignore.
 */
export interface EventFields {
  title: string;
  /** `YYYY-MM-DDTHH:mm`, as a datetime-local input gives it. */
  start: string;
  end: string;
  location: string;
  /** An IANA zone the times are written in. */
  timeZone: string;
}

export const EVENT_TIME_ZONES = [
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Taipei',
  'Asia/Tokyo',
  'Asia/Singapore',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Los_Angeles',
  'UTC',
] as const;

export const EVENT_DEFAULTS: EventFields = {
  title: '',
  start: '',
  end: '',
  location: '',
  timeZone: 'Asia/Shanghai',
};

export type EventProblem =
  | { code: 'eventTime'; params: { field: 'start' | 'end' } }
  | { code: 'eventOrder'; params: Record<string, never> }
  | { code: 'eventTitle'; params: Record<string, never> };

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** How far `zone`'s wall clock is ahead of UTC at the instant `at` (ms). */
function offsetAt(at: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/** The UTC instant of a wall-clock time in `zone`; undefined for no such time. */
export function instantOf(local: string, zone: string): number | undefined {
  const match = LOCAL.exec(local.trim());
  if (!match || !isTimeZone(zone)) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23)
    return undefined;
  // Twice: the offset at the guess can differ from the offset at the answer across DST.
  let instant = wall - offsetAt(wall, zone);
  instant = wall - offsetAt(instant, zone);
  return instant;
}

function utcStamp(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 TEXT escaping: backslash, semicolon, comma and line breaks. */
function escapeText(value: string): string {
  return value.replace(/([\\;,])/g, '\\$1').replace(/\r\n|\r|\n/g, '\\n');
}

/** What keeps the event from being encoded, once the user has typed a time. */
export function eventProblems(fields: EventFields): EventProblem[] {
  const problems: EventProblem[] = [];
  if (fields.title.trim() === '') problems.push({ code: 'eventTitle', params: {} });
  const start = instantOf(fields.start, fields.timeZone);
  const end = fields.end.trim() ? instantOf(fields.end, fields.timeZone) : start;
  if (start === undefined) problems.push({ code: 'eventTime', params: { field: 'start' } });
  if (end === undefined) problems.push({ code: 'eventTime', params: { field: 'end' } });
  if (start !== undefined && end !== undefined && end < start)
    problems.push({ code: 'eventOrder', params: {} });
  return problems;
}

/** The VEVENT text; empty while the event has a problem, so nothing wrong is encoded. */
export function eventPayload(fields: EventFields): string {
  if (eventProblems(fields).length > 0) return '';
  const start = instantOf(fields.start, fields.timeZone)!;
  const end = fields.end.trim() ? instantOf(fields.end, fields.timeZone)! : start + 3_600_000;
  return [
    'BEGIN:VEVENT',
    `SUMMARY:${escapeText(fields.title.trim())}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    ...(fields.location.trim() ? [`LOCATION:${escapeText(fields.location.trim())}`] : []),
    'END:VEVENT',
  ].join('\r\n');
}
