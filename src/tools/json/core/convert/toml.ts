import { parse, TomlError } from 'smol-toml';
import { JsonToolError } from '../errors';
import { fromPlain } from '../plain';
import { type JsonValue } from '../tree';
import { guardLibrary } from './shared';
import { inTextOrder } from './tomlOrder';

export { jsonToToml } from './tomlWriter';

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
  return guardLibrary('TOML', () => inTextOrder(fromPlain(parsed), text));
}
