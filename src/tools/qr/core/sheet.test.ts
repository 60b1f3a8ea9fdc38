import { describe, expect, it } from 'vitest';
import { A4_POINTS, CODES_PER_PAGE, fitLabel, sheetPageCount, sheetPlacement } from './sheet';

describe('sheetPlacement', () => {
  const cell = { width: 480, height: 576 };
  const place = (index: number) => sheetPlacement(index, cell.width, cell.height);

  it('fills each A4 page left to right, top to bottom, then starts the next page', () => {
    expect(place(0).page).toBe(0);
    expect(place(1).x).toBeGreaterThan(place(0).x);
    expect(place(1).y).toBe(place(0).y);
    expect(place(4).y).toBeLessThan(place(0).y); // the second row is lower (PDF y points up)
    expect(place(CODES_PER_PAGE)).toEqual({ ...place(0), page: 1 });
    expect(sheetPageCount(23)).toBe(2);
    expect(sheetPageCount(20)).toBe(1);
  });

  it('keeps every cell whole, inside the margins, unstretched and apart from its neighbours', () => {
    for (let index = 0; index < CODES_PER_PAGE; index += 1) {
      const box = place(index);
      expect(box.x).toBeGreaterThanOrEqual(36);
      expect(box.y).toBeGreaterThanOrEqual(36);
      expect(box.x + box.width).toBeLessThanOrEqual(A4_POINTS.width - 36);
      expect(box.y + box.height).toBeLessThanOrEqual(A4_POINTS.height - 36);
      expect(box.width / box.height).toBeCloseTo(cell.width / cell.height, 6);
    }
    expect(place(1).x - (place(0).x + place(0).width)).toBeGreaterThanOrEqual(10);
    // About 40 mm wide: a phone reads it from a normal distance.
    expect((place(0).width / 72) * 25.4).toBeGreaterThan(38);
  });
});

describe('fitLabel', () => {
  const measure = (text: string) => Array.from(text).length * 10;

  it('keeps a label that fits, on one line', () => {
    expect(fitLabel('首页\n二楼', 100, measure)).toBe('首页 二楼');
  });

  it('cuts a long label at a whole character with an ellipsis, as long as fits', () => {
    expect(fitLabel('这是一个很长很长的门店名称', 60, measure)).toBe('这是一个很…');
    expect(fitLabel('😀😀😀😀😀😀😀', 40, measure)).toBe('😀😀😀…');
  });
});
