/**
 * Versioned, validated localStorage. Every saved thing is `{ version, data }` under a
 * `toolbox:` key; a reader validates it and falls back to defaults (status 'reset') rather
 * than letting damaged or old data break a screen.
 */
export const STORAGE_PREFIX = 'toolbox:';

export type ReadStatus = 'empty' | 'ok' | 'reset';
export interface ReadResult<T> {
  value: T;
  status: ReadStatus;
}

/** Returns the valid data, or undefined when it cannot be trusted. */
export type Validator<T> = (data: unknown) => T | undefined;

/** localStorage, or undefined where access throws (storage disabled by the browser). */
export function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Behave as if nothing is saved.
    return undefined;
  }
}

/** The localStorage keys that start with `prefix`, in storage order. */
export function localKeysStartingWith(prefix: string): string[] {
  const local = storage();
  const found: string[] = [];
  for (let i = 0; local && i < local.length; i += 1) {
    const key = local.key(i);
    if (key?.startsWith(prefix)) found.push(key);
  }
  return found;
}

export function readVersioned<T>(
  key: string,
  version: number,
  validate: Validator<T>,
  fallback: T,
): ReadResult<T> {
  const raw = storage()?.getItem(STORAGE_PREFIX + key);
  if (raw == null) return { value: fallback, status: 'empty' };
  try {
    const envelope: unknown = JSON.parse(raw);
    if (
      typeof envelope === 'object' &&
      envelope !== null &&
      (envelope as { version?: unknown }).version === version
    ) {
      const data = validate((envelope as { data?: unknown }).data);
      if (data !== undefined) return { value: data, status: 'ok' };
    }
  } catch {
    // Not JSON: treated as damaged below.
  }
  return { value: fallback, status: 'reset' };
}

export function writeVersioned<T>(key: string, version: number, data: T): boolean {
  try {
    storage()?.setItem(STORAGE_PREFIX + key, JSON.stringify({ version, data }));
    return true;
  } catch {
    // Quota exceeded or storage disabled: the app keeps working with in-memory state.
    return false;
  }
}

export function removeStored(key: string): void {
  storage()?.removeItem(STORAGE_PREFIX + key);
}

/** Small validator helpers so each store can check its shape without a schema library. */
export const is = {
  object(value: unknown): value is Record<string, unknown> {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  },
  oneOf<T extends string>(values: readonly T[], value: unknown): value is T {
    return typeof value === 'string' && (values as readonly string[]).includes(value);
  },
  stringArray(value: unknown): value is string[] {
    return Array.isArray(value) && value.every((item) => typeof item === 'string');
  },
};
