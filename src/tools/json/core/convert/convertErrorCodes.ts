/**
 * Codes of XML, TOML, CSV and YAML input that cannot be read, by what went wrong (each with
 * `line` and `column` where the reader says). Part of JSON_TOOL_CODES; kept here so that
 * conversion work does not touch the shared list.
 */
export const CONVERT_ERROR_CODES = [
  'xmlClosingMismatch',
  'xmlClosingNotOpened',
  'xmlBadClosingTag',
  'xmlUnclosedTag',
  'xmlUnclosedTags',
  'xmlSpaceAfterLt',
  'xmlBadName',
  'xmlOpenQuote',
  'xmlAttributeNoSpace',
  'xmlAttributeNoValue',
  'xmlAttributeRepeated',
  'xmlBadAmpersand',
  'xmlUnexpectedChar',
  'xmlTextOutsideRoot',
  'xmlMultipleRoots',
  'xmlNoRoot',
  'xmlDeclarationNotFirst',
  'tomlInvalidValue',
  'tomlLeadingZero',
  'tomlUnderscore',
  'tomlBadNumber',
  'tomlIntegerTooBig',
  'tomlBadDate',
  'tomlControlChar',
  'tomlNeedsLineEnd',
  'tomlExpectedComma',
  'tomlUnclosedTable',
  'tomlBadKey',
  'tomlBadEscape',
  'tomlRedefined',
  'tomlUnclosedArray',
  'tomlUnclosedString',
  'tomlTooDeep',
  'yamlDuplicateKeyAt',
  'yamlKeyCollisionAt',
] as const;

export type ConvertErrorCode = (typeof CONVERT_ERROR_CODES)[number];
