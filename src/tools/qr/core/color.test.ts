import { describe, expect, it } from 'vitest';
import { colorProblems, contrastRatio, parseHexColor, toHexColor } from './color';

const hex = (value: string) => parseHexColor(value)!;

describe('colours', () => {
  it('parses #rgb and #rrggbb and rejects other text', () => {
    expect(parseHexColor('#1DA57A')).toEqual({ r: 29, g: 165, b: 122 });
    expect(toHexColor(hex('#abc'))).toBe('#aabbcc');
    expect(parseHexColor('red')).toBeUndefined();
    expect(parseHexColor('#12345')).toBeUndefined();
  });

  it('has WCAG contrast 21 for black on white', () => {
    expect(contrastRatio(hex('#000'), hex('#fff'))).toBeCloseTo(21, 5);
  });

  it('warns about low contrast and light-on-dark codes', () => {
    expect(colorProblems(hex('#000000'), hex('#ffffff'))).toEqual([]);
    expect(colorProblems(hex('#bbbbbb'), hex('#ffffff'))).toEqual(['lowContrast']);
    expect(colorProblems(hex('#ffffff'), hex('#000000'))).toEqual(['inverted']);
  });
});
