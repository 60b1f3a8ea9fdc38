/**
 * Pure part of tool options that are remembered (localStorage) and shareable (URL query).
 * Options are flat records of strings, numbers and booleans, so a link can carry them.
 */
export type OptionValue = string | number | boolean;
export type OptionRecord = Record<string, OptionValue>;

/** Reads query values whose key is in the defaults, typed like the default. Unknown or bad values are ignored. */
export function optionsFromQuery<T extends OptionRecord>(
  query: URLSearchParams,
  defaults: T,
): Partial<T> {
  const result: Partial<T> = {};
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const raw = query.get(key);
    if (raw === null) continue;
    const fallback = defaults[key];
    if (typeof fallback === 'number') {
      const value = Number(raw);
      if (raw.trim() !== '' && Number.isFinite(value)) result[key] = value as T[typeof key];
    } else if (typeof fallback === 'boolean') {
      if (raw === '1' || raw === 'true') result[key] = true as T[typeof key];
      else if (raw === '0' || raw === 'false') result[key] = false as T[typeof key];
    } else {
      result[key] = raw as T[typeof key];
    }
  }
  return result;
}

/** Writes only the options that differ from the defaults, so links stay short. */
export function optionsToQuery<T extends OptionRecord>(
  options: T,
  defaults: T,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const query = new URLSearchParams(base);
  for (const key of Object.keys(defaults)) {
    const value = options[key];
    if (value === defaults[key]) query.delete(key);
    else query.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return query;
}

/**
 * Keeps only known keys; a known key holding a value of another type than its default means
 * the saved options are damaged (undefined), so the user is told rather than silently reset.
 * The tool's normalize step then checks ranges and enums.
 */
export function sameShape<T extends OptionRecord>(
  data: unknown,
  defaults: T,
): Partial<T> | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const result: Partial<T> = {};
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const value = (data as Record<string, unknown>)[key];
    if (value === undefined) continue;
    if (typeof value !== typeof defaults[key]) return undefined;
    result[key] = value as T[typeof key];
  }
  return result;
}

/**
 * The validator of saved options: wrong types, or values the tool's `normalize` would change
 * (out of range, unknown choices), mark the whole store as damaged so the user is told.
 */
export function validSavedOptions<T extends OptionRecord>(
  data: unknown,
  defaults: T,
  normalize?: (options: T) => T,
): Partial<T> | undefined {
  const shaped = sameShape(data, defaults);
  if (!shaped || !normalize) return shaped;
  const merged = { ...defaults, ...shaped };
  const normalized = normalize(merged);
  return Object.keys(defaults).some((key) => normalized[key] !== merged[key]) ? undefined : shaped;
}
