import type { convertErrorsZhCN } from './convertErrorsZhCN';

/** The same texts in English (keys and placeholders as in convertErrorsZhCN). */
export const convertErrorsEnUS: Record<keyof typeof convertErrorsZhCN, string> = {
  'error.xmlClosingMismatch':
    'Invalid XML at line {line}, column {column}: the end tag </{name}> does not match the start tag <{expected}> (line {openLine}, column {openColumn}); </{expected}> is expected',
  'error.xmlClosingNotOpened':
    'Invalid XML at line {line}, column {column}: the end tag </{name}> has no start tag before it',
  'error.xmlBadClosingTag':
    'Invalid XML at line {line}, column {column}: the end tag </{name}> is malformed (write just </{name}>, without attributes)',
  'error.xmlUnclosedTag':
    'Invalid XML at line {line}, column {column}: <{name}> has no end tag </{name}>',
  'error.xmlUnclosedTags': 'Invalid XML: these tags have no end tag: {names}',
  'error.xmlSpaceAfterLt':
    'Invalid XML at line {line}, column {column}: “<” cannot be followed by a space (write < in text as &lt;)',
  'error.xmlBadName':
    'Invalid XML at line {line}, column {column}: “{name}” is not a valid name (no leading digit, no spaces or symbols)',
  'error.xmlOpenQuote':
    'Invalid XML at line {line}, column {column}: an attribute value of <{name}> has no closing quote',
  'error.xmlAttributeNoSpace':
    'Invalid XML at line {line}, column {column}: a space is missing before the attribute {name}',
  'error.xmlAttributeNoValue':
    'Invalid XML at line {line}, column {column}: the attribute {name} has no value (write {name}="…")',
  'error.xmlAttributeRepeated':
    'Invalid XML at line {line}, column {column}: the attribute {name} is repeated',
  'error.xmlBadAmpersand':
    'Invalid XML at line {line}, column {column}: “&” does not start an entity (write & in text as &amp;)',
  'error.xmlUnexpectedChar':
    'Invalid XML at line {line}, column {column}: “{char}” cannot stand here (text belongs inside an element)',
  'error.xmlTextOutsideRoot':
    'Invalid XML at line {line}, column {column}: text after the root element (XML has one root element; text belongs inside it)',
  'error.xmlMultipleRoots':
    'Invalid XML at line {line}, column {column}: a second root element (XML has one root element; wrap them in one)',
  'error.xmlNoRoot': 'Invalid XML: no element (XML needs a root element, such as <root>…</root>)',
  'error.xmlDeclarationNotFirst':
    'Invalid XML at line {line}, column {column}: the <?xml …?> declaration must come first in the document',
  'error.tomlInvalidValue':
    'Invalid TOML at line {line}, column {column}: invalid value (strings need quotes; numbers, dates and true/false as TOML writes them)',
  'error.tomlLeadingZero':
    'Invalid TOML at line {line}, column {column}: a number cannot start with 0',
  'error.tomlUnderscore':
    'Invalid TOML at line {line}, column {column}: “_” in a number must stand between two digits',
  'error.tomlBadNumber': 'Invalid TOML at line {line}, column {column}: malformed number',
  'error.tomlIntegerTooBig':
    'Invalid TOML at line {line}, column {column}: the integer {value} is beyond 64 bits (TOML integers run from −2⁶³ to 2⁶³−1; write larger ones as strings)',
  'error.tomlBadDate': 'Invalid TOML at line {line}, column {column}: invalid date or time',
  'error.tomlControlChar':
    'Invalid TOML at line {line}, column {column}: strings and comments cannot hold raw control characters (escape them, e.g. \\t)',
  'error.tomlNeedsLineEnd':
    'Invalid TOML at line {line}, column {column}: each key = value must end its line (something follows the value)',
  'error.tomlExpectedComma':
    'Invalid TOML at line {line}, column {column}: a comma is missing, or an array or inline table is not closed',
  'error.tomlUnclosedTable':
    'Invalid TOML at line {line}, column {column}: the table header lacks “]” or “]]”',
  'error.tomlBadKey':
    'Invalid TOML at line {line}, column {column}: malformed key: keys with spaces or symbols need quotes, a key needs “=” after it, a table header ends with “]”',
  'error.tomlBadEscape':
    'Invalid TOML at line {line}, column {column}: invalid escape (only \\b \\t \\n \\f \\r \\" \\\\ \\uXXXX \\UXXXXXXXX)',
  'error.tomlRedefined':
    'Invalid TOML at line {line}, column {column}: this key or table is already defined',
  'error.tomlUnclosedArray': 'Invalid TOML at line {line}, column {column}: the array lacks “]”',
  'error.tomlUnclosedString':
    'Invalid TOML at line {line}, column {column}: the string has no closing quote',
  'error.tomlTooDeep': 'Invalid TOML at line {line}, column {column}: nested too deep to convert',
  'error.yamlDuplicateKeyAt':
    'Invalid YAML at line {line}, column {column}: the key {key} is repeated (YAML forbids duplicate keys in a mapping)',
  'error.yamlKeyCollisionAt':
    'YAML at line {line}, column {column}: the key {key} has the same name in JSON as an earlier key (JSON keys are strings: 1 and "1" are one key); rename one of them',
};
