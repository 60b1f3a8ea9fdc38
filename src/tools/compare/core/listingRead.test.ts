import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readListing, readListingLines, type ListingAmount } from './listingRead';
import { UNITS } from './units';

const shown = (amount: ListingAmount) => `${amount.quantity}${amount.unit}×${amount.packs}`;
const readings = (text: string) => readListing(text).amounts.map(shown);

describe('readListing: specs as typed in quick entry', () => {
  it.each([
    ['500g', '500g×1'],
    ['1.5kg', '1.5kg×1'],
    ['5斤', '5斤×1'],
    ['两斤', '2斤×1'],
    ['3两', '3两×1'],
    ['三两', '3两×1'],
    ['一斤半', '1.5斤×1'],
    ['1斤半', '1.5斤×1'],
    ['1斤2两', '1.2斤×1'],
    ['半斤', '0.5斤×1'],
    ['330ml*24', '330ml×24'],
    ['330ml×24听', '330ml×24'],
    ['330 ML x 24', '330ml×24'],
    ['24×330ml', '330ml×24'],
    ['2.1L(100mL×21)', '100ml×21'],
    ['2.1L（100mL×21）', '100ml×21'],
    ['3包×200抽', '200抽×3'],
    ['120抽×20包', '120抽×20'],
    ['20包×120抽', '120抽×20'],
    ['3层120抽×20包', '120抽×20'],
    ['12卷', '12卷×1'],
    ['10卷×3提', '10卷×3'],
    ['二十四听', '24听×1'],
    ['一箱十二瓶', '12瓶×1'],
    ['500g*2袋', '500g×2'],
    ['500g/袋*2袋', '500g×2'],
    ['5kg/袋', '5kg×1'],
    ['1L*12盒/箱', '1L×12'],
    ['净含量：5L', '5L×1'],
    ['１．５ｋｇ', '1.5kg×1'],
    ['1,000g', '1000g×1'],
    ['12 fl oz', '12fl oz×1'],
    ['1磅', '1lb×1'],
    ['8盎司', '8oz×1'],
    ['5公斤装', '5kg×1'],
    ['2米', '2m×1'],
    ['6瓶装 550ml', '550ml×6'],
    ['200g×10杯+赠2杯', '200g×12'],
  ])('reads %s as %s', (text, expected) => {
    expect(readings(text)).toEqual([expected]);
  });

  it.each([
    ['鸡蛋 12枚 336g', ['12枚×1', '336g×1']],
    ['2.1L(100mL×20)', ['2.1L×1', '100ml×20']],
    ['2.1L(100g×21)', ['2.1L×1', '100g×21']],
    ['500g×1kg', ['500g×1', '1kg×1']],
    ['洗发水500ml+护发素200ml', ['500ml×1', '200ml×1']],
  ])('asks when %s can be read several ways', (text, expected) => {
    expect(readings(text)).toEqual(expected);
  });

  it.each(['', '   ', '500', 'abc', 'g', '0g', 'iPhone15 手机壳', '三只松鼠', '2024新款'])(
    'finds no amount in %j',
    (text) => {
      expect(readListing(text).amounts).toEqual([]);
    },
  );

  it('says so when a pack count is not a whole number', () => {
    const reading = readListing('330ml×2.5');
    expect(reading.amounts).toEqual([]);
    expect(reading.notes).toContainEqual({ code: 'bad-packs', params: { value: '2.5' } });
  });

  it('reads every unit alias after any decimal, with any pack count', () => {
    const alias = fc.constantFrom(
      ...UNITS.flatMap((unit) => unit.aliases.map((a) => [a, unit.code] as const)),
    );
    const decimal = fc
      .tuple(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 0, max: 999 }))
      .map(([whole, fraction]) => (fraction ? `${whole}.${fraction}` : String(whole)));
    fc.assert(
      fc.property(alias, decimal, fc.integer({ min: 1, max: 500 }), ([name, code], n, packs) => {
        const [amount, ...rest] = readListing(`${n}${name}×${packs}`).amounts;
        expect(rest).toEqual([]);
        expect(amount.unit).toBe(code);
        expect(Number(amount.quantity)).toBe(Number(n));
        expect(amount.packs).toBe(packs);
      }),
    );
  });

  it('never throws, and every amount it returns is positive with whole packs', () => {
    const pieces = fc.constantFrom(
      '5',
      '.',
      '斤',
      '两',
      '半',
      '×',
      '(',
      ')',
      'ml',
      'x',
      ' ',
      '十',
      '零',
      '听',
      '¥',
      '元',
      '/',
      '+',
      '赠',
      '买一送一',
      '第2件',
      '满',
      '抽',
      '包',
      '9'.repeat(40),
    );
    const text = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.array(pieces, { maxLength: 14 }).map((parts) => parts.join('')),
      fc.string({ unit: 'binary', maxLength: 30 }),
    );
    fc.assert(
      fc.property(text, (input) => {
        for (const amount of readListing(input).amounts) {
          expect(Number(amount.quantity)).toBeGreaterThan(0);
          expect(Number.isInteger(amount.packs) && amount.packs >= 1).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a 10 MB paste without hanging, as its first 2,000 characters', () => {
    expect(readListing(`500g ${'5'.repeat(10_000_000)}`).amounts.map(shown)).toEqual(['500g×1']);
  });
});

describe('readListing: whole listing titles', () => {
  it('skips brand words and noise numbers, and keeps the name', () => {
    const reading = readListing('【官方旗舰店】五常大米 2024新米 5A级 10斤装 包邮');
    expect(reading.amounts.map(shown)).toEqual(['10斤×1']);
    expect(reading.name).toBe('五常大米 2024新米 5A级');
  });

  it('reads prices, and asks between two different ones', () => {
    expect(readListing('金龙鱼 东北大米 5kg ¥39.90').prices).toEqual(['39.9']);
    expect(readListing('伊利 纯牛奶 250ml×16盒 原价¥129 券后¥99').prices).toEqual(['129', '99']);
    expect(readListing('满199减30 肉松饼 1000g 到手价29.9元').prices).toEqual(['29.9']);
  });

  it('reads "8.8元/斤" on loose produce as 8.8 for one 斤', () => {
    const reading = readListing('猪肉 8.8元/斤');
    expect(reading.amounts.map(shown)).toEqual(['1斤×1']);
    expect(reading.prices).toEqual(['8.8']);
  });

  it('counts 买一送一 in and turns 买2送1 and 第2件半价 into promotions', () => {
    expect(readings('洗衣液 2kg 买一送一')).toEqual(['2kg×2']);
    expect(readListing('洗衣液 2kg 买2送1').promotion).toEqual({ kind: 'buyGet', buy: 2, get: 1 });
    expect(readListing('第2件半价 洗衣液 3kg').promotion).toEqual({
      kind: 'nthDiscount',
      nth: 2,
      rate: '5',
    });
  });

  it.each([
    ['伊利 纯牛奶 250ml*24盒 3.2g乳蛋白', '250ml×24'],
    ['海南芒果 10斤 单果500g以上', '10斤×1'],
    ['石榴 净重9斤 带箱10斤', '9斤×1'],
    ['【拍3件更划算】洗衣液 2kg', '2kg×1'],
    ['纸尿裤 M64片 6-11kg', '64片×1'],
    ['纸尿裤 NB90片', '90片×1'],
    ['双鹿 7号电池 20节', '20节×1'],
    ['威猛先生 500g+500g 补充装', '500g×2'],
    ['洗衣液 3kg*2瓶+500g*2袋', '7kg×1'],
    ['狗粮 1磅+100g', '553.59237g×1'],
    ['面霜 50ml+赠15ml*2', '80ml×1'],
    ['啤酒 500ml*12罐 两箱 共24罐', '500ml×24'],
    ['螺蛳粉 400g*5袋 规格:5袋装', '400g×5'],
    ['卫生巾 240mm 10片*3包', '10片×3'],
    ['卫生巾 338mm*8片*4包', '8片×4'],
  ])('reads the listing amount of %s as %s, past claims and sizes', (text, expected) => {
    expect(readings(text)).toEqual([expected]);
  });

  it.each([
    ['卷纸 4层180节*10卷', ['180节×10', '10卷×1']],
    ['洗发水750ml+200ml护发素', ['750ml×1', '200ml×1']],
    ['超霸 5号电池 20节 + 7号 20节', ['20节×1', '20节×2']],
  ])('asks when %s counts two things or two products', (text, expected) => {
    expect(readings(text)).toEqual(expected);
  });

  it('reports a gift it cannot count instead of dropping it silently', () => {
    const reading = readListing('洗发水 750ml 赠2个');
    expect(reading.amounts.map(shown)).toEqual(['750ml×1']);
    expect(reading.notes).toContainEqual({ code: 'gift-ignored', params: { gift: '2个' } });
  });
});

describe('readListingLines', () => {
  it('takes one listing per line, a price on the next line, and a title over two lines', () => {
    const listings = readListingLines(
      [
        '福临门 泰国香米 10kg',
        '¥59.90',
        '',
        '金龙鱼',
        '东北大米 5kg ¥39.9',
        '清风抽纸 120抽×20包 29.9元',
      ].join('\n'),
    );
    expect(listings.map((l) => [l.amounts.map(shown), l.prices, l.name])).toEqual([
      [['10kg×1'], ['59.9'], '福临门 泰国香米'],
      [['5kg×1'], ['39.9'], '金龙鱼 东北大米'],
      [['120抽×20'], ['29.9'], '清风抽纸'],
    ]);
  });
});
