/** Texts of the 查询 and 对比 tabs that came with exact queries and the structural diff. */
export const queryZhCN = {
  'query.changes': '查询结果有 {count} 处与原文不同',
  'query.changesHelp': '下面列出每处的位置、原文、结果中的值和原因。',
  'change.queryJqDouble': 'jq 按双精度计算了这个数，结果中的值与原文不同',
  'change.queryJqDoubleMaybe': 'jq 可能按双精度计算了这个数（文档中这样的数太多，无法逐个确认）',
  'change.queryFilterDouble': '过滤条件按双精度计算了这个数（比较按原文，不受影响）',
  'change.queryJmesPathDouble': '按双精度参与了比较或计算，结果中的这个数可能显示为双精度值',
  'change.queryJmesPathKeyOrder':
    '查询构造的这个对象（如 merge() 或字面量）里，数字样的键被排到了最前面，无法还原原来的顺序；“改后”为结果中的键顺序',
  'status.queryChanged': '{found}有 {count} 处与原文不同，见下方列表。',
  'diff.moved': '移动',
  'diff.numericEqual': '数值相等，写法不同',
  'diff.movedFrom': '原位置 {path}',
  'diff.position': '第 {before} 位 → 第 {after} 位',
  'diff.idKey': '数组按键对齐',
  'diff.idKeyPlaceholder': '如 id',
  'diff.showAll': '显示全部（{count} 个字符）',
  'diff.showLess': '收起',
  'diff.hintStructure':
    '“输入”为原 JSON，“新 JSON”为修改后的版本；对象按键对比，数组按最长公共子序列对齐（填写键名如 id 则按该键对齐）；数字按原文比较（1.0 与 1 标为“数值相等，写法不同”）',
} as const;
