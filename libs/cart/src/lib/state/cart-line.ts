import type { ApiImage, InitShop, Quotation } from '@storefront/api-client';
import { WARRANTY_OPTIONS, type WarrantyOption } from '@storefront/regions';

/** The warranty a shopper chose for a line (SPEC §9 `WARRANTY_OPTIONS`: Basic 0, Pro 999 in the region's currency). */
export type CartWarranty = WarrantyOption['id'];

export const CART_WARRANTIES: readonly CartWarranty[] = WARRANTY_OPTIONS.map((option) => option.id);

/**
 * One line of the cart: SPEC §3 "Cart item" plus the warranty the product page chose. A line is one
 * product with one warranty: the same product with the other warranty is another line
 * (docs/adr/0069-one-cart-line-per-product-and-warranty.md).
 */
export interface CartLine {
  product_id: number;
  quantity: number;
  warranty: CartWarranty;
}

/** What tells two lines apart: the product and its warranty (a `CartLine` is one). */
export type CartLineRef = Pick<CartLine, 'product_id' | 'warranty'>;

/** A line's key, for React lists and lookups: `7:pro`. */
export const lineKey = ({ product_id, warranty }: CartLineRef): string => `${product_id}:${warranty}`;

/** Whether `line` is the line `ref` names. */
export const isLine =
  (ref: CartLineRef) =>
  (line: CartLineRef): boolean =>
    line.product_id === ref.product_id && line.warranty === ref.warranty;

/**
 * What the cart knows of a product before a quotation names it: what the page that added it showed
 * (its name, and its slug and picture when the page had them), or what a lookup of the catalogue found.
 */
export interface CartProduct {
  id: number;
  name: string;
  slug?: string;
  image?: ApiImage;
}

/** Bounds of a line's quantity and of the number of lines: `/init/shop`'s `cartLimits`. */
export type CartLimits = InitShop['cartLimits'];

/**
 * What the backend contract accepts at most (`quotation/get`: 100 lines of up to 999 pieces), the
 * bounds when the caller has no shop settings yet.
 */
export const CART_CONTRACT_LIMITS: CartLimits = Object.freeze({ maxQuantity: 999, maxLines: 100 });

/**
 * SPEC §3 "Cart quotation": the totals and lists. The currency, its fraction digits, the tax rate and
 * whether the prices include the tax come with the first real quotation (issue 14); an empty cart has none.
 */
export type CartQuotation = Pick<
  Quotation,
  'subTotalBeforeDiscounts' | 'subTotalBeforeTaxation' | 'discountsTotalAbs' | 'taxesTotal' | 'total' | 'adjustments' | 'lines'
> &
  Partial<Pick<Quotation, 'currency' | 'fractionDigits' | 'taxRate' | 'taxIncluded'>>;

/** SPEC §4: an empty cart's quotation, zeros and empty lists. */
export const EMPTY_QUOTATION: CartQuotation = Object.freeze({
  subTotalBeforeDiscounts: 0,
  subTotalBeforeTaxation: 0,
  discountsTotalAbs: 0,
  taxesTotal: 0,
  total: 0,
  adjustments: Object.freeze([]) as unknown as CartQuotation['adjustments'],
  lines: Object.freeze([]) as unknown as CartQuotation['lines'],
});

/** Why an addition changed nothing: the cart has `maxLines` lines, or the line already has `maxQuantity` pieces. */
type AddRefusal = 'maxLines' | 'maxQuantity';

/** The outcome of adding a product, as the button reports it to the shopper. */
export type AddToCartResult =
  | {
      status: 'added';
      /** The product's line after the addition. */
      line: CartLine;
      /** True when the line (the product with this warranty) already existed: its quantity was raised. */
      raised: boolean;
      /** True when fewer pieces than asked were added: the line reached `maxQuantity`. */
      capped: boolean;
      limits: CartLimits;
    }
  | { status: 'refused'; reason: AddRefusal; limits: CartLimits };

export interface AddLineRequest {
  productId: number;
  /** The product as the page shows it: names its line until a quotation prices it. */
  product?: CartProduct;
  /** Pieces to add; default 1. */
  quantity?: number;
  warranty?: CartWarranty;
  /** Default `CART_CONTRACT_LIMITS`. */
  limits?: CartLimits;
}

/** A positive whole number of pieces: anything else is 1. */
function wholeQuantity(quantity: number | undefined): number {
  return quantity !== undefined && Number.isFinite(quantity) ? Math.max(1, Math.trunc(quantity)) : 1;
}

/**
 * SPEC §4 "adding": the line of the product with the chosen warranty has its quantity raised by the
 * amount (default 1); a product not in the cart, or in it with the other warranty, gets a new line at
 * the end (the other line keeps its warranty). The quantity is capped at `maxQuantity`; a new line
 * beyond `maxLines`, or a line already at `maxQuantity`, is refused and changes nothing. Pure: the
 * reducer and the thunk that reports the outcome share it.
 */
export function addLine(
  lines: readonly CartLine[],
  { productId, quantity, warranty = 'basic', limits = CART_CONTRACT_LIMITS }: AddLineRequest,
): { lines: readonly CartLine[]; result: AddToCartResult } {
  const amount = wholeQuantity(quantity);
  const index = lines.findIndex(isLine({ product_id: productId, warranty }));
  const existing = lines[index];
  if (!existing) {
    if (lines.length >= limits.maxLines) return { lines, result: { status: 'refused', reason: 'maxLines', limits } };
    const line: CartLine = { product_id: productId, quantity: Math.min(amount, limits.maxQuantity), warranty };
    return { lines: [...lines, line], result: { status: 'added', line, raised: false, capped: amount > limits.maxQuantity, limits } };
  }
  if (existing.quantity >= limits.maxQuantity) return { lines, result: { status: 'refused', reason: 'maxQuantity', limits } };
  const wanted = existing.quantity + amount;
  const line: CartLine = { ...existing, quantity: Math.min(wanted, limits.maxQuantity) };
  return {
    lines: lines.map((other, position) => (position === index ? line : other)),
    result: { status: 'added', line, raised: true, capped: wanted > limits.maxQuantity, limits },
  };
}
