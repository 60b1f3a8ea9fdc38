import { defineMessages } from '../../../app/i18n/translate';

/** QR screen text: style options, colours and the logo. */
export const styleMessages = defineMessages(
  {
    'options.title': '样式与纠错',
    'options.level': '纠错等级',
    'options.level.L': 'L',
    'options.level.M': 'M',
    'options.level.Q': 'Q',
    'options.level.H': 'H',
    'options.level.hint':
      '{level} 级：约 {percent} 的码面损坏仍可识别。等级越高越耐脏污，但同样内容需要更大的版本。',
    'options.level.raised': '已添加 Logo，纠错等级自动提高到 {level}（约 {percent} 可恢复）',
    'options.size': '图片尺寸',
    'options.margin': '留白（模块）',
    'options.foreground': '前景色',
    'options.background': '背景色',
    'options.swap': '交换颜色',
    'options.reset': '恢复默认样式',
    'options.lowContrast':
      '前景色与背景色对比度只有 {ratio}:1（建议至少 {min}:1），很多手机可能扫不出来。',
    'options.inverted': '当前是浅色码在深色背景上，部分扫码软件无法识别反色二维码。',
    'logo.label': 'Logo',
    'logo.upload': '上传 Logo',
    'logo.remove': '移除 Logo',
    'logo.scale': 'Logo 大小',
    'logo.tooLarge': '图片“{name}”有 {size}，Logo 不能超过 {max}。',
    'logo.notImage': '“{name}”不是可用的图片（支持 PNG、JPEG、WebP、GIF、SVG）。',
    'logo.current': '当前 Logo：{name}',
  },
  {
    'options.title': 'Style and error correction',
    'options.level': 'Error correction',
    'options.level.L': 'L',
    'options.level.M': 'M',
    'options.level.Q': 'Q',
    'options.level.H': 'H',
    'options.level.hint':
      'Level {level}: still scans with about {percent} of the code damaged. Higher levels survive more but need a bigger version.',
    'options.level.raised':
      'A logo is set, so error correction is raised to {level} (about {percent} recoverable)',
    'options.size': 'Image size',
    'options.margin': 'Quiet zone (modules)',
    'options.foreground': 'Foreground',
    'options.background': 'Background',
    'options.swap': 'Swap colours',
    'options.reset': 'Reset style',
    'options.lowContrast':
      'Contrast is only {ratio}:1 (at least {min}:1 recommended); many phones may fail to scan it.',
    'options.inverted':
      'Light code on a dark background: some scanners cannot read inverted codes.',
    'logo.label': 'Logo',
    'logo.upload': 'Upload logo',
    'logo.remove': 'Remove logo',
    'logo.scale': 'Logo size',
    'logo.tooLarge': '“{name}” is {size}; a logo can be at most {max}.',
    'logo.notImage': '“{name}” is not a usable image (PNG, JPEG, WebP, GIF, SVG).',
    'logo.current': 'Logo: {name}',
  },
);
