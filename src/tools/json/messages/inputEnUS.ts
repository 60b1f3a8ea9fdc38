import type { inputZhCN } from './inputZhCN';

/** The same input-pane texts in English (keys and placeholders as in inputZhCN). */
export const inputEnUS: Record<keyof typeof inputZhCN, string> = {
  'encoding.label': 'Encoding: {name}',
  'encoding.how.bom': ' (from its BOM)',
  'encoding.how.nul': ' (from its byte pattern)',
  'encoding.how.utf8': '',
  'encoding.how.chosen': ' (your choice)',
  'encoding.name.utf-8-lossy': 'UTF-8 (invalid bytes replaced by �)',
  'encoding.name.gb18030': 'GB18030 (covers GBK and GB2312, Simplified Chinese)',
  'encoding.name.big5': 'Big5 (Traditional Chinese)',
  'encoding.title': '“{name}” is not UTF-8',
  'encoding.intro':
    'Choose the file’s encoding: below are its first lines as each encoding reads them; pick the one whose text reads right.',
  'encoding.unreadable': '{count} unreadable',
  'encoding.open': 'Open with this encoding',
  'encoding.cancel': 'Cancel',
  'encoding.choices': 'File encoding',
  'error.showInEditor': 'Open in the editor at the error',
  'error.tooLargeToEdit':
    'The file is too large ({size}) to open in the editor; the text around the error is shown above: fix it in the original file at line {line}, column {column}.',
  'repair.punctuation': 'Replaced {count} full-width punctuation marks or characters',
  'repair.punctuationAt': 'Line {line}, column {column}',
  'repair.why.fullWidthComma': 'full-width comma',
  'repair.why.fullWidthColon': 'full-width colon',
  'repair.why.fullWidthQuote': 'full-width quote',
  'repair.why.fullWidthBracket': 'full-width bracket',
  'repair.why.fullWidthBrace': 'full-width brace',
  'repair.why.fullWidthSpace': 'full-width space',
  'repair.why.fullWidthSemicolon': 'full-width semicolon, made a comma',
  'repair.why.fullWidthParen': 'full-width parenthesis',
  'repair.why.fullWidthDigit': 'full-width digits, made ASCII digits',
} as const;
