import { v4 as uuid } from 'uuid';
import {
  emptyOffer,
  fieldsOf,
  MAX_SPEC_LENGTH,
  promotionDraftOf,
  type OfferDraft,
  type PastedListing,
} from './core';

/**
 * An offer from one read listing (pasted titles, a photographed tag); a title with several
 * readings waits for the user's pick in the offer row.
 */
export function offerOfListing(listing: PastedListing): OfferDraft {
  const offer = emptyOffer(uuid());
  return {
    ...offer,
    name: listing.name.slice(0, 60),
    spec: listing.text.slice(0, MAX_SPEC_LENGTH),
    price: listing.prices.length === 1 ? listing.prices[0] : '',
    ...(listing.amounts.length === 1 ? fieldsOf(listing.amounts[0]) : {}),
    promotion: listing.promotion
      ? promotionDraftOf(listing.promotion, offer.promotion)
      : offer.promotion,
  };
}
