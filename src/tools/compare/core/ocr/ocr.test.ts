import { describe, expect, it } from 'vitest';
import { alphabetOf } from './alphabet';
import { boxesFromMap } from './detect';
import type { OcrLine } from './read';
import { inReadingOrder } from './read';
import { decodeLine } from './recognize';
import { cleanOcrLine, readTags } from './tags';

describe('decodeLine (CTC greedy)', () => {
  const alphabet = ['价', '1', '9', '.', '¥'];
  /** One step per entry: the class that wins, with its probability. */
  function output(steps: [number, number][], classes = alphabet.length + 1) {
    const data = new Float32Array(steps.length * classes);
    steps.forEach(([best, probability], step) => (data[step * classes + best] = probability));
    return { data, steps: steps.length, classes };
  }
  it('merges repeats, drops blanks, and keeps a letter repeated across a blank', () => {
    const o = output([
      [5, 0.9],
      [5, 0.9],
      [0, 1],
      [2, 0.9],
      [0, 1],
      [2, 0.95],
      [4, 0.99],
      [3, 0.3],
    ]);
    const line = decodeLine(o.data, o.steps, o.classes, alphabet);
    expect(line.text).toBe('¥11.9');
    expect(line.weakest).toBeCloseTo(0.3);
    expect(line.weakestDigit).toBeCloseTo(0.3);
    expect(line.confidence).toBeCloseTo((0.9 + 0.9 + 0.95 + 0.99 + 0.3) / 5);
  });
  it('reads nothing from blanks only, sure of it', () => {
    const o = output([
      [0, 1],
      [0, 1],
    ]);
    expect(decodeLine(o.data, o.steps, o.classes, alphabet)).toEqual({
      text: '',
      confidence: 1,
      weakest: 1,
      weakestDigit: 1,
    });
  });
});

describe('boxesFromMap', () => {
  const W = 200;
  const H = 100;
  function map(paint: (x: number, y: number) => boolean, value = 0.9) {
    const data = new Float32Array(W * H);
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) if (paint(x, y)) data[y * W + x] = value;
    return data;
  }
  it('finds each line, grows it by the unclip distance and scales it to the image', () => {
    const data = map((x, y) => x >= 20 && x < 120 && ((y >= 10 && y < 20) || (y >= 40 && y < 50)));
    const boxes = boxesFromMap(data, W, H, { width: 400, height: 200 });
    expect(boxes).toHaveLength(2);
    const [first] = [...boxes].sort((a, b) => a.top - b.top);
    // The core is 100 × 10 map pixels; DB grows it by area × 1.5 / perimeter ≈ 6.8 each way.
    expect(first.left).toBeCloseTo((20 - 6.82) * 2, 0);
    expect(first.width).toBeCloseTo((100 + 2 * 6.82) * 2, 0);
    expect(first.turned.angle).toBeCloseTo(0);
  });
  it('reads a slanted line along its slant', () => {
    const slope = Math.tan((4 * Math.PI) / 180);
    const data = map((x, y) => x >= 20 && x < 180 && Math.abs(y - (30 + (x - 20) * slope)) < 5);
    const [box] = boxesFromMap(data, W, H, { width: W, height: H });
    expect((box.turned.angle * 180) / Math.PI).toBeCloseTo(4, 0);
    expect(box.turned.thickness).toBeLessThan(30);
  });
  it('drops faint regions and specks', () => {
    const faint = map((x, y) => x < 50 && y < 10, 0.4);
    expect(boxesFromMap(faint, W, H, { width: W, height: H })).toEqual([]);
    const speck = map((x, y) => x === 5 && y === 5);
    expect(boxesFromMap(speck, W, H, { width: W, height: H })).toEqual([]);
  });
});

function line(
  text: string,
  left: number,
  top: number,
  width = 200,
  height = 30,
  weakestDigit = 0.95,
  weakest = weakestDigit,
) {
  const box = { left, top, width, height, score: 0.9 };
  const turned = {
    centreX: left + width / 2,
    centreY: top + height / 2,
    length: width,
    thickness: height,
    angle: 0,
  };
  return {
    text,
    confidence: 0.95,
    weakest,
    weakestDigit,
    box: { ...box, turned },
  } satisfies OcrLine;
}

