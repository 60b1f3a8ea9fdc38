/** The camera check: whether a phone reads the code, why not, and the one-click fixes. */
export const cameraZhCN = {
  'camera.ok': '模拟手机摄像头拍摄（模糊、噪点、反光、倾斜）也能识别',
  'camera.figures':
    '每个模块 {ppm} 像素 · 按 300 dpi 打印为 {mm} mm 见方 · 打印时建议不小于 {min} mm',
  'camera.failed': '手机可能扫不出：原图能解码，但模拟手机摄像头拍摄后无法识别',
  'camera.failed.size': '手机可能扫不出：模块太细',
  'camera.contrast':
    '颜色对比度只有 {ratio}:1，反光或光线暗时摄像头分不清深浅模块（至少需要 4.5:1）。',
  'camera.moduleSize': '每个模块只有 {ppm} 像素，显示或打印出来太细，手机难以分辨（至少 4 像素）。',
  'camera.moduleSize.noFix':
    '内容太多：即使用最大尺寸，模块也太细。请删减内容，或选择更低的纠错等级。',
  'camera.quietZone':
    '四周留白只有 {margin} 个模块，放在深色或花哨的背景上时手机找不到二维码（建议 4 个）。',
  'camera.logo': 'Logo 遮住了太多模块：去掉 Logo 后就能识别。',
  'camera.generic': '模拟拍摄（模糊、噪点、倾斜）后无法识别。',
  'camera.fix.colors': '改用更深的颜色（{fg}）',
  'camera.fix.size': '放大到 {size} 像素',
  'camera.fix.margin': '留白改为 {margin}',
  'camera.fix.level': '纠错等级改为 {level}',
  'camera.fix.logoScale': 'Logo 缩小到 {scale}%',
  'camera.paintContrast.gradient':
    '渐变终点色与背景的对比度只有 {ratio}:1（至少 4.5:1），这部分模块在反光或暗光下会消失，纠错能力被提前用掉。',
  'camera.paintContrast.eye':
    '码眼颜色与背景的对比度只有 {ratio}:1（至少 4.5:1），手机难以找到三个定位点。',
  'camera.moduleShape': '码点形状太小或太碎，模拟拍摄后无法识别；换成更饱满的形状就能识别。',
  'camera.eyeShape': '码眼形状让手机难以找到定位点；改为方形就能识别。',
  'camera.fix.gradientTo': '渐变终点改用更深的颜色（{color}）',
  'camera.fix.eyeColor': '码眼改用更深的颜色（{color}）',
  'camera.fix.modules': '码点改为{shape}',
  'camera.fix.eyes': '码眼改为方形',
};
