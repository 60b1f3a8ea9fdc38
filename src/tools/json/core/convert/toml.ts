import { parse, TomlError } from 'smol-toml';
import { ChangeLog, childPath, type OutputChange } from '../changes';
import { JsonToolError } from '../errors';
import { fromPlain, setMember } from '../plain';
import { JsonNumber, type JsonValue } from '../tree';
import { guardLibrary, isJsonNumberText } from './shared';
import { tomlSyntaxError } from './tomlErrors';
import { inTextOrder, readTomlSyntax, type TomlLiteral } from './tomlOrder';

export { jsonToToml } from './tomlWriter';

/**
 * Puts a float's written text (`1.10`, `1e400`: a double would change them) or a date's
 * (JSON has no dates: written as text, listed) in place of the reader's value.
 */
function placeLiteral(root: unknown, { path, node }: TomlLiteral, text: string, log: ChangeLog) {
  const raw = text.slice(node.range[0], node.range[1]);
  let at = '$';
  let parent = root as Record<string | number, unknown>;
  path.forEach((key, i) => {
    at = childPath(at, key);
    if (i < path.length - 1) parent = parent[key] as Record<string | number, unknown>;
  });
  let value: unknown;
  if (node.kind === 'float') {
    const number = raw.replace(/_/g, '').replace(/^\+/, '');
    if (!isJsonNumberText(number)) {
      const { line, column } = node.loc.start;
      throw new JsonToolError('tomlNonFinite', { value: raw, line, column: column + 1 });
    }
    value = new JsonNumber(number);
  } else {
    value = raw;
    log.add(at, raw, JSON.stringify(raw), 'tomlDateAsText');
  }
  const key = path[path.length - 1];
  if (Array.isArray(parent)) parent[key as number] = value;
  else setMember(parent, String(key), value);
}

/**
 * TOML -> JSON in the text's key order; floats as written, dates as their text (listed).
 * Infinity and NaN, which JSON has no form for, and integers beyond 64 bits, which TOML has
 * no room for, are refused with where they are.
 */
export function tomlToJson(text: string): { value: JsonValue; changes: OutputChange[] } {
  let parsed: unknown;
  try {
    parsed = parse(text, { integersAsBigInt: 'asNeeded' });
  } catch (error) {
    if (error instanceof TomlError) {
      throw tomlSyntaxError(error.message, error.line, error.column);
    }
    return guardLibrary('TOML', () => {
      throw error;
    });
  }
  return guardLibrary('TOML', () => {
    const syntax = readTomlSyntax(text);
    const log = new ChangeLog();
    for (const literal of syntax.literals) placeLiteral(parsed, literal, text, log);
    return { value: inTextOrder(fromPlain(parsed), syntax.orders), changes: log.changes };
  });
}
