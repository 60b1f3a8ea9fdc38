import { readListing, type PastedListing } from '../../core';
import type { TagEdit } from '../../core/ocr/savedReview';
import type { TagReading } from '../../core/ocr/tags';

/** What the user confirms for one tag read from a photo: what was read, and their edit. */
export interface TagDraft extends TagEdit {
  tag: TagReading;
}

/** The edit a tag starts from: what was read. */
export function editOf(tag: TagReading): TagEdit {
  return { include: true, name: tag.reading.name, spec: tag.spec, price: tag.price };
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
