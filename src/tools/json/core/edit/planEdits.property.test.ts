import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyTextEdits, invertTextEdits } from '../textEdit';
import { JsonNumber, JsonObject, parseTree, type JsonValue } from '../tree';
import { buildTreeIndex, childCountOf, type TreeIndex } from '../treeIndex';
import {
  compareCodePoints,
  compareNumbers,
  copyKey,
  EditError,
  planEdits,
  type EditOp,
} from './index';

const numberText = fc.oneof(
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.constantFrom('1.10', '1E400', '-0', '0.5e-3', '12345678901234567890123', '1e2', '100'),
);
const keyText = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.constantFrom('a', 'b', 'a (copy)', '😀', '\uff5e', '"'),
);

const value: fc.Arbitrary<JsonValue> = fc.letrec<{ value: JsonValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, false),
    keyText,
    numberText.map((raw) => new JsonNumber(raw)),
    fc.array(tie('value'), { maxLength: 4 }),
    fc
      .uniqueArray(fc.tuple(keyText, tie('value')), { maxLength: 4, selector: ([k]) => k })
      .map((entries) => new JsonObject(entries)),
  ),
})).value;

interface Layout {
  unit: string | null;
  colon: string;
  comma: string;
}
const layout: fc.Arbitrary<Layout> = fc.record({
  unit: fc.constantFrom(null, '  ', '    ', '\t'),
  colon: fc.constantFrom(':', ': '),
  comma: fc.constantFrom('', ' '),
});

