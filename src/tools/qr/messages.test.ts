import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogues } from '../../app/i18n/catalogues';
import { interpolate } from '../../app/i18n/translate';
import { qrMessages, type QrMessageKey } from './messages';
import { workerErrorText } from './worker/client';

// The English half is a lazy catalogue (issue 19), loaded as switching to English does.
beforeAll(() => loadCatalogues('en-US'));

const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

describe('the QR catalogue', () => {
  it('has every key in both languages, and no Chinese in English', () => {
    const zh = Object.keys(qrMessages['zh-CN']).sort();
    expect(Object.keys(qrMessages['en-US']).sort()).toEqual(zh);
    expect(zh.length).toBeGreaterThan(100);
    const chinese = Object.entries(qrMessages['en-US']).filter(([, text]) => CJK.test(text));
    expect(chinese).toEqual([]);
  });

  it('words every core and worker error code in both languages', () => {
    const keys: QrMessageKey[] = ['error.geoRange', 'preview.overCapacity.detail'];
    for (const code of ['badImage', 'decoderLoad', 'crashed', 'whatever'])
      keys.push(workerErrorText({ code, params: { detail: 'x' } }, 'a.png').key);
    for (const key of keys) {
      expect(qrMessages['zh-CN'][key]).toBeTruthy();
      expect(CJK.test(qrMessages['en-US'][key])).toBe(false);
    }
  });

  it('turns worker codes into the right message with where (the file) and why', () => {
    const bad = workerErrorText({ code: 'badImage', params: { detail: 'decode' } }, '截图.png');
    expect(interpolate(qrMessages['en-US'][bad.key], bad.vars)).toBe(
      'This file cannot be read as an image (截图.png).',
    );
    const load = workerErrorText({ code: 'decoderLoad', params: { detail: 'wasm 404' } });
    expect(load).toEqual({ key: 'verify.loadFailed', vars: { detail: 'wasm 404' } });
    const crash = workerErrorText({ code: 'crashed', params: { detail: 'boom' } });
    expect(crash).toEqual({ key: 'error.internal', vars: { detail: 'boom' } });
    expect(workerErrorText({ code: 'crashed' }).vars).toEqual({ detail: 'crashed' });
  });

  it('says which coordinate is out of range, in the chosen language', () => {
    const vars = { field: 'Latitude', min: -90, max: 90 };
    expect(interpolate(qrMessages['en-US']['error.geoRange'], vars)).toBe(
      'Latitude must be a number from -90 to 90',
    );
    expect(interpolate(qrMessages['zh-CN']['error.geoRange'], { ...vars, field: '纬度' })).toBe(
      '纬度应为 -90 到 90 之间的数字',
    );
  });
});
