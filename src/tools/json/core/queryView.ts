import { JsonToolError } from './errors';
import type { Members, QueryDocument } from './queryDocument';
import { JsonNumber, type JsonValue } from './tree';

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

/** `$.a`, `$[0]`, `$['a b']`: the same readable paths the rest of the tool shows. */
export function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  if (IDENTIFIER.test(key)) return `${path}.${key}`;
  return `${path}['${key.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`;
}

type Container = Record<string | symbol, unknown> | unknown[];

/** A query library's error that is the view's own stop (`queryTooLarge`) passes as it is. */
export function rethrowViewStop(error: unknown): void {
  if (error instanceof JsonToolError && error.code === 'queryTooLarge') throw error;
}

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

/** What a container's target keeps beside the members filled in so far (one object each). */
interface Lazy extends Members<unknown> {
  view: QueryView<unknown>;
  /** The container's index in the view's registry. */
  container: number;
  /** Key -> position, made for objects too big to search their keys in a row. */
  positions?: Map<string, number>;
}

const LAZY = Symbol('lazy');
/** Above this many keys an object's keys are found through a Map. */
const SCAN_KEYS = 16;

function lazyOf(target: Container): Lazy {
  return (target as Record<symbol, Lazy>)[LAZY];
}

/** The member position `key` names in the container, or -1. */
function positionOf(lazy: Lazy, key: string): number {
  const { keys, nodes } = lazy;
  if (keys === null) {
    const first = key.charCodeAt(0);
    if (first < 48 || first > 57) return -1;
    const position = Number(key);
    return position < nodes.length && String(position) === key ? position : -1;
  }
  if (keys.length <= SCAN_KEYS) return keys.indexOf(key);
  lazy.positions ??= new Map(keys.map((name, i) => [name, i]));
  return lazy.positions.get(key) ?? -1;
}

/** Fills member `key` of the container in, the first time anything asks for it. */
function fill(target: Container, key: string): void {
  const lazy = lazyOf(target);
  const position = positionOf(lazy, key);
  if (position < 0 || Object.prototype.hasOwnProperty.call(target, key)) return;
  const { keys, nodes } = lazy;
  lazy.view.place(target, keys === null ? position : key, nodes[position], lazy.container);
}

/**
 * One handler for every container of a view: members are filled in when first read, listed in
 * written order (a JS object would put integer-like keys such as "1" first), each once.
 */
const LAZY_HANDLER: ProxyHandler<Container> = {
  get(target, key, receiver) {
    if (typeof key === 'string') fill(target, key);
    return Reflect.get(target, key, receiver);
  },
  has(target, key) {
    return (
      (typeof key === 'string' && positionOf(lazyOf(target), key) >= 0) || Reflect.has(target, key)
    );
  },
  ownKeys(target) {
    const { keys, nodes } = lazyOf(target);
    if (keys !== null) return [...keys];
    // An array's `length` cannot be configured, so it must be listed.
    return [...Array.from({ length: nodes.length }, (_, i) => String(i)), 'length'];
  },
  getOwnPropertyDescriptor(target, key) {
    if (typeof key === 'string') fill(target, key);
    return Reflect.getOwnPropertyDescriptor(target, key);
  },
};

/**
 * The document as JS values for a query library, built only as far as the library reads it:
 * each container is a Proxy whose members are filled in on first read, so `$[5].trace` on a
 * 100 MB document builds two containers, not nine million nodes. What a plain copy would lose
 * is kept: keys enumerate in written order; duplicate keys show once, at their first place,
 * with the last value (as JSON.parse does); every container maps back to its node, so a
 * selected object or array is shown exactly as written. A number a double cannot print as
 * written is a placeholder that notes when a library looks inside it, or its double,
 * optionally behind a getter that notes when it is read (`recording`).
 */
export class QueryView<N = JsonValue> {
  readonly root: unknown;
  /** View container -> its index in `nodes`, `parents` and `keys`. */
  private readonly indexes = new Map<object, number>();
  private readonly nodes: N[] = [];
  /** Container `i`'s parent's index and its key there (paths are built on demand). */
  private readonly parents: number[] = [];
  private readonly keys: (string | number)[] = [];
  /** Where each inexact number read so far sits in the view, to swap what stands there. */
  private readonly slots: [Container, string | number, InexactNumber][] = [];
  /** Placeholder -> the number it stands for. */
  readonly placeholders = new Map<object, InexactNumber>();
  /** Inexact numbers read while `recording` was on, by path. */
  readonly read = new Map<string, InexactNumber>();
  /** Inexact numbers whose placeholder a library looked into (compared, tested, converted). */
  readonly inspected = new Map<string, InexactNumber>();
  recording = false;

  constructor(
    readonly document: QueryDocument<N>,
    private mode: InexactNumbers,
  ) {
    const holder: unknown[] = [];
    this.place(holder, 0, document.root, -1);
    this.root = holder[0];
  }

  /**
   * Whether the query reached any number a double cannot print as written (numbers it never
   * reached are still in their containers, which map back to the document as written).
   */
  get hasInexact(): boolean {
    return this.slots.length > 0;
  }

