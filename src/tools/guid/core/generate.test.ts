import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  generateUuidChunks,
  generateUuids,
  MAX_COUNT,
  NAMESPACES,
  randomUuid,
  type UuidVersion,
} from './index';
import { UuidInputError } from './errors';

/** An independent check: RFC 9562 layout, version nibble and the 10xx variant bits. */
function expectRfcUuid(uuid: string, version: number) {
  expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  expect(parseInt(uuid[14], 16)).toBe(version);
  expect(parseInt(uuid[19], 16) & 0b1100).toBe(0b1000);
}

/** RFC 9562 §5.3/§5.5 name-based UUIDs computed with Node's own hashes, not the uuid package. */
function nameBased(algorithm: 'md5' | 'sha1', namespace: string, name: string): string {
  const hash = createHash(algorithm)
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(Buffer.from(name, 'utf8'))
    .digest();
  hash[6] = (hash[6] & 0x0f) | (algorithm === 'md5' ? 0x30 : 0x50);
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

describe('generateUuids', () => {
  it.each([1, 4, 6, 7] as const)('v%s has the right version and variant bits', (version) => {
    const uuids = generateUuids({ version, count: 500 });
    expect(uuids).toHaveLength(500);
    for (const uuid of uuids) expectRfcUuid(uuid, version);
  });

  it('100,000 v4 are all unique', () => {
    const uuids = generateUuids({ version: 4, count: MAX_COUNT });
    expect(new Set(uuids).size).toBe(MAX_COUNT);
  });

  it.each([6, 7] as const)(
    'v%s of one call strictly increase (same millisecond too)',
    (version) => {
      const uuids = generateUuids({ version, count: 20_000 });
      for (let i = 1; i < uuids.length; i += 1) expect(uuids[i] > uuids[i - 1]).toBe(true);
      const next = generateUuids({ version, count: 1 })[0];
      expect(next > uuids[uuids.length - 1]).toBe(true);
    },
  );

  it('v1 keeps one random node with the multicast bit and never repeats', () => {
    const uuids = generateUuids({ version: 1, count: 5000 });
    expect(new Set(uuids).size).toBe(5000);
    const nodes = new Set(uuids.map((uuid) => uuid.slice(24)));
    expect(nodes.size).toBe(1);
    expect(parseInt(uuids[0].slice(24, 26), 16) & 1).toBe(1);
  });

  it('v3 and v5 match the RFC 9562 published vectors', () => {
    expect(
      generateUuids({ version: 3, namespace: NAMESPACES.DNS, name: 'www.example.com' }),
    ).toEqual(['5df41881-3aed-3515-88a7-2f4a814cf09e']);
    expect(
      generateUuids({ version: 5, namespace: NAMESPACES.DNS, name: 'www.example.com' }),
    ).toEqual(['2ed6657d-e927-568b-95e1-2665a8aea6a2']);
  });

  it.each([
    [3, 'md5'],
    [5, 'sha1'],
  ] as const)('v%s hashes names as UTF-8, Chinese included', (version, algorithm) => {
    const names = ['工具箱', 'https://例子.中国/路径?q=测试', '😀', ''];
    for (const namespace of Object.values(NAMESPACES)) {
      const uuids = generateUuids({ version, namespace, names });
      expect(uuids).toEqual(names.map((name) => nameBased(algorithm, namespace, name)));
      for (const uuid of uuids) expectRfcUuid(uuid, version);
    }
  });

  it('accepts a custom namespace in any notation and gives the same id for the same name', () => {
    const custom = '{0F3A2C4E-1B2D-4E5F-8A9B-0C1D2E3F4A5B}';
    const [a] = generateUuids({ version: 5, namespace: custom, name: '订单' });
    const [b] = generateUuids({
      version: 5,
      namespace: '0f3a2c4e-1b2d-4e5f-8a9b-0c1d2e3f4a5b',
      name: '订单',
    });
    expect(a).toBe(b);
    expect(a).toBe(nameBased('sha1', '0f3a2c4e-1b2d-4e5f-8a9b-0c1d2e3f4a5b', '订单'));
  });

  it('gives NIL and MAX', () => {
    expect(generateUuids({ version: 'nil', count: 2 })).toEqual([
      '00000000-0000-0000-0000-000000000000',
      '00000000-0000-0000-0000-000000000000',
    ]);
    expect(generateUuids({ version: 'max', count: 1 })).toEqual([
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
    ]);
  });

  it.each([0, -1, 1.5, MAX_COUNT + 1, Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects count %s with a Chinese typed error',
    (count) => {
      expect(() => generateUuids({ version: 4, count })).toThrow(UuidInputError);
      expect(() => generateUuids({ version: 4, count })).toThrow(/1 到 100000 之间的整数/);
    },
  );

  it('rejects a bad namespace, no names and an unknown version', () => {
    expect(() => generateUuids({ version: 5, namespace: 'not-a-uuid', name: 'a' })).toThrow(
      /命名空间不是有效的 UUID/,
    );
    expect(() => generateUuids({ version: 3, namespace: NAMESPACES.URL, names: [] })).toThrow(
      /至少需要一个名称/,
    );
    expect(() =>
      generateUuids({ version: 2 as unknown as UuidVersion, count: 1 } as never),
    ).toThrow(/不支持的 UUID 版本：2/);
  });

  it('randomUuid gives a fresh v4', () => {
    const a = randomUuid();
    expectRfcUuid(a, 4);
    expect(randomUuid()).not.toBe(a);
  });
});

describe('generateUuidChunks', () => {
  it('slices a request without changing its rules', () => {
    const chunks = [...generateUuidChunks({ version: 7, count: 25_001 }, 10_000)];
    expect(chunks.map((chunk) => chunk.length)).toEqual([10_000, 10_000, 5001]);
    const all = chunks.flat();
    for (let i = 1; i < all.length; i += 1) expect(all[i] > all[i - 1]).toBe(true);
    const names = Array.from({ length: 5 }, (_, i) => `名称${i}`);
    const named = [...generateUuidChunks({ version: 5, namespace: NAMESPACES.URL, names }, 2)];
    expect(named.flat()).toEqual(generateUuids({ version: 5, namespace: NAMESPACES.URL, names }));
    expect(() => [...generateUuidChunks({ version: 4, count: 0 })]).toThrow(UuidInputError);
  });
});
