/**
 * How JSON解析 words an output's change list in Simplified Chinese: the list's own labels
 * (`changes.*`) and why each change was made (`change.<code>`, one per core ChangeCode).
 */
export const changesZhCN = {
  'changes.title': '输出与输入有 {count} 处不同',
  'changes.help':
    '下面列出输出改动或无法保留的地方；输出本身不含这些说明，复制和下载的也是原样的结果。',
  'changes.shown': '共 {total} 处，显示第 {from}–{to} 处',
  'changes.previous': '上一页',
  'changes.next': '下一页',
  'changes.loading': '正在读取这一页…',
  'changes.download': '下载变更清单（CSV）',
  'changes.downloadFailed': '变更清单没能生成，请再转换一次后重试。',
  'changes.fileName': '变更清单',
  'changes.columnPath': '位置',
  'changes.columnWhy': '原因',
  'changes.label': '改动列表',
  'changes.before': '原来',
  'changes.after': '现在',
  'changes.at': '第 {line} 行第 {column} 列',
  'changes.left': '（省略）',
  'status.formattedSorted': '格式化完成，数字保持原样；“排序键”已开启，键已按顺序重排。',
  'status.minifiedSorted': '压缩完成，数字保持原样；“排序键”已开启，键已按顺序重排。',
  'status.convertedChanged': '已从 {from} 转换为 {to}，有 {count} 处与输入不同（见上方列表）。',
  'convert.yaml12': '纯 YAML 1.2',
  'convert.guardFormulas': '防止公式注入',
  'convert.guardFormulasHelp':
    "以 = + - @ 开头的单元格在 Excel、WPS 中打开时会被当作公式运行（CSV 注入）。开启时在这些单元格前加 '，并列在变更清单中。",
  'convert.inferTypesHelp':
    '开启时，写法与 JSON 数字或 true/false 完全相同的文本读成数字或布尔值（CSV 的空单元格读作 null），每一处都列在改动列表中；关闭时一律保留为字符串',
  'convert.yaml12Help':
    '默认输出的 YAML 也能被 YAML 1.1 程序（PyYAML、SnakeYAML、go-yaml v2）读成同样的数据；开启后只按 YAML 1.2 加引号，yes、on、12:30 等不再加引号',
  'change.tomlNull': 'TOML 没有 null，已省略',
  'change.tomlNumberRange': 'TOML 浮点数是双精度，表示不了这个数：写成字符串以保留原文',
  'change.tomlIntegerRange':
    'TOML 整数限 64 位，超出范围的整数写成字符串（读取器会拒绝这样的整数）',
  'change.tomlFloatRounded': '按原文写出；TOML 浮点数是双精度，读取器会读成 {read}',
  'change.tomlDuplicateKey': '重复的键：保留最后一个值（与 JSON 解析器相同），省略这一个',
  'change.tomlInvalidChar':
    'TOML 文本只能由完整的字符组成（文件是 UTF-8）：单独的代理项换成了 U+FFFD',
  'change.tomlKeyRenamed':
    'TOML 的键只能由完整的字符组成：单独的代理项换成了 U+FFFD，与同级的键重名时加序号',
  'change.tomlDateAsText': 'JSON 没有日期时间类型：按 TOML 原文写成字符串',
  'change.xmlTyped': '“识别数字和布尔值”已开启：这段文本写成了数字或布尔值（关闭后保留为字符串）',
  'change.xmlMixedText':
    '文本中间夹着子元素：各段文本按原样连成一个 #text，子元素在文本中的位置没有保留',
  'change.xmlCommentDropped': 'JSON 没有注释：已省略',
  'change.xmlInstructionDropped': 'JSON 没有处理指令：已省略',
  'change.xmlElementsGrouped':
    '同名元素合成一个数组，放在第一次出现的位置：与其他元素的先后次序没有保留',
  'change.csvColumnRenamed': '列名与前面的列重复：改名为 {name}，两列都保留',
  'change.csvTyped': '“识别数字和布尔值”已开启：这个单元格写成了数字或布尔值（关闭后保留为字符串）',
  'change.csvEmptyAsNull': '“识别数字和布尔值”已开启：空单元格读作 null（关闭后是空字符串）',
  'change.yamlSetAsObject': 'JSON 没有集合（!!set）：写成对象，成员是键，值都是 null',
  'change.yamlMerged':
    '合并键 “<<” 已展开（与 PyYAML、SnakeYAML、js-yaml 相同）：并入这些键，已有的键不被覆盖',
  'change.yamlMergeKeyKept':
    '“<<” 后面不是映射或映射的别名，无法合并：按普通键 “<<” 保留（YAML 1.1 程序会报错）',
  'change.yamlFloatRounded': '按原文写出；按双精度读数字的程序（如 PyYAML）会读成 {read}',
  'change.yamlDuplicateKey': '重复的键（YAML 不允许）：保留最后一个值，省略这一个',
  'change.yamlKeyAsText': 'JSON 的键只能是字符串：按 YAML 原文写成字符串',
  'change.yamlAsText': 'JSON 没有这种类型（日期、二进制等）：写成字符串',
  'change.yaml11Differs':
    '未加引号：YAML 1.2 读作字符串，YAML 1.1 程序（PyYAML、SnakeYAML 等）会读成别的类型',
  'change.yaml11NumberDiffers':
    '未加引号：YAML 1.2 读作这个数，YAML 1.1 程序（PyYAML、SnakeYAML 等）会读成别的值（017 读作八进制 15，0o17、1e3 读作字符串）',
  'change.yamlTagDropped': 'JSON 没有标签：省略了 {tag}，按字符串保留文本',
  'change.xmlRootAdded': 'XML 只能有一个根元素：包在 <root> 里',
  'change.xmlNameCleaned': '不是有效的 XML 元素名：改成了有效的名字',
  'change.xmlNameCollision': '改名后与 {name} 重名：加了序号，两者都保留',
  'change.xmlNull': 'XML 没有 null：写成空元素，读回是空字符串',
  'change.xmlEmptyArray': '空数组在 XML 中没有元素，已省略',
  'change.xmlEmptyObject': '空对象写成空元素，读回是空字符串',
  'change.xmlNestedArray': '数组中的数组：内层包在 <item> 元素里',
  'change.xmlSingleItem': '只有一项的数组写成一个元素，读回不再是数组',
  'change.xmlInvalidChar': 'XML 不能包含某些控制字符或单独的代理项：换成了 U+FFFD',
  'change.xmlDuplicateKey': '重复的键：保留最后一个值，省略这一个',
  'change.xmlKeyOrder': 'XML 的属性与文本没有固定的位置：读回时依次是属性、子元素、文本',
  'change.csvDuplicateKey': '重复的键：保留最后一个值，省略这一个',
  'change.csvNested': '单元格放不下数组或对象：写成 JSON 文本',
  'change.csvColumnCollision': '改名后与同一对象中的 {name} 重名：加了序号，两者都保留',
  'change.csvNull': 'CSV 没有 null：写成空单元格，与空字符串相同',
  'change.csvKeyRenamed':
    'CSV 列名用“.”表示嵌套：键名中的“.”（或嵌套中的空键名）改成了“_”，单独的代理项换成了 U+FFFD',
  'change.csvMissingCell': '这一行没有这些列：写成空单元格，读回时多出这些项',
  'change.csvEmptyCell': '空单元格与其他行的列重叠：读回时不在原处',
  'change.csvKeyOrder': '列的顺序由各行共用：读回时这一行的键按列的顺序排列',
  'change.csvWrappedInArray': 'CSV 是多行的表：一个对象写成一行，读回是只有一项的数组',
  'change.csvNoColumns': '没有任何列：没有键的对象在 CSV 中写不出来，已省略',
  'change.csvEmptyRow': '空数组是空行，读取器会跳过：已省略',
  'change.csvFormulaGuarded':
    "以 = + - @ 或制表符开头的文本会被 Excel、WPS 当作公式运行：前面加了 '（可在“防止公式注入”关闭）",
  'change.csvFormulaKeyGuarded':
    "以 = + - @ 或制表符开头的列名会被 Excel、WPS 当作公式运行：前面加了 '（可在“防止公式注入”关闭）",
  'change.csvInvalidChar': 'CSV 文件用 UTF-8 保存，放不下单独的代理项：换成了 U+FFFD',
  'change.queryNull': '查询字符串没有 null：写成空值',
  'change.queryEmpty': '没有可写的值（空数组、空对象或只含它们）：查询字符串中没有内容，已省略',
  'change.querySingleItem': '只有一项的数组写成一个参数，读回不再是数组',
  'change.queryIndexedArray': '含对象或数组的数组写成 a[0][b]= 形式，读回是以序号为键的对象',
  'change.queryDuplicateKey': '重复的键：保留最后一个值，省略这一个',
  'change.queryKeyRenamed':
    '查询参数名用 [ ] 表示嵌套：键名中的 [ ]、开头的空键名和单独的代理项改掉了，与同级的键重名时加序号',
  'change.queryInvalidChar': 'URL 用 UTF-8 编码，放不下单独的代理项：换成了 U+FFFD',
  'change.untypedFormat':
    '这种格式没有类型：数字、true/false 和看起来像它们的字符串（如 "0"）写成同样的文本',
  'change.unicodeKeptEscaped': '{char} 直接写出会破坏 JSON 字符串：保留为转义',
  'change.unicodeLoneSurrogate': '单独的代理项不是完整的字符：保留为转义',
} as const;
