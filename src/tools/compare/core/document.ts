import { is } from './validate';
import type { CartGood, CartRule } from './cart';
import type { CompareItem } from './offer';
import { PROMOTION_KINDS, type Promotion, type PromotionKind } from './promotions';
import { specHold } from './specState';

/**
 * A saved comparison exactly as the user typed it: every field is kept as text, so a
 * half-typed "12." survives a reload and nothing is lost to parsing.
 */
export interface PromotionDraft {
  kind: 'none' | PromotionKind;
  rate: string;
  over: string;
  off: string;
  repeat: boolean;
  nth: string;
  buy: string;
  get: string;
  minSpend: string;
}

export interface OfferDraft {
  id: string;
  name: string;
  /** The quick-entry text ("330ml×24") as typed; the fields below hold what it understood. */
  spec: string;
  price: string;
  quantity: string;
  unit: string;
  packs: string;
  buyCount: string;
  promotion: PromotionDraft;
}

export interface GoodDraft {
  id: string;
  name: string;
  price: string;
  mustBuy: boolean;
}

export type CartMode = 'reach' | 'split';

export interface ComparisonDoc {
  id: string;
  name: string;
  createdAt: number;
  updatedAt: number;
  /** Basis key ("斤", "100g"); '' follows the first offer's family. */
  basis: string;
  /** Amount for the saving sentence, in basis units; '' uses the cheapest offer's amount. */
  planAmount: string;
  offers: OfferDraft[];
  need: { quantity: string; unit: string };
  cart: { over: string; off: string; repeat: boolean; mode: CartMode; goods: GoodDraft[] };
}

export const DOCUMENT_VERSION = 1;
export const MAX_OFFERS = 500;
export const MAX_FIELD_LENGTH = 200;
/** A whole listing title pasted into quick entry may be longer than other fields. */
export const MAX_SPEC_LENGTH = 500;

export const EMPTY_PROMOTION: PromotionDraft = {
  kind: 'none',
  rate: '',
  over: '',
  off: '',
  repeat: false,
  nth: '2',
  buy: '',
  get: '',
  minSpend: '',
};

export function emptyOffer(id: string): OfferDraft {
  return {
    id,
    name: '',
    spec: '',
    price: '',
    quantity: '',
    unit: 'g',
    packs: '1',
    buyCount: '1',
    promotion: { ...EMPTY_PROMOTION },
  };
}

export function emptyGood(id: string): GoodDraft {
  return { id, name: '', price: '', mustBuy: false };
}

export function freshComparison(newId: () => string, now: number, name: string): ComparisonDoc {
  return {
    id: newId(),
    name,
    createdAt: now,
    updatedAt: now,
    basis: '',
    planAmount: '',
    offers: [emptyOffer(newId()), emptyOffer(newId())],
    need: { quantity: '', unit: 'kg' },
    cart: {
      over: '',
      off: '',
      repeat: false,
      mode: 'reach',
      goods: [emptyGood(newId()), emptyGood(newId())],
    },
  };
}

/**
 * A, B, …, Z, AA, AB…: the letters of the n-th offer's default name (0-based), which the page
 * words from its catalogue (商品 A, Offer A). The default is never stored: a blank name stays
 * blank, so it follows the interface language.
 */
