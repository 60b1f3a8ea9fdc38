import { describe, expect, it } from 'vitest';
import { toCsv } from './exportCsv';

describe('toCsv', () => {
  it('quotes commas and quotes, uses CRLF and starts with a BOM', () => {
    expect(
      toCsv(
        ['序号', 'UUID'],
        [
          ['1', '{0x1,0x2}'],
          ['2', 'say "hi"'],
        ],
      ),
    ).toBe('\uFEFF序号,UUID\r\n1,"{0x1,0x2}"\r\n2,"say ""hi"""\r\n');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(toCsv(['名称'], [['=HYPERLINK("http://x")'], ['-1+2'], ['@SUM(A1)'], ['普通']])).toBe(
      '\uFEFF名称\r\n"\'=HYPERLINK(""http://x"")"\r\n\'-1+2\r\n\'@SUM(A1)\r\n普通\r\n',
    );
  });
});