describe('readTags', () => {
  it('gives one offer per tag in a shelf photo, with every printed price and the size', () => {
    const lines = inReadingOrder([
      line('永辉生活·价格标签', 10, 10, 180, 20),
      line('金龙鱼东北大米', 10, 35, 240, 40),
      line('规格：5kg单位：袋', 10, 80),
      // An unclear ￥ alone does not make the price doubtful: its digits are sure.
      line('零售价￥39.90', 10, 115, 200, 30, 0.95, 0.4),
      line('会员价￥36.80', 10, 150),
      line('6901234567890 物价员：张三', 10, 185, 260, 20),
      line('鲁花花生油', 600, 35, 200, 40),
      line('规格：5L', 600, 80),
      line('零售价￥159.90', 600, 115),
      line('促销价￥139.00', 600, 150, 200, 30, 0.6),
    ]);
    const [rice, oil] = readTags(lines);
    expect(rice.reading.name).toBe('金龙鱼东北大米');
    expect(rice.reading.amounts.map((amount) => amount.total)).toEqual(['5000']);
    expect(rice.reading.prices).toEqual(['39.9', '36.8']);
    expect(rice.price).toBe('39.9');
    expect(rice.doubtful).toEqual({ name: false, amount: false, price: false });
    // 促销价 is what the shopper pays today; its unsure digit asks for a check.
    expect(oil.price).toBe('139');
    expect(oil.doubtful.price).toBe(true);
    expect(oil.spec).toBe('规格：5L');
  });
  it('leaves out what is no offer, and never reads a sales count as an amount', () => {
    const lines = [
      line('盒马·商品详情', 10, 10),
      line('到手价￥25.80', 10, 45),
      line('鸡蛋30枚官方旗舰店', 10, 80, 300),
      line('已售1149包邮·7天无理由退货', 10, 115, 300),
      line('营业时间 8:00-22:00', 10, 600),
    ];
    const tags = readTags(lines);
    expect(tags).toHaveLength(1);
    expect(tags[0].reading.amounts.map((amount) => amount.total)).toEqual(['30']);
    expect(tags[0].reading.prices).toEqual(['25.8']);
  });
  it("takes a coupon line of a screenshot as the offer's promotion", () => {
    const [tag] = readTags([
      line('到手价￥59.90', 10, 10),
      line('福临门泰国香米10kg', 10, 45, 300),
      line('第二件半价', 10, 80, 120),
    ]);
    expect(tag.reading.promotion).toBeDefined();
    expect(tag.text).toContain('第二件半价');
  });
  it('puts right what OCR confuses in sizes, only after a digit, and lists each change', () => {
    expect(cleanOcrLine('规格：550m1×24瓶')).toEqual({
      text: '规格：550ml×24瓶',
      corrections: [{ read: '550m1', cleaned: '550ml' }],
    });
    expect(cleanOcrLine('950 mI 单位').text).toBe('950 ml 单位');
    expect(cleanOcrLine('1.5m| 和 250m1').corrections).toEqual([
      { read: '1.5m|', cleaned: '1.5ml' },
      { read: '250m1', cleaned: '250ml' },
    ]);
    // What needs no change is not listed as changed.
    expect(cleanOcrLine('m1 car 550ml')).toEqual({ text: 'm1 car 550ml', corrections: [] });
  });
  it('says which field the clean-up changed, so the review can mark it', () => {
    const [drink] = readTags([
      line('农夫山泉饮用天然水', 10, 10, 260, 40),
      line('规格：550m1×24瓶', 10, 55),
      line('零售价￥29.90', 10, 90),
    ]);
    expect(drink.spec).toBe('规格：550ml×24瓶');
    expect(drink.reading.amounts.map((amount) => amount.total)).toEqual(['13200']);
    expect(drink.corrections).toEqual({
      name: [],
      spec: [{ read: '550m1', cleaned: '550ml' }],
      price: [],
    });
    expect(drink.lines[1]).toMatchObject({
      text: '规格：550ml×24瓶',
      corrections: [{ read: '550m1', cleaned: '550ml' }],
    });
  });
});

describe('alphabetOf', () => {
  it('appends the space PaddleOCR adds after its key file', () => {
    expect(alphabetOf('一\n二\n')).toEqual(['一', '二', ' ']);
  });
});
