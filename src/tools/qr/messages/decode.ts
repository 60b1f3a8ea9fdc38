/** QR screen text: reading codes from images, and errors. */
export const decodeZhCN = {
  'decode.drop': '点击选择、拖入图片，或直接按 Ctrl+V 粘贴截图',
  'decode.hint':
    '支持照片和截图（PNG、JPEG、WebP、GIF、BMP），一张图里有多个二维码也能识别；图片只在本机处理。',
  'decode.reading': '正在识别…',
  'decode.none': '图片中没有找到二维码。请换一张更清晰、二维码更完整的图片。',
  'decode.found': '识别到 {count} 个二维码',
  'decode.badImage': '无法读取这张图片（{name}），请确认它是图片文件。',
  'decode.result': '第 {index} 个结果',
  'decode.copy': '复制文本',
  'decode.isUrl': '网址（不会自动打开）',
  'decode.isScript': '脚本链接，请勿打开',
  'decode.useAsContent': '用此内容生成',
  'decode.hidden': '含有 {count} 个不可见字符，已显示为 ⟨U+…⟩；复制和生成时仍是原文',
  'decode.reorders':
    '含有改变文字显示方向的隐藏字符：它会让内容看起来与实际不同（例如把 .exe 显示成 .png），请谨慎打开',
  'decode.hiddenMark': '隐藏字符 {code}',
  'decode.imageAlt': '待识别的图片',
  'decode.pasted': '粘贴的图片',
  'error.geoRange': '{field}应为 {min} 到 {max} 之间的数字',
  'error.phoneCharacters':
    '电话号码不能包含 {characters}：只能用数字、开头的 +、* # , ;（字母不会被拨出，请写成数字）',
  'error.internal': '出错了：{detail}。您的输入已保留，可以重试。',
};
