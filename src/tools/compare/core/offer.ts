import { problem, type CompareProblem } from './errors';
import { Exact, MAX_INPUT, parseDecimal } from './money';
import { checkPromotion, type ParsedPromotion, type Promotion } from './promotions';
import type { SpecHold } from './specState';
import { findUnit, toBaseAmount, type UnitDefinition } from './units';

export const MAX_PACKS = 1_000_000;

/** One offer as the user typed it (the `item` of compareItems). */
export interface CompareItem {
  name: string;
  /** Price of one offer in yuan, a decimal string ("12.90"). */
  price: string;
  /** Size of one pack ("500"), with `unit` ("g"). */
  quantity: string;
  unit: string;
  /** Packs in one offer (24 cans in a case); default 1. */
  packs?: number;
  /** How many of this offer you plan to take home; default 1. */
  buyCount?: number;
  promotion?: Promotion | null;
  /** Its quick-entry text is unread, ambiguous or stale: shown, but not ranked. */
  held?: SpecHold;
}

export const MAX_BUY_COUNT = 10_000;

/** An offer whose fields are all valid, ready for exact arithmetic. */
export interface ParsedOffer {
  price: Exact;
  unit: UnitDefinition;
  /** Base units (g, ml, mm, pieces) in one offer: quantity × unit factor × packs. */
  amountPerOffer: Exact;
  buyCount: number;
  promotion?: ParsedPromotion;
}

function isWholeInRange(value: unknown, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max;
}

/** Checks an offer; the problem names the field at fault. */
export function parseOffer(
  item: CompareItem,
): { ok: true; offer: ParsedOffer } | { ok: false; error: CompareProblem } {
  const fail = (...args: Parameters<typeof problem>) => ({
    ok: false as const,
    error: problem(...args),
  });
  if (typeof item !== 'object' || item === null) return fail('offer-unreadable');
  if (item.held) return fail('offer-held');
  const priceText = typeof item.price === 'string' ? item.price.trim() : '';
  if (priceText === '') return fail('price-missing');
  const price = parseDecimal(priceText);
  if (!price) return fail('price-invalid', { text: priceText.slice(0, 20) });
  if (price.gt(MAX_INPUT)) return fail('price-too-large');
  const quantityText = typeof item.quantity === 'string' ? item.quantity.trim() : '';
  if (quantityText === '') return fail('quantity-missing');
  const quantity = parseDecimal(quantityText);
  if (!quantity) return fail('quantity-invalid', { text: quantityText.slice(0, 20) });
  if (quantity.isZero()) return fail('quantity-zero');
  if (quantity.gt(MAX_INPUT)) return fail('quantity-too-large');
  const unit = typeof item.unit === 'string' ? findUnit(item.unit) : undefined;
  if (!unit) return fail('unit-unknown', { text: String(item.unit ?? '').slice(0, 20) });
  const packs = item.packs ?? 1;
  if (!isWholeInRange(packs, MAX_PACKS)) return fail('packs-range', { max: MAX_PACKS });
  const buyCount = item.buyCount ?? 1;
  if (!isWholeInRange(buyCount, MAX_BUY_COUNT))
    return fail('buy-count-range', { max: MAX_BUY_COUNT });
  let promotion: ParsedPromotion | undefined;
  if (item.promotion) {
    const checked = checkPromotion(item.promotion);
    if (!checked.ok) return { ok: false, error: checked.error };
    promotion = checked.value;
  }
  const amountPerOffer = toBaseAmount(quantity, unit).times(packs);
  return { ok: true, offer: { price, unit, amountPerOffer, buyCount, promotion } };
}
