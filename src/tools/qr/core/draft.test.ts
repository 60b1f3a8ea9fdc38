import { describe, expect, it } from 'vitest';
import {
  EMPTY_DRAFT,
  MAX_RECENT,
  addRecent,
  buildPayload,
  parseDraft,
  parseRecent,
  recentOf,
} from './draft';
import { DEFAULT_STYLE, MAX_STYLE_TEXT } from './style';

describe('buildPayload', () => {
  it('builds the current template only and is empty until it has content', () => {
    expect(buildPayload({ ...EMPTY_DRAFT, kind: 'wifi' })).toBe('');
    expect(buildPayload({ ...EMPTY_DRAFT, kind: 'url', url: 'a.cn', text: 'ignored' })).toBe(
      'https://a.cn',
    );
    expect(
      buildPayload({ ...EMPTY_DRAFT, kind: 'wifi', wifi: { ...EMPTY_DRAFT.wifi, ssid: 'Home' } }),
    ).toBe('WIFI:T:WPA;S:Home;P:;;');
  });
});

describe('parseDraft', () => {
  it('accepts a saved draft', () => {
    const draft = { ...EMPTY_DRAFT, kind: 'tel' as const, tel: '10086' };
    expect(parseDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });

  it('reads a draft saved before enterprise WiFi and before the keep-password choice', () => {
    const old = {
      ...EMPTY_DRAFT,
      kind: 'wifi',
      wifi: { ssid: 'Home', password: 'p', security: 'WPA2', hidden: false },
    } as Record<string, unknown>;
    delete old.keepWifiPassword;
    expect(parseDraft(old)).toEqual({
      ...EMPTY_DRAFT,
      kind: 'wifi',
      wifi: { ...EMPTY_DRAFT.wifi, ssid: 'Home', password: 'p' },
    });
    expect(
      parseDraft({ ...EMPTY_DRAFT, wifi: { ...EMPTY_DRAFT.wifi, eapMethod: 'MD5' } }),
    ).toBeUndefined();
  });

  it.each([
    ['not an object', 'text'],
    ['unknown kind', { ...EMPTY_DRAFT, kind: 'fax' }],
    ['text of wrong type', { ...EMPTY_DRAFT, text: 42 }],
    ['wifi security unknown', { ...EMPTY_DRAFT, wifi: { ...EMPTY_DRAFT.wifi, security: 'X' } }],
    ['vcard missing a field', { ...EMPTY_DRAFT, vcard: { name: 'a' } }],
    ['hidden as a string', { ...EMPTY_DRAFT, wifi: { ...EMPTY_DRAFT.wifi, hidden: 'yes' } }],
  ])('rejects %s', (_label, data) => {
    expect(parseDraft(data)).toBeUndefined();
  });
});

describe('recent contents', () => {
  it('moves a reused content to the front and keeps the newest 20', () => {
    let list = addRecent([], 'a', 1);
    list = addRecent(list, 'b', 2);
    list = addRecent(list, 'a', 3);
    expect(list).toEqual([
      { text: 'a', at: 3 },
      { text: 'b', at: 2 },
    ]);
    for (let i = 0; i < 30; i += 1) list = addRecent(list, `x${i}`, i);
    expect(list).toHaveLength(MAX_RECENT);
    expect(list[0].text).toBe('x29');
  });

  it('rejects damaged lists', () => {
    expect(parseRecent([{ text: 'a', at: 1 }])).toEqual([{ text: 'a', at: 1 }]);
    expect(parseRecent([{ text: 1, at: 1 }])).toBeUndefined();
    expect(parseRecent({})).toBeUndefined();
  });
});

describe('styles saved with the draft', () => {
  const saved = JSON.parse(JSON.stringify({ ...EMPTY_DRAFT, text: 'hello' })) as Record<
    string,
    unknown
  >;

  it('a draft saved before styles loads with the default style and its content', () => {
    const old = { ...saved };
    delete old.style;
    expect(parseDraft(old)).toEqual({ ...EMPTY_DRAFT, text: 'hello', style: DEFAULT_STYLE });
  });

  it('a style saved before a field existed takes that field’s default', () => {
    const style = { modules: 'dots', eyeFrame: 'circle' };
    expect(parseDraft({ ...saved, style })?.style).toEqual({
      ...DEFAULT_STYLE,
      modules: 'dots',
      eyeFrame: 'circle',
    });
  });

  it.each([
    ['an unknown shape', { modules: 'stars' }],
    ['a colour that is not a colour', { gradientTo: 'red' }],
    ['a caption longer than allowed', { caption: 'x'.repeat(MAX_STYLE_TEXT + 1) }],
    ['a flag that is not a boolean', { frame: 'yes' }],
  ])('%s resets the style only; the content is kept', (_label, damage) => {
    const draft = parseDraft({ ...saved, style: { ...DEFAULT_STYLE, ...damage } });
    expect(draft?.text).toBe('hello');
    expect(draft?.style).toEqual(DEFAULT_STYLE);
  });

  it('a recent entry keeps the style it was made with', () => {
    const style = { ...DEFAULT_STYLE, modules: 'rounded' as const, caption: '门店' };
    const made = recentOf({ ...EMPTY_DRAFT, text: 'hi', style }, 'hi');
    expect(made.draft?.style).toEqual(style);
    expect(parseRecent(JSON.parse(JSON.stringify([{ ...made, at: 1 }])))?.[0].draft?.style).toEqual(
      style,
    );
  });
});