/** The document in one of the styles people write (minified, inline with spaces, indented). */
function write(v: JsonValue, style: Layout, depth = 0): string {
  if (v === null || typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return JSON.stringify(v);
  if (v instanceof JsonNumber) return v.raw;
  const items = Array.isArray(v)
    ? v.map((item) => write(item, style, depth + 1))
    : v.entries.map(([k, item]) => JSON.stringify(k) + style.colon + write(item, style, depth + 1));
  const [open, close] = Array.isArray(v) ? '[]' : '{}';
  if (items.length === 0) return open + close;
  if (style.unit === null) return open + items.join(',' + style.comma) + close;
  const inner = '\n' + style.unit.repeat(depth + 1);
  return open + inner + items.join(',' + inner) + '\n' + style.unit.repeat(depth) + close;
}

function plain(v: JsonValue): unknown {
  if (v instanceof JsonNumber) return { n: v.raw };
  if (Array.isArray(v)) return v.map(plain);
  if (v instanceof JsonObject) return { o: v.entries.map(([k, item]) => [k, plain(item)]) };
  return v;
}

/** Positions from the root down to a node. */
function pathOf(index: TreeIndex, id: number): number[] {
  const steps: number[] = [];
  for (let node = id; index.parent[node] >= 0; node = index.parent[node])
    steps.unshift(index.indexInParent[node]);
  return steps;
}

type Box = { root: JsonValue };
function children(v: JsonValue): JsonValue[] | [string, JsonValue][] {
  return Array.isArray(v) ? v : (v as JsonObject).entries;
}
function at(box: Box, steps: number[]): JsonValue {
  let v = box.root;
  for (const step of steps) v = Array.isArray(v) ? v[step] : (v as JsonObject).entries[step][1];
  return v;
}
const isContainer = (v: JsonValue) => Array.isArray(v) || v instanceof JsonObject;

/** What the op does to the model, or 'refused'. */
function expected(box: Box, index: TreeIndex, op: EditOp): 'refused' | undefined {
  const node = 'node' in op ? op.node : op.parent;
  const steps = pathOf(index, node);
  const parentSteps = steps.slice(0, -1);
  const i = steps[steps.length - 1];
  const parent = steps.length > 0 ? at(box, parentSteps) : null;
  const list = parent === null ? null : children(parent);
  const keys = parent instanceof JsonObject ? parent.entries.map(([k]) => k) : [];
  switch (op.kind) {
    case 'setValue': {
      const next = parseTree(op.value).value;
      if (parent === null) box.root = next;
      else if (parent instanceof JsonObject) parent.entries[i][1] = next;
      else (list as JsonValue[])[i] = next;
      return;
    }
    case 'renameKey':
      if (!(parent instanceof JsonObject)) return 'refused';
      if (keys[i] === op.key) return;
      if (keys.includes(op.key)) return 'refused';
      parent.entries[i][0] = op.key;
      return;
    case 'insert': {
      const target = at(box, steps);
      const next = parseTree(op.value).value;
      if (Array.isArray(target)) target.splice(op.index, 0, next);
      else if (target instanceof JsonObject) {
        if (target.entries.some(([k]) => k === op.key)) return 'refused';
        target.entries.splice(op.index, 0, [op.key!, next]);
      } else return 'refused';
      return;
    }
    case 'delete':
      if (list === null) return 'refused';
      list.splice(i, 1);
      return;
    case 'duplicate': {
      if (list === null) return 'refused';
      const copy = parseTree(write(at(box, steps), { unit: null, colon: ':', comma: '' })).value;
      if (parent instanceof JsonObject)
        parent.entries.splice(i + 1, 0, [copyKey(keys[i], new Set(keys)), copy]);
      else (list as JsonValue[]).splice(i + 1, 0, copy);
      return;
    }
    case 'move': {
      if (list === null) return 'refused';
      const [moved] = list.splice(i, 1);
      (list as unknown[]).splice(op.toIndex, 0, moved);
      return;
    }
    case 'sortLevel': {
      const target = at(box, steps);
      const sign = op.order === 'asc' ? 1 : -1;
      if (target instanceof JsonObject)
        target.entries.sort((a, b) => sign * compareCodePoints(a[0], b[0]));
      else if (Array.isArray(target)) {
        if (target.some(isContainer)) return 'refused';
        const rank = (v: JsonValue) =>
          v === null ? 0 : typeof v === 'boolean' ? 1 : v instanceof JsonNumber ? 2 : 3;
        target.sort((a, b) => {
          const r = rank(a) - rank(b);
          if (r !== 0) return sign * r;
          if (a instanceof JsonNumber) return sign * compareNumbers(a.raw, (b as JsonNumber).raw);
          if (typeof a === 'string') return sign * compareCodePoints(a, b as string);
          return sign * (Number(a) - Number(b));
        });
      } else return 'refused';
      return;
    }
  }
}

const opSeed = fc.record({
  kind: fc.constantFrom(
    'setValue',
    'renameKey',
    'insert',
    'delete',
    'duplicate',
    'move',
    'sortLevel',
  ),
  node: fc.nat(),
  position: fc.nat(),
  key: keyText,
  value,
  style: layout,
  order: fc.constantFrom('asc', 'desc'),
});

type OpSeed = typeof opSeed extends fc.Arbitrary<infer S> ? S : never;

function toOp(index: TreeIndex, seed: OpSeed): EditOp {
  const node = seed.node % index.count;
  const count = childCountOf(index, node);
  const siblings = index.parent[node] >= 0 ? childCountOf(index, index.parent[node]) : 1;
  const json = write(seed.value, seed.style);
  switch (seed.kind) {
    case 'setValue':
      return { kind: 'setValue', node, value: json };
    case 'renameKey':
      return { kind: 'renameKey', node, key: seed.key };
    case 'insert':
      return {
        kind: 'insert',
        parent: node,
        index: seed.position % (count + 1),
        key: seed.key,
        value: json,
      };
    case 'move':
      return { kind: 'move', node, toIndex: seed.position % siblings };
    case 'sortLevel':
      return { kind: 'sortLevel', node, order: seed.order as 'asc' | 'desc' };
    default:
      return { kind: seed.kind as 'delete' | 'duplicate', node };
  }
}

function check(text: string, ops: readonly EditOp[], want: JsonValue) {
  const edits = planEdits(text, buildTreeIndex(text), ops);
  const result = applyTextEdits(text, edits);
  expect(plain(parseTree(result).value)).toEqual(plain(want));
  expect(applyTextEdits(result, invertTextEdits(text, edits))).toBe(text);
}

describe('planEdits on random documents', () => {
  it('gives the expected model, parses, and inverts to the exact original', () => {
    fc.assert(
      fc.property(value, layout, opSeed, (doc, style, seed) => {
        const text = write(doc, style);
        const index = buildTreeIndex(text);
        const op = toOp(index, seed);
        const box = { root: parseTree(text).value };
        if (expected(box, index, op) === 'refused') {
          expect(() => planEdits(text, index, [op])).toThrow(EditError);
          return;
        }
        check(text, [op], box.root);
      }),
      { numRuns: 600 },
    );
  });

  it('deletes any set of nodes at once', () => {
    fc.assert(
      fc.property(value, layout, fc.array(fc.nat(), { maxLength: 6 }), (doc, style, picks) => {
        const text = write(doc, style);
        const index = buildTreeIndex(text);
        if (index.count < 2) return;
        const nodes = [...new Set(picks.map((p) => 1 + (p % (index.count - 1))))].sort(
          (a, b) => b - a,
        );
        const box = { root: parseTree(text).value };
        for (const node of nodes) expected(box, index, { kind: 'delete', node });
        check(
          text,
          nodes.map((node) => ({ kind: 'delete', node })),
          box.root,
        );
      }),
      { numRuns: 400 },
    );
  });

  it('compares integers of any size exactly', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.bigInt(), (a, b) => {
        expect(Math.sign(compareNumbers(String(a), String(b)))).toBe(a < b ? -1 : a > b ? 1 : 0);
        expect(compareNumbers(`${a}0e-1`, String(a))).toBe(0);
      }),
    );
  });

  it('compares fractions and exponents exactly (1.10 < 2, 2.5e-3 < 0.01)', () => {
    const scaled = (m: bigint, e: number, to: number) => m * 10n ** BigInt(e - to);
    fc.assert(
      fc.property(
        fc.bigInt(),
        fc.integer({ min: -30, max: 30 }),
        fc.bigInt(),
        fc.integer({ min: -30, max: 30 }),
        (ma, ea, mb, eb) => {
          const low = Math.min(ea, eb);
          const a = scaled(ma, ea, low);
          const b = scaled(mb, eb, low);
          expect(Math.sign(compareNumbers(`${ma}e${ea}`, `${mb}e${eb}`))).toBe(
            a < b ? -1 : a > b ? 1 : 0,
          );
        },
      ),
    );
    expect(compareNumbers('1.10', '2')).toBeLessThan(0);
    expect(compareNumbers('2.5e-3', '0.01')).toBeLessThan(0);
  });
});
