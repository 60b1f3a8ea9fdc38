/**
 * The input pane's words about files and errors in Simplified Chinese: file encodings, the
 * encoding choice, and how to reach an error in a large input.
 */
export const inputZhCN = {
  'encoding.label': '编码：{name}',
  'encoding.how.bom': '（按 BOM 判断）',
  'encoding.how.nul': '（按字节特征判断）',
  'encoding.how.utf8': '',
  'encoding.how.chosen': '（你选择的）',
  'encoding.name.utf-8-lossy': 'UTF-8（无效字节已替换为 �）',
  'encoding.name.gb18030': 'GB18030（兼容 GBK、GB2312，简体）',
  'encoding.name.big5': 'Big5（繁体）',
  'encoding.title': '“{name}” 不是 UTF-8 编码',
  'encoding.intro': '请选择文件的编码：下面是按各编码读出的开头几行，选文字显示正确的一项。',
  'encoding.unreadable': '有 {count} 处无法识别',
  'encoding.open': '用此编码打开',
  'encoding.cancel': '取消',
  'encoding.choices': '文件编码',
  'error.showInEditor': '在编辑器中打开并定位到出错处',
  'error.tooLargeToEdit':
    '文件太大（{size}），无法在编辑器中打开；上面是出错位置附近的内容，请在原文件中第 {line} 行第 {column} 列修改。',
  'repair.punctuation': '替换了 {count} 处中文标点或全角字符',
  'repair.punctuationAt': '第 {line} 行第 {column} 列',
  'repair.why.fullWidthComma': '中文逗号',
  'repair.why.fullWidthColon': '中文冒号',
  'repair.why.fullWidthQuote': '中文引号',
  'repair.why.fullWidthBracket': '中文方括号',
  'repair.why.fullWidthBrace': '全角花括号',
  'repair.why.fullWidthSpace': '全角空格',
  'repair.why.fullWidthSemicolon': '中文分号，换成逗号',
  'repair.why.fullWidthParen': '中文括号',
  'repair.why.fullWidthDigit': '全角数字，换成半角数字',
} as const;
