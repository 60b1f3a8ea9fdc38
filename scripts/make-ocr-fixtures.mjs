// Renders the price-tag OCR fixture set (bench/ocr-fixtures/): shelf tags and listing
// screenshots with varied fonts, sizes, blur, rotation, glare and noise, each with the fields a
// reader must get. Needs Debian's CJK fonts (fonts-noto-cjk fonts-wqy-zenhei fonts-arphic-ukai
// fonts-arphic-uming); the images are committed, so tests and the bench never need the fonts.
// Run: node scripts/make-ocr-fixtures.mjs
/* global createImageBitmap, OffscreenCanvas, document */
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const OUT = 'bench/ocr-fixtures';
const FONTS = [
  'Noto Sans CJK SC',
  'WenQuanYi Zen Hei',
  'AR PL UKai CN',
  'Noto Serif CJK SC',
  'AR PL UMing CN',
];

/** name, spec as printed, amount total (g / ml / count word) and family, prices by label. */
const GOODS = [
  ['金龙鱼 东北大米', '5kg', '5000', 'mass', { 零售价: '39.90', 会员价: '36.80' }],
  ['福临门 泰国香米', '10kg', '10000', 'mass', { 零售价: '59.90' }],
  ['鲁花 5S压榨一级花生油', '5L', '5000', 'volume', { 零售价: '159.90', 促销价: '139.00' }],
  ['海天 金标生抽', '1.28L', '1280', 'volume', { 零售价: '16.80' }],
  ['维达 超韧抽纸', '3层130抽×24包', '3120', 'count:抽', { 零售价: '49.90' }],
  ['蒙牛 纯牛奶', '250ml×16盒', '4000', 'volume', { 零售价: '45.00', 会员价: '42.50' }],
  ['伊利 安慕希 原味酸奶', '205g×12瓶', '2460', 'mass', { 零售价: '66.00' }],
  ['农夫山泉 饮用天然水', '550ml×24瓶', '13200', 'volume', { 零售价: '29.90' }],
  ['康师傅 红烧牛肉面', '5袋', '5', 'count:袋', { 零售价: '14.50' }],
  ['洽洽 香瓜子', '308g', '308', 'mass', { 零售价: '12.90', 促销价: '9.90' }],
  ['奥利奥 原味夹心饼干', '388g', '388', 'mass', { 零售价: '21.90' }],
  ['三只松鼠 每日坚果', '750g', '750', 'mass', { 零售价: '99.00', 会员价: '89.00' }],
  ['可口可乐', '330ml×6罐', '1980', 'volume', { 零售价: '15.90' }],
  ['青岛啤酒 经典', '500ml×12听', '6000', 'volume', { 零售价: '58.00', 促销价: '49.90' }],
  ['立白 洗衣液', '2kg', '2000', 'mass', { 零售价: '29.90' }],
  ['蓝月亮 深层洁净洗衣液', '3kg', '3000', 'mass', { 零售价: '69.90', 会员价: '59.90' }],
  ['舒肤佳 香皂', '115g×3块', '345', 'mass', { 零售价: '13.90' }],
  ['高露洁 牙膏', '180g', '180', 'mass', { 零售价: '19.90' }],
  ['心相印 卷纸', '140g×10卷', '1400', 'mass', { 零售价: '32.90' }],
  ['老干妈 风味豆豉', '280g', '280', 'mass', { 零售价: '10.50' }],
  ['太太乐 鸡精', '454g', '454', 'mass', { 零售价: '17.80' }],
  ['李锦记 蚝油', '510g', '510', 'mass', { 零售价: '12.80', 促销价: '10.90' }],
  ['恒顺 香醋', '500ml', '500', 'volume', { 零售价: '8.90' }],
  ['雀巢 速溶咖啡', '15g×48条', '720', 'mass', { 零售价: '79.00' }],
  ['鸡蛋', '30枚', '30', 'count:枚', { 零售价: '25.80' }],
  ['好丽友 派', '12枚', '12', 'count:枚', { 零售价: '19.90', 会员价: '17.90' }],
  ['旺旺 雪饼', '520g', '520', 'mass', { 零售价: '22.90' }],
  ['德芙 丝滑牛奶巧克力', '252g', '252', 'mass', { 零售价: '39.90' }],
  ['百威 啤酒', '500ml×18听', '9000', 'volume', { 零售价: '89.00', 促销价: '79.00' }],
  ['怡宝 纯净水', '4.5L', '4500', 'volume', { 零售价: '9.90' }],
  ['东方树叶 茉莉花茶', '500ml×15瓶', '7500', 'volume', { 零售价: '59.00' }],
  ['五常 稻花香大米', '2.5kg', '2500', 'mass', { 零售价: '45.90', 会员价: '42.90' }],
  ['金典 有机纯牛奶', '250ml×12盒', '3000', 'volume', { 零售价: '65.00' }],
  ['乐事 薯片 原味', '135g', '135', 'mass', { 零售价: '11.90' }],
  ['白猫 洗洁精', '1.5kg', '1500', 'mass', { 零售价: '15.90', 促销价: '12.90' }],
  ['清风 原木纯品抽纸', '2层150抽×6包', '900', 'count:抽', { 零售价: '19.90' }],
  ['思念 水饺 猪肉白菜', '1kg', '1000', 'mass', { 零售价: '26.90' }],
  ['光明 鲜牛奶', '950ml', '950', 'volume', { 零售价: '17.50', 会员价: '15.80' }],
  ['统一 老坛酸菜牛肉面', '5袋', '5', 'count:袋', { 零售价: '15.50' }],
  ['安佳 黄油', '227g', '227', 'mass', { 零售价: '24.90' }],
];

