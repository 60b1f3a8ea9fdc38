import { describe, expect, it } from 'vitest';
import {
  emailPayload,
  geoPayload,
  geoProblems,
  smsPayload,
  urlPayload,
  vcardPayload,
  wifiPayload,
} from './templates';
import { telPayload } from './phone';

describe('wifiPayload', () => {
  it('escapes backslash, semicolon, comma, colon and double quote in SSID and password', () => {
    expect(
      wifiPayload({ ssid: 'a;b,c:d"e\\f', password: 'p;w,d:"\\', security: 'WPA2', hidden: false }),
    ).toBe('WIFI:T:WPA;S:a\\;b\\,c\\:d\\"e\\\\f;P:p\\;w\\,d\\:\\"\\\\;;');
  });

  it('omits the password for open networks and marks hidden ones', () => {
    expect(
      wifiPayload({ ssid: '咖啡店', password: 'ignored', security: 'nopass', hidden: true }),
    ).toBe('WIFI:T:nopass;S:咖啡店;H:true;;');
  });

  it('writes enterprise networks as WPA2-EAP with EAP method, phase 2 and identities', () => {
    expect(
      wifiPayload({
        ssid: 'Corp;5G',
        password: 'p:w',
        security: 'WPA2-EAP',
        hidden: true,
        eapMethod: 'TTLS',
        phase2: 'PAP',
        identity: 'zhang.san@corp',
        anonymousIdentity: 'anon,1',
      }),
    ).toBe(
      'WIFI:T:WPA2-EAP;S:Corp\\;5G;E:TTLS;PH2:PAP;A:anon\\,1;I:zhang.san@corp;P:p\\:w;H:true;;',
    );
    // Without the optional parts: PEAP, phase 2 left to the phone, no anonymous identity.
    expect(
      wifiPayload({
        ssid: 'Corp',
        password: 'x',
        security: 'WPA2-EAP',
        hidden: false,
        eapMethod: 'PEAP',
        phase2: '',
        identity: 'u',
        anonymousIdentity: '',
      }),
    ).toBe('WIFI:T:WPA2-EAP;S:Corp;E:PEAP;I:u;P:x;;');
  });

  it('writes WEP and WPA3 (SAE) types', () => {
    expect(wifiPayload({ ssid: 'x', password: 'y', security: 'WEP', hidden: false })).toBe(
      'WIFI:T:WEP;S:x;P:y;;',
    );
    expect(wifiPayload({ ssid: 'x', password: 'y', security: 'WPA3', hidden: false })).toContain(
      'T:SAE;',
    );
  });
});

describe('vcardPayload', () => {
  const card = {
    name: '欧阳娜娜',
    phone: '138 0013 8000',
    email: 'nana@example.cn',
    company: '北京某某科技有限公司',
    title: '产品经理',
    address: '北京市海淀区中关村大街1号, 5层; A座',
    url: 'https://example.cn',
  };

  it('writes vCard 3.0 with Chinese kept as is, CRLF lines', () => {
    const text = vcardPayload(card);
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:欧阳娜娜;;;;',
      'FN:欧阳娜娜',
      'ORG:北京某某科技有限公司',
      'TITLE:产品经理',
      'TEL;TYPE=CELL:138 0013 8000',
      'EMAIL:nana@example.cn',
      'URL:https://example.cn',
      'ADR;TYPE=WORK:;;北京市海淀区中关村大街1号\\, 5层\\; A座;;;;',
      'END:VCARD',
    ]);
  });

  it('escapes backslashes and newlines and leaves out empty fields', () => {
    const text = vcardPayload({ ...card, company: '', title: 'a\\b\nc', url: '' });
    expect(text).toContain('TITLE:a\\\\b\\nc');
    expect(text).not.toContain('ORG:');
    expect(text).not.toContain('URL:');
  });
});

describe('urlPayload', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['  www.例子.cn/路径?q=1 ', 'https://www.例子.cn/路径?q=1'],
    ['http://example.com', 'http://example.com'],
    ['localhost:8080/x', 'https://localhost:8080/x'],
    ['//cdn.example.com', 'https://cdn.example.com'],
    ['weixin://dl/scan', 'weixin://dl/scan'],
    ['', ''],
  ])('%s -> %s', (input, expected) => {
    expect(urlPayload(input)).toBe(expected);
  });
});

describe('email, sms, tel, geo', () => {
  it('percent-encodes mailto subject and body', () => {
    expect(emailPayload({ to: 'a@b.cn', subject: '你好 & 再见', body: '第一行\n第二行' })).toBe(
      'mailto:a@b.cn?subject=%E4%BD%A0%E5%A5%BD%20%26%20%E5%86%8D%E8%A7%81&body=%E7%AC%AC%E4%B8%80%E8%A1%8C%0A%E7%AC%AC%E4%BA%8C%E8%A1%8C',
    );
    expect(emailPayload({ to: 'a@b.cn', subject: '', body: '' })).toBe('mailto:a@b.cn');
  });

  it('SMSTO and tel keep only dial characters of the number', () => {
    expect(smsPayload({ phone: '+86 138-0013-8000', message: '到了：在门口' })).toBe(
      'SMSTO:+8613800138000:到了：在门口',
    );
    expect(telPayload(' 010-1234 5678 ')).toBe('tel:01012345678');
  });

  it('geo: writes valid coordinates and reports the wrong one', () => {
    expect(geoPayload({ latitude: '39.9087', longitude: '116.3975' })).toBe('geo:39.9087,116.3975');
    expect(geoProblems({ latitude: '91', longitude: '116' })).toEqual([
      { code: 'geoRange', params: { field: 'latitude', min: -90, max: 90 } },
    ]);
    expect(geoProblems({ latitude: '-33.8', longitude: 'abc' })).toEqual([
      { code: 'geoRange', params: { field: 'longitude', min: -180, max: 180 } },
    ]);
    expect(geoPayload({ latitude: '91', longitude: '0' })).toBe('');
  });
});

describe('smsPayload', () => {
  it('encodes nothing for letters rather than dropping them (a stranger would get the text)', () => {
    expect(smsPayload({ phone: '1-800-FLOWERS', message: 'hi' })).toBe('');
  });
});
