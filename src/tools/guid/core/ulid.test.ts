import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createUlidMaker,
  inspectUuid,
  MAX_ULID,
  parseUlid,
  parseUuidText,
  ulidOfUuid,
} from './index';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A PRNG for the `ulid` package that draws exactly these characters (it fills right to left). */
function drawing(random: string) {
  const values = Array.from(random)
    .reverse()
    .map((char) => (CROCKFORD.indexOf(char) + 0.5) / 32);
  let next = 0;
  return () => values[next++ % values.length];
}

/** The 128-bit value of a ULID by positional arithmetic, independent of the package. */
function ulidValue(ulid: string): bigint {
  return Array.from(ulid).reduce((sum, char) => sum * 32n + BigInt(CROCKFORD.indexOf(char)), 0n);
}

function uuidValue(uuid: string): bigint {
  return BigInt(`0x${uuid.replace(/-/g, '')}`);
}

describe('ULID (spec vectors)', () => {
  it('reads the canonical example and its time', () => {
    const parsed = parseUlid('01ARZ3NDEKTSV4RRFFQ69G5FAV');
    expect(parsed).toMatchObject({ ok: true, ulid: '01ARZ3NDEKTSV4RRFFQ69G5FAV' });
    if (!parsed.ok) return;
    expect(parsed.unixMs).toBe(Number(ulidValue('01ARZ3NDEK')));
    expect(parsed.uuid).toBe('01563e3a-b5d3-d676-4c61-efb99302bd5b');
    expect(uuidValue(parsed.uuid)).toBe(ulidValue(parsed.ulid));
    expect(ulidOfUuid(parsed.uuid)).toBe('01ARZ3NDEKTSV4RRFFQ69G5FAV');
  });

  it('encodes time 1469918176385 as 01ARYZ6S41 and reads it back', () => {
    const make = createUlidMaker(drawing('0000000000000000'), () => 1469918176385);
    const [ulid] = make(1);
    expect(ulid.slice(0, 10)).toBe('01ARYZ6S41');
    expect(parseUlid(ulid)).toMatchObject({ ok: true, unixMs: 1469918176385 });
  });

  it('increments the random part within a millisecond: …VRZ then …VS0', () => {
    const time = Number(ulidValue('01BX5ZZKBK'));
    const make = createUlidMaker(drawing('ACTAV9WEVGEMMVRZ'), () => time);
    expect(make(2)).toEqual(['01BX5ZZKBKACTAV9WEVGEMMVRZ', '01BX5ZZKBKACTAV9WEVGEMMVS0']);
  });

  it('keeps the order when the clock goes back', () => {
    const times = [2000, 1000];
    const make = createUlidMaker(drawing('0000000000000001'), () => times.shift() ?? 0);
    const [first, second] = make(2);
    expect(second > first).toBe(true);
    expect(second.slice(0, 10)).toBe(first.slice(0, 10));
  });

  it('fails, as the spec says, when the random part overflows', () => {
    const make = createUlidMaker(drawing('ZZZZZZZZZZZZZZZZ'), () => 5000);
    expect(() => make(2)).toThrow(expect.objectContaining({ code: 'problem.ulid.overflow' }));
  });

  it('accepts the largest ULID and rejects one above it', () => {
    const max = parseUlid(MAX_ULID);
    expect(max).toMatchObject({ ok: true, unixMs: 2 ** 48 - 1 });
    if (max.ok) expect(max.uuid).toBe('ffffffff-ffff-ffff-ffff-ffffffffffff');
    expect(parseUlid('8ZZZZZZZZZZZZZZZZZZZZZZZZZ')).toMatchObject({
      ok: false,
      code: 'problem.ulid.tooBig',
    });
  });

  it('decodes as Crockford says: any case, I and L as 1, O as 0; U is refused with its place', () => {
    const read = parseUlid('01arz3ndektsv4rrffq69g5fav');
    expect(read).toMatchObject({ ok: true, ulid: '01ARZ3NDEKTSV4RRFFQ69G5FAV' });
    expect(parseUlid('OIARZ3NDEKTSV4RRFFQ69G5FAV')).toMatchObject({
      ok: true,
      ulid: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
    });
    expect(parseUlid('01ARZ3NDEKTSV4RRFFQ69G5FAU')).toMatchObject({
      ok: false,
      code: 'problem.ulid.badChar',
      params: { position: 26, char: '“U”' },
    });
    expect(parseUlid('01ARZ3NDEK')).toMatchObject({ ok: false, code: 'problem.ulid.length' });
  });
});

describe('ULID properties', () => {
  it('a burst of ULIDs within one millisecond sorts in the order made and never repeats', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 48 - 1 }),
        fc.integer({ min: 2, max: 300 }),
        (ms, count) => {
          const ulids = createUlidMaker(undefined, () => ms)(count);
          expect([...ulids].sort()).toEqual(ulids);
          expect(new Set(ulids).size).toBe(count);
          for (const ulid of ulids) expect(parseUlid(ulid)).toMatchObject({ ok: true, unixMs: ms });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('ULID → UUID → ULID gives the same ULID, and the UUID holds the same 128 bits', () => {
    const ulidArb = fc
      .tuple(
        fc.constantFrom(...'01234567'),
        fc.array(fc.constantFrom(...CROCKFORD), { minLength: 25, maxLength: 25 }),
      )
      .map(([first, rest]) => first + rest.join(''));
    fc.assert(
      fc.property(ulidArb, (ulid) => {
        const parsed = parseUlid(ulid);
        if (!parsed.ok) throw new Error(parsed.code);
        expect(uuidValue(parsed.uuid)).toBe(ulidValue(ulid));
        expect(ulidOfUuid(parsed.uuid)).toBe(ulid);
      }),
    );
  });

  it('UUID → ULID → UUID gives the same UUID', () => {
    fc.assert(
      fc.property(fc.uuid(), (uuid) => {
        const back = parseUlid(ulidOfUuid(uuid));
        expect(back).toMatchObject({ ok: true, uuid: uuid.toLowerCase() });
      }),
    );
  });
});

describe('ULIDs where UUIDs are read', () => {
  it('the inspector reads a ULID: its time, its UUID form, and that the bytes are no RFC UUID', () => {
    const result = inspectUuid('01ARZ3NDEKTSV4RRFFQ69G5FAV');
    expect(result).toMatchObject({
      valid: true,
      notation: 'ulid',
      ulid: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
      canonical: '01563e3a-b5d3-d676-4c61-efb99302bd5b',
      rfcUuid: false,
      timestamp: { unixMs: 1469922850259 },
    });
  });

  it('the inspector names a ULID mistake as one', () => {
    expect(inspectUuid('01ARZ3NDEKTSV4RRFFQ69G5FAU')).toMatchObject({
      valid: false,
      code: 'problem.ulid.badChar',
    });
  });

  it('a UUID list check says a ULID is a ULID, with its UUID form', () => {
    expect(parseUuidText('01ARZ3NDEKTSV4RRFFQ69G5FAV')).toEqual({
      ok: false,
      code: 'problem.isUlid',
      params: { uuid: '01563e3a-b5d3-d676-4c61-efb99302bd5b' },
    });
  });

  it('26 hex digits are still a UUID with digits missing', () => {
    expect(parseUuidText('0123456789abcdef0123456789')).toMatchObject({
      ok: false,
      code: 'problem.hexCount',
    });
  });
});
