/** The 表格视图 tab's texts in Simplified Chinese. */
export const tableZhCN = {
  'tab.table': '表格视图',
  'output.title.table': '表格视图',
  'running.table': '正在生成表格…',
  'running.tableExport': '正在导出…',
  'table.empty': '输入有效的 JSON 后，这里把对象数组显示为表格。',
};
