/**
 * How JSON解析 words XML, TOML and YAML input it cannot read (core/convert/convertErrorCodes.ts),
 * each with where: 第 {line} 行第 {column} 列.
 */
export const convertErrorsZhCN = {
  'error.xmlClosingMismatch':
    'XML 格式错误，第 {line} 行第 {column} 列：结束标签 </{name}> 与开始标签 <{expected}>（第 {openLine} 行第 {openColumn} 列）不配对，应为 </{expected}>',
  'error.xmlClosingNotOpened':
    'XML 格式错误，第 {line} 行第 {column} 列：结束标签 </{name}> 前面没有对应的开始标签',
  'error.xmlBadClosingTag':
    'XML 格式错误，第 {line} 行第 {column} 列：结束标签 </{name}> 写法有误（只能是 </{name}>，不能带属性）',
  'error.xmlUnclosedTag':
    'XML 格式错误，第 {line} 行第 {column} 列：<{name}> 没有结束标签 </{name}>',
  'error.xmlUnclosedTags': 'XML 格式错误：这些标签没有结束标签：{names}',
  'error.xmlSpaceAfterLt':
    'XML 格式错误，第 {line} 行第 {column} 列：“<” 后面不能是空格（文本中的 < 请写成 &lt;）',
  'error.xmlBadName':
    'XML 格式错误，第 {line} 行第 {column} 列：“{name}” 不是有效的名字（不能以数字开头，不能含空格等符号）',
  'error.xmlOpenQuote': 'XML 格式错误，第 {line} 行第 {column} 列：<{name}> 的属性值缺少右引号',
  'error.xmlAttributeNoSpace': 'XML 格式错误，第 {line} 行第 {column} 列：属性 {name} 前面缺少空格',
  'error.xmlAttributeNoValue':
    'XML 格式错误，第 {line} 行第 {column} 列：属性 {name} 没有值（应写成 {name}="…"）',
  'error.xmlAttributeRepeated': 'XML 格式错误，第 {line} 行第 {column} 列：属性 {name} 重复',
  'error.xmlBadAmpersand':
    'XML 格式错误，第 {line} 行第 {column} 列：“&” 后面不是实体（文本中的 & 请写成 &amp;）',
  'error.xmlUnexpectedChar':
    'XML 格式错误，第 {line} 行第 {column} 列：这里不能出现 “{char}”（文本应写在元素里面）',
  'error.xmlTextOutsideRoot':
    'XML 格式错误，第 {line} 行第 {column} 列：根元素之后还有文本（XML 只能有一个根元素，文本应写在元素里面）',
  'error.xmlMultipleRoots':
    'XML 格式错误，第 {line} 行第 {column} 列：第二个根元素（XML 只能有一个根元素，请把它们包在一个元素里）',
  'error.xmlNoRoot': 'XML 格式错误：没有元素（XML 至少要有一个根元素，如 <root>…</root>）',
  'error.xmlDeclarationNotFirst':
    'XML 格式错误，第 {line} 行第 {column} 列：<?xml …?> 声明只能写在文档最开头',
  'error.tomlInvalidValue':
    'TOML 格式错误，第 {line} 行第 {column} 列：值无效（字符串要加引号；数字、日期、true/false 按 TOML 的写法）',
  'error.tomlLeadingZero': 'TOML 格式错误，第 {line} 行第 {column} 列：数字不能以 0 开头',
  'error.tomlUnderscore':
    'TOML 格式错误，第 {line} 行第 {column} 列：数字中的 “_” 只能写在两个数字之间',
  'error.tomlBadNumber': 'TOML 格式错误，第 {line} 行第 {column} 列：数字写法有误',
  'error.tomlIntegerTooBig':
    'TOML 格式错误，第 {line} 行第 {column} 列：整数 {value} 超出 64 位范围（TOML 整数限 −2⁶³ 到 2⁶³−1；更大的数请写成字符串）',
  'error.tomlBadDate': 'TOML 格式错误，第 {line} 行第 {column} 列：日期或时间无效',
  'error.tomlControlChar':
    'TOML 格式错误，第 {line} 行第 {column} 列：字符串或注释中不能直接包含控制字符（请用转义，如 \\t）',
  'error.tomlNeedsLineEnd':
    'TOML 格式错误，第 {line} 行第 {column} 列：每个“键 = 值”后面必须换行（值后面多了内容）',
  'error.tomlExpectedComma':
    'TOML 格式错误，第 {line} 行第 {column} 列：缺少逗号，或数组、内联表没有结束',
  'error.tomlUnclosedTable': 'TOML 格式错误，第 {line} 行第 {column} 列：表头缺少 “]” 或 “]]”',
  'error.tomlBadKey':
    'TOML 格式错误，第 {line} 行第 {column} 列：键写法有误：含空格或符号的键要加引号，键后面要有“=”，表头要以 “]” 结束',
  'error.tomlBadEscape':
    'TOML 格式错误，第 {line} 行第 {column} 列：无效的转义（只允许 \\b \\t \\n \\f \\r \\" \\\\ \\uXXXX \\UXXXXXXXX）',
  'error.tomlRedefined': 'TOML 格式错误，第 {line} 行第 {column} 列：这个键或表前面已经定义过',
  'error.tomlUnclosedArray': 'TOML 格式错误，第 {line} 行第 {column} 列：数组缺少 “]”',
  'error.tomlUnclosedString': 'TOML 格式错误，第 {line} 行第 {column} 列：字符串缺少右引号',
  'error.tomlTooDeep': 'TOML 格式错误，第 {line} 行第 {column} 列：嵌套太深，无法转换',
  'error.yamlDuplicateKeyAt':
    'YAML 格式错误，第 {line} 行第 {column} 列：键 {key} 重复（YAML 不允许同一映射中有重复的键）',
  'error.yamlKeyCollisionAt':
    'YAML 第 {line} 行第 {column} 列：键 {key} 与前面一个键转成 JSON 后同名（JSON 的键都是字符串，1 和 "1" 是同一个键），请改掉其中一个',
} as const;
