import type { yamlErrorsZhCN } from './yamlErrorsZhCN';

/** The same reasons in English. */
export const yamlErrorsEnUS: Record<keyof typeof yamlErrorsZhCN, string> = {
  'yaml.ALIAS_PROPS': 'An alias (*name) cannot have an anchor or a tag',
  'yaml.BAD_ALIAS': 'The alias is malformed, or its anchor (&name) is not defined before it',
  'yaml.BAD_DIRECTIVE': 'The directive line (starting with %) is invalid',
  'yaml.BAD_DQ_ESCAPE': 'A double-quoted string has an invalid escape (the character after \\)',
  'yaml.BAD_INDENT':
    'Wrong indentation (or an unclosed bracket or brace): items of one level line up, children are indented further than their parent',
  'yaml.BAD_PROP_ORDER': 'Anchors (&) and tags (!) go before the value',
  'yaml.BAD_SCALAR_START':
    'An unquoted value cannot start with this character (such as @, ` or %): quote the value',
  'yaml.BLOCK_AS_IMPLICIT_KEY':
    'A mapping cannot be nested here: one line holds one “key: value” (quote a value that has a colon and a space)',
  'yaml.BLOCK_IN_FLOW': 'Inside brackets or braces an indented multi-line block cannot appear',
  'yaml.DUPLICATE_KEY': 'The mapping has a duplicate key',
  'yaml.IMPOSSIBLE': 'The YAML parser cannot handle the content here',
  'yaml.KEY_OVER_1024_CHARS':
    'The key is over 1024 characters: write “? ” before it to make it an explicit key',
  'yaml.MISSING_CHAR':
    'A required character is missing (such as a closing bracket, a quote or a space after a colon)',
  'yaml.MULTILINE_IMPLICIT_KEY':
    'A key cannot span lines: the line before may lack a colon, or a quote is not closed',
  'yaml.MULTIPLE_ANCHORS': 'A value can have only one anchor (&)',
  'yaml.MULTIPLE_DOCS':
    'There are several documents here (separated by ---): convert one at a time',
  'yaml.MULTIPLE_TAGS': 'A value can have only one tag (!)',
  'yaml.NON_STRING_KEY': 'Keys must be text',
  'yaml.RESOURCE_EXHAUSTION': 'Aliases expand to more than can be processed',
  'yaml.TAB_AS_INDENT': 'A tab in the indentation: YAML indents with spaces only',
  'yaml.TAG_RESOLVE_FAILED': 'Unknown tag (!), or the value does not match its tag',
  'yaml.UNEXPECTED_TOKEN':
    'Unexpected content here: often a missing colon, wrong indentation or an unclosed quote',
  'yaml.BAD_COLLECTION_TYPE': 'The collection is not of the kind its tag requires',
  'yaml.other': 'Cannot read the content here (the parser says: {detail})',
} as const;
