/**
 * The JSON core API, importable from Node and from any screen. Importing it stays light:
 * converters, repair and query libraries load only when their function is called.
 *
 * For a quick "is this valid JSON?" check use `validateJson` (no tree is built) or
 * `parseJson` (lossless tree); both return `{ ok, ... }` and never throw for bad input.
 */
export {
  parseJson,
  validateJson,
  formatJson,
  formatJsonInto,
  formatJsonWithReport,
  minifyJson,
} from './api';
export type {
  ParseResult,
  ValidateResult,
  FormatOptions,
  FormatResult,
  ReadOptions,
  JsonStats,
} from './api';
export {
  JSON_SYNTAX_CODES,
  JSON_TOOL_CODES,
  JsonSyntaxError,
  JsonToolError,
  positionOf,
  excerptAt,
} from './errors';
export type {
  ErrorExcerpt,
  JsonErrorCode,
  JsonErrorInfo,
  JsonErrorParams,
  JsonToolErrorCode,
} from './errors';
export type { Liberties } from './walker';
export type { Indent, OutputSink } from './reformat';
export { JsonNumber, JsonObject, parseTree, stringifyTree, sortTreeKeys, typeOf } from './tree';
export type { JsonValue } from './tree';
export { escapeJsonString, unescapeJsonString, unicodeToText, textToUnicode } from './escape';
export { expandNestedJson } from './nested';
export { convertData, readData, writeData, DATA_FORMATS } from './convert';
export type { DataFormat, ConvertOptions, ReadResult } from './convert';
export { CHANGE_CODES, KEY_CHANGE_CODES, childPath } from './changes';
export type { ChangeCode, ChangeReason, ChangedOutput, OutputChange } from './changes';
export { queryJson } from './query';
export { IndexedDocument } from './queryDocument';
export type { QueryChange, QueryLanguage, QueryMatch, QueryResult } from './query';
export { generateTypes } from './typegen';
export type { GeneratedFile, TypeLanguage, TypeNote } from './typegen';
export { diffJson, canonicalNumber } from './diff';
export type { DiffEntry, DiffKind } from './diff';
export { repairJson } from './repair';
export type { RepairResult } from './repair';
export type { PunctuationChange } from './fullWidth';
export type { LineChange } from './lineDiff';
export { buildTreeIndex, childCountOf, nodeKey, nodePath, searchTree, NodeKind } from './treeIndex';
export type { TreeIndex } from './treeIndex';
export { TreeSession, MAX_VISIBLE_ROWS } from './treeSession';
export type { TreeRow, TreeShape } from './treeSession';
