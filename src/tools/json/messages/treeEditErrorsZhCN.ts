/** Why a structured edit (tree, table, paste) was refused, in Simplified Chinese. */
export const treeEditErrorsZhCN = {
  'edit.error.editNoNode': '要修改的节点已不存在（{node}），请刷新后重试',
  'edit.error.editRoot': '根节点不能删除、重命名、复制或移动',
  'edit.error.editNotMember': '{path} 是数组元素，没有键名可改',
  'edit.error.editKeyExists': '{path} 中已有键 “{key}”，请换一个键名',
  'edit.error.editNotContainer': '{path} 不是对象或数组',
  'edit.error.editIndex': '位置 {index} 超出范围（共 {count} 项）',
  'edit.error.editEmptyValue': '值不能为空：字符串请写成 ""，空值写 null',
  'edit.error.editBadValue': '值不是有效的 JSON（第 {line} 行第 {column} 列）：{reason}',
  'edit.error.editSortContainers':
    '{path} 中有对象或数组：按值排序只用于全是简单值的数组，对象数组请用“按键排序…”',
  'edit.error.editSortKeyMissing': '{path} 中没有一项含键 “{key}”，请检查键名',
  'edit.error.editSortKeyContainers':
    '{path} 中有的 “{key}” 是对象或数组，只能按简单值排序，请换一个键',
  'edit.error.editSortKeyNotArray': '{path} 是对象：按键排序只用于对象数组',
  'edit.error.editConflict': '这些修改互相重叠（例如修改已删除的成员），请分开进行',
} as const;
