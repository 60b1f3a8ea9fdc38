import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, addRecent, buildPayload, parseRecent, recentOf } from './draft';

const wifiDraft = {
  ...EMPTY_DRAFT,
  kind: 'wifi' as const,
  text: 'other work',
  wifi: {
    ...EMPTY_DRAFT.wifi,
    ssid: 'Home',
    password: 's3cret;',
    security: 'WPA2' as const,
    hidden: true,
  },
};

describe('recentOf', () => {
  it('keeps the template and its fields only, so an entry reopens as it was made', () => {
    const tel = { ...EMPTY_DRAFT, kind: 'tel' as const, tel: '010 转 8', text: 'draft text' };
    expect(recentOf(tel, 'tel:010,8')).toEqual({
      text: 'tel:010,8',
      draft: { ...EMPTY_DRAFT, kind: 'tel', tel: '010 转 8' },
    });
  });

  it('leaves the WiFi password out unless the user asked to keep it, and says so', () => {
    const payload = buildPayload(wifiDraft);
    const made = recentOf(wifiDraft, payload);
    expect(JSON.stringify(made)).not.toContain('s3cret');
    expect(made).toEqual({
      text: 'WIFI:T:WPA;S:Home;P:;H:true;;',
      draft: { ...EMPTY_DRAFT, kind: 'wifi', wifi: { ...wifiDraft.wifi, password: '' } },
      passwordLeftOut: true,
    });
    const kept = recentOf({ ...wifiDraft, keepWifiPassword: true }, payload);
    expect(kept.text).toBe(payload);
    expect(kept.draft?.wifi.password).toBe('s3cret;');
    expect(kept.passwordLeftOut).toBeUndefined();
    // An open network has no password to leave out.
    const open = { ...wifiDraft, wifi: { ...wifiDraft.wifi, security: 'nopass' as const } };
    expect(recentOf(open, buildPayload(open)).passwordLeftOut).toBeUndefined();
  });
});

describe('parseRecent', () => {
  it('reads version 1 (text only) and version 2 entries, and survives a JSON round trip', () => {
    const made = recentOf(wifiDraft, buildPayload(wifiDraft));
    const list = addRecent([{ text: 'old text', at: 1 }], made.text, 2, made);
    expect(parseRecent(JSON.parse(JSON.stringify(list)))).toEqual(list);
    expect(list[1]).toEqual({ text: 'old text', at: 1 });
  });

  it('rejects entries whose template or flag is damaged', () => {
    expect(parseRecent([{ text: 'a', at: 1, draft: { kind: 'fax' } }])).toBeUndefined();
    expect(parseRecent([{ text: 'a', at: 1, passwordLeftOut: 'yes' }])).toBeUndefined();
  });
});
