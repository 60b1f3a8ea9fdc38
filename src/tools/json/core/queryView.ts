import { JsonNumber, JsonObject, type JsonValue } from './tree';

/**
 * How a number that a double cannot print back as written (`12345678901234567890123`,
 * `1.10`, `1E400`) appears to a query library: as its nearest double, or as a placeholder
 * object that stands for it (so that a result made only of selections can be mapped back).
 */
export type InexactNumbers = 'double' | 'placeholder';

/** Where an inexact number sits in the input, and what it is. */
export interface InexactNumber {
  number: JsonNumber;
  /** JSONPath of the member, e.g. `$.items[2].price`. */
  path: string;
}

const IDENTIFIER = /^[\p{L}_$][\p{L}\p{N}_$]*$/u;

/** `$.a`, `$[0]`, `$['a b']`: the same readable paths the rest of the tool shows. */
export function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  if (IDENTIFIER.test(key)) return `${path}.${key}`;
  return `${path}['${key.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`;
}

/**
 * A read-only view of the lossless tree that query libraries take for plain JS values, built
 * lazily (a query touches a small part of a big document). Objects are Proxies whose keys
 * enumerate in written order (a plain object would put integer-like keys such as "1" first);
 * duplicate keys show once, at their first place, with the last value (as JSON.parse does).
 * Every container of the view maps back to its lossless original, so a selected object or
 * array is shown exactly as written.
 */
export class QueryView {
  readonly root: unknown;
  /** View container -> lossless original. */
  private readonly originals = new WeakMap<object, JsonValue>();
  private readonly views = new WeakMap<object, object>();
  private readonly paths = new WeakMap<object, string>();
  /** Placeholder -> the number it stands for. */
  readonly placeholders = new Map<object, InexactNumber>();
  /** Inexact numbers read while `recording` was on, by path. */
  readonly read = new Map<string, InexactNumber>();
  /** Inexact numbers whose placeholder a library looked into (compared, tested, converted). */
  readonly inspected = new Map<string, InexactNumber>();
  recording = false;

  constructor(
    root: JsonValue,
    private readonly mode: InexactNumbers,
  ) {
    this.root = this.viewOf(root, '$');
  }

  /** The lossless original of a view container, if it is one. */
  originalOf(value: unknown): JsonValue | undefined {
    return typeof value === 'object' && value !== null ? this.originals.get(value) : undefined;
  }

  /** The path of a container of the input this view has shown. */
  pathOf(original: JsonValue): string {
    return (typeof original === 'object' && original !== null && this.paths.get(original)) || '$';
  }

  private viewOf(value: JsonValue, path: string): unknown {
    if (value instanceof JsonNumber) {
      if (value.isSafe()) return value.toNumber();
      return this.mode === 'double' ? value.toNumber() : this.placeholderOf(value, path);
    }
    if (value === null || typeof value !== 'object') return value;
    const cached = this.views.get(value);
    if (cached) return cached;
    const view = Array.isArray(value) ? this.arrayView(value) : this.objectView(value);
    this.views.set(value, view);
    this.originals.set(view, value);
    this.paths.set(value, path);
    return view;
  }

  /** Reading a member goes through here: it converts lazily and notes inexact numbers read. */
  private member(parent: JsonValue[] | JsonObject, key: string | number, child: JsonValue) {
    const path = childPath(this.paths.get(parent) ?? '$', key);
    if (this.recording && child instanceof JsonNumber && !child.isSafe())
      this.read.set(path, { number: child, path });
    return this.viewOf(child, path);
  }

  private arrayView(array: JsonValue[]): object {
    // The target holds no values (a real array of the right length, so Array.isArray and
    // `length` behave); elements are converted when read.
    return new Proxy(new Array<unknown>(array.length), {
      get: (target, key, receiver) => {
        const index = typeof key === 'string' ? arrayIndex(key, array.length) : -1;
        if (index < 0) return Reflect.get(target, key, receiver) as unknown;
        return this.member(array, index, array[index]);
      },
      has: (target, key) =>
        (typeof key === 'string' && arrayIndex(key, array.length) >= 0) || Reflect.has(target, key),
      ownKeys: (target) =>
        [...array.keys()].map(String).concat(Reflect.ownKeys(target) as string[]),
      getOwnPropertyDescriptor: (target, key) => {
        const index = typeof key === 'string' ? arrayIndex(key, array.length) : -1;
        if (index < 0) return Reflect.getOwnPropertyDescriptor(target, key);
        const value = this.member(array, index, array[index]);
        return { value, writable: true, enumerable: true, configurable: true };
      },
      set: () => false,
      deleteProperty: () => false,
    });
  }

  private objectView(object: JsonObject): object {
    let members: Map<string, JsonValue> | undefined;
    const membersOf = () => {
      if (!members) {
        members = new Map();
        for (const [key, value] of object.entries) members.set(key, value);
      }
      return members;
    };
    const own = (key: string | symbol): key is string =>
      typeof key === 'string' && membersOf().has(key);
    return new Proxy<Record<string, unknown>>(
      {},
      {
        get: (target, key, receiver) =>
          own(key)
            ? this.member(object, key, membersOf().get(key)!)
            : (Reflect.get(target, key, receiver) as unknown),
        has: (target, key) => own(key) || Reflect.has(target, key),
        ownKeys: () => [...membersOf().keys()],
        getOwnPropertyDescriptor: (_target, key) => {
          if (!own(key)) return undefined;
          const value = this.member(object, key, membersOf().get(key)!);
          return { value, writable: true, enumerable: true, configurable: true };
        },
        set: () => false,
        deleteProperty: () => false,
      },
    );
  }

  /**
   * A placeholder is an empty object that notes any look inside beyond its type (a library
   * comparing it, testing it, converting it): that number took part in a computation.
   */
  private placeholderOf(number: JsonNumber, path: string): object {
    const entry = { number, path };
    const note = () => this.inspected.set(path, entry);
    const placeholder = new Proxy(Object.create(null) as object, {
      get: (_target, key) => {
        // Asking for the type tag is how libraries tell values apart; it computes nothing.
        if (key !== Symbol.toStringTag) note();
        return undefined;
      },
      has: () => (note(), false),
      ownKeys: () => (note(), []),
      getOwnPropertyDescriptor: () => (note(), undefined),
      getPrototypeOf: () => (note(), null),
    });
    this.placeholders.set(placeholder, entry);
    return placeholder;
  }
}

function arrayIndex(key: string, length: number): number {
  if (!/^(?:0|[1-9]\d*)$/.test(key)) return -1;
  const index = Number(key);
  return index < length ? index : -1;
}
