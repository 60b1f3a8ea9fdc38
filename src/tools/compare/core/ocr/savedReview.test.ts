import { describe, expect, it } from 'vitest';
import { parseSavedEdits, parseSavedReview } from './savedReview';

const line = {
  text: '规格：550ml×24瓶',
  confidence: 0.9,
  weakest: 0.8,
  weakestDigit: 0.8,
  box: {
    left: 1,
    top: 2,
    width: 3,
    height: 4,
    score: 0.9,
    turned: { centreX: 2, centreY: 4, length: 3, thickness: 4, angle: 0 },
  },
};
const review = { id: 'a', photo: new Blob(['x']), width: 600, height: 452, lines: [line] };

describe('saved 拍价签 review', () => {
  it('reads back what the reader saved', () => {
    expect(parseSavedReview(review)).toEqual(review);
    const edits = { id: 'a', edits: [{ include: false, name: '水', spec: '550ml', price: '2' }] };
    expect(parseSavedEdits(edits)).toEqual(edits);
  });

  it('trusts no part that is damaged (the reader then starts afresh, with a notice)', () => {
    expect(parseSavedReview({ ...review, photo: {} })).toBeUndefined();
    expect(parseSavedReview({ ...review, width: 0 })).toBeUndefined();
    expect(parseSavedReview({ ...review, id: 1 })).toBeUndefined();
    expect(
      parseSavedReview({ ...review, lines: [{ ...line, box: { ...line.box, left: 'x' } }] }),
    ).toBeUndefined();
    expect(
      parseSavedReview({ ...review, lines: [{ ...line, box: { ...line.box, turned: null } }] }),
    ).toBeUndefined();
    expect(
      parseSavedEdits({ id: 'a', edits: [{ include: 'yes', name: '', spec: '', price: '' }] }),
    ).toBeUndefined();
    expect(parseSavedEdits({ edits: [] })).toBeUndefined();
    expect(parseSavedReview('nonsense')).toBeUndefined();
  });
});