export function offerLetters(index: number): string {
  let n = index;
  let letters = '';
  do {
    letters = String.fromCharCode(65 + (n % 26)) + letters;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return letters;
}

function wholeOrNaN(text: string): number {
  return /^\s*\d{1,9}\s*$/.test(text) ? Number(text) : Number.NaN;
}

export function promotionOf(draft: PromotionDraft): Promotion | null {
  switch (draft.kind) {
    case 'none':
      return null;
    case 'discount':
      return { kind: 'discount', rate: draft.rate };
    case 'threshold':
      return { kind: 'threshold', over: draft.over, off: draft.off, repeat: draft.repeat };
    case 'nthDiscount':
      return { kind: 'nthDiscount', nth: wholeOrNaN(draft.nth), rate: draft.rate };
    case 'buyGet':
      return { kind: 'buyGet', buy: wholeOrNaN(draft.buy), get: wholeOrNaN(draft.get) };
    case 'coupon':
      return { kind: 'coupon', off: draft.off, minSpend: draft.minSpend };
  }
}

/** The offer as the core ranks it; a blank name stays blank (the page words the default). */
export function compareItemOf(offer: OfferDraft): CompareItem {
  return {
    name: offer.name.trim(),
    price: offer.price,
    quantity: offer.quantity,
    unit: offer.unit,
    packs: offer.packs.trim() === '' ? 1 : wholeOrNaN(offer.packs),
    buyCount: offer.buyCount.trim() === '' ? 1 : wholeOrNaN(offer.buyCount),
    promotion: promotionOf(offer.promotion),
    held: specHold(offer),
  };
}

/** A row the user has not started (no price, no quantity) is waiting, not wrong. */
export function isBlankOffer(offer: OfferDraft): boolean {
  return offer.price.trim() === '' && offer.quantity.trim() === '' && offer.spec.trim() === '';
}

export function cartOf(doc: ComparisonDoc): { goods: CartGood[]; rule: CartRule } {
  return {
    goods: doc.cart.goods
      .filter((good) => good.price.trim() !== '')
      .map((good) => ({
        name: good.name.trim(),
        price: good.price,
        mustBuy: good.mustBuy,
      })),
    rule: { over: doc.cart.over, off: doc.cart.off, repeat: doc.cart.repeat },
  };
}

const text = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_FIELD_LENGTH;

function validPromotion(value: unknown): PromotionDraft | undefined {
  if (!is.object(value)) return undefined;
  if (value.kind !== 'none' && !(PROMOTION_KINDS as readonly unknown[]).includes(value.kind))
    return undefined;
  const fields = ['rate', 'over', 'off', 'nth', 'buy', 'get', 'minSpend'] as const;
  if (!fields.every((field) => text(value[field])) || typeof value.repeat !== 'boolean')
    return undefined;
  return {
    kind: value.kind as PromotionDraft['kind'],
    rate: value.rate as string,
    over: value.over as string,
    off: value.off as string,
    repeat: value.repeat,
    nth: value.nth as string,
    buy: value.buy as string,
    get: value.get as string,
    minSpend: value.minSpend as string,
  };
}

function validOffer(value: unknown): OfferDraft | undefined {
  if (!is.object(value)) return undefined;
  const fields = ['id', 'name', 'price', 'quantity', 'unit', 'packs', 'buyCount'] as const;
  if (!fields.every((field) => text(value[field]))) return undefined;
  if (typeof value.spec !== 'string' || value.spec.length > MAX_SPEC_LENGTH) return undefined;
  const promotion = validPromotion(value.promotion);
  if (!promotion) return undefined;
  return {
    id: value.id as string,
    name: value.name as string,
    spec: value.spec as string,
    price: value.price as string,
    quantity: value.quantity as string,
    unit: value.unit as string,
    packs: value.packs as string,
    buyCount: value.buyCount as string,
    promotion,
  };
}

function validGood(value: unknown): GoodDraft | undefined {
  if (!is.object(value)) return undefined;
  if (
    !text(value.id) ||
    !text(value.name) ||
    !text(value.price) ||
    typeof value.mustBuy !== 'boolean'
  ) {
    return undefined;
  }
  return { id: value.id, name: value.name, price: value.price, mustBuy: value.mustBuy };
}

function validList<T>(value: unknown, check: (item: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value) || value.length > MAX_OFFERS) return undefined;
  const items = value.map(check);
  return items.every((item) => item !== undefined) ? (items as T[]) : undefined;
}

/** Checks one comparison read from storage, a file or a link; undefined when it cannot be trusted. */
export function validateComparison(value: unknown): ComparisonDoc | undefined {
  if (!is.object(value)) return undefined;
  if (!text(value.id) || !text(value.name) || !text(value.basis) || !text(value.planAmount))
    return undefined;
  if (!Number.isFinite(value.createdAt) || !Number.isFinite(value.updatedAt)) return undefined;
  const offers = validList(value.offers, validOffer);
  if (!offers) return undefined;
  const need = value.need;
  if (!is.object(need) || !text(need.quantity) || !text(need.unit)) return undefined;
  const cart = value.cart;
  if (!is.object(cart) || !text(cart.over) || !text(cart.off) || typeof cart.repeat !== 'boolean')
    return undefined;
  if (cart.mode !== 'reach' && cart.mode !== 'split') return undefined;
  const goods = validList(cart.goods, validGood);
  if (!goods) return undefined;
  return {
    id: value.id,
    name: value.name,
    createdAt: value.createdAt as number,
    updatedAt: value.updatedAt as number,
    basis: value.basis,
    planAmount: value.planAmount,
    offers,
    need: { quantity: need.quantity, unit: need.unit },
    cart: { over: cart.over, off: cart.off, repeat: cart.repeat, mode: cart.mode, goods },
  };
}
