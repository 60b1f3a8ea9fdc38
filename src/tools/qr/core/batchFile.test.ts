import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBatch } from './batch';
import { checkBatch, checkedRow } from './batchCheck';
import {
  cellText,
  decodeTextFile,
  guessColumns,
  parseCsvTable,
  tableToBatchText,
} from './batchFile';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('decodeTextFile', () => {
  it('reads UTF-8, with or without a byte-order mark', () => {
    const utf8 = new TextEncoder().encode('内容\n中文');
    expect(decodeTextFile(utf8)).toEqual({ text: '内容\n中文', encoding: 'utf-8' });
    expect(decodeTextFile(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toEqual({
      text: '内容\n中文',
      encoding: 'utf-8',
    });
  });

  it('reads GBK bytes (Excel’s CSV on Chinese Windows) as GB18030, not as mojibake', () => {
    // "文件名,内容\n中文,https://a.cn" in GBK.
    const gbk = bytes(
      0xce,
      0xc4,
      0xbc,
      0xfe,
      0xc3,
      0xfb,
      0x2c,
      0xc4,
      0xda,
      0xc8,
      0xdd,
      0x0a,
      0xd6,
      0xd0,
      0xce,
      0xc4,
      0x2c,
      ...new TextEncoder().encode('https://a.cn'),
    );
    expect(decodeTextFile(gbk)).toEqual({
      text: '文件名,内容\n中文,https://a.cn',
      encoding: 'gb18030',
    });
  });

  it('follows a UTF-16 byte-order mark (Excel’s “Unicode text”)', () => {
    expect(decodeTextFile(bytes(0xff, 0xfe, 0x2d, 0x4e, 0x87, 0x65))).toEqual({
      text: '中文',
      encoding: 'utf-16le',
    });
    expect(decodeTextFile(bytes(0xfe, 0xff, 0x4e, 0x2d, 0x65, 0x87)).text).toBe('中文');
  });

  it('keeps any valid UTF-8 text as UTF-8', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const decoded = decodeTextFile(new TextEncoder().encode(text));
        expect(decoded.encoding).toBe('utf-8');
        expect(decoded.text).toBe(text.replace(/^\uFEFF/, ''));
      }),
    );
  });
});

describe('guessColumns', () => {
  it('preselects the columns by their header words, in any order and language', () => {
    expect(guessColumns([['编号', '网址', '名称']])).toEqual({ content: 1, name: 2, header: true });
    expect(guessColumns([['URL', 'File']])).toEqual({ content: 0, name: 1, header: true });
  });

  it('takes the first non-name column as content when only the names are headed', () => {
    expect(
      guessColumns([
        ['文件名', '其他'],
        ['a', 'b'],
      ]),
    ).toEqual({
      content: 1,
      name: 0,
      header: true,
    });
  });

  it('treats a table without known header words as data, contents in column 1', () => {
    expect(guessColumns([['https://a.cn', 'x']])).toEqual({ content: 0, name: -1, header: false });
    expect(guessColumns([])).toEqual({ content: 0, name: -1, header: false });
  });
});

describe('tableToBatchText', () => {
  const table = parseCsvTable(
    '编号;名称;链接\n1;首页;https://a.cn/?x=1,2\n2;;"多行\n内容"\n3;空;\n4;" 有空格 ";" x "',
  );

  it('detects the delimiter and keeps quoted cells whole', () => {
    expect(table).toHaveLength(5);
    expect(table[2]).toEqual(['2', '', '多行\n内容']);
  });

  it('writes the chosen columns as a CSV the batch box reads back exactly', () => {
    const choice = guessColumns(table);
    expect(choice).toEqual({ content: 2, name: 1, header: true });
    const { text, count } = tableToBatchText(table, choice);
    expect(count).toBe(3);
    expect(parseBatch(text)).toEqual({
      format: 'csv',
      rows: [
        { line: 2, content: 'https://a.cn/?x=1,2', name: '首页' },
        { line: 3, content: '多行\n内容' },
        { line: 4, content: ' x ', name: '有空格' },
      ],
    });
  });

  it('without a name column, names come from the row (none written)', () => {
    const { text } = tableToBatchText(table, { content: 0, name: -1, header: false });
    expect(parseBatch(text).rows.map((row) => [row.content, row.name])).toEqual([
      ['编号', undefined],
      ['1', undefined],
      ['2', undefined],
      ['3', undefined],
      ['4', undefined],
    ]);
  });

  it('round-trips any cells through the batch box', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.string(),
            fc.string().filter((s) => s.trim() !== ''),
          ),
          {
            minLength: 1,
          },
        ),
        (pairs) => {
          const rows = [['name', 'content'], ...pairs.map(([name, content]) => [name, content])];
          const { text } = tableToBatchText(rows, { content: 1, name: 0, header: true });
          expect(parseBatch(text).rows.map((row) => row.content)).toEqual(
            pairs.map(([, content]) => content),
          );
        },
      ),
    );
  });
});

describe('cellText', () => {
  it('writes spreadsheet values as text a user recognises', () => {
    expect(cellText('13800138000')).toBe('13800138000');
    expect(cellText(null)).toBe('');
    expect(cellText(true)).toBe('true');
    expect(cellText(new Date(Date.UTC(2026, 10, 25)))).toBe('2026-11-25');
  });
});

describe('checkBatch', () => {
  it('gives every row its line, bytes, version and file name, sliced back exactly', () => {
    const long = 'x'.repeat(3000);
    const check = checkBatch(`a\n\n中文\n${long}`, 'M', 'png');
    expect(check).toMatchObject({ format: 'lines', total: 3, checked: 3, valid: 2 });
    expect(checkedRow(check, 0)).toEqual({
      line: 1,
      content: 'a',
      fileName: '0001-a.png',
      bytes: 1,
      version: 1,
    });
    expect(checkedRow(check, 1)).toMatchObject({ line: 3, content: '中文', bytes: 6 });
    expect(checkedRow(check, 2)).toMatchObject({ line: 4, content: long, bytes: 3000 });
    expect(checkedRow(check, 2).version).toBeUndefined();
  });
});
