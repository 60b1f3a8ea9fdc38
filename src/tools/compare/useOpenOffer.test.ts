import { describe, expect, it } from 'vitest';
import {
  applySpec,
  emptyOffer,
  freshComparison,
  specState,
  type ComparisonDoc,
  type OfferDraft,
} from './core';
import { offerToOpen } from './useOpenOffer';

function docWith(...offers: Partial<OfferDraft>[]): ComparisonDoc {
  let id = 0;
  const doc = freshComparison(() => `id-${(id += 1)}`, 0, '测试');
  const template = doc.offers[0];
  doc.offers = offers.map((patch, index) => ({ ...template, ...patch, id: `offer-${index}` }));
  return doc;
}

const priced = (price: string, quantity: string, unit: string) => ({ price, quantity, unit });

describe('offerToOpen', () => {
  it('opens the first offer that still needs the user, none when all are ranked', () => {
    expect(offerToOpen(docWith({}, {}))).toBe('offer-0');
    expect(offerToOpen(docWith(priced('10', '500', 'g'), {}))).toBe('offer-1');
    expect(offerToOpen(docWith({ price: '12.90' }, priced('10', '500', 'g')))).toBe('offer-0');
    expect(offerToOpen(docWith(priced('10', '500', 'g'), priced('8', '1', 'kg')))).toBeNull();
  });

  it('opens an offer in error or waiting for an answer', () => {
    const eggs = { ...emptyOffer('eggs'), ...applySpec(emptyOffer('eggs'), '土鸡蛋 30枚 1.5kg') };
    // The title gives a count and a weight: the reader asks, it does not guess.
    expect(specState(eggs).kind).toBe('choose');
    expect(offerToOpen(docWith(priced('10', '500', 'g'), priced('5', '330', 'ml')))).toBe(
      'offer-1',
    );
    expect(offerToOpen(docWith(priced('10', '500', 'g'), { ...eggs, price: '39.9' }))).toBe(
      'offer-1',
    );
  });
});
