import { JsonSyntaxError } from './errors';
import { JsonObject, parseTree, type JsonValue } from './tree';

/** A string that looks like an object or array and parses as JSON, or undefined. */
function parseEmbedded(value: string): JsonValue | undefined {
  const trimmed = value.trim();
  const first = trimmed[0];
  const last = trimmed[trimmed.length - 1];
  if (!((first === '{' && last === '}') || (first === '[' && last === ']'))) return undefined;
  try {
    return parseTree(trimmed).value;
  } catch (error) {
    if (error instanceof JsonSyntaxError) return undefined;
    throw error;
  }
}

/**
 * Replaces string values that hold JSON objects or arrays with the parsed value, again inside
 * what was parsed (logs often carry JSON in a string in a string). Returns how many were expanded.
 */
export function expandNestedJson(value: JsonValue): { value: JsonValue; expanded: number } {
  let expanded = 0;
  const rootHolder: JsonValue[] = [value];
  const todo: (JsonValue[] | JsonObject)[] = [rootHolder];
  while (todo.length > 0) {
    const container = todo.pop()!;
    const count = Array.isArray(container) ? container.length : container.entries.length;
    for (let i = 0; i < count; i += 1) {
      let child = Array.isArray(container) ? container[i] : container.entries[i][1];
      if (typeof child === 'string') {
        const parsed = parseEmbedded(child);
        if (parsed === undefined) continue;
        expanded += 1;
        child = parsed;
        if (Array.isArray(container)) container[i] = child;
        else container.entries[i][1] = child;
      }
      if (Array.isArray(child) || child instanceof JsonObject) todo.push(child);
    }
  }
  return { value: rootHolder[0], expanded };
}
