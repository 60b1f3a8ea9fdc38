import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import { problem, type CompareProblem } from './errors';
import { DOCUMENT_VERSION, validateComparison, type ComparisonDoc } from './document';

/** Bigger payloads are refused before inflating, so a hostile link cannot exhaust memory. */
const MAX_LINK_CHARS = 200_000;
const MAX_INFLATED_BYTES = 2_000_000;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * The comparison, compressed, as a URL fragment value. Its id travels with it, so opening a
 * link again finds the comparison it saved instead of making another; dates are left out.
 */
export function encodeShare(doc: ComparisonDoc): string {
  const payload = { v: DOCUMENT_VERSION, doc: { ...doc, createdAt: 0, updatedAt: 0 } };
  return toBase64Url(deflateSync(strToU8(JSON.stringify(payload)), { level: 9 }));
}

/** Reads a shared comparison; says why not when the link is damaged or foreign. */
export function decodeShare(
  value: string,
): { ok: true; doc: ComparisonDoc } | { ok: false; error: CompareProblem } {
  const broken = { ok: false as const, error: problem('share-broken') };
  if (value.length > MAX_LINK_CHARS) return broken;
  try {
    const bytes = inflateSync(fromBase64Url(value), { out: undefined });
    if (bytes.length > MAX_INFLATED_BYTES) return broken;
    const payload: unknown = JSON.parse(strFromU8(bytes));
    if (typeof payload !== 'object' || payload === null) return broken;
    const { v, doc } = payload as { v?: unknown; doc?: unknown };
    if (v !== DOCUMENT_VERSION) return { ok: false, error: problem('share-version') };
    const valid = validateComparison(doc);
    return valid ? { ok: true, doc: valid } : broken;
  } catch {
    return broken;
  }
}
