import { ScalarKind, walkJson, type Liberties, type WalkOptions } from './walker';

/** A number kept exactly as written (`12345678901234567890123`, `1.10`, `1E400`). */
export class JsonNumber {
  constructor(readonly raw: string) {}
  /** The nearest double; exact only when `isSafe()`. */
  toNumber(): number {
    return Number(this.raw);
  }
  /** True when a JavaScript number holds this value and prints it back identically. */
  isSafe(): boolean {
    const value = Number(this.raw);
    return Number.isFinite(value) && String(value) === this.raw;
  }
  toString(): string {
    return this.raw;
  }
}

/** An object whose members keep their written order (and duplicates), unlike a JS object. */
export class JsonObject {
  constructor(readonly entries: [string, JsonValue][] = []) {}
  get(key: string): JsonValue | undefined {
    for (let i = this.entries.length - 1; i >= 0; i -= 1) {
      if (this.entries[i][0] === key) return this.entries[i][1];
    }
    return undefined;
  }
}

export type JsonValue = null | boolean | string | JsonNumber | JsonValue[] | JsonObject;

/** Builds the lossless tree with an explicit stack (no recursion, any depth). */
export function parseTree(
  text: string,
  options: WalkOptions = {},
): { value: JsonValue; liberties: Liberties } {
  const containers: (JsonValue[] | JsonObject)[] = [];
  const pendingKeys: string[] = [];
  let root: JsonValue = null;
  const add = (value: JsonValue) => {
    const parent = containers[containers.length - 1];
    if (parent === undefined) root = value;
    else if (parent instanceof JsonObject)
      parent.entries.push([pendingKeys.pop() as string, value]);
    else parent.push(value);
  };
  const close = () => {
    const done = containers.pop() as JsonValue;
    add(done);
  };
  const liberties = walkJson(
    text,
    {
      beginObject: () => containers.push(new JsonObject()),
      beginArray: () => containers.push([]),
      endObject: close,
      endArray: close,
      key: (start, end) => pendingKeys.push(decodeString(text, start, end)),
      scalar(kind, start, end) {
        if (kind === ScalarKind.String) add(decodeString(text, start, end));
        else if (kind === ScalarKind.Number) add(new JsonNumber(text.slice(start, end)));
        else add(kind === ScalarKind.True ? true : kind === ScalarKind.False ? false : null);
      },
    },
    options,
  );
  return { value: root, liberties };
}

/** Decodes an already validated string literal; the native parser is exact for strings. */
function decodeString(text: string, start: number, end: number): string {
  const raw = text.slice(start, end);
  return raw.indexOf('\\') < 0 ? raw.slice(1, -1) : (JSON.parse(raw) as string);
}

export interface StringifyOptions {
  indent?: number | '\t' | null;
}

/** Writes a tree as JSON text, iteratively. Numbers come out exactly as they were written. */
export function stringifyTree(value: JsonValue, options: StringifyOptions = {}): string {
  const indent = options.indent ?? null;
  const unit =
    indent === null ? '' : indent === '\t' ? '\t' : ' '.repeat(Math.max(0, Math.min(10, indent)));
  const colon = unit === '' ? ':' : ': ';
  const parts: string[] = [];
  const line = (depth: number) => (unit ? '\n' + unit.repeat(depth) : '');
  // Work items: a value to write, or a literal piece of text.
  const work: ({ value: JsonValue; depth: number } | { text: string })[] = [{ value, depth: 0 }];
  while (work.length > 0) {
    const item = work.pop()!;
    if ('text' in item) {
      parts.push(item.text);
      continue;
    }
    const { value: v, depth } = item;
    if (v === null) parts.push('null');
    else if (typeof v === 'boolean') parts.push(v ? 'true' : 'false');
    else if (typeof v === 'string') parts.push(JSON.stringify(v));
    else if (v instanceof JsonNumber) parts.push(v.raw);
    else if (Array.isArray(v)) {
      if (v.length === 0) {
        parts.push('[]');
        continue;
      }
      parts.push('[');
      work.push({ text: line(depth) + ']' });
      for (let i = v.length - 1; i >= 0; i -= 1) {
        work.push({ value: v[i], depth: depth + 1 });
        work.push({ text: (i > 0 ? ',' : '') + line(depth + 1) });
      }
    } else {
      const entries = v.entries;
      if (entries.length === 0) {
        parts.push('{}');
        continue;
      }
      parts.push('{');
      work.push({ text: line(depth) + '}' });
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        work.push({ value: entries[i][1], depth: depth + 1 });
        work.push({
          text: (i > 0 ? ',' : '') + line(depth + 1) + JSON.stringify(entries[i][0]) + colon,
        });
      }
    }
  }
  return parts.join('');
}

/** Sorts the keys of every object (nested ones too) in code-point order, in place. */
export function sortTreeKeys(value: JsonValue): JsonValue {
  const todo: JsonValue[] = [value];
  while (todo.length > 0) {
    const v = todo.pop();
    if (Array.isArray(v)) {
      for (const item of v) todo.push(item);
    } else if (v instanceof JsonObject) {
      v.entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
      for (const entry of v.entries) todo.push(entry[1]);
    }
  }
  return value;
}

export function typeOf(
  value: JsonValue,
): 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof JsonObject) return 'object';
  if (value instanceof JsonNumber) return 'number';
  return typeof value as 'string' | 'boolean';
}
