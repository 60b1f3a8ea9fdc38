import { inDocumentOrder, type ChangedOutput, type OutputChange } from '../changes';
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
  /** JSON -> YAML: plain YAML 1.2 instead of YAML read alike by 1.1 and 1.2 programs. */
  yaml12?: boolean;
  /** JSON -> CSV: formula-like cells and column names get a leading ' (listed). */
  guardFormulas?: boolean;
}

/** A document read from another format, with what reading it could not keep. */
export interface ReadResult {
  value: JsonValue;
  changes: OutputChange[];
}

const exact = (value: JsonValue): ReadResult => ({ value, changes: [] });

/** Reads any supported format into the lossless tree; each library loads only when used. */
export async function readData(
  text: string,
  from: DataFormat,
  options: ConvertOptions = {},
): Promise<ReadResult> {
  if (!text.trim() && from !== 'json') throw new JsonToolError('convertEmpty', { format: from });
  switch (from) {
    case 'json':
      return exact(parseTree(text).value);
    case 'yaml':
      return (await import('./yaml')).yamlToJson(text);
    case 'xml':
      return (await import('./xml')).xmlToJson(text, options);
    case 'csv':
      return (await import('./csv')).csvToJson(text, options);
    case 'toml':
      return (await import('./toml')).tomlToJson(text);
    case 'query':
      return exact((await import('./queryString')).queryStringToJson(text));
  }
}

export async function writeData(
  value: JsonValue,
  to: DataFormat,
  options: ConvertOptions = {},
): Promise<ChangedOutput> {
  const indent = options.indent ?? 2;
  switch (to) {
    case 'json':
      return { text: stringifyTree(value, { indent }), changes: [] };
    case 'yaml':
      return (await import('./yaml')).jsonToYaml(value, { indent, yaml12: options.yaml12 });
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
 * are kept wherever the target format can hold them; whatever is not kept is in `changes`
 * (reading's first, then writing's). Rejects with JsonSyntaxError (JSON input) or
 * JsonToolError (anything else), both as codes with the values their messages need.
 */
export async function convertData(
  text: string,
  from: DataFormat,
  to: DataFormat,
  options: ConvertOptions = {},
): Promise<ChangedOutput> {
  const read = await readData(text, from, options);
  const written = await writeData(read.value, to, options);
  const changes = [...read.changes, ...inDocumentOrder(written.changes, read.value)];
  return { text: written.text, changes };
}

export { JsonSyntaxError };
