import { readListing, type PastedListing } from '../../core';
import type { TagReading } from '../../core/ocr/tags';

/** What the user confirms for one tag read from a photo; starts from what was read. */
export interface TagDraft {
  tag: TagReading;
  include: boolean;
  name: string;
  spec: string;
  price: string;
}

export function draftOf(tag: TagReading): TagDraft {
  return { tag, include: true, name: tag.reading.name, spec: tag.spec, price: tag.price };
}

/** The confirmed fields as a listing, read again: what the user typed wins over the photo. */
export function listingOfDraft(draft: TagDraft): PastedListing {
  const price = draft.price.trim().replace(/^[¥￥]/, '');
  const text = [draft.name.trim(), draft.spec.trim(), price && `¥${price}`]
    .filter(Boolean)
    .join(' ');
  const reading = readListing(draft.spec);
  return {
    ...reading,
    name: draft.name.trim(),
    prices: price ? [price] : [],
    promotion: draft.tag.reading.promotion ?? reading.promotion,
    text,
  };
}
