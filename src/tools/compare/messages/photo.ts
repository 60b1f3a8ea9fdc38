import { defineMessages } from '../../../app/i18n/translate';

/**
 * 比价器 text for reading price tags and screenshots, loaded with the reader (only the button
 * and the dialog's title are in the screen's own catalogue).
 */
const photoZhCN = {
  'photo.take': '拍价签',
  'photo.choose': '选择图片',
  'photo.hint':
    '拍货架价签，或选择 / 粘贴（Ctrl+V）淘宝、京东、拼多多、美团、盒马的商品页或购物车截图；一张图里有多个价签会得到多个商品。',
  'photo.private': '照片只在本机识别，不会上传。',
  'photo.download':
    '首次识别需下载识别模型 {size}（仅一次，来自本站，之后可离线使用）。选择图片后开始下载。',
  'photo.downloading': '正在下载识别模型：{done} / {total}',
  'photo.reading': '正在识别文字…',
  'photo.readingLines': '正在识别第 {done} / {total} 行文字',
  'photo.none': '没有在图中找到价格或规格。请拍得更近、更正，避免反光，或换一张截图。',
  'photo.found': '识别到 {count} 个商品，请核对后添加（不会自动添加）',
  'photo.imageAlt': '识别的照片，方框是读到的文字',
  'photo.offer': '第 {index} 个',
  'photo.include': '添加这个商品',
  'photo.name': '名称',
  'photo.spec': '规格',
  'photo.price': '价格（元）',
  'photo.pricesRead': '读到的价格：',
  'photo.check': '请核对：这里有字没认清',
  'photo.amount': '数量：{amount}',
  'photo.amountNone': '没读出数量，请在“规格”里填写，例如 5kg 或 250ml×12',
  'photo.amountChoose': '规格有几种读法，添加后在商品里选择',
  'photo.lines': '读到的文字',
  'photo.add': '添加 {count} 个商品',
  'photo.again': '换一张',
  'photo.cancel': '关闭',
  'photo.tooMany': '最多还能添加 {room} 个商品，请少选几个。',
  'photo.error.download':
    '识别模型下载失败（{detail}）。请检查网络后重试；下载完成后即可离线使用。',
  'photo.error.modelStart': '识别模型无法启动（{detail}）。请刷新页面后重试。',
  'photo.error.badImage': '无法读取这张图片，请选择照片或截图（JPEG、PNG、WebP）。',
  'photo.error.crashed': '识别时出错（{detail}）。您的比价单没有改动，可以重试。',
  'photo.retry': '重试',
  'photo.savedLabel': '拍价签中尚未添加的商品',
  'photo.cleaned': '已修正：读到“{read}”，按“{cleaned}”读（价签上的 l 常被认成 1）',
  'photo.lineRead': '（读到的是 {read}）',
} as const;

const photoEnUS: Record<keyof typeof photoZhCN, string> = {
  'photo.take': 'Photograph a tag',
  'photo.choose': 'Choose image',
  'photo.hint':
    'Photograph a shelf tag, or choose / paste (Ctrl+V) a screenshot of a Taobao, JD, Pinduoduo, Meituan or Hema product page or cart; several tags in one photo give several offers.',
  'photo.private': 'The photo is read on this device and never uploaded.',
  'photo.download':
    'The first reading downloads the recognition models, {size} (once, from this site; offline afterwards). The download starts when you choose an image.',
  'photo.downloading': 'Downloading the recognition models: {done} / {total}',
  'photo.reading': 'Reading text…',
  'photo.readingLines': 'Reading line {done} of {total}',
  'photo.none':
    'No price or size found in the image. Move closer, hold the phone level, avoid glare, or try another screenshot.',
  'photo.found': '{count} offer(s) read: check them, then add (nothing is added by itself)',
  'photo.imageAlt': 'The photo read; boxes mark the text found',
  'photo.offer': 'Offer {index}',
  'photo.include': 'Add this offer',
  'photo.name': 'Name',
  'photo.spec': 'Size',
  'photo.price': 'Price (¥)',
  'photo.pricesRead': 'Prices read:',
  'photo.check': 'Please check: some characters here were unclear',
  'photo.amount': 'Amount: {amount}',
  'photo.amountNone': 'No amount read: enter it under Size, e.g. 5kg or 250ml×12',
  'photo.amountChoose': 'The size reads several ways: choose in the offer after adding',
  'photo.lines': 'Text read',
  'photo.add': 'Add {count} offer(s)',
  'photo.again': 'Another image',
  'photo.cancel': 'Close',
  'photo.tooMany': 'Only {room} more offer(s) fit: select fewer.',
  'photo.error.download':
    'The recognition models could not be downloaded ({detail}). Check the network and retry; once downloaded they work offline.',
  'photo.error.modelStart':
    'The recognition models could not start ({detail}). Reload the page and retry.',
  'photo.error.badImage': 'This file cannot be read as an image; choose a photo or screenshot.',
  'photo.error.crashed': 'Reading failed ({detail}). Your comparison is unchanged; you can retry.',
  'photo.retry': 'Retry',
  'photo.savedLabel': 'Offers read from a photo, not yet added',
  'photo.cleaned':
    'Corrected: read “{read}”, taken as “{cleaned}” (an l on a tag often reads as 1)',
  'photo.lineRead': ' (read as {read})',
};

export const photoMessages = defineMessages(photoZhCN, photoEnUS);
