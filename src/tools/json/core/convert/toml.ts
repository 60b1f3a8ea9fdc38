import { parse, stringify, TomlError } from 'smol-toml';
import { JsonToolError } from '../errors';
import { fromPlain, toPlain } from '../plain';
import { JsonObject, type JsonValue } from '../tree';
import { assertConvertibleDepth, firstNullPath, guardLibrary } from './shared';

/**
 * TOML has no null and its root is a table. Integers stay exact (bigint beyond 2^53);
 * fractions become doubles, the most a TOML float holds.
 */
export function jsonToToml(value: JsonValue): string {
  if (!(value instanceof JsonObject)) throw new JsonToolError('tomlNeedsObject');
  assertConvertibleDepth(value, 'TOML');
  const nullPath = firstNullPath(value);
  if (nullPath) throw new JsonToolError('tomlNull', { path: nullPath });
  const plain = toPlain(value, { numbers: 'bigint' }) as Record<string, unknown>;
  return guardLibrary('TOML', () => stringify(plain));
}

export function tomlToJson(text: string): JsonValue {
  let parsed: unknown;
  try {
    parsed = parse(text, { integersAsBigInt: 'asNeeded' });
  } catch (error) {
    if (error instanceof TomlError) {
      throw new JsonToolError('tomlSyntax', {
        line: error.line,
        column: error.column,
        detail: error.message.split('\n')[0],
      });
    }
    return guardLibrary('TOML', () => {
      throw error;
    });
  }
  return fromPlain(parsed);
}
