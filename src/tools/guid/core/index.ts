/**
 * The GUID tool's API: pure TypeScript, no React, no DOM; importable from Node and light
 * enough for the home page (which calls randomUuid()).
 */
export {
  generateUuids,
  generateUuidChunks,
  randomUuid,
  isUuidVersion,
  UUID_VERSIONS,
  MAX_COUNT,
  MAX_NAMES,
  NAMESPACES,
  type GenerateRequest,
  type NamespacePreset,
  type UuidVersion,
} from './generate';
export {
  BYTE_ORDERS,
  compareSqlServer,
  sqlServerOrder,
  sqlServerSortKey,
  uuidBytes,
  uuidFromBytes,
  type ByteOrder,
} from './byteOrder';
export {
  BYTE_ENCODINGS,
  formatUuid,
  joinUuids,
  FORMAT_PRESETS,
  SEPARATORS,
  type FormatPresetId,
  type SeparatorId,
  type UuidEncoding,
  type UuidFormatStyle,
  type UuidQuotes,
  type UuidWrap,
} from './format';
export {
  inspectUuid,
  formatUuidTime,
  type ByteReading,
  type FormattedUuidTime,
  type InvalidUuidInspection,
  type UuidInspection,
  type UuidTimestamp,
  type UuidVariant,
  type ValidUuidInspection,
} from './inspect';
export {
  parseUuidText,
  BYTE_NOTATIONS,
  MAX_UUID_TEXT,
  type ParseResult,
  type UuidNotation,
} from './parse';
export {
  createListChecker,
  validateUuidList,
  MAX_BATCH_PROBLEMS,
  type BatchKind,
  type BatchProblem,
  type BatchReport,
} from './batch';
export {
  UuidInputError,
  UUID_PROBLEM_TEMPLATES_ZH,
  fillProblem,
  problemText,
  describeChar,
  type UuidProblemCode,
  type UuidProblemParams,
} from './errors';
export { toCsv } from './exportCsv';
export {
  customSnowflakeLayout,
  generateSnowflakes,
  parseSnowflake,
  MAX_SNOWFLAKE_COUNT,
  SNOWFLAKE_PRESETS,
  type CustomSnowflake,
  type SnowflakeField,
  type SnowflakeLayout,
  type SnowflakeParse,
  type SnowflakePresetId,
  type SnowflakeReading,
} from './snowflake';
export {
  createUlidMaker,
  looksLikeUlid,
  parseUlid,
  ulidOfUuid,
  MAX_ULID,
  MAX_ULID_COUNT,
  ULID_LENGTH,
  type UlidParse,
  type UlidRandom,
} from './ulid';
export {
  checkAlphabet,
  collisionHint,
  generateNanoids,
  MAX_NANOID_COUNT,
  NANOID_ALPHABETS,
  NANOID_DEFAULT_SIZE,
  NANOID_MAX_SIZE,
  NANOID_MIN_SIZE,
  type AlphabetCheck,
  type CollisionHint,
  type NanoidAlphabetId,
} from './nanoid';
