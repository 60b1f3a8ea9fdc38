import { MAX, NIL, v1, v3, v4, v5, v6, v7 } from 'uuid';
import { UuidInputError } from './errors';
import { canonicalToBytes, parseUuidText } from './parse';

export type UuidVersion = 1 | 3 | 4 | 5 | 6 | 7 | 'nil' | 'max';
/** In the order the screen offers them: the everyday ones first. */
export const UUID_VERSIONS: readonly UuidVersion[] = [4, 7, 1, 6, 3, 5, 'nil', 'max'];
export const MAX_COUNT = 100_000;
export const MAX_NAMES = 100_000;

/** RFC 9562 appendix C namespaces for v3/v5. */
export const NAMESPACES = {
  DNS: '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
  URL: '6ba7b811-9dad-11d1-80b4-00c04fd430c8',
  OID: '6ba7b812-9dad-11d1-80b4-00c04fd430c8',
  X500: '6ba7b814-9dad-11d1-80b4-00c04fd430c8',
} as const;
export type NamespacePreset = keyof typeof NAMESPACES;

export type GenerateRequest =
  | { version: 1 | 4 | 6 | 7 | 'nil' | 'max'; count: number }
  | {
      version: 3 | 5;
      /** Any notation parseUuidText reads, e.g. NAMESPACES.DNS. */
      namespace: string;
      /** One UUID per name, in order; `name` alone gives one UUID. */
      names?: readonly string[];
      name?: string;
    };

export function isUuidVersion(value: unknown): value is UuidVersion {
  return (UUID_VERSIONS as readonly unknown[]).includes(value);
}

