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
  if (!(value instanceof JsonObject))
    throw new JsonToolError('转换为 TOML 需要顶层是对象（TOML 文档是一张表）');
  assertConvertibleDepth(value, 'TOML');
  const nullPath = firstNullPath(value);
  if (nullPath) throw new JsonToolError(`TOML 不支持 null（位于 ${nullPath}）`);
  const plain = toPlain(value, { numbers: 'bigint' }) as Record<string, unknown>;
  return guardLibrary('TOML', () => stringify(plain));
}

export function tomlToJson(text: string): JsonValue {
  let parsed: unknown;
  try {
    parsed = parse(text, { integersAsBigInt: 'asNeeded' });
  } catch (error) {
    if (error instanceof TomlError) {
      throw new JsonToolError(
        `TOML 格式错误，第 ${error.line} 行第 ${error.column} 列：${error.message.split('\n')[0]}`,
      );
    }
    return guardLibrary('TOML', () => {
      throw error;
    });
  }
  return fromPlain(parsed);
}
