import { canonicalNumber } from './canonicalNumber';
import { compareCodePoints, compareNumbers } from './edit/compare';
import { isDecimal, sameJson } from './exactCompare';
import {
  arithmetic,
  arrayMethod,
  BLOCKED,
  FilterFault,
  isKnownMethod,
  nameOf,
  type Node,
} from './jsonPathScript';
import type { InexactNumber, QueryView } from './queryView';
import { JsonNumber, type JsonValue } from './tree';

/**
 * Evaluates a JSONPath filter or script (parsed by jsonpath-plus's jsep) with RFC 9535's
 * comparisons on the values as written, where jsonpath-plus's own evaluator uses JS's: `==`
 * is strict (1 != "1") and compares numbers by value as written (1.0 == 1, two 20-digit
 * integers differ by their last digit), `<` only orders numbers with numbers and strings
 * with strings, a missing member is nothing (never an error, never an inherited
 * `constructor`). Arithmetic and methods still compute with doubles: a number they change is
 * recorded in the view (listed as a change).
 */

/** A number as written, where its double would differ (from the document or the filter). */
interface Exact {
  number: JsonNumber;
  /** Where it is in the document; undefined for a number written in the filter. */
  path?: string;
}

const OTHER = Symbol('other');

/**
 * UTF-16 order is code point order except between a surrogate pair and U+E000–U+FFFF: only
 * strings with such characters need the slower comparison.
 */
const ABOVE_SURROGATES = /[\uD800-\uFFFF]/;

/**
 * A scalar whose JS equality is RFC 9535's: a number that prints as written (inexact ones
 * are objects here) equals another by value, as 1.0 and 1 are one double.
 */
function isPlainScalar(value: unknown): boolean {
  return value === null || ['number', 'string', 'boolean'].includes(typeof value);
}

export class FilterEvaluator {
  constructor(private readonly view: QueryView<unknown>) {}

  private isExact(value: unknown): value is Exact {
    return (
      typeof value === 'object' &&
      value !== null &&
      this.view.containerOf(value) < 0 &&
      (value as Exact).number instanceof JsonNumber
    );
  }

  /** The value as JS computes with it: an exact number becomes its double (recorded). */
  plain(value: unknown): unknown {
    if (!this.isExact(value)) return value;
    const { number, path } = value;
    if (path !== undefined) this.view.read.set(path, value as InexactNumber);
    return number.toNumber();
  }

  private truthy(value: unknown): boolean {
    if (this.isExact(value)) return canonicalNumber(value.number.raw) !== '0';
    return Boolean(value);
  }

  /** The value as a lossless JSON value, undefined for nothing, OTHER for what JSON lacks. */
  private jsonOf(value: unknown): JsonValue | undefined | typeof OTHER {
    if (value === undefined) return undefined;
    if (this.isExact(value)) return value.number;
    if (typeof value === 'number') return new JsonNumber(String(value));
    if (typeof value === 'string' || typeof value === 'boolean' || value === null) return value;
    const original = this.view.originalOf(value);
    if (original !== undefined) return original;
    if (Array.isArray(value)) {
      const items = value.map((item) => this.jsonOf(item));
      return items.some((item) => item === undefined || item === OTHER)
        ? OTHER
        : (items as JsonValue[]);
    }
    return OTHER;
  }

  private equal(a: unknown, b: unknown): boolean {
    // Most comparisons: two numbers that print as written, or a string, true or null.
    if (isPlainScalar(a) && isPlainScalar(b)) return a === b;
    const x = this.jsonOf(a);
    const y = this.jsonOf(b);
    if (x === OTHER || y === OTHER) return Object.is(a, b);
    if (x === undefined || y === undefined) return x === y;
    return sameJson(x, y);
  }

  /** RFC 9535's `<`: numbers with numbers, strings with strings, else false. */
  private less(a: unknown, b: unknown): boolean {
    if (typeof a === 'number' && typeof b === 'number') return a < b;
    const x = this.jsonOf(a);
    const y = this.jsonOf(b);
    if (typeof x === 'string' && typeof y === 'string')
      return ABOVE_SURROGATES.test(x) || ABOVE_SURROGATES.test(y)
        ? compareCodePoints(x, y) < 0
        : x < y;
    if (!(x instanceof JsonNumber && y instanceof JsonNumber)) return false;
    if (isDecimal(x.raw) && isDecimal(y.raw)) return compareNumbers(x.raw, y.raw) < 0;
    return (this.plain(a) as number) < (this.plain(b) as number);
  }

  /** Member `key` of `object`; undefined when it has none. */
  private member(object: unknown, key: unknown): unknown {
    if (object === undefined || object === null) return undefined;
    if (this.view.containerOf(object) >= 0) {
      if (!Array.isArray(object)) return this.view.filterMember(object, String(key));
      const length = (object as unknown[]).length;
      if (key === 'length') return length;
      // `@.tags.includes('x')`: the array's own methods, as jsonpath-plus offered them.
      const method = arrayMethod(key);
      if (method) return method.bind(object);
      const index = Number(this.plain(key));
      if (!Number.isInteger(index)) return undefined;
      // RFC 9535: a negative index counts from the end.
      const position = index < 0 ? length + index : index;
      return position < 0 ? undefined : this.view.filterMember(object, String(position));
    }
    const value = this.plain(object);
    const name = String(this.plain(key));
    if (BLOCKED.has(name)) return undefined;
    const boxed = Object(value) as Record<string, unknown>;
    if (!(name in boxed)) return undefined;
    const found = boxed[name];
    return typeof found === 'function'
      ? (found as (...a: unknown[]) => unknown).bind(value)
      : found;
  }

