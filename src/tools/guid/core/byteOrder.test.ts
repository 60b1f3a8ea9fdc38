import { describe, expect, it } from 'vitest';
import {
  compareSqlServer,
  sqlServerOrder,
  formatUuid,
  generateUuids,
  inspectUuid,
  uuidBytes,
  uuidFromBytes,
  type ValidUuidInspection,
} from './index';

const SAMPLE = '00112233-4455-6677-8899-aabbccddeeff';
/** new Guid("00112233-4455-6677-8899-aabbccddeeff").ToByteArray() */
const DOTNET_BYTES = '33 22 11 00 55 44 77 66 88 99 aa bb cc dd ee ff';

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(' ');
}

function valid(text: string): ValidUuidInspection {
  const result = inspectUuid(text);
  if (!result.valid) throw new Error(result.reason);
  return result;
}

describe('byte order', () => {
  it('matches .NET Guid.ToByteArray() and reads it back', () => {
    expect(hex(uuidBytes(SAMPLE, 'dotnet'))).toBe(DOTNET_BYTES);
    expect(hex(uuidBytes(SAMPLE, 'rfc'))).toBe('00 11 22 33 44 55 66 77 88 99 aa bb cc dd ee ff');
    expect(uuidFromBytes(uuidBytes(SAMPLE, 'dotnet'), 'dotnet')).toBe(SAMPLE);
  });

  it('writes every byte form in either order', () => {
    const dotnetB64 = Buffer.from(DOTNET_BYTES.replace(/ /g, ''), 'hex').toString('base64');
    expect(formatUuid(SAMPLE, { encoding: 'base64', byteOrder: 'dotnet' })).toBe(
      dotnetB64.slice(0, 22),
    );
    expect(formatUuid(SAMPLE, { encoding: 'hexBytes', byteOrder: 'dotnet', uppercase: true })).toBe(
      '0x33221100554477668899AABBCCDDEEFF',
    );
    expect(formatUuid(SAMPLE, { encoding: 'csharpBytes', byteOrder: 'dotnet' })).toBe(
      'new byte[] { 0x33, 0x22, 0x11, 0x00, 0x55, 0x44, 0x77, 0x66, 0x88, 0x99, 0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0xff }',
    );
    expect(formatUuid(SAMPLE, { encoding: 'javaLongs' })).toBe(
      'new UUID(0x0011223344556677L, 0x8899aabbccddeeffL)',
    );
    expect(formatUuid(SAMPLE, { encoding: 'javaLongs', byteOrder: 'dotnet' })).toBe(
      'new UUID(0x3322110055447766L, 0x8899aabbccddeeffL)',
    );
    // Text forms are the same in .NET and RFC: the order only changes stored bytes.
    expect(formatUuid(SAMPLE, { byteOrder: 'dotnet' })).toBe(SAMPLE);
  });

  it('shows both readings of pasted bytes and picks the one that is an RFC UUID', () => {
    // Byte 7 (0xaf) becomes the version nibble when read in the other order: 10, no RFC version.
    const v4 = '0f3a2c4e-1b2d-4eaf-8a9b-0c1d2e3f4a5b';
    const fromDotnet = formatUuid(v4, { encoding: 'base64', byteOrder: 'dotnet' });
    const result = valid(fromDotnet);
    expect(result).toMatchObject({ canonical: v4, byteOrder: 'dotnet', version: 4, rfcUuid: true });
    expect(result.readings?.rfc.rfcUuid).toBe(false);
    expect(result.readings?.dotnet).toEqual({ canonical: v4, version: 4, rfcUuid: true });

    const rfcHex = valid(formatUuid(v4, { encoding: 'hexBytes' }));
    expect(rfcHex).toMatchObject({ notation: 'hexBytes', canonical: v4, byteOrder: 'rfc' });
    expect(rfcHex.readings?.dotnet.rfcUuid).toBe(false);
    // Text forms have one reading only.
    expect(valid(v4).readings).toBeUndefined();
  });

  it('says when 16 bytes are not an RFC UUID in either order', () => {
    // 22 Base64 digits ending in A: canonical bytes, but version 4 and the NCS variant.
    const other = valid('QUJDREVGR0hJSktMTU5PUA');
    expect(other.rfcUuid).toBe(false);
    expect(other.readings?.rfc.rfcUuid).toBe(false);
    expect(other.readings?.dotnet.rfcUuid).toBe(false);
    expect(other.timestamp).toBeUndefined();
    expect(valid('2ed6657d-e927-068b-95e1-2665a8aea6a2').rfcUuid).toBe(false);
    expect(valid('2ed6657d-e927-568b-c5e1-2665a8aea6a2').rfcUuid).toBe(false);
  });
});

describe('SQL Server uniqueidentifier order', () => {
  it('sorts by the last group first and the first group last, as SqlGuid compares', () => {
    const withByte = (index: number) => {
      const bytes = new Uint8Array(16);
      bytes[index] = 1;
      return uuidFromBytes(bytes, 'rfc');
    };
    // Text byte positions, least significant first: groups 1–3 count from their last byte.
    const ascending = [0, 1, 2, 3, 4, 5, 6, 7, 9, 8, 15, 14, 13, 12, 11, 10].map(withByte);
    expect([...ascending].reverse().sort(compareSqlServer)).toEqual(ascending);
    expect(ascending[0]).toBe('01000000-0000-0000-0000-000000000000');
    expect(ascending[15]).toBe('00000000-0000-0000-0000-010000000000');
  });

  it('is a total order consistent with equality', () => {
    const list = generateUuids({ version: 4, count: 200 });
    const sorted = [...list].sort(compareSqlServer);
    for (let i = 1; i < sorted.length; i += 1) {
      expect(compareSqlServer(sorted[i - 1], sorted[i])).toBeLessThan(0);
    }
    expect(compareSqlServer(list[0], list[0].toUpperCase())).toBe(0);
    expect(sqlServerOrder(list).map((index) => list[index])).toEqual(sorted);
  });
});
