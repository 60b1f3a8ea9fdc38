import type { changesZhCN } from './changesZhCN';

/** The change list in English: exactly the keys of changesZhCN. */
export const changesEnUS: Record<keyof typeof changesZhCN, string> = {
  'changes.title': 'The output differs from the input in {count} places',
  'changes.help':
    'Listed below: what the conversion changed or could not keep. The output itself carries no notes; copy and download give it as is.',
  'changes.shown': '{total} in all, showing {from}–{to}',
  'changes.previous': 'Previous',
  'changes.next': 'Next',
  'changes.loading': 'Reading this page…',
  'changes.download': 'Download the change list (CSV)',
  'changes.downloadFailed':
    'The change list could not be made; run the conversion again and retry.',
  'changes.fileName': 'changes',
  'changes.columnPath': 'Place',
  'changes.columnWhy': 'Why',
  'changes.label': 'Change list',
  'changes.before': 'Before',
  'changes.after': 'After',
  'changes.at': 'line {line}, column {column}',
  'changes.left': '(left out)',
  'status.formattedSorted':
    'Formatted; numbers unchanged; Sort keys is on, so keys were reordered.',
  'status.minifiedSorted': 'Minified; numbers unchanged; Sort keys is on, so keys were reordered.',
  'status.convertedChanged':
    'Converted from {from} to {to}; {count} differences from the input (listed above).',
  'convert.yaml12': 'Plain YAML 1.2',
  'convert.guardFormulas': 'Guard formulas',
  'convert.guardFormulasHelp':
    "Cells starting with = + - @ run as formulas when the file is opened in Excel or WPS (CSV injection). When on, such cells get a leading ', listed in the changes.",
  'convert.inferTypesHelp':
    'When on, text written exactly like a JSON number or true/false is read as one (an empty CSV cell as null), each listed in the changes; when off, all stays text',
  'convert.yaml12Help':
    'By default the YAML reads as the same data in YAML 1.1 programs too (PyYAML, SnakeYAML, go-yaml v2); when on, only what YAML 1.2 needs is quoted, so yes, on and 12:30 stay unquoted',
  'change.tomlNull': 'TOML has no null; left out',
  'change.tomlNumberRange':
    'A TOML float is a double and cannot hold this number; written as a string to keep it',
  'change.tomlIntegerRange':
    'TOML integers are 64-bit (readers reject larger ones); written as a string',
  'change.tomlFloatRounded': 'Written as is; TOML floats are doubles, so readers get {read}',
  'change.tomlDuplicateKey':
    'Duplicate key: the last value is kept (as JSON readers do); this one is left out',
  'change.tomlInvalidChar':
    'TOML text is whole characters only (and the file is UTF-8): a lone surrogate became U+FFFD',
  'change.tomlKeyRenamed':
    'TOML keys are whole characters only: a lone surrogate became U+FFFD (numbered if the name was taken)',
  'change.tomlDateAsText': 'JSON has no dates or times: written as the text the TOML has',
  'change.xmlTyped':
    'Detect numbers and booleans is on: this text became a number or boolean (off: kept as a string)',
  'change.xmlMixedText':
    'Text with child elements between its parts: the parts are joined as they are into one #text; where the elements stood in it is not kept',
  'change.xmlCommentDropped': 'JSON has no comments: left out',
  'change.xmlInstructionDropped': 'JSON has no processing instructions: left out',
  'change.xmlElementsGrouped':
    'Elements of one name became one array where the first stood: their order among other elements is not kept',
  'change.csvColumnRenamed':
    'Same column name as an earlier column: renamed {name}, both columns kept',
  'change.csvTyped':
    'Detect numbers and booleans is on: this cell became a number or boolean (off: kept as a string)',
  'change.csvEmptyAsNull':
    'Detect numbers and booleans is on: an empty cell reads as null (off: an empty string)',
  'change.yamlSetAsObject':
    'JSON has no sets (!!set): written as an object whose keys are the members, each null',
  'change.yamlMerged':
    'Merge key “<<” applied (as PyYAML, SnakeYAML and js-yaml do): these keys merged in, keys already there win',
  'change.yamlMergeKeyKept':
    '“<<” is not followed by a mapping or an alias of one, so nothing merges: kept as the plain key “<<” (YAML 1.1 programs refuse it)',
  'change.yamlFloatRounded':
    'Written as is; programs that read numbers as doubles (such as PyYAML) get {read}',
  'change.yamlDuplicateKey':
    'Duplicate key (YAML forbids them): the last value is kept; this one is left out',
  'change.yamlKeyAsText': 'JSON keys are strings: written as the YAML text of the key',
  'change.yamlAsText': 'JSON has no such type (date, binary…): written as a string',
  'change.yaml11Differs':
    'Unquoted: a string in YAML 1.2, but YAML 1.1 programs (PyYAML, SnakeYAML…) read another type',
  'change.yaml11NumberDiffers':
    'Unquoted: a number in YAML 1.2, but YAML 1.1 programs (PyYAML, SnakeYAML…) read it otherwise (017 as octal 15; 0o17 and 1e3 as strings)',
  'change.yamlTagDropped': 'JSON has no tags: {tag} is left out, the text kept as a string',
  'change.xmlRootAdded': 'XML has one root element: wrapped in <root>',
  'change.xmlNameCleaned': 'Not a valid XML element name: changed to a valid one',
  'change.xmlNameCollision': 'Same name as {name} once cleaned: numbered so that both are kept',
  'change.xmlNull': 'XML has no null: written as an empty element, read back as an empty string',
  'change.xmlEmptyArray': 'An empty array has no elements in XML; left out',
  'change.xmlEmptyObject':
    'An empty object is written as an empty element, read back as an empty string',
  'change.xmlNestedArray': 'An array in an array: the inner one is wrapped in <item> elements',
  'change.xmlSingleItem': 'A one-item array is written as one element; it reads back as no array',
  'change.xmlInvalidChar':
    'XML cannot hold some control characters or lone surrogates: replaced by U+FFFD',
  'change.xmlDuplicateKey': 'Duplicate key: the last value is kept; this one is left out',
  'change.xmlKeyOrder':
    'XML attributes and text have no place among the elements: they read back as attributes, then elements, then text',
  'change.csvDuplicateKey': 'Duplicate key: the last value is kept; this one is left out',
  'change.csvNested': 'A cell cannot hold an array or object: written as JSON text',
  'change.csvColumnCollision':
    'Renamed, it would share the name {name} with another key of the same object: numbered, both kept',
  'change.csvNull': 'CSV has no null: written as an empty cell, like an empty string',
  'change.csvKeyRenamed':
    'CSV column names nest at “.”: dots in the key (or an empty key inside a nested one) became “_”, a lone surrogate U+FFFD',
  'change.csvMissingCell':
    'This row lacks these columns: written as empty cells, which read back as extra members',
  'change.csvEmptyCell':
    'An empty cell that overlaps columns of other rows: it does not read back in its place',
  'change.csvKeyOrder':
    'All rows share one column order: this row reads back with its keys in column order',
  'change.csvWrappedInArray':
    'CSV is a table of rows: the object is written as one row, which reads back as a one-item array',
  'change.csvNoColumns':
    'No columns at all: objects without keys cannot be written in CSV, left out',
  'change.csvEmptyRow': 'An empty array is a blank line, which readers skip: left out',
  'change.csvFormulaGuarded':
    "Text starting with = + - @ or a tab would run as a formula in Excel or WPS: a ' was put before it (turn off “Guard formulas” to keep it)",
  'change.csvFormulaKeyGuarded':
    "A column name starting with = + - @ or a tab would run as a formula in Excel or WPS: a ' was put before it (turn off “Guard formulas” to keep it)",
  'change.csvInvalidChar':
    'The CSV file is UTF-8, which cannot hold a lone surrogate: replaced by U+FFFD',
  'change.queryNull': 'Query strings have no null: written as an empty value',
  'change.queryEmpty':
    'No value inside (an empty array or object, or only such): nothing to write in a query string; left out',
  'change.querySingleItem':
    'A one-item array is written as one parameter; it reads back as no array',
  'change.queryIndexedArray':
    'An array of objects or arrays is written as a[0][b]=; it reads back as an object keyed by index',
  'change.queryDuplicateKey': 'Duplicate key: the last value is kept; this one is left out',
  'change.queryKeyRenamed':
    'Parameter names nest with [ ]: brackets, an empty first name and lone surrogates were replaced (numbered when another key has that name)',
  'change.queryInvalidChar':
    'URLs carry UTF-8, which cannot hold a lone surrogate: replaced by U+FFFD',
  'change.untypedFormat':
    'This format has no types: numbers, true/false and strings that look like them ("0") are written as the same text',
  'change.unicodeKeptEscaped': '{char} written as is would break the JSON string: kept escaped',
  'change.unicodeLoneSurrogate': 'A lone surrogate is not a whole character: kept escaped',
};