  run(node: Node, scope: Record<string, unknown>): unknown {
    switch (node.type) {
      case 'Literal':
        return this.literal(node);
      case 'Identifier': {
        const name = node.name as string;
        if (Object.hasOwn(scope, name)) return scope[name];
        throw new FilterFault('jsonPathUnknownName', name);
      }
      case 'MemberExpression': {
        const object = this.run(node.object as Node, scope);
        const property = node.property as Node;
        const key = node.computed ? this.run(property, scope) : property.name;
        return this.member(object, key);
      }
      case 'CallExpression':
        return this.call(node, scope);
      case 'ArrayExpression':
        return (node.elements as Node[]).map((item) => this.run(item, scope));
      case 'ConditionalExpression':
        return this.truthy(this.run(node.test as Node, scope))
          ? this.run(node.consequent as Node, scope)
          : this.run(node.alternate as Node, scope);
      case 'UnaryExpression':
        return this.unary(node, scope);
      case 'BinaryExpression':
      case 'LogicalExpression':
        return this.binary(node, scope);
      case 'Compound':
        return this.compound(node, scope);
      case 'AssignmentExpression': {
        const left = node.left as Node;
        if (left.type !== 'Identifier' || node.operator !== '=')
          throw new FilterFault('jsonPathUnknownName', nameOf(left));
        scope[left.name as string] = this.run(node.right as Node, scope);
        return scope[left.name as string];
      }
      default:
        throw new FilterFault('jsonPathUnknownName', node.type);
    }
  }

  /**
   * A method of a value that is there: `@.name.startsWith('a')` on an item without a name, or
   * whose name is a number, is nothing (as RFC 9535 has a missing value), but a method no
   * value has (`startswith`) is an error, never a silent "no match".
   */
  private call(node: Node, scope: Record<string, unknown>): unknown {
    const callee = node.callee as Node;
    let method: unknown;
    if (callee.type === 'MemberExpression') {
      const object = this.run(callee.object as Node, scope);
      const key = callee.computed
        ? this.run(callee.property as Node, scope)
        : (callee.property as Node).name;
      method = this.member(object, key);
      if (typeof method !== 'function' && (object === undefined || isKnownMethod(key)))
        return undefined;
    } else method = this.run(callee, scope);
    if (typeof method !== 'function') throw new FilterFault('jsonPathNotFunction', nameOf(callee));
    const args = (node.arguments as Node[]).map((arg) => this.plain(this.run(arg, scope)));
    return method(...args) as unknown;
  }

  private literal(node: Node): unknown {
    const { value, raw } = node;
    // 12345678901234567890 in a filter is that number, not the nearest double.
    if (typeof value === 'number' && typeof raw === 'string' && isDecimal(raw))
      if (String(value) !== raw) return { number: new JsonNumber(raw) } satisfies Exact;
    return value;
  }

  private unary(node: Node, scope: Record<string, unknown>): unknown {
    const value = this.run(node.argument as Node, scope);
    switch (node.operator) {
      case '!':
        return !this.truthy(value);
      case '-':
        if (this.isExact(value)) {
          const { raw } = value.number;
          const number = new JsonNumber(raw.startsWith('-') ? raw.slice(1) : `-${raw}`);
          return { number } satisfies Exact;
        }
        return -(this.plain(value) as number);
      case '+':
        return +(this.plain(value) as number);
      case '~':
        return ~(this.plain(value) as number);
      default:
        return typeof this.plain(value);
    }
  }

  private binary(node: Node, scope: Record<string, unknown>): unknown {
    const operator = node.operator as string;
    const left = this.run(node.left as Node, scope);
    const right = () => this.run(node.right as Node, scope);
    if (operator === '&&') return this.truthy(left) ? right() : left;
    if (operator === '||') return this.truthy(left) ? left : right();
    const b = right();
    switch (operator) {
      case '==':
      case '===':
        return this.equal(left, b);
      case '!=':
      case '!==':
        return !this.equal(left, b);
      case '<':
        return this.less(left, b);
      case '>':
        return this.less(b, left);
      case '<=':
        return this.less(left, b) || this.equal(left, b);
      case '>=':
        return this.less(b, left) || this.equal(left, b);
    }
    return arithmetic(operator, this.plain(left), this.plain(b));
  }

  private compound(node: Node, scope: Record<string, unknown>): unknown {
    const body = node.body as Node[];
    let last: unknown;
    for (let i = 0; i < body.length; i += 1) {
      // jsep reads `var x = 2` as the name `var` and then `x = 2`.
      const declares =
        body[i].type === 'Identifier' && /^(?:var|let|const)$/.test(body[i].name as string);
      if (declares && body[i + 1]?.type === 'AssignmentExpression') i += 1;
      last = this.run(body[i], scope);
    }
    return last;
  }
}
