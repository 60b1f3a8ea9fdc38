import { describe, expect, it } from 'vitest';
import { EVENT_DEFAULTS, eventPayload, eventProblems, instantOf } from './calendar';

const event = (patch: Partial<typeof EVENT_DEFAULTS>) => ({ ...EVENT_DEFAULTS, ...patch });

describe('instantOf', () => {
  it('reads wall-clock time in the chosen zone as the exact UTC instant', () => {
    expect(new Date(instantOf('2026-12-01T09:30', 'Asia/Shanghai')!).toISOString()).toBe(
      '2026-12-01T01:30:00.000Z',
    );
    // New York in summer (EDT, UTC−4) and winter (EST, UTC−5).
    expect(new Date(instantOf('2026-07-04T12:00', 'America/New_York')!).toISOString()).toBe(
      '2026-07-04T16:00:00.000Z',
    );
    expect(new Date(instantOf('2026-01-15T12:00', 'America/New_York')!).toISOString()).toBe(
      '2026-01-15T17:00:00.000Z',
    );
  });
  it('refuses dates that do not exist and unknown zones', () => {
    expect(instantOf('2026-02-30T09:00', 'Asia/Shanghai')).toBeUndefined();
    expect(instantOf('2026-12-01 9点', 'Asia/Shanghai')).toBeUndefined();
    expect(instantOf('2026-12-01T09:00', 'Mars/Olympus')).toBeUndefined();
  });
});

describe('eventPayload', () => {
  it('writes a VEVENT with UTC times and RFC 5545 escaping', () => {
    const text = eventPayload(
      event({
        title: '年会; 第一场, 欢迎',
        start: '2026-12-31T19:00',
        end: '2026-12-31T22:30',
        location: '北京市朝阳区\n三号厅',
      }),
    );
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VEVENT',
      'SUMMARY:年会\\; 第一场\\, 欢迎',
      'DTSTART:20261231T110000Z',
      'DTEND:20261231T143000Z',
      'LOCATION:北京市朝阳区\\n三号厅',
      'END:VEVENT',
    ]);
  });
  it('lasts an hour when no end is given', () => {
    expect(eventPayload(event({ title: 'x', start: '2026-12-01T09:00' }))).toContain(
      'DTEND:20261201T020000Z',
    );
  });
  it('encodes nothing while a problem stands, and names it', () => {
    const backwards = event({ title: 'x', start: '2026-12-01T10:00', end: '2026-12-01T09:00' });
    expect(eventPayload(backwards)).toBe('');
    expect(eventProblems(backwards)).toEqual([{ code: 'eventOrder', params: {} }]);
    expect(eventProblems(event({ start: 'bad' })).map((problem) => problem.code)).toEqual([
      'eventTitle',
      'eventTime',
      'eventTime',
    ]);
  });
});
