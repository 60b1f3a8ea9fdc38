/**
 * JMESPath builds objects as plain JS objects, which list integer-like keys ("1", "42") first,
 * whatever order they were set in. These helpers find the order the expression wrote instead.
 */

/** Keys a JS object lists first, in numeric order: the array indices 0 … 2³² − 2. */
export function isIndexKey(key: string): boolean {
  return /^(?:0|[1-9]\d{0,9})$/.test(key) && Number(key) < 4294967295;
}

interface AstNode {
  type?: string;
  name?: string;
  children?: unknown[];
  value?: unknown;
}

export interface ExpressionOrders {
  /** Each multiselect hash's keys (`{b: b, "1": a}`), in the order written, each once. */
  hashes: string[][];
  /** Whether the expression calls merge(), whose objects keep their arguments' key order. */
  merges: boolean;
}

/** Walks a compiled expression (jmespath's AST) for the key orders it writes. */
export function expressionOrders(ast: unknown): ExpressionOrders {
  const orders: ExpressionOrders = { hashes: [], merges: false };
  const todo: unknown[] = [ast];
  while (todo.length > 0) {
    const node = todo.pop() as AstNode | null;
    if (typeof node !== 'object' || node === null) continue;
    if (node.type === 'MultiSelectHash')
      orders.hashes.push([...new Set((node.children as AstNode[]).map((pair) => pair.name!))]);
    if (node.type === 'Function' && node.name === 'merge') orders.merges = true;
    if (Array.isArray(node.children)) todo.push(...node.children);
    // A literal's value is data, not expression; a key-value pair's value is an expression.
    if (node.type !== 'Literal' && typeof node.value === 'object') todo.push(node.value);
  }
  return orders;
}

/**
 * The order of a built object's keys (`keys` as JS lists them): unchanged without integer-like
 * keys; the one multiselect hash with exactly these keys; else null (the order is unknown, for
 * example after merge() or from a literal).
 */
export function writtenOrder(keys: string[], orders: ExpressionOrders): string[] | null {
  if (!keys.some(isIndexKey)) return keys;
  // merge() of objects with these keys may have put them in another order than the hash.
  if (orders.merges) return null;
  const set = new Set(keys);
  const found = new Set(
    orders.hashes
      .filter((hash) => hash.length === set.size && hash.every((key) => set.has(key)))
      .map((hash) => hash.join('\u0000')),
  );
  return found.size === 1 ? [...found][0].split('\u0000') : null;
}
