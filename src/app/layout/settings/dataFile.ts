import { STORAGE_PREFIX } from '../../storage/versionedStorage';

/**
 * One JSON file holding every saved thing: the raw `toolbox:` localStorage strings and the
 * entries of idb-keyval's default store. IndexedDB can hold more than JSON, so its values
 * are tagged: plain JSON, a Date, bytes (ArrayBuffer / Uint8Array) or a Blob, as base64.
 */
export const DATA_FILE_APP = 'toolbox';
export const DATA_FILE_FORMAT = 1;
export const MAX_IMPORT_MB = 50;

export type EncodedValue =
  | { type: 'json'; data: unknown }
  | { type: 'date'; data: string }
  | { type: 'bytes'; data: string }
  | { type: 'blob'; mime: string; data: string };

export interface DataFile {
  app: typeof DATA_FILE_APP;
  format: typeof DATA_FILE_FORMAT;
  exportedAt: string;
  localStorage: Record<string, string>;
  indexedDB: { key: string | number; value: EncodedValue }[];
}

export type ImportError =
  | { code: 'notJson'; detail: string }
  | { code: 'notExport' }
  | { code: 'version'; version: string }
  | { code: 'badEntry'; index: number; key: string };

export type ParsedDataFile = { ok: true; file: DataFile } | { ok: false; error: ImportError };

function isPlainJson(value: unknown, depth = 0): boolean {
  if (depth > 200) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => isPlainJson(item, depth + 1));
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return false;
    return Object.values(value).every((item) => isPlainJson(item, depth + 1));
  }
  return false;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

export function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Undefined for a value the file cannot carry (e.g. a Map): it is skipped and counted. */
export async function encodeValue(value: unknown): Promise<EncodedValue | undefined> {
  if (value instanceof Date) return { type: 'date', data: value.toISOString() };
  if (value instanceof ArrayBuffer)
    return { type: 'bytes', data: bytesToBase64(new Uint8Array(value)) };
  if (value instanceof Uint8Array) return { type: 'bytes', data: bytesToBase64(value) };
  if (value instanceof Blob) {
    const bytes = new Uint8Array(await value.arrayBuffer());
    return { type: 'blob', mime: value.type, data: bytesToBase64(bytes) };
  }
  return isPlainJson(value) ? { type: 'json', data: value } : undefined;
}

export function decodeValue(encoded: EncodedValue): unknown {
  switch (encoded.type) {
    case 'json':
      return encoded.data;
    case 'date':
      return new Date(encoded.data);
    case 'bytes':
      return base64ToBytes(encoded.data);
    case 'blob':
      return new Blob([base64ToBytes(encoded.data) as Uint8Array<ArrayBuffer>], {
        type: encoded.mime,
      });
  }
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function isEncodedValue(value: unknown): value is EncodedValue {
  if (typeof value !== 'object' || value === null) return false;
  const { type, data, mime } = value as Record<string, unknown>;
  switch (type) {
    case 'json':
      return 'data' in value;
    case 'date':
      return typeof data === 'string' && !Number.isNaN(Date.parse(data));
    case 'bytes':
      return typeof data === 'string' && BASE64.test(data);
    case 'blob':
      return typeof data === 'string' && BASE64.test(data) && typeof mime === 'string';
    default:
      return false;
  }
}

/** Checks a whole file before anything is written, so a bad file changes nothing. */
export function parseDataFile(text: string): ParsedDataFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      error: { code: 'notJson', detail: error instanceof Error ? error.message : String(error) },
    };
  }
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    (parsed as { app?: unknown }).app !== DATA_FILE_APP
  ) {
    return { ok: false, error: { code: 'notExport' } };
  }
  const file = parsed as Record<string, unknown>;
  if (file.format !== DATA_FILE_FORMAT) {
    return { ok: false, error: { code: 'version', version: String(file.format) } };
  }
  const local = file.localStorage;
  const idb = file.indexedDB;
  if (typeof local !== 'object' || local === null || Array.isArray(local) || !Array.isArray(idb)) {
    return { ok: false, error: { code: 'notExport' } };
  }
  const localEntries = Object.entries(local as Record<string, unknown>);
  for (const [index, [key, value]] of localEntries.entries()) {
    if (!key.startsWith(STORAGE_PREFIX) || typeof value !== 'string') {
      return { ok: false, error: { code: 'badEntry', index: index + 1, key } };
    }
  }
  for (const [index, entry] of idb.entries()) {
    const key = (entry as { key?: unknown } | null)?.key;
    const value = (entry as { value?: unknown } | null)?.value;
    const keyOk = typeof key === 'string' || (typeof key === 'number' && Number.isFinite(key));
    if (!keyOk || !isEncodedValue(value)) {
      return {
        ok: false,
        error: { code: 'badEntry', index: localEntries.length + index + 1, key: String(key) },
      };
    }
  }
  return {
    ok: true,
    file: {
      app: DATA_FILE_APP,
      format: DATA_FILE_FORMAT,
      exportedAt: typeof file.exportedAt === 'string' ? file.exportedAt : '',
      localStorage: local as Record<string, string>,
      indexedDB: idb as DataFile['indexedDB'],
    },
  };
}

export function itemCount(file: DataFile): number {
  return Object.keys(file.localStorage).length + file.indexedDB.length;
}

/** Builds the export; entries whose key or value cannot be carried are counted in `skipped`. */
export async function buildDataFile(
  local: Record<string, string>,
  idb: readonly [IDBValidKey, unknown][],
  now: Date,
): Promise<{ file: DataFile; skipped: number }> {
  const indexedDB: DataFile['indexedDB'] = [];
  let skipped = 0;
  for (const [key, value] of idb) {
    const encoded = await encodeValue(value);
    if ((typeof key === 'string' || typeof key === 'number') && encoded)
      indexedDB.push({ key, value: encoded });
    else skipped += 1;
  }
  return {
    file: {
      app: DATA_FILE_APP,
      format: DATA_FILE_FORMAT,
      exportedAt: now.toISOString(),
      localStorage: { ...local },
      indexedDB,
    },
    skipped,
  };
}
