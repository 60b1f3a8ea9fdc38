import type { UuidProblemCode, UuidProblemParams } from './errors';

/**
 * UUIDs as C# and Java source write them, pasted from code or a debugger: a call around a
 * string (`new Guid("…")`, `Guid.Parse("…")`, `UUID.fromString("…")`), a C# byte array
 * (`new byte[] { 0x33, … }`, hex or decimal), and Java's `new UUID(msb, lsb)` with hex or
 * decimal longs. Read before quotes and brackets are peeled, since those belong to the code.
 */
export type CodeForm =
  | { kind: 'call'; notation: 'csharpGuid' | 'javaFromString'; inner: string }
  | { kind: 'bytes'; notation: 'csharpBytes' | 'javaLongs'; bytes: Uint8Array }
  | { kind: 'problem'; code: UuidProblemCode; params: UuidProblemParams };

const CSHARP_CALL =
  /^(?:new\s+(?:System\.)?Guid|(?:System\.)?Guid\.(?:Try)?Parse)\s*\(([^()]*)\)$/i;
const JAVA_CALL = /^(?:java\.util\.)?UUID\.fromString\s*\(([^()]*)\)$/;
const BYTE_ARRAY = /^new\s+(?:System\.)?byte\s*\[\s*\d*\s*\]\s*\{([^{}]*)\}$/i;
const JAVA_UUID = /^new\s+(?:java\.util\.)?UUID\s*\(([^()]*)\)$/;
const BYTE_LITERAL = /^(?:0x[0-9a-f]{1,2}|\d{1,3})$/i;
const LONG_LITERAL = /^(-?)(0x[0-9a-f]{1,16}|\d{1,20})l?$/i;

const TWO_TO_63 = 1n << 63n;

function byteArray(list: string): CodeForm {
  const items = list.split(',').map((item) => item.trim());
  // C# allows a trailing comma: `{ 0x01, 0x02, }`.
  if (items.length > 0 && items[items.length - 1] === '') items.pop();
  const bytes = new Uint8Array(16);
  for (let i = 0; i < items.length; i += 1) {
    const value = BYTE_LITERAL.test(items[i]) ? Number(items[i]) : NaN;
    if (!(value >= 0 && value <= 255)) {
      return {
        kind: 'problem',
        code: 'problem.byteValue',
        params: { position: i + 1, value: items[i] },
      };
    }
    if (i < 16) bytes[i] = value;
  }
  if (items.length !== 16) {
    return { kind: 'problem', code: 'problem.byteCount', params: { count: items.length } };
  }
  return { kind: 'bytes', notation: 'csharpBytes', bytes };
}

/** A Java long literal as its 64 bits; hex literals above Long.MAX_VALUE are two's complement. */
function longBits(literal: string): bigint | undefined {
  const match = LONG_LITERAL.exec(literal.replace(/_/g, ''));
  if (!match) return undefined;
  const negative = match[1] === '-';
  const magnitude = BigInt(match[2]);
  const hex = /^0x/i.test(match[2]);
  const value = negative ? -magnitude : magnitude;
  if (!hex && (value >= TWO_TO_63 || value < -TWO_TO_63)) return undefined;
  return BigInt.asUintN(64, value);
}

function javaLongs(list: string): CodeForm {
  const parts = list.split(',').map((part) => part.trim());
  if (parts.length !== 2) return { kind: 'problem', code: 'problem.javaUuid', params: {} };
  const bytes = new Uint8Array(16);
  for (let half = 0; half < 2; half += 1) {
    const bits = longBits(parts[half]);
    if (bits === undefined) {
      return { kind: 'problem', code: 'problem.javaLong', params: { value: parts[half] } };
    }
    for (let i = 0; i < 8; i += 1) {
      bytes[half * 8 + i] = Number((bits >> BigInt(56 - i * 8)) & 0xffn);
    }
  }
  return { kind: 'bytes', notation: 'javaLongs', bytes };
}

/** The code form `text` is written in, or undefined when it is not code. */
export function readCodeForm(text: string): CodeForm | undefined {
  const code = text.trim().replace(/;$/, '').trim();
  if (!/^(?:new\s|System\.|java\.|Guid\.|UUID\.)/i.test(code)) return undefined;
  let match = CSHARP_CALL.exec(code);
  if (match) return { kind: 'call', notation: 'csharpGuid', inner: match[1] };
  match = JAVA_CALL.exec(code);
  if (match) return { kind: 'call', notation: 'javaFromString', inner: match[1] };
  match = BYTE_ARRAY.exec(code);
  if (match) return byteArray(match[1]);
  match = JAVA_UUID.exec(code);
  if (match) return javaLongs(match[1]);
  return undefined;
}