/** The price a shopper pays without a card: 促销价, else 零售价. All printed prices are read. */
const payable = (prices) => prices.促销价 ?? prices.零售价;

function shelfTag(goods, variant) {
  const [name, spec, , , prices] = goods;
  const font = FONTS[variant % FONTS.length];
  const colours = [
    ['#fff', '#111', '#c00'],
    ['#fff7c2', '#222', '#d10000'],
    ['#e8f4ff', '#102040', '#0050b3'],
    ['#fff', '#333', '#e60012'],
  ][variant % 4];
  const extra = Object.entries(prices)
    .filter(([label]) => label !== '零售价')
    .map(([label, value]) => `<div class="sub">${label} ￥${value}</div>`)
    .join('');
  return `<div class="tag" style="font-family:'${font}';background:${colours[0]};color:${colours[1]}">
    <div class="store">${variant % 3 === 0 ? '华联超市' : '永辉生活'} · 价格标签</div>
    <div class="name">${name}</div>
    <div class="row">规格：${spec}${variant % 2 ? '\u3000单位：' + (spec.includes('×') ? '提' : '件') : ''}</div>
    <div class="row">产地：${variant % 2 ? '中国' : '黑龙江'}\u3000等级：合格品</div>
    <div class="price" style="color:${colours[2]}">零售价 <b>￥${prices.零售价}</b></div>
    ${extra}
    <div class="code">6901${String(1000000 + variant * 7919).slice(0, 7)}12\u3000物价员：张三</div>
  </div>`;
}

function listing(goods, variant) {
  const [name, spec, , , prices] = goods;
  const font = FONTS[(variant + 1) % FONTS.length];
  const pay = payable(prices);
  const shop = ['淘宝', '京东', '拼多多', '盒马', '美团'][variant % 5];
  return `<div class="shot" style="font-family:'${font}'">
    <div class="bar">${shop} · 商品详情</div>
    <div class="lprice"><span class="big">到手价 ¥${pay}</span>${prices.促销价 ? '' : ''}</div>
    <div class="title">${name} ${spec} 官方旗舰店 正品保障</div>
    <div class="meta">已售 ${1000 + variant * 37}+ · 包邮 · 7天无理由退货</div>
  </div>`;
}

const CSS = `
body { margin: 0; background: #777; }
.tag { width: 520px; padding: 18px 22px; border: 3px solid #c00; box-sizing: border-box; }
.store { font-size: 18px; opacity: .8 } .name { font-size: 38px; font-weight: 700; margin: 8px 0 }
.row { font-size: 22px; margin: 4px 0 } .price { font-size: 34px; margin-top: 10px }
.price b { font-size: 52px } .sub { font-size: 28px; margin-top: 6px; color: #c00 }
.code { font-size: 16px; margin-top: 10px; opacity: .7 }
.shot { width: 420px; background: #fff; color: #222; padding: 0 0 16px }
.bar { background: #ff5000; color: #fff; font-size: 20px; padding: 10px 16px }
.lprice { padding: 14px 16px 4px; color: #ff2b00 } .big { font-size: 34px; font-weight: 700 }
.title { font-size: 22px; padding: 6px 16px; line-height: 1.5 } .meta { font-size: 16px; color: #888; padding: 0 16px }
.pair { display: flex; gap: 60px; padding: 30px; background: #d9d9d9 }
`;

