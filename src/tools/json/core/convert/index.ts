import { JsonSyntaxError, JsonToolError } from '../errors';
import { parseTree, stringifyTree, type JsonValue } from '../tree';

export type DataFormat = 'json' | 'yaml' | 'xml' | 'csv' | 'toml' | 'query';

export const DATA_FORMATS: readonly DataFormat[] = ['json', 'yaml', 'xml', 'csv', 'toml', 'query'];

export interface ConvertOptions {
  /** Indentation of JSON / YAML / XML output. */
  indent?: number;
  /** CSV field separator ('' on input: detect). */
  delimiter?: string;
  /** CSV / XML -> JSON: numbers and booleans written as text become numbers and booleans. */
  inferTypes?: boolean;
}

/** Reads any supported format into the lossless tree; each library loads only when used. */
export async function readData(
  text: string,
  from: DataFormat,
  options: ConvertOptions = {},
): Promise<JsonValue> {
  if (!text.trim() && from !== 'json') throw new JsonToolError('convertEmpty', { format: from });
  switch (from) {
    case 'json':
      return parseTree(text).value;
    case 'yaml':
      return (await import('./yaml')).yamlToJson(text);
    case 'xml':
      return (await import('./xml')).xmlToJson(text);
    case 'csv':
      return (await import('./csv')).csvToJson(text, options);
    case 'toml':
      return (await import('./toml')).tomlToJson(text);
    case 'query':
      return (await import('./queryString')).queryStringToJson(text);
  }
}

export async function writeData(
  value: JsonValue,
  to: DataFormat,
  options: ConvertOptions = {},
): Promise<string> {
  const indent = options.indent ?? 2;
  switch (to) {
    case 'json':
      return stringifyTree(value, { indent });
    case 'yaml':
      return (await import('./yaml')).jsonToYaml(value, Math.max(1, indent));
    case 'xml':
      return (await import('./xml')).jsonToXml(value, indent);
    case 'csv':
      return (await import('./csv')).jsonToCsv(value, options);
    case 'toml':
      return (await import('./toml')).jsonToToml(value);
    case 'query':
      return (await import('./queryString')).jsonToQueryString(value);
  }
}

/**
 * Converts between JSON, YAML, XML, CSV, TOML and URL query strings. Numbers and key order
 * are kept wherever the target format can hold them. Rejects with JsonSyntaxError (JSON input)
 * or JsonToolError (anything else), both as codes with the values their messages need.
 */
export async function convertData(
  text: string,
  from: DataFormat,
  to: DataFormat,
  options: ConvertOptions = {},
): Promise<string> {
  const value = await readData(text, from, options);
  return writeData(value, to, options);
}

export { JsonSyntaxError };
