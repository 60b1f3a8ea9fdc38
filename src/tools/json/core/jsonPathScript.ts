/**
 * The parts of a JSONPath filter's evaluation (jsonPathFilter) that are JS rather than JSON:
 * jsep's nodes, the methods a filter may call, the operators it computes with.
 */

/** A jsep node: the few fields read here. */
export interface Node {
  type: string;
  [field: string]: unknown;
}

/** Where a filter failed: what the message names (a column is found by the caller). */
export class FilterFault {
  constructor(
    readonly code: 'jsonPathUnknownName' | 'jsonPathNotFunction',
    readonly name: string,
  ) {}
}

/** Properties that reach JS's own machinery rather than data. */
export const BLOCKED = new Set([
  'constructor',
  '__proto__',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'prototype',
]);

/** A method some JSON value has (of a string, an array or a number). */
export function isKnownMethod(key: unknown): boolean {
  if (typeof key !== 'string' || BLOCKED.has(key)) return false;
  return [String.prototype, Array.prototype, Number.prototype].some(
    (proto) => typeof (proto as unknown as Record<string, unknown>)[key] === 'function',
  );
}

/** `includes`, `indexOf`… of an array; not those that reach JS itself (constructor). */
export function arrayMethod(key: unknown): ((...args: unknown[]) => unknown) | undefined {
  if (typeof key !== 'string' || BLOCKED.has(key) || !/^[a-z]/i.test(key)) return undefined;
  const method = (Array.prototype as unknown as Record<string, unknown>)[key];
  return typeof method === 'function' ? (method as (...args: unknown[]) => unknown) : undefined;
}

/**
 * jsonpath-plus writes `@` as `_$_v` only before `.`, `[`, `)` and spaces: `@==1` kept its
 * `@`, which the parser refuses. The rest are written so here, outside quoted strings.
 */
export function bareCurrent(code: string): string {
  return code.replace(/(["'`])(?:\\.|(?!\1)[^\\])*\1|@(?![\w$])/g, (found) =>
    found === '@' ? '_$_v' : found,
  );
}

/** The name a reader sees for a callee: `startsWith` for `@.name.startsWith(…)`. */
export function nameOf(node: Node): string {
  if (node.type === 'Identifier') return node.name as string;
  if (node.type === 'MemberExpression' && !node.computed)
    return (node.property as Node).name as string;
  return node.type;
}

/** JS arithmetic and bitwise operators, as jsonpath-plus's own evaluator has them. */
export function arithmetic(operator: string, a: unknown, b: unknown): unknown {
  const x = a as number;
  const y = b as number;
  switch (operator) {
    case '+':
      return (a as string) + (b as string);
    case '-':
      return x - y;
    case '*':
      return x * y;
    case '/':
      return x / y;
    case '%':
      return x % y;
    case '|':
      return x | y;
    case '&':
      return x & y;
    case '^':
      return x ^ y;
    case '<<':
      return x << y;
    case '>>':
      return x >> y;
    case '>>>':
      return x >>> y;
  }
  throw new FilterFault('jsonPathUnknownName', operator);
}
