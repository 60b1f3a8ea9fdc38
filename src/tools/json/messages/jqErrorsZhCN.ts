/** jq's failures in Simplified Chinese; `{detail}` is jq's own English text. */
export const jqErrorsZhCN = {
  'error.jqSyntax': 'jq 过滤器第 {column} 列有语法错误：{detail}',
  'error.jqCompile': 'jq 过滤器第 {column} 列无法编译：{detail}',
  'error.jqNotDefined':
    'jq 过滤器第 {column} 列：{name} 未定义（函数名写错，或变量没有用 as 绑定）',
  'error.jqRuntime': 'jq 运行出错：{detail}',
  'error.jqCannotIndex':
    'jq 运行出错：{type} 类型的值不能用 {keyType} {key} 取成员（Cannot index {type} with {keyType}）',
  'error.jqCannotIterate':
    'jq 运行出错：{type} 类型的值不能用 .[] 遍历（Cannot iterate over {type}）',
  'error.jqUserError': 'jq 过滤器用 error() 报错：{detail}',
  'error.jqTimeout':
    'jq 运行超过 {seconds} 秒，已停止：过滤器可能陷入了无限循环（如 last(repeat(.))）',
  'error.jqLoadFailed': 'jq 组件加载失败（首次使用 jq 需要联网）：{detail}',
} as const;