  /**
   * Puts recorded doubles where the placeholders were, keeping every container (so results
   * of both runs compare by identity) and costing only the inexact numbers.
   */
  useRecordedDoubles(): void {
    this.mode = 'recordedDouble';
    for (const [into, key, entry] of this.slots) this.placeNumber(into, key, entry);
  }

  /** The registry index of a view container, or -1 when `value` is none. */
  containerOf(value: unknown): number {
    if (typeof value !== 'object' || value === null) return -1;
    return this.indexes.get(value) ?? -1;
  }

  /** The lossless value of a view container (as written), if `value` is one. */
  originalOf(value: unknown): JsonValue | undefined {
    const index = this.containerOf(value);
    return index < 0 ? undefined : this.document.value(this.nodes[index]);
  }

  /** Whether a view container is an array. */
  isArray(view: unknown): boolean {
    const index = this.containerOf(view);
    return index >= 0 && this.document.containerKind(this.nodes[index]) === 'array';
  }

  /** Member `key` of a view container, as written (null when there is none). */
  memberOf(view: unknown, key: string | number): JsonValue {
    const target = this.containerOf(view);
    if (target < 0) return null;
    const { keys, nodes } = this.document.members(this.nodes[target]);
    const position = keys === null ? Number(key) : keys.indexOf(String(key));
    return position >= 0 && position < nodes.length ? this.document.value(nodes[position]) : null;
  }

  /**
   * Member `key` of a view container as a filter reads it: undefined when there is none (an
   * inherited `constructor` is no member), a number a double cannot print as written as that
   * number and its path, anything else as the view holds it. For a view in `recordedDouble`
   * mode (a filter's), where only such numbers stand behind getters.
   */
  filterMember(view: unknown, key: string): unknown {
    const target = view as Container;
    const lazy = lazyOf(target);
    const position = positionOf(lazy, key);
    if (position < 0) return undefined;
    // Filled in as any read would; only an inexact number stands behind a getter.
    const slot = Reflect.getOwnPropertyDescriptor(target, key);
    if (!slot?.get) return slot?.value;
    return {
      number: this.document.scalar(lazy.nodes[position] as N) as JsonNumber,
      path: this.pathAt(lazy.container, lazy.keys === null ? position : key),
    } satisfies InexactNumber;
  }

  /** The path of a view container. */
  pathOf(view: unknown): string {
    return this.pathAt(this.containerOf(view));
  }

  /** Puts `node` at `key` of `into`: a lazy container, a scalar, or an inexact number's stand-in. */
  place(into: Container, key: string | number, node: N, parent: number): void {
    const kind = this.document.containerKind(node);
    if (kind !== null) {
      define(into, key, this.containerFor(node, kind, parent, key));
      return;
    }
    const value = this.document.scalar(node);
    if (!(value instanceof JsonNumber)) define(into, key, value);
    else if (printsAsWritten(value)) define(into, key, value.toNumber());
    else {
      const entry = { number: value, path: this.pathAt(parent, key) };
      this.slots.push([into, key, entry]);
      this.placeNumber(into, key, entry);
    }
  }

  private containerFor(node: N, kind: 'array' | 'object', parent: number, key: string | number) {
    const index = this.nodes.length;
    // Stopped with a message before the page runs out of memory (a whole-document JMESPath on
    // 100 MB would build nine million of them, 2–3 GB).
    if (index >= this.document.viewLimit)
      throw new JsonToolError('queryTooLarge', { limit: this.document.viewLimit });
    this.nodes.push(node);
    this.parents.push(parent);
    this.keys.push(key);
    const { keys, nodes } = this.document.members(node);
    const target: Container = kind === 'array' ? new Array<unknown>(nodes.length) : {};
    const view = this as unknown as QueryView<unknown>;
    const lazy: Lazy = { view, container: index, keys, nodes };
    Object.defineProperty(target, LAZY, { value: lazy, configurable: true });
    const proxy = new Proxy(target, LAZY_HANDLER);
    this.indexes.set(proxy, index);
    return proxy;
  }

  /** The path of container `index`, or of member `key` in it. */
  private pathAt(index: number, key?: string | number): string {
    if (index < 0) return '$';
    const keys: (string | number)[] = key === undefined ? [] : [key];
    for (let at = index; at > 0; at = this.parents[at]) keys.push(this.keys[at]);
    return keys.reduceRight<string>((path, step) => childPath(path, step), '$');
  }

  private placeNumber(into: Container, key: string | number, entry: InexactNumber) {
    if (this.mode === 'placeholder') {
      const placeholder = new Placeholder(entry, this as unknown as QueryView<unknown>);
      this.placeholders.set(placeholder, entry);
      define(into, key, placeholder);
      return;
    }
    const double = entry.number.toNumber();
    if (this.mode === 'double') {
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
  declare [VIEW]: QueryView<unknown>;
  constructor(entry: InexactNumber, view: QueryView<unknown>) {
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