/** For messages about bad input: never throws, whatever the value (e.g. { toString: 0 }). */
function shown(value: unknown): string {
  if (typeof value === 'string') return value.length > 40 ? `${value.slice(0, 40)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean' || value == null)
    return String(value);
  return typeof value;
}

function checkCount(count: unknown): number {
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_COUNT) {
    throw new UuidInputError('problem.count', { max: MAX_COUNT, value: shown(count) });
  }
  return count;
}

/** Random bytes for many UUIDs in few calls (getRandomValues takes at most 65,536 bytes). */
function randomBytes(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let start = 0; start < length; start += 65_536) {
    crypto.getRandomValues(bytes.subarray(start, Math.min(length, start + 65_536)));
  }
  return bytes;
}

/**
 * v7 clock (RFC 9562 §6.2 method 1): a counter seeded at random each new millisecond and
 * incremented within one, so UUIDs of one call (and of later calls) strictly increase even
 * when the system clock stands still or steps back.
 */
const v7Clock = { msecs: -Infinity, seq: 0 };

function generateV7(count: number): string[] {
  const pool = randomBytes(count * 16);
  const result = new Array<string>(count);
  for (let i = 0; i < count; i += 1) {
    const random = pool.subarray(i * 16, i * 16 + 16);
    const now = Date.now();
    if (now > v7Clock.msecs) {
      v7Clock.msecs = now;
      // 31 random bits leave 2^31 increments of headroom before the counter overflows.
      v7Clock.seq = ((random[6] & 0x7f) << 24) | (random[7] << 16) | (random[8] << 8) | random[9];
    } else {
      v7Clock.seq = (v7Clock.seq + 1) >>> 0;
      if (v7Clock.seq === 0) v7Clock.msecs += 1;
    }
    result[i] = v7({ random, msecs: v7Clock.msecs, seq: v7Clock.seq });
  }
  return result;
}

/** v1/v6 clock in 100 ns ticks: the sub-millisecond part counts up so timestamps never repeat. */
const gregorianClock = { msecs: -Infinity, nsecs: 0 };
let v1Identity: { node: Uint8Array; clockseq: number } | undefined;

function nextGregorianTick(): { msecs: number; nsecs: number } {
  const now = Date.now();
  if (now > gregorianClock.msecs) {
    gregorianClock.msecs = now;
    gregorianClock.nsecs = 0;
  } else {
    gregorianClock.nsecs += 1;
    if (gregorianClock.nsecs >= 10_000) {
      gregorianClock.msecs += 1;
      gregorianClock.nsecs = 0;
    }
  }
  return { msecs: gregorianClock.msecs, nsecs: gregorianClock.nsecs };
}

function generateGregorian(version: 1 | 6, count: number): string[] {
  // v1 keeps one random node (multicast bit set, RFC 9562 §6.10: never a real MAC address)
  // and clock sequence per page; v6 takes fresh random ones per UUID, as the RFC suggests.
  if (!v1Identity) {
    const random = randomBytes(8);
    const node = random.slice(0, 6);
    node[0] |= 0x01;
    v1Identity = { node, clockseq: ((random[6] << 8) | random[7]) & 0x3fff };
  }
  const pool = randomBytes(count * 16);
  const result = new Array<string>(count);
  for (let i = 0; i < count; i += 1) {
    const random = pool.subarray(i * 16, i * 16 + 16);
    const tick = nextGregorianTick();
    result[i] =
      version === 1
        ? v1({ ...tick, random, node: v1Identity.node, clockseq: v1Identity.clockseq })
        : v6({ ...tick, random });
  }
  return result;
}

function generateNamed(request: Extract<GenerateRequest, { version: 3 | 5 }>): string[] {
  const namespace = parseUuidText(typeof request.namespace === 'string' ? request.namespace : '');
  if (!namespace.ok) {
    // The reason travels as a code, so the page can say it in the interface language.
    throw new UuidInputError('problem.namespace', {
      ...namespace.params,
      reasonCode: namespace.code,
    });
  }
  const names: unknown = request.names ?? (request.name !== undefined ? [request.name] : []);
  if (!Array.isArray(names) || names.length === 0) throw new UuidInputError('problem.names');
  if (names.length > MAX_NAMES) {
    throw new UuidInputError('problem.tooManyNames', { max: MAX_NAMES, count: names.length });
  }
  const namespaceBytes = canonicalToBytes(namespace.canonical);
  const hash = request.version === 3 ? v3 : v5;
  if (!names.every((name) => typeof name === 'string')) throw new UuidInputError('problem.names');
  return (names as string[]).map((name) => hash(name, namespaceBytes));
}

/**
 * UUIDs in canonical form (lowercase, hyphenated). v6 and v7 of one call strictly increase.
 * Throws UuidInputError (and only that) for a bad count, version, namespace or names.
 * Randomness comes only from crypto.getRandomValues / crypto.randomUUID (via the uuid package).
 */
export function generateUuids(request: GenerateRequest): string[] {
  const version: unknown = request?.version;
  if (version === 3 || version === 5) {
    return generateNamed(request as Extract<GenerateRequest, { version: 3 | 5 }>);
  }
  if (!isUuidVersion(version))
    throw new UuidInputError('problem.version', { value: shown(version) });
  const count = checkCount((request as { count?: unknown }).count);
  switch (version) {
    case 4:
      return Array.from({ length: count }, () => v4());
    case 7:
      return generateV7(count);
    case 1:
    case 6:
      return generateGregorian(version, count);
    case 'nil':
      return new Array<string>(count).fill(NIL);
    case 'max':
      return new Array<string>(count).fill(MAX);
  }
  throw new UuidInputError('problem.version', { value: shown(version) });
}

/** One fresh random (v4) UUID: what the home page widget shows. */
export function randomUuid(): string {
  return v4();
}

/**
 * The same UUIDs as generateUuids, in slices of at most chunkSize, so a worker can report
 * progress between slices. v6/v7 stay strictly increasing across slices (shared clocks).
 */
export function* generateUuidChunks(
  request: GenerateRequest,
  chunkSize = 10_000,
): Generator<string[], void, undefined> {
  if (request.version === 3 || request.version === 5) {
    const names = request.names ?? (request.name !== undefined ? [request.name] : []);
    if (names.length === 0 || names.length > MAX_NAMES) {
      yield generateUuids(request);
      return;
    }
    for (let start = 0; start < names.length; start += chunkSize) {
      yield generateUuids({ ...request, names: names.slice(start, start + chunkSize) });
    }
    return;
  }
  const counted = request as Extract<GenerateRequest, { count: number }>;
  const total = checkCount(counted.count);
  for (let done = 0; done < total; done += chunkSize) {
    yield generateUuids({ ...counted, count: Math.min(chunkSize, total - done) });
  }
}
