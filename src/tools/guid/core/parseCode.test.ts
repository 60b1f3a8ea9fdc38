import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUuid, inspectUuid, parseUuidText, validateUuidList } from './index';

const UUID = '00112233-4455-6677-8899-aabbccddeeff';

describe('UUIDs written as C# and Java source', () => {
  it.each([
    [`new Guid("${UUID}")`, 'csharpGuid'],
    [`new System.Guid("{${UUID.toUpperCase()}}");`, 'csharpGuid'],
    [`Guid.Parse("${UUID}")`, 'csharpGuid'],
    [`UUID.fromString("${UUID}")`, 'javaFromString'],
    [`java.util.UUID.fromString("${UUID}");`, 'javaFromString'],
  ])('reads %s', (text, notation) => {
    expect(parseUuidText(text)).toEqual({ ok: true, canonical: UUID, notation, quoted: false });
  });

  it('reads a .NET ToByteArray() byte array both ways and picks the reading that is a UUID', () => {
    const v4 = '5f1c9a4e-0b7d-4c9a-9e3f-1a2b3c4d5e6f';
    const array = formatUuid(v4, { encoding: 'csharpBytes', byteOrder: 'dotnet' });
    expect(array).toBe(
      'new byte[] { 0x4e, 0x9a, 0x1c, 0x5f, 0x7d, 0x0b, 0x9a, 0x4c, 0x9e, 0x3f, 0x1a, 0x2b, 0x3c, 0x4d, 0x5e, 0x6f }',
    );
    expect(inspectUuid(array)).toMatchObject({
      valid: true,
      notation: 'csharpBytes',
      byteOrder: 'dotnet',
      canonical: v4,
    });
  });

  it('reads decimal bytes and a trailing comma', () => {
    const decimal = `new byte[16] { ${Array.from({ length: 16 }, (_, i) => i * 17).join(', ')}, };`;
    expect(parseUuidText(decimal)).toMatchObject({
      ok: true,
      canonical: UUID,
      notation: 'csharpBytes',
    });
  });

  it('says how many bytes there are, or which one is not a byte', () => {
    expect(parseUuidText('new byte[] { 0x01, 0x02 }')).toEqual({
      ok: false,
      code: 'problem.byteCount',
      params: { count: 2 },
    });
    expect(parseUuidText('new byte[] { 0x01, 300 }')).toEqual({
      ok: false,
      code: 'problem.byteValue',
      params: { position: 2, value: '300' },
    });
  });

  it('reads Java longs in hex (two’s complement above Long.MAX_VALUE) and in decimal', () => {
    const hex = formatUuid('c2f4e1a0-5b3d-4e7f-8a9b-0c1d2e3f4a5b', { encoding: 'javaLongs' });
    expect(hex).toBe('new UUID(0xc2f4e1a05b3d4e7fL, 0x8a9b0c1d2e3f4a5bL)');
    expect(parseUuidText(hex)).toMatchObject({
      ok: true,
      canonical: 'c2f4e1a0-5b3d-4e7f-8a9b-0c1d2e3f4a5b',
      notation: 'javaLongs',
    });
    // What Java prints for getMostSignificantBits() / getLeastSignificantBits() of that UUID.
    const msb = BigInt.asIntN(64, 0xc2f4e1a05b3d4e7fn).toString();
    const lsb = BigInt.asIntN(64, 0x8a9b0c1d2e3f4a5bn).toString();
    expect(parseUuidText(`new UUID(${msb}L, ${lsb}L);`)).toMatchObject({
      ok: true,
      canonical: 'c2f4e1a0-5b3d-4e7f-8a9b-0c1d2e3f4a5b',
    });
    expect(parseUuidText('new UUID(9223372036854775808L, 0L)')).toMatchObject({
      ok: false,
      code: 'problem.javaLong',
    });
    expect(parseUuidText('new UUID(1L)')).toMatchObject({ ok: false, code: 'problem.javaUuid' });
  });

  it('every byte encoding, in either byte order, reads back to the same UUID', () => {
    fc.assert(
      fc.property(
        fc.uuid(),
        fc.constantFrom('csharpBytes', 'javaLongs', 'hexBytes', 'base64') as fc.Arbitrary<
          'csharpBytes' | 'javaLongs' | 'hexBytes' | 'base64'
        >,
        fc.constantFrom('rfc', 'dotnet') as fc.Arbitrary<'rfc' | 'dotnet'>,
        fc.boolean(),
        (uuid, encoding, byteOrder, uppercase) => {
          const text = formatUuid(uuid, { encoding, byteOrder, uppercase });
          const result = inspectUuid(text);
          if (!result.valid) throw new Error(result.reason);
          expect(result.readings?.[byteOrder].canonical).toBe(uuid.toLowerCase());
        },
      ),
    );
  });

  it('a pasted list keeps code lines whole', () => {
    const report = validateUuidList(
      [`new Guid("${UUID}"),`, 'new UUID(0x0011223344556677L, 0x8899aabbccddeeffL)', UUID].join(
        '\n',
      ),
    );
    expect(report).toMatchObject({ total: 3, valid: 3, duplicates: 2, unique: 1 });
  });
});
