import { readListing, type ListingAmount, type ListingReading } from './listingRead';
import { Exact } from './money';
import type { OfferDraft, PromotionDraft } from './document';
import type { Promotion } from './promotions';

/**
 * How an offer's quick-entry text relates to its size fields. Only `read` may be ranked: an
 * offer whose text could not be read, allows several readings or no longer matches its fields
 * is held out of the ranking until the user settles it, so no ranking rests on a stale size.
 */
export type SpecState =
  | { kind: 'empty' }
  | { kind: 'read'; reading: ListingReading; amount: ListingAmount }
  | { kind: 'choose'; reading: ListingReading }
  | { kind: 'unread'; reading: ListingReading }
  | { kind: 'stale'; reading: ListingReading };

export type SpecHold = 'choose' | 'unread' | 'stale';

/** The size fields an amount sets. */
export function fieldsOf(amount: ListingAmount): Pick<OfferDraft, 'quantity' | 'unit' | 'packs'> {
  return { quantity: amount.quantity, unit: amount.unit, packs: String(amount.packs) };
}

function holdsAmount(offer: OfferDraft, amount: ListingAmount): boolean {
  const quantity = /^\d+(\.\d+)?$/.test(offer.quantity.trim()) ? new Exact(offer.quantity) : null;
  return (
    quantity !== null &&
    quantity.eq(amount.quantity) &&
    offer.unit === amount.unit &&
    (offer.packs.trim() || '1') === String(amount.packs)
  );
}

export function specState(offer: OfferDraft): SpecState {
  if (offer.spec.trim() === '') return { kind: 'empty' };
  const reading = readListing(offer.spec);
  const held = reading.amounts.find((amount) => holdsAmount(offer, amount));
  if (held) return { kind: 'read', reading, amount: held };
  if (reading.amounts.length === 0) return { kind: 'unread', reading };
  return { kind: reading.amounts.length > 1 ? 'choose' : 'stale', reading };
}

export function specHold(offer: OfferDraft): SpecHold | undefined {
  const state = specState(offer);
  return state.kind === 'empty' || state.kind === 'read' ? undefined : state.kind;
}

/** A promotion found in a title, as the fields of the promotion form. */
export function promotionDraftOf(promotion: Promotion, base: PromotionDraft): PromotionDraft {
  switch (promotion.kind) {
    case 'buyGet':
      return { ...base, kind: 'buyGet', buy: String(promotion.buy), get: String(promotion.get) };
    case 'nthDiscount':
      return { ...base, kind: 'nthDiscount', nth: String(promotion.nth), rate: promotion.rate };
    default:
      return base;
  }
}

/**
 * What typing `spec` changes in an offer: the size when the text has one reading, the price
 * when it has one, and the name and promotion when the user has not set them (or they came
 * from the previous text).
 */
export function applySpec(offer: OfferDraft, spec: string): Partial<OfferDraft> {
  const before = offer.spec.trim() ? readListing(offer.spec) : undefined;
  const reading = readListing(spec);
  const patch: Partial<OfferDraft> = { spec };
  if (reading.amounts.length === 1) Object.assign(patch, fieldsOf(reading.amounts[0]));
  const priceWasTyped = offer.price.trim() !== '' && !before?.prices.includes(offer.price);
  if (reading.prices.length === 1 && !priceWasTyped) patch.price = reading.prices[0];
  const nameWasTyped = offer.name.trim() !== '' && offer.name !== before?.name;
  if (reading.amounts.length > 0 && reading.name && !nameWasTyped) patch.name = reading.name;
  if (reading.promotion && offer.promotion.kind === 'none') {
    patch.promotion = promotionDraftOf(reading.promotion, offer.promotion);
  }
  return patch;
}
