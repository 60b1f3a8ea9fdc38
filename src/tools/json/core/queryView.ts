import { JsonNumber, JsonObject, type JsonValue } from './tree';

/**
 * How a number that a double cannot print back as written (`12345678901234567890123`,
 * `1.10`, `1E400`) appears to a query library: as its nearest double (`double`), the same
 * noting when it is read while `recording` (`recordedDouble`), or as a placeholder object that
 * stands for it (so that a result made only of selections can be mapped back).
 */
export type InexactNumbers = 'double' | 'recordedDouble' | 'placeholder';

/** Where an inexact number sits in the input, and what it is. */
export interface InexactNumber {
  number: JsonNumber;
  /** JSONPath of the member, e.g. `$.items[2].price`. */
  path: string;
}

const IDENTIFIER = /^[\p{L}_$][\p{L}\p{N}_$]*$/u;
/** Keys a JS object enumerates first, in numeric order, whatever order they were written in. */
const INDEX_LIKE = /^(?:0|[1-9]\d{0,9})$/;

/** `$.a`, `$[0]`, `$['a b']`: the same readable paths the rest of the tool shows. */
export function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  if (IDENTIFIER.test(key)) return `${path}.${key}`;
  return `${path}['${key.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`;
}

type Container = Record<string, unknown> | unknown[];

/** Sets a member even when the key is `__proto__` (plain assignment would set the prototype). */
function define(target: Container, key: string | number, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  else (target as Record<string, unknown>)[key] = value;
}

/** Integer texts that a double always prints back as written (most numbers): no check needed. */
const SMALL_INTEGER = /^(?:0|-?[1-9]\d{0,14})$/;

function printsAsWritten(number: JsonNumber): boolean {
  return SMALL_INTEGER.test(number.raw) || number.isSafe();
}

/** Whether a JS object would move this key before the others. */
function indexLike(key: string): boolean {
  const first = key.charCodeAt(0);
  return first >= 48 && first <= 57 && INDEX_LIKE.test(key);
}

/**
 * The lossless tree as plain JS values for a query library, with what a plain copy loses put
 * back: objects whose keys a JS object would reorder (integer-like keys such as "1" come first)
 * are Proxies that enumerate in written order; duplicate keys show once, at their first place,
 * with the last value (as JSON.parse does); every container maps back to its lossless
 * original, so a selected object or array is shown exactly as written. A number a double
 * cannot print as written is a placeholder that notes when a library looks inside it, or its
 * double, optionally behind a getter that notes when it is read (`recording`).
 */
export class QueryView {
  readonly root: unknown;
  /** View container -> its index in `originals`, `parents` and `keys`. */
  private readonly indexes = new Map<object, number>();
  private readonly originals: JsonValue[] = [];
  /** Container `i`'s parent's index and its key there (paths are built on demand). */
  private readonly parents: number[] = [];
  private readonly keys: (string | number)[] = [];
  /** Where each inexact number sits in the view, to swap what stands there. */
  private readonly slots: [Container, string | number, InexactNumber][] = [];
  /** Placeholder -> the number it stands for. */
  readonly placeholders = new Map<object, InexactNumber>();
  /** Inexact numbers read while `recording` was on, by path. */
  readonly read = new Map<string, InexactNumber>();
  /** Inexact numbers whose placeholder a library looked into (compared, tested, converted). */
  readonly inspected = new Map<string, InexactNumber>();
  recording = false;

  constructor(root: JsonValue, mode: InexactNumbers) {
    const holder: Container = [];
    // Work items: a value, the view container it goes into, its key there, the parent's index.
    const work: [JsonValue, Container, string | number, number][] = [[root, holder, 0, -1]];
    while (work.length > 0) {
      const [value, into, key, parent] = work.pop()!;
      if (value instanceof JsonNumber) {
        if (printsAsWritten(value)) define(into, key, value.toNumber());
        else {
          const entry = { number: value, path: this.pathAt(parent, key) };
          this.slots.push([into, key, entry]);
          this.place(into, key, entry, mode);
        }
      } else if (value === null || typeof value !== 'object') define(into, key, value);
      else {
        const index = this.originals.length;
        this.originals.push(value);
        this.parents.push(parent);
        this.keys.push(key);
        if (Array.isArray(value)) {
          const array: unknown[] = new Array(value.length);
          this.indexes.set(array, index);
          define(into, key, array);
          for (let i = value.length - 1; i >= 0; i -= 1) work.push([value[i], array, i, index]);
        } else {
          const object: Record<string, unknown> = {};
          const view = value.entries.some(([member]) => indexLike(member))
            ? ordered(object, value)
            : object;
          this.indexes.set(view, index);
          define(into, key, view);
          // Pushed last to first, so members fill in written order and a duplicate's last value wins.
          for (let i = value.entries.length - 1; i >= 0; i -= 1)
            work.push([value.entries[i][1], object, value.entries[i][0], index]);
        }
      }
    }
    this.root = holder[0];
  }

