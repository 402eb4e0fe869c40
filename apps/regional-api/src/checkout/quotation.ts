import {
  WARRANTIES,
  type Adjustment,
  type ApiImage,
  type CartItem,
  type PreOrder,
  type Quotation,
  type QuotationLine,
  type Warranty,
} from '@storefront/api-client/contract';
import type { CountrySettings } from '../country-settings';
import { offerDiscountOf } from '../catalog/offer-price';
import { unprocessable, type Issue } from '../http/http-error';

export const MAX_LINE_QUANTITY = 999;
export const MAX_CART_LINES = 100;

/**
 * SPEC §9 warranty prices per piece, in MAJOR units of the country's currency (the same figure in
 * every country): Basic is free, Pro costs 999 (AED 999.00, OMR 999.000).
 */
const WARRANTY_PRICES_MAJOR: Readonly<Record<Warranty, number>> = { basic: 0, pro: 999 };

/** A validated cart line: its warranty is always named ('basic' when the request left it out). */
export type ValidCartItem = Required<CartItem>;

export interface PricedProduct {
  id: number;
  slug: string;
  name: string;
  image: ApiImage;
  /** Catalogue price in minor units. */
  price: number;
  stock: number;
  /** A pre-order: ordered with stock 0, expected on `expectedAt`; the line says so. */
  preOrder: PreOrder | null;
}

export interface LineOffer {
  slug: string;
  title: string;
  discountPercent: number;
}

const describe = (value: unknown) => (typeof value === 'string' ? `"${value.slice(0, 20)}"` : String(value).slice(0, 20));

/**
 * Checks the shape of `{ cart: [{ product_id, quantity, warranty? }] }` and says, for each bad line,
 * which line (1-based, as a shopper counts) and what is wrong. Whole numbers only: `2.5`, `"2"`, `0`,
 * `-1` and anything above 999 are refused, never rounded or clamped. `warranty` is 'basic' (also
 * when absent) or 'pro'. A line is a product with its warranty
 * (docs/adr/0069-one-cart-line-per-product-and-warranty.md): the same product may come once with each
 * warranty, each line priced
 * as sent; a second line of the same product with the same warranty is refused rather than priced
 * twice, which would also let a cart pass the 999 pieces a line may carry.
 */
export function validateCart(cart: unknown, path = 'cart'): ValidCartItem[] {
  if (!Array.isArray(cart)) throw unprocessable([{ path, message: 'must be a list of { product_id, quantity, warranty? }' }]);
  if (cart.length > MAX_CART_LINES) throw unprocessable([{ path, message: `at most ${MAX_CART_LINES} lines` }]);
  const issues: Issue[] = [];
  const items: ValidCartItem[] = [];
  const lineOf = new Map<string, number>();
  cart.forEach((line: unknown, index) => {
    const where = `${path}[${index}]`;
    const name = `line ${index + 1}`;
    if (typeof line !== 'object' || line === null || Array.isArray(line)) {
      issues.push({ path: where, message: `${name} must be an object { product_id, quantity, warranty? }` });
      return;
    }
    const { product_id: productId, quantity, warranty = 'basic' } = line as Record<string, unknown>;
    let ok = true;
    const validId = typeof productId === 'number' && Number.isSafeInteger(productId) && productId >= 1;
    if (!validId) {
      issues.push({ path: `${where}.product_id`, message: `${name}: product_id must be a positive whole number, got ${describe(productId)}` });
      ok = false;
    }
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
      issues.push({
        path: `${where}.quantity`,
        message: `${name}: quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}, got ${describe(quantity)}`,
      });
      ok = false;
    }
    if (typeof warranty !== 'string' || !(WARRANTIES as readonly string[]).includes(warranty)) {
      issues.push({ path: `${where}.warranty`, message: `${name}: warranty must be ${WARRANTIES.join(' or ')} (or left out for basic), got ${describe(warranty)}` });
      ok = false;
    }
    if (validId && typeof warranty === 'string') {
      const key = `${productId}:${warranty}`;
      const earlier = lineOf.get(key);
      if (earlier === undefined) lineOf.set(key, index);
      else {
        issues.push({
          path: `${where}.product_id`,
          message: `${name}: product ${productId} with the ${warranty} warranty is already on line ${earlier + 1}; raise that line's quantity`,
        });
        ok = false;
      }
    }
    if (ok) items.push({ product_id: productId as number, quantity: quantity as number, warranty: warranty as Warranty });
  });
  if (issues.length > 0) throw unprocessable(issues);
  return items;
}

/** Every line's product must be sold in the country; otherwise a 422 naming the lines. */
export function resolveLines(items: readonly CartItem[], products: ReadonlyMap<number, PricedProduct>, path = 'cart'): PricedProduct[] {
  const issues: Issue[] = [];
  const resolved: PricedProduct[] = [];
  items.forEach((item, index) => {
    const product = products.get(item.product_id);
    if (product) resolved.push(product);
    else issues.push({ path: `${path}[${index}].product_id`, message: `line ${index + 1}: no product ${item.product_id} is sold here` });
  });
  if (issues.length > 0) throw unprocessable(issues);
  return resolved;
}

