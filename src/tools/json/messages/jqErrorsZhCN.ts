/** jq's failures in Simplified Chinese; `{detail}` is jq's own English text. */
export const jqErrorsZhCN = {
  'error.jqSyntax': 'jq 过滤器第 {column} 列语法错误：{detail}',
  'error.jqCompile': 'jq 过滤器第 {column} 列无法编译：{detail}',
  'error.jqNotDefined': 'jq 过滤器第 {column} 列：{name} 未定义',
  'error.jqRuntime': 'jq 运行出错：{detail}',
  'error.jqCannotIndex': 'jq 运行出错：{type} 类型的值不能用 {keyType} {key} 取成员',
  'error.jqCannotIterate': 'jq 运行出错：{type} 类型的值不能用 .[] 遍历',
  'error.jqTimeout': 'jq 运行超过 {seconds} 秒已停止，过滤器可能陷入了无限循环',
  'error.jqLoadFailed': 'jq 加载失败（首次使用需联网）：{detail}',
  'error.jqTooLarge':
    '输入有 {size}，超过 jq 可处理的 {limit}：jq 需要把整个文档复制进它的 WebAssembly 内存并逐个建成值，会耗尽页面内存。请改用 JSONPath 或 JMESPath，或先用它们选出一部分，复制为输入后再用 jq',
} as const;