  /** Whether the input holds any number a double cannot print as written. */
  get hasInexact(): boolean {
    return this.slots.length > 0;
  }

  /**
   * Puts recorded doubles where the placeholders were, keeping every container (so results
   * of both runs compare by identity) and costing only the inexact numbers.
   */
  useRecordedDoubles(): void {
    for (const [into, key, entry] of this.slots) this.place(into, key, entry, 'recordedDouble');
  }

  /** The lossless original of a view container, if it is one. */
  originalOf(value: unknown): JsonValue | undefined {
    const index = typeof value === 'object' && value !== null ? this.indexes.get(value) : undefined;
    return index === undefined ? undefined : this.originals[index];
  }

  /** The path of a view container. */
  pathOf(view: unknown): string {
    const index = typeof view === 'object' && view !== null ? this.indexes.get(view) : undefined;
    return this.pathAt(index ?? -1);
  }

  /** The path of container `index`, or of member `key` in it. */
  private pathAt(index: number, key?: string | number): string {
    if (index < 0) return '$';
    const keys: (string | number)[] = key === undefined ? [] : [key];
    for (let at = index; at > 0; at = this.parents[at]) keys.push(this.keys[at]);
    return keys.reduceRight<string>((path, step) => childPath(path, step), '$');
  }

  private place(into: Container, key: string | number, entry: InexactNumber, mode: InexactNumbers) {
    if (mode === 'placeholder') {
      const placeholder = new Placeholder(entry, this);
      this.placeholders.set(placeholder, entry);
      define(into, key, placeholder);
      return;
    }
    const double = entry.number.toNumber();
    if (mode === 'double') {
      define(into, key, double);
      return;
    }
    Object.defineProperty(into, key, {
      get: () => {
        if (this.recording) this.read.set(entry.path, entry);
        return double;
      },
      enumerable: true,
      configurable: true,
    });
  }

  /** A library looked into the placeholder of this number: it computed with it. */
  noteInspected(entry: InexactNumber): void {
    this.inspected.set(entry.path, entry);
  }
}

const ENTRY = Symbol('entry');
const VIEW = Symbol('view');

/**
 * Stands for an inexact number: an object that notes every look beyond its type — the type
 * check of a function argument (`jmespathType`), a comparison (`toPrimitive`), a deep equality
 * (its one enumerable member), a conversion to text (`toJSON`) — as computing with it.
 * Moving it (selection, projection, flattening, truthiness) notes nothing.
 */
class Placeholder {
  declare [ENTRY]: InexactNumber;
  declare [VIEW]: QueryView;
  constructor(entry: InexactNumber, view: QueryView) {
    this[ENTRY] = entry;
    this[VIEW] = view;
    Object.defineProperty(this, 'value', { get: lookedInto, enumerable: true });
  }
  get jmespathType(): undefined {
    return lookedInto.call(this);
  }
  [Symbol.toPrimitive](): number {
    lookedInto.call(this);
    return NaN;
  }
  toJSON(): null {
    return lookedInto.call(this) ?? null;
  }
}

function lookedInto(this: Placeholder): undefined {
  this[VIEW].noteInspected(this[ENTRY]);
  return undefined;
}

const WRITTEN = Symbol('written');

/**
 * One handler for every reordered object: its keys in written order (each once), worked out
 * when a library first enumerates it. The target keeps its lossless original under a symbol,
 * which no library enumerates.
 */
const ORDERED: ProxyHandler<Record<string | symbol, unknown>> = {
  ownKeys(target) {
    const original = target[WRITTEN] as JsonObject | string[];
    if (Array.isArray(original)) return original;
    const keys = [...new Set(original.entries.map(([key]) => key))];
    target[WRITTEN] = keys;
    return keys;
  },
};

/** An object whose keys enumerate in written order (its members live in `target`). */
function ordered(target: Record<string | symbol, unknown>, original: JsonObject): object {
  target[WRITTEN] = original;
  return new Proxy(target, ORDERED);
}