const percentLabel = (basisPoints: number) => `${(basisPoints / 100).toString()} %`;

// Half up, in integers: amounts are never negative here.
const shareOf = (amount: bigint, numerator: bigint, denominator: bigint) => (amount * numerator * 2n + denominator) / (denominator * 2n);

const toNumber = (value: bigint, path: string): number => {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw unprocessable([{ path, message: 'the amounts are too large to quote' }]);
  return number;
};

/** The warranty's price for one piece, in minor units of a currency with `fractionDigits` digits. */
const warrantyUnitPriceOf = (warranty: Warranty, fractionDigits: number): bigint =>
  BigInt(WARRANTY_PRICES_MAJOR[warranty]) * 10n ** BigInt(fractionDigits);

/**
 * Prices a cart from database prices, in integer minor units (BigInt inside, so no product or sum
 * ever loses a unit). Per line: linePrice = (unitPrice + warrantyUnitPrice) × quantity; discount =
 * the line's running offer percentage of the product part only, unitPrice × quantity (offers are
 * for products, not for the warranty service; offers never stack, the best one applies), rounded
 * half up. The tax depends on what the catalogue prices are (docs/regional-api.md "Tax in prices"):
 * - prices without tax: taxes = rate × (linePrice − discount), rounded half up, added on top:
 *   total = linePrice − discount + taxes;
 * - prices with tax (`taxIncludedInPrices`): the shopper pays the shelf price, total = linePrice −
 *   discount, and taxes = the part of it that is tax, total × rate ÷ (1 + rate), rounded half up.
 * Order totals are the sums of the lines, so lines and totals always agree, and
 * total = subTotalBeforeTaxation + taxesTotal in both modes.
 */
export function computeQuotation(
  items: readonly CartItem[],
  products: readonly PricedProduct[],
  offers: ReadonlyMap<number, LineOffer>,
  settings: Pick<CountrySettings, 'currency' | 'fractionDigits' | 'vatBasisPoints' | 'taxName' | 'taxIncludedInPrices'>,
): Quotation {
  const vat = BigInt(settings.vatBasisPoints);
  const included = settings.taxIncludedInPrices;
  let subTotal = 0n;
  let discounts = 0n;
  let taxes = 0n;
  const byOffer = new Map<string, { title: string; amount: bigint }>();
  const lines: QuotationLine[] = items.map((item, index) => {
    const product = products[index];
    if (!product) throw new Error('computeQuotation: one product per item');
    const offer = offers.get(product.id);
    const warranty = item.warranty ?? 'basic';
    const warrantyUnitPrice = warrantyUnitPriceOf(warranty, settings.fractionDigits);
    const quantity = BigInt(item.quantity);
    const productPrice = BigInt(product.price) * quantity;
    const linePrice = productPrice + warrantyUnitPrice * quantity;
    const discount = offer ? offerDiscountOf(productPrice, offer.discountPercent) : 0n;
    const net = linePrice - discount;
    const lineTaxes = included ? shareOf(net, vat, 10_000n + vat) : shareOf(net, vat, 10_000n);
    const lineTotal = included ? net : net + lineTaxes;
    subTotal += linePrice;
    discounts += discount;
    taxes += lineTaxes;
    if (offer && discount > 0n) {
      const entry = byOffer.get(offer.slug) ?? { title: offer.title, amount: 0n };
      entry.amount += discount;
      byOffer.set(offer.slug, entry);
    }
    const path = `cart[${index}]`;
    return {
      productId: product.id,
      slug: product.slug,
      name: product.name,
      image: product.image,
      quantity: item.quantity,
      unitPrice: product.price,
      warranty,
      warrantyUnitPrice: toNumber(warrantyUnitPrice, path),
      linePrice: toNumber(linePrice, path),
      discount: toNumber(discount, path),
      offerSlug: offer && discount > 0n ? offer.slug : null,
      taxes: toNumber(lineTaxes, path),
      total: toNumber(lineTotal, path),
      stock: product.stock,
      preOrder: product.preOrder,
    };
  });
  const adjustments: Adjustment[] = [...byOffer].map(([slug, { title, amount }]) => ({
    type: 'offer',
    label: title,
    amount: -toNumber(amount, 'cart'),
    offerSlug: slug,
  }));
  if (settings.vatBasisPoints > 0 && lines.length > 0) {
    adjustments.push({ type: 'tax', label: `${settings.taxName} ${percentLabel(settings.vatBasisPoints)}`, amount: toNumber(taxes, 'cart'), offerSlug: null });
  }
  // What the shopper pays; in both modes the part before tax is the total less the tax.
  const total = included ? subTotal - discounts : subTotal - discounts + taxes;
  return {
    currency: settings.currency,
    fractionDigits: settings.fractionDigits,
    taxRate: settings.vatBasisPoints,
    taxIncluded: included,
    subTotalBeforeDiscounts: toNumber(subTotal, 'cart'),
    discountsTotalAbs: toNumber(discounts, 'cart'),
    subTotalBeforeTaxation: toNumber(total - taxes, 'cart'),
    taxesTotal: toNumber(taxes, 'cart'),
    total: toNumber(total, 'cart'),
    adjustments,
    lines,
  };
}
