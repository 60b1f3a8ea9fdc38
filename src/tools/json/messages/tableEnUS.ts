import type { tableZhCN } from './tableZhCN';

/** The Table tab's texts in English. */
export const tableEnUS: Record<keyof typeof tableZhCN, string> = {
  'tab.table': 'Table',
  'output.title.table': 'Table',
  'running.table': 'Building the table…',
  'running.tableExport': 'Exporting…',
  'table.empty': 'Enter valid JSON to see its arrays of objects as a table here.',
};
