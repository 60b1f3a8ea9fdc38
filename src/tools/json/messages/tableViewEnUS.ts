import type { tableViewZhCN } from './tableViewZhCN';

/** The table's own texts in English, loaded with the table. */
export const tableViewEnUS: Record<keyof typeof tableViewZhCN, string> = {
  'table.noTable': 'The document holds no array or object that can be shown as a table.',
  'table.label': 'JSON table',
  'table.pick': 'Choose the array or object to show',
  'table.candidate': '{path} ({rows} rows)',
  'table.count': 'Showing {shown} / {total} rows',
  'table.fellBack': '“{path}” no longer exists (the document changed); showing the default table.',
  'table.droppedColumns':
    'Too many keys: showing the first {shown} columns, {count} more keys hidden.',
  'table.keyColumn': 'Key',
  'table.valueColumn': 'Value',
  'table.rowNumber': '#',
  'table.sortBy': 'Sort by “{name}”',
  'table.sortedAscending': 'ascending',
  'table.sortedDescending': 'descending',
  'table.filter': 'Filter “{name}”',
  'table.filterPlaceholder': 'contains… or >10',
  'table.filterHelp':
    'Type text to keep the cells containing it; number columns also take >, >=, <, <=, =, != (e.g. >=100, compared exactly as written).',
  'table.filterNotNumber':
    '“{value}” is not a number: a comparison needs one, so this filter is off.',
  'table.missing': '(none)',
  'table.missingTitle': 'This row has no such key (unlike null)',
  'table.keys': '{count} keys',
  'table.items': '{count} items',
  'table.open': 'Show the value of “{name}”',
  'table.openAsTable': 'Open as a table',
  'table.valueOf': 'Value of {path}',
  'table.root': 'root',
  'table.breadcrumb': 'Path of the table shown',
  'table.exportCsv': 'Export CSV',
  'table.exportXlsx': 'Export XLSX',
  'table.bom': 'With BOM (for Excel)',
  'table.exportScope':
    'Exports the {count} rows as filtered and sorted now; numbers as written, null and missing as empty cells, nested values as JSON text.',
  'table.exported': 'Exported {name} ({rows} rows)',
  'table.exportedAsText':
    'Exported {name} ({rows} rows); {count} numbers beyond Excel’s 15 digits were written as text cells so they stay exact instead of being rounded.',
  'table.notEditable':
    'A large file is not in the editor, so the table can be viewed, filtered and exported but not edited. Up to {max}, choose “Show in the editor anyway” under the input, then edit here; larger files can be edited in the Tree view (values, inserts, deletes, sorting).',
  'table.stale': 'The text just changed; the table is refreshing from it. Try again in a moment.',
  'table.nothingChanged': 'Nothing to change.',
  'table.editCell': 'Edit “{name}”',
  'table.editHelp':
    'Enter saves, Esc cancels. A string cell saves the text; other cells take JSON (numbers as typed, true, null, {…}); an empty cell takes JSON when it is JSON, text otherwise.',
  'table.editHint':
    'Double-click a cell to edit; Ctrl+Z undoes, Ctrl+Shift+Z redoes (one history with the editor).',
  'table.cellEdited': 'Changed 1 cell',
  'table.addRow': 'Add row',
  'table.addColumn': 'Add column',
  'table.rowAdded': 'Added 1 row at the end',
  'table.columnAdded': 'Added the key to {count} rows (value null)',
  'table.deleteRows': 'Delete selected rows ({count})',
  'table.rowsDeleted': 'Deleted {count} rows',
  'table.selectRow': 'Select row {row}',
  'table.newRowKey': 'Key of the new row',
  'table.newColumn': 'Key of the new column',
  'table.add': 'Add',
  'table.keyName': 'Key',
};
