import { utf8Bytes } from './capacity';

/** What a decoder read from one symbol. */
export interface DecodedSymbol {
  text: string;
  bytes: Uint8Array;
}

export type VerifyResult =
  | { ok: true }
  | { ok: false; reason: 'unreadable' }
  | { ok: false; reason: 'mismatch'; decodedText: string };

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Compares what was decoded from the rendered image with the content, byte for byte (text
 * comparison would depend on the decoder guessing UTF-8).
 */
export function verifyDecoded(content: string, decoded: readonly DecodedSymbol[]): VerifyResult {
  if (decoded.length === 0) return { ok: false, reason: 'unreadable' };
  const expected = utf8Bytes(content);
  if (decoded.some((symbol) => sameBytes(symbol.bytes, expected))) return { ok: true };
  return { ok: false, reason: 'mismatch', decodedText: decoded[0].text };
}
