import { describe, expect, it } from 'vitest';
import { formatUuidTime, generateUuids, inspectUuid } from './index';

function valid(text: string) {
  const result = inspectUuid(text);
  if (!result.valid) throw new Error(`expected valid: ${result.reason}`);
  return result;
}

function reason(text: string): string {
  const result = inspectUuid(text);
  if (result.valid) throw new Error(`expected invalid: ${text}`);
  return result.reason;
}

describe('inspectUuid', () => {
  it('round-trips the v7 timestamp', () => {
    const before = Date.now();
    const [uuid] = generateUuids({ version: 7, count: 1 });
    const after = Date.now();
    const result = valid(uuid);
    expect(result.version).toBe(7);
    expect(result.variant).toBe('rfc9562');
    expect(result.timestamp!.unixMs).toBeGreaterThanOrEqual(before);
    expect(result.timestamp!.unixMs).toBeLessThanOrEqual(after + 1);
  });

  it.each([1, 6] as const)('round-trips the v%s timestamp, clock sequence and node', (version) => {
    const before = Date.now();
    const [uuid] = generateUuids({ version, count: 1 });
    const result = valid(uuid);
    expect(result.version).toBe(version);
    expect(result.timestamp!.unixMs).toBeGreaterThanOrEqual(before);
    expect(result.timestamp!.unixMs).toBeLessThanOrEqual(Date.now() + 2);
    expect(result.clockSequence).toBeGreaterThanOrEqual(0);
    expect(result.clockSequence).toBeLessThan(1 << 14);
    expect(result.node).toBe(uuid.slice(24).match(/../g)!.join(':'));
    expect(result.nodeIsRandom).toBe(true);
  });

  it('decodes the RFC 9562 test vectors of v1, v6 and v7', () => {
    // RFC 9562 appendix A: 2022-02-22 19:22:22 UTC (-05:00 14:22:22).
    const v1 = valid('C232AB00-9414-11EC-B3C8-9F6BDECED846');
    expect(v1.timestamp).toEqual({ unixMs: Date.UTC(2022, 1, 22, 19, 22, 22), subMsTicks: 0 });
    expect(v1.clockSequence).toBe(0x33c8);
    expect(v1.node).toBe('9f:6b:de:ce:d8:46');
    const v6 = valid('1EC9414C-232A-6B00-B3C8-9F6BDECED846');
    expect(v6.timestamp).toEqual(v1.timestamp);
    const v7 = valid('017F22E2-79B0-7CC3-98C4-DC0C0C07398F');
    expect(v7.timestamp).toEqual({ unixMs: 0x017f22e279b0 });
    expect(formatUuidTime(v7.timestamp!)).toEqual({
      beijing: '2022-02-23 03:22:22.000 (GMT+8)',
      utc: '2022-02-22T19:22:22.000Z',
    });
    expect(formatUuidTime(v1.timestamp!).utc).toBe('2022-02-22T19:22:22.0000000Z');
  });

  it('tells version, variant and the special NIL / MAX', () => {
    expect(valid('00000000-0000-0000-0000-000000000000').special).toBe('nil');
    expect(valid('FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF').special).toBe('max');
    expect(valid('2ed6657d-e927-568b-95e1-2665a8aea6a2')).toMatchObject({
      version: 5,
      variant: 'rfc9562',
    });
    expect(valid('2ed6657d-e927-568b-c5e1-2665a8aea6a2').variant).toBe('microsoft');
    expect(valid('2ed6657d-e927-568b-15e1-2665a8aea6a2').variant).toBe('ncs');
    expect(valid('2ed6657d-e927-568b-f5e1-2665a8aea6a2').variant).toBe('future');
  });

  it('recognises the notation it was written in', () => {
    const uuid = '0f3a2c4e-1b2d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(valid(` ${uuid.toUpperCase()} `).notation).toBe('canonical');
    expect(valid(uuid.replace(/-/g, '')).notation).toBe('hex32');
    expect(valid(`{${uuid}}`).notation).toBe('braces');
    expect(valid(`"(${uuid})"`)).toMatchObject({ notation: 'parens', quoted: true });
    expect(valid(`URN:UUID:${uuid}`).notation).toBe('urn');
    expect(valid('DzosThstTl-KmwwdLj9KWw').notation).toBe('base64url');
    expect(valid('DzosThstTl+KmwwdLj9KWw==').notation).toBe('base64');
    expect(
      valid('{ 0x0f3a2c4e, 0x1b2d, 0x4e5f, { 0x8a, 0x9b, 0x0c, 0x1d, 0x2e, 0x3f, 0x4a, 0x5b } }')
        .canonical,
    ).toBe(uuid);
  });

  it('says what is wrong and where, in Chinese', () => {
    expect(reason('   ')).toBe('输入为空，请粘贴一个 UUID');
    expect(reason('0f3a2c4e-1b2d-4e5f-8a9b-0c1d2e3f4a5')).toBe(
      '有 31 个十六进制数字，UUID 需要正好 32 个',
    );
    expect(reason('0f3a2c4e-1b2d-4e5f-8a9b-0c1d2e3f4g5b')).toBe(
      '第 34 个字符“g”不是十六进制数字（应为 0–9 或 a–f）',
    );
    expect(reason('0f3a2c4e1b2d-4e5f-8a9b-0c1d2e3f4a5b')).toBe(
      '连字符位置不对：应按 8-4-4-4-12 分组，这里是 12-4-4-12',
    );
    expect(reason('{0f3a2c4e-1b2d-4e5f-8a9b-0c1d2e3f4a5b')).toBe('开头的“{”没有对应的结尾“}”');
    expect(reason('0f3a2c4e-1b2d-4e5f-8a9b-0c1d2e3f4a5b)')).toBe('结尾的“)”没有对应的开头“(”');
    expect(reason('DzosThstTl+KmwwdLj9KWx')).toMatch(/Base64 最后一个字符“x”不规范/);
    expect(reason('x'.repeat(5000))).toBe('内容过长（5000 个字符），一个 UUID 最多约 200 个字符');
  });

  it('names invisible and direction-changing characters by code point, counting emoji as one', () => {
    expect(reason('0f3a2c4e-1b2d-4e5f-8a9b-0c1d2e3f4a5\u200b')).toBe(
      '第 36 个字符[U+200B]不是十六进制数字（应为 0–9 或 a–f）',
    );
    expect(reason('😀😀\u202e0f3a2c4e')).toMatch(/^第 1 个字符“😀”/);
    expect(reason('0f\u202e3a')).toMatch(/^第 3 个字符\[U\+202E\]/);
  });
});
