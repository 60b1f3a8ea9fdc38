import { convertErrorsEnUS } from './convertErrorsEnUS';
import { jqErrorsEnUS } from './jqErrorsEnUS';
import { queryErrorsEnUS } from './queryErrorsEnUS';
import { yamlErrorsEnUS } from './yamlErrorsEnUS';
import type { errorsZhCN } from './errorsZhCN';

/** The same error texts in English (keys and placeholders as in errorsZhCN). */
export const errorsEnUS: Record<keyof typeof errorsZhCN, string> = {
  ...jqErrorsEnUS,
  ...convertErrorsEnUS,
  ...queryErrorsEnUS,
  ...yamlErrorsEnUS,
  'syntax.at': 'Line {line}, column {column}: {reason}',
  'syntax.empty': 'The input is empty: paste or type JSON',
  'syntax.endBeforeValue': 'Unexpected end of input: a value is missing',
  'syntax.endBeforeKey': 'Unexpected end of input: a key is missing',
  'syntax.endBeforeColon': 'Unexpected end of input: the colon : is missing',
  'syntax.endBeforeCloser': 'Unexpected end of input: “{closer}” is missing',
  'syntax.unterminatedString':
    'Unterminated string: the string starting here has no closing quote "',
  'syntax.lineBreakInString':
    'A string cannot contain a line break; write it as \\n (is a closing quote missing?)',
  'syntax.controlChar':
    'A string cannot contain the control character {char}; escape it (e.g. \\t)',
  'syntax.invalidEscape':
    'Invalid escape “{escape}”: only \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX are allowed',
  'syntax.invalidUnicodeEscape': '\\u must be followed by 4 hex digits (e.g. \\u4E2D)',
  'syntax.unescapedQuote': 'A double quote " inside a string must be written as \\"',
  'syntax.trailingComma': 'Trailing comma: no comma is allowed before “{closer}”',
  'syntax.singleQuoteKey': 'Keys must be in double quotes, not single quotes',
  'syntax.singleQuoteString': 'Strings must be in double quotes, not single quotes',
  'syntax.comment': 'JSON does not allow comments (turn on “Lenient”)',
  'syntax.unclosedComment': 'Unclosed comment: */ is missing',
  'syntax.literalCase': 'Invalid value “{word}”: JSON writes it as {literal}',
  'syntax.unquotedString': 'Invalid value “{word}”: strings must be in double quotes',
  'syntax.unsupportedValue': 'JSON does not support {word}',
  'syntax.leadingZero':
    'A number cannot start with 0 (like 012): remove the leading 0 or make it a string',
  'syntax.hexNumber': 'JSON has no hexadecimal numbers (like 0x1F): write it in decimal',
  'syntax.plusSign': 'A number cannot start with +',
  'syntax.leadingDot': 'A number must start with a digit (0.5, not .5)',
  'syntax.minusWithoutDigits': 'Invalid number: a digit must follow the minus sign',
  'syntax.fractionWithoutDigits':
    'Invalid number: a digit must follow the decimal point (e.g. 1.0)',
  'syntax.exponentWithoutDigits': 'Invalid number: a digit must follow the exponent e (e.g. 1e10)',
  'syntax.unquotedKey': 'Keys must be in double quotes: write “{word}” as "{word}"',
  'syntax.expectedKey': 'A key in double quotes is expected here, not {char}',
  'syntax.missingColon': 'A colon : is missing after the key; found {char}',
  'syntax.missingComma': 'Missing comma: a , is needed between the previous value and {char}',
  'syntax.mismatchedBracket': 'Mismatched bracket: “{closer}” is expected here, not {char}',
  'syntax.expectedCommaOrCloser': 'Unexpected character {char}: , or {closer} is expected here',
  'syntax.unexpectedComma': 'Extra comma: a value is expected here',
  'syntax.unexpectedColon': 'Unexpected colon: a value is expected here',
  'syntax.missingValue': 'A value is missing here; found {char}',
  'syntax.unexpectedChar': 'Unexpected character {char}: a value is expected here',
  'syntax.extraContent': 'The JSON has ended, but more content follows: {char}',
  'syntax.fullWidthComma':
    'This is a full-width (Chinese) comma {char}; JSON needs the ASCII comma {ascii} (Repair replaces it)',
  'syntax.fullWidthColon':
    'This is a full-width (Chinese) colon {char}; JSON needs the ASCII colon {ascii} (Repair replaces it)',
  'syntax.fullWidthQuote':
    'This is a full-width (Chinese) quote {char}; JSON needs the ASCII double quote {ascii} (Repair replaces it)',
  'syntax.fullWidthBracket':
    'This is a full-width (Chinese) bracket {char}; JSON needs the ASCII bracket {ascii} (Repair replaces it)',
  'syntax.fullWidthBrace':
    'This is a full-width brace {char}; JSON needs the ASCII brace {ascii} (Repair replaces it)',
  'syntax.fullWidthSpace':
    'This is a full-width space (U+3000); JSON allows only ASCII spaces (Repair replaces it)',
  'syntax.fullWidthSemicolon':
    'This is a full-width (Chinese) semicolon {char}; JSON separates items with the ASCII comma {ascii} (Repair replaces it)',
  'syntax.fullWidthParen':
    'This is a full-width (Chinese) parenthesis {char}; JSON has no parentheses: objects use {}, arrays [] (Repair first makes it the ASCII {ascii})',
  'syntax.fullWidthDigit':
    'This is a full-width digit or sign {char}; JSON numbers use the ASCII {ascii} (Repair replaces it)',
  'syntax.tooDeep':
    'Nested too deeply: the text goes {depth} levels deep, beyond the limit of {max} (exceeded from here)',
  'error.repairEmpty': 'The input is empty: paste the content to repair',
  'error.repairUnexpectedChar':
    'Cannot repair automatically: {char} is not expected at line {line}, column {column}',
  'error.repairInvalidChar':
    'Cannot repair automatically: invalid character {char} at line {line}, column {column}',
  'error.repairUnexpectedEnd':
    'Cannot repair automatically: the content ends unexpectedly at line {line}, column {column}',
  'error.repairKeyExpected':
    'Cannot repair automatically: an object key is expected at line {line}, column {column}, not {char}',
  'error.repairColonExpected':
    'Cannot repair automatically: a colon : is expected at line {line}, column {column}, not {char}',
  'error.repairInvalidUnicode':
    'Cannot repair automatically: invalid \\u escape at line {line}, column {column}',
  'error.repairFailed': 'Cannot repair automatically (line {line}, column {column}): {detail}',
  'error.repairTooDeep': 'The content is nested too deeply to repair automatically',
  'error.queryEmpty': 'Enter a query expression',
  'error.jsonPathInvalid': 'Invalid JSONPath expression: {detail}',
  'error.jmesPathInvalid': 'Invalid JMESPath expression: {detail}',
  'error.convertEmpty': 'The input is empty',
  'error.convertTooDeep': 'Nested more than {max} levels deep: cannot convert to {format}',
  'error.libraryTooDeep': '{format} is nested too deeply to process',
  'error.libraryFailed': '{format} processing failed: {detail}',
  'error.tomlNeedsObject':
    'Converting to TOML needs an object at the top (a TOML document is a table)',
  'error.tomlNonFinite': 'JSON has no form for {value} (line {line}, column {column} of the TOML)',
  'error.tomlNull': 'TOML has no null (at {path})',
  'error.tomlSyntax': 'Invalid TOML at line {line}, column {column}: {detail}',
  'error.csvNeedsRows':
    'Converting to CSV needs an array of objects (one per row) or an array of arrays',
  'error.csvUnclosedQuote': 'Invalid CSV at line {line}: a quote is not closed',
  'error.csvEmpty': 'The CSV is empty: its first line should name the columns',
  'error.yamlSyntaxAt': 'Invalid YAML at line {line}, column {column}: {reason}',
  'error.yamlTooDeep': 'The YAML is nested more than {max} levels deep: cannot convert it',
  'error.yamlUnsupported': 'The YAML holds content that JSON cannot represent',
  'error.yamlAliasExpansion':
    'The YAML’s aliases (*name) expand to more than {max} values (an “alias bomb”?): not converted',
  'error.yamlNumber': 'The YAML value {value} cannot be a JSON number',
  'error.xmlSyntax': 'Invalid XML at line {line}, column {column}: {detail}',
  'error.queryStringNeedsObject': 'Converting to a URL query string needs an object at the top',
  'error.nonFiniteNumber': 'JSON does not support the number {value}',
  'error.typesTooDeep': 'Nested more than {max} levels deep: cannot generate types',
  'error.outOfMemory': 'Processing failed: the browser ran out of memory or nesting depth',
  'error.crashed': 'Background processing failed: {detail}',
} as const;
