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

/** Checks an offer; the error names the field in Chinese. */
export function parseOffer(
  item: CompareItem,
): { ok: true; offer: ParsedOffer } | { ok: false; error: string } {
  if (typeof item !== 'object' || item === null) return { ok: false, error: '无法识别的商品' };
  if (item.held) return { ok: false, error: '快速录入的规格还没有确定，暂不参与计算' };
  const priceText = typeof item.price === 'string' ? item.price.trim() : '';
  if (priceText === '') return { ok: false, error: '请填写价格' };
  const price = parseDecimal(priceText);
  if (!price)
    return { ok: false, error: `价格“${priceText.slice(0, 20)}”不是有效金额，例如 12.90` };
  if (price.gt(MAX_INPUT)) return { ok: false, error: '价格太大' };
  const quantityText = typeof item.quantity === 'string' ? item.quantity.trim() : '';
  if (quantityText === '') return { ok: false, error: '请填写规格（数量和单位）' };
  const quantity = parseDecimal(quantityText);
  if (!quantity) return { ok: false, error: `数量“${quantityText.slice(0, 20)}”不是有效数字` };
  if (quantity.isZero()) return { ok: false, error: '数量必须大于 0' };
  if (quantity.gt(MAX_INPUT)) return { ok: false, error: '数量太大' };
  const unit = typeof item.unit === 'string' ? findUnit(item.unit) : undefined;
  if (!unit) return { ok: false, error: `无法识别的单位“${String(item.unit ?? '').slice(0, 20)}”` };
  const packs = item.packs ?? 1;
  if (!isWholeInRange(packs, MAX_PACKS)) {
    return { ok: false, error: `件数必须是 1 到 ${MAX_PACKS} 的整数` };
  }
  const buyCount = item.buyCount ?? 1;
  if (!isWholeInRange(buyCount, MAX_BUY_COUNT)) {
    return { ok: false, error: `购买份数必须是 1 到 ${MAX_BUY_COUNT} 的整数` };
  }
  let promotion: ParsedPromotion | undefined;
  if (item.promotion) {
    const checked = checkPromotion(item.promotion);
    if (!checked.ok) return { ok: false, error: checked.error };
    promotion = checked.value;
  }
  const amountPerOffer = toBaseAmount(quantity, unit).times(packs);
  return { ok: true, offer: { price, unit, amountPerOffer, buyCount, promotion } };
}
