/** How JSON解析 words an invalid query expression (`column` counts in the expression). */
export const queryErrorsZhCN = {
  'error.jsonPathRoot': 'JSONPath 表达式第 {column} 列：应以 $（根）开头，例如 $.items[0]',
  'error.jsonPathExpected': 'JSONPath 表达式第 {column} 列：此处缺少键名、* 或 [',
  'error.jsonPathUnexpected': 'JSONPath 表达式第 {column} 列：意外的字符 {char}',
  'error.jsonPathUnclosed': 'JSONPath 表达式第 {column} 列的 {char} 没有闭合',
  'error.jsonPathScript': 'JSONPath 表达式第 {column} 列：过滤条件写法有误（{detail}）',
  'error.jsonPathScriptMissing':
    'JSONPath 表达式第 {column} 列：过滤条件在这里缺少值（运算符或括号后面缺内容）',
  'error.jsonPathScriptUnclosed': 'JSONPath 表达式第 {column} 列：过滤条件里的 {char} 没有闭合',
  'error.jsonPathScriptUnexpected': 'JSONPath 表达式第 {column} 列：过滤条件里不应出现 {char}',
  'error.jsonPathUnknownName':
    "JSONPath 表达式第 {column} 列：过滤条件里没有 {name} 这个名称（键名请写成 @.键名 或 @['键名']）",
  'error.jsonPathNotFunction': 'JSONPath 表达式第 {column} 列：{name} 不是可调用的函数',
  'error.jmesPathSyntax': 'JMESPath 表达式第 {column} 列有误：{detail}',
  'error.jmesPathIncomplete': 'JMESPath 表达式在第 {column} 列意外结束：缺少后续部分或右括号',
  'error.jmesPathFunction': 'JMESPath 表达式第 {column} 列的函数 {name}() 无法执行：{detail}',
  'error.queryTooLarge':
    '这个查询要读取的对象和数组超过 {limit} 个，会耗尽页面内存，已停止。请缩小范围（如 [0:1000].name），或改用 JSONPath：只含键名、下标、* 和 .. 的路径（如 $..name、$[*].name）可以读取整个大文档',
} as const;
