import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDialNumber, telPayload } from './phone';

describe('telPayload', () => {
  it.each([
    [' 010-1234 5678 ', 'tel:01012345678'],
    ['+86 10 1234 5678 转 8', 'tel:+861012345678,8'],
    ['+86 (10) 1234-5678 分机 8012', 'tel:+861012345678,8012'],
    ['010-12345678 ext. 25', 'tel:01012345678,25'],
    ['010-12345678 EXT 25', 'tel:01012345678,25'],
    ['010-12345678x25', 'tel:01012345678,25'],
    ['010-12345678#25', 'tel:01012345678,25'],
    ['＋８６ １０ １２３４ ５６７８', 'tel:+861012345678'],
    ['*#06#', 'tel:*#06#'],
    ['10086,,2', 'tel:10086,,2'],
  ])('%s -> %s', (input, expected) => {
    expect(telPayload(input)).toBe(expected);
  });

  it('refuses letters and other characters, naming them, instead of dropping them', () => {
    expect(parseDialNumber('1-800-FLOWERS')).toEqual({
      code: 'phoneCharacters',
      params: { characters: 'F L O W E R S' },
    });
    expect(parseDialNumber('x8')).toEqual({
      code: 'phoneCharacters',
      params: { characters: 'x' },
    });
    expect(parseDialNumber('010 转 8 号')).toMatchObject({ params: { characters: '转 号' } });
    expect(parseDialNumber('+86+10')).toMatchObject({ params: { characters: '+' } });
    expect(telPayload('1-800-FLOWERS')).toBe('');
  });

  it('never glues an extension onto the number: the dialled number is the main number', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\+?[1-9]\d{4,12}$/),
        fc.stringMatching(/^\d{1,5}$/),
        fc.constantFrom(' 转 ', '转', ' 分机', ' ext ', 'ext.', ' x', '#'),
        (number, extension, marker) => {
          expect(telPayload(number + marker + extension)).toBe(`tel:${number},${extension}`);
        },
      ),
    );
  });
});
