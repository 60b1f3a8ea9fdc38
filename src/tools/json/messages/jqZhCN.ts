/** Texts of jq in the 查询 tab. */
export const jqZhCN = {
  'query.hintJq': '示例：.items[] | select(.price > 10) | .name、keys、length',
  'query.change.jqDouble': 'jq 按双精度 {after} 计算（原文 {before}）',
  'query.change.jqDoubleMaybe': 'jq 可能按 {after} 计算（原文 {before}）',
  'query.output': '第 {n} 个结果',
  'status.jqOutputs': 'jq 输出 {count} 个结果。',
  'status.jqMore': 'jq 输出超过 {shown} 个结果，只显示前 {shown} 个。',
} as const;
