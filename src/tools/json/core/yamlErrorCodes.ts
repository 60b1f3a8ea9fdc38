/**
 * The `yaml` package's error codes (its ErrorCode type), each worded in the catalogues as
 * `yaml.<code>`: the reason of a `yamlSyntaxAt` error. `other` is a code a newer version
 * might add, shown with the parser's own words.
 */
export const YAML_ERROR_CODES = [
  'ALIAS_PROPS',
  'BAD_ALIAS',
  'BAD_DIRECTIVE',
  'BAD_DQ_ESCAPE',
  'BAD_INDENT',
  'BAD_PROP_ORDER',
  'BAD_SCALAR_START',
  'BLOCK_AS_IMPLICIT_KEY',
  'BLOCK_IN_FLOW',
  'DUPLICATE_KEY',
  'IMPOSSIBLE',
  'KEY_OVER_1024_CHARS',
  'MISSING_CHAR',
  'MULTILINE_IMPLICIT_KEY',
  'MULTIPLE_ANCHORS',
  'MULTIPLE_DOCS',
  'MULTIPLE_TAGS',
  'NON_STRING_KEY',
  'RESOURCE_EXHAUSTION',
  'TAB_AS_INDENT',
  'TAG_RESOLVE_FAILED',
  'UNEXPECTED_TOKEN',
  'BAD_COLLECTION_TYPE',
  'other',
] as const;