/** Photo effects, applied on a canvas: rotation, blur, glare, noise, contrast, JPEG. */
async function photograph(page, png, effect) {
  return page.evaluate(
    async ({ base64, effect }) => {
      const image = await createImageBitmap(
        await (await fetch(`data:image/png;base64,${base64}`)).blob(),
      );
      const margin = 40;
      const canvas = new OffscreenCanvas(image.width + 2 * margin, image.height + 2 * margin);
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = effect.backdrop;
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.translate(canvas.width / 2, canvas.height / 2);
      ctx.rotate((effect.rotate * Math.PI) / 180);
      ctx.filter = `blur(${effect.blur}px) contrast(${effect.contrast}) brightness(${effect.brightness})`;
      ctx.drawImage(image, -image.width / 2, -image.height / 2);
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.filter = 'none';
      if (effect.glare) {
        const g = ctx.createRadialGradient(
          canvas.width * 0.7,
          canvas.height * 0.3,
          10,
          canvas.width * 0.7,
          canvas.height * 0.3,
          canvas.width * 0.45,
        );
        g.addColorStop(0, 'rgba(255,255,255,0.55)');
        g.addColorStop(1, 'rgba(255,255,255,0)');
        ctx.fillStyle = g;
        ctx.fillRect(0, 0, canvas.width, canvas.height);
      }
      const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
      let seed = effect.seed;
      const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
      for (let i = 0; i < pixels.data.length; i += 4) {
        const n = (random() - 0.5) * effect.noise;
        for (let c = 0; c < 3; c++)
          pixels.data[i + c] = Math.max(0, Math.min(255, pixels.data[i + c] + n));
      }
      ctx.putImageData(pixels, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: effect.quality });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { base64: png.toString('base64'), effect },
  );
}

function effectFor(index) {
  return {
    rotate: [-4, -2, 0, 1.5, 3, 5][index % 6],
    blur: [0, 0.6, 1.0, 0.3, 1.4][index % 5],
    contrast: [1, 0.8, 0.65, 1.1][index % 4],
    brightness: [1, 0.9, 1.1, 0.8][index % 4],
    glare: index % 4 === 3,
    noise: [6, 18, 30][index % 3],
    quality: [0.9, 0.75, 0.6][index % 3],
    backdrop: ['#8a8f99', '#c9b79c', '#3b3f46', '#e6e6e6'][index % 4],
    seed: 1000 + index,
  };
}

const plain = (value) => value.replace(/0+$/, '').replace(/\.$/, '');
/** A listing shows one price (到手价); a tag every price it prints. */
const expected = (goods, listing) => ({
  name: goods[0],
  total: goods[2],
  family: goods[3],
  prices: (listing ? [payable(goods[4])] : Object.values(goods[4])).map(plain),
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ deviceScaleFactor: 1 });
mkdirSync(OUT, { recursive: true });
const cases = [];
async function shoot(file, html, tags, index) {
  await page.setContent(`<style>${CSS}</style>${html}`);
  await page.evaluate(() => document.fonts.ready);
  const png = await page.locator('body > *').first().screenshot();
  const jpeg = await photograph(page, png, effectFor(index));
  writeFileSync(`${OUT}/${file}`, Buffer.from(jpeg, 'base64'));
  const kind = html.includes('class="shot"') ? 'listing' : 'tag';
  const offers = tags.map((goods) => expected(goods, kind === 'listing'));
  cases.push({ file, kind, effect: effectFor(index), offers });
}
let index = 0;
for (const goods of GOODS) {
  await shoot(
    `tag-${String(index + 1).padStart(2, '0')}.jpg`,
    shelfTag(goods, index),
    [goods],
    index,
  );
  index++;
}
for (let i = 0; i < 16; i++) {
  const goods = GOODS[(i * 7 + 3) % GOODS.length];
  await shoot(`listing-${String(i + 1).padStart(2, '0')}.jpg`, listing(goods, i), [goods], index++);
}
for (let i = 0; i < 6; i++) {
  const pair = [GOODS[i * 2], GOODS[i * 2 + 13]];
  await shoot(
    `shelf-${i + 1}.jpg`,
    `<div class="pair">${pair.map((g, k) => shelfTag(g, i + k)).join('')}</div>`,
    pair,
    index++,
  );
}
writeFileSync(`${OUT}/expected.json`, JSON.stringify(cases, null, 1) + '\n');
await browser.close();
console.log(`${cases.length} fixtures in ${OUT}`);
