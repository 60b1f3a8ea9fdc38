/**
 * The id under which the 满 field registers for focus (凑单满减 from the palette). Here rather
 * than in CartTab, which loads only when its tab is first opened.
 */
export const CART_OVER_FIELD = 'cart-over';
