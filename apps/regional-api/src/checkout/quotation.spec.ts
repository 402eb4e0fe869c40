import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offerPriceOf } from '../catalog/offer-price';
import { HttpError } from '../http/http-error';
import { computeQuotation, resolveLines, validateCart, type PricedProduct } from './quotation';

const image = { path: '/products/x/1.svg', width: 1200, height: 900, alt: 'x' };
const product = (id: number, price: number): PricedProduct => ({ id, slug: `p${id}`, name: `Product ${id}`, image, price, stock: 5, preOrder: null });
/** A UAE backend that serves its prices without tax: the quotation adds it. */
const AED = { currency: 'AED', fractionDigits: 2, vatBasisPoints: 500, taxName: 'VAT', taxIncludedInPrices: false };
/** The same with prices that include the tax, as a consumer sees them. */
const AED_INCLUDED = { ...AED, taxIncludedInPrices: true };

function issuesOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, issues: error.issues ?? [] };
    throw error;
  }
  throw new Error('expected an error');
}

describe('validateCart', () => {
  it('accepts whole quantities from 1 to 999, and names the warranty of each line (basic when absent)', () => {
    expect(validateCart([{ product_id: 7, quantity: 1 }, { product_id: 8, quantity: 999, warranty: 'pro' }, { product_id: 9, quantity: 2, warranty: 'basic' }])).toEqual([
      { product_id: 7, quantity: 1, warranty: 'basic' },
      { product_id: 8, quantity: 999, warranty: 'pro' },
      { product_id: 9, quantity: 2, warranty: 'basic' },
    ]);
  });

  it.each([['gold'], ['PRO'], [''], [null], [1], [['pro']]])('refuses the warranty %j with a 422 naming the line', (warranty) => {
    const { status, issues } = issuesOf(() => validateCart([{ product_id: 1, quantity: 1, warranty: 'pro' }, { product_id: 2, quantity: 1, warranty }]));
    expect(status).toBe(422);
    expect(issues).toEqual([{ path: 'cart[1].warranty', message: expect.stringMatching(/^line 2: warranty must be basic or pro \(or left out for basic\), got /) }]);
  });

  it('takes a product once with each warranty, and refuses a second line of the same product with the same warranty', () => {
    expect(validateCart([{ product_id: 5, quantity: 1 }, { product_id: 5, quantity: 2, warranty: 'pro' }])).toEqual([
      { product_id: 5, quantity: 1, warranty: 'basic' },
      { product_id: 5, quantity: 2, warranty: 'pro' },
    ]);
    const { status, issues } = issuesOf(() =>
      validateCart([{ product_id: 5, quantity: 1 }, { product_id: 6, quantity: 1 }, { product_id: 5, quantity: 2, warranty: 'basic' }]),
    );
    expect(status).toBe(422);
    expect(issues).toEqual([
      { path: 'cart[2].product_id', message: "line 3: product 5 with the basic warranty is already on line 1; raise that line's quantity" },
    ]);
  });

  it.each([
    ['zero', 0],
    ['negative', -2],
    ['fractional', 1.5],
    ['absurd', 1000],
    ['a string', '2'],
    ['missing', undefined],
    ['NaN-like', null],
  ])('refuses a %s quantity with a 422 naming the line', (_case, quantity) => {
    const { status, issues } = issuesOf(() => validateCart([{ product_id: 1, quantity: 1 }, { product_id: 2, quantity }]));
    expect(status).toBe(422);
    expect(issues).toEqual([{ path: 'cart[1].quantity', message: expect.stringMatching(/^line 2: quantity must be a whole number from 1 to 999/) }]);
  });

  it('reports every bad line at once', () => {
    const { issues } = issuesOf(() => validateCart([{ product_id: 'x', quantity: 1 }, 'nope', { product_id: 3, quantity: -1 }]));
    expect(issues.map((issue) => issue.path)).toEqual(['cart[0].product_id', 'cart[1]', 'cart[2].quantity']);
  });

  it('refuses a cart that is not a list or has more than 100 lines', () => {
    expect(issuesOf(() => validateCart({})).issues[0]?.path).toBe('cart');
    const big = Array.from({ length: 101 }, (_, i) => ({ product_id: i + 1, quantity: 1 }));
    expect(issuesOf(() => validateCart(big)).issues[0]?.message).toMatch(/at most 100 lines/);
  });
});

describe('resolveLines', () => {
  it('names the line of an unknown product', () => {
    const { status, issues } = issuesOf(() => resolveLines([{ product_id: 1, quantity: 1 }, { product_id: 99, quantity: 1 }], new Map([[1, product(1, 100)]])));
    expect(status).toBe(422);
    expect(issues).toEqual([{ path: 'cart[1].product_id', message: 'line 2: no product 99 is sold here' }]);
  });
});

describe('computeQuotation, prices without tax', () => {
  it('answers zeros and empty lists for an empty cart', () => {
    expect(computeQuotation([], [], new Map(), AED)).toEqual({
      currency: 'AED',
      fractionDigits: 2,
      taxRate: 500,
      taxIncluded: false,
      subTotalBeforeDiscounts: 0,
      discountsTotalAbs: 0,
      subTotalBeforeTaxation: 0,
      taxesTotal: 0,
      total: 0,
      adjustments: [],
      lines: [],
    });
  });

  it('prices lines, applies the offer of each product and adds VAT on the discounted amount', () => {
    const quotation = computeQuotation(
      [
        { product_id: 1, quantity: 3 },
        { product_id: 2, quantity: 1 },
      ],
      [product(1, 1999), product(2, 50_000)],
      new Map([[2, { slug: 'spring', title: 'Spring 15 %', discountPercent: 15 }]]),
      AED,
    );
    // 3 × 19.99 = 59.97, no offer, VAT 5 % of 59.97 = 2.9985 → 3.00 (half up).
    expect(quotation.lines[0]).toMatchObject({ unitPrice: 1999, linePrice: 5997, discount: 0, offerSlug: null, taxes: 300, total: 6297 });
    // 500.00 − 15 % = 425.00, VAT 21.25.
    expect(quotation.lines[1]).toMatchObject({ unitPrice: 50_000, linePrice: 50_000, discount: 7500, offerSlug: 'spring', taxes: 2125, total: 44_625 });
    expect(quotation).toMatchObject({
      subTotalBeforeDiscounts: 55_997,
      discountsTotalAbs: 7500,
      subTotalBeforeTaxation: 48_497,
      taxesTotal: 2425,
      total: 50_922,
      adjustments: [
        { type: 'offer', label: 'Spring 15 %', amount: -7500, offerSlug: 'spring' },
        { type: 'tax', label: 'VAT 5 %', amount: 2425, offerSlug: null },
      ],
    });
  });

  it('adds the Pro warranty, 999 major units per piece, before VAT; the offer discounts only the product', () => {
    const spring = new Map([[1, { slug: 'spring', title: 'Spring 10 %', discountPercent: 10 }]]);
    const quotation = computeQuotation([{ product_id: 1, quantity: 2, warranty: 'pro' }], [product(1, 1_000_000)], spring, AED);
    // 2 × (10,000.00 + 999.00) = 21,998.00; 10 % of 2 × 10,000.00 = 2,000.00; VAT 5 % of 19,998.00 = 999.90.
    expect(quotation.lines[0]).toMatchObject({
      unitPrice: 1_000_000,
      warranty: 'pro',
      warrantyUnitPrice: 99_900,
      linePrice: 2_199_800,
      discount: 200_000,
      taxes: 99_990,
      total: 2_099_790,
    });
    expect(quotation).toMatchObject({ subTotalBeforeDiscounts: 2_199_800, discountsTotalAbs: 200_000, subTotalBeforeTaxation: 1_999_800, taxesTotal: 99_990, total: 2_099_790 });
  });

  it('prices the Pro warranty in the minor units of the currency (OMR 999.000) and Basic at zero', () => {
    const OMR = { currency: 'OMR', fractionDigits: 3, vatBasisPoints: 500, taxName: 'VAT', taxIncludedInPrices: false };
    const pro = computeQuotation([{ product_id: 1, quantity: 1, warranty: 'pro' }], [product(1, 1_250_000)], new Map(), OMR);
    expect(pro.lines[0]).toMatchObject({ warrantyUnitPrice: 999_000, linePrice: 2_249_000, taxes: 112_450, total: 2_361_450 });
    const basic = computeQuotation([{ product_id: 1, quantity: 1, warranty: 'basic' }], [product(1, 1_250_000)], new Map(), OMR);
    const absent = computeQuotation([{ product_id: 1, quantity: 1 }], [product(1, 1_250_000)], new Map(), OMR);
    expect(basic.lines[0]).toMatchObject({ warranty: 'basic', warrantyUnitPrice: 0, linePrice: 1_250_000 });
    expect(absent).toEqual(basic);
  });

  it('keeps totals equal to the sums of the lines, to the last minor unit', () => {
    const products = Array.from({ length: 40 }, (_, i) => product(i + 1, 1 + i * 7919));
    const items = products.map((p, i) => ({ product_id: p.id, quantity: (i % 9) + 1, warranty: i % 4 === 0 ? ('pro' as const) : ('basic' as const) }));
    const offers = new Map(products.filter((_, i) => i % 3 === 0).map((p) => [p.id, { slug: 'o', title: 'O', discountPercent: 13 }]));
    const quotation = computeQuotation(items, products, offers, { ...AED, vatBasisPoints: 2100 });
    const sum = (key: 'linePrice' | 'discount' | 'taxes' | 'total') => quotation.lines.reduce((total, line) => total + line[key], 0);
    expect(quotation.subTotalBeforeDiscounts).toBe(sum('linePrice'));
    expect(quotation.discountsTotalAbs).toBe(sum('discount'));
    expect(quotation.taxesTotal).toBe(sum('taxes'));
    expect(quotation.total).toBe(sum('total'));
    expect(quotation.total).toBe(quotation.subTotalBeforeTaxation + quotation.taxesTotal);
    for (const value of [quotation.total, quotation.taxesTotal, ...quotation.lines.map((line) => line.taxes)]) expect(Number.isInteger(value)).toBe(true);
  });

  it('stays exact with amounts a float would round (UZS prices × 999)', () => {
    const quotation = computeQuotation([{ product_id: 1, quantity: 999 }], [product(1, 9_007_199_254)], new Map(), {
      currency: 'UZS',
      fractionDigits: 2,
      vatBasisPoints: 1200,
      taxName: 'QQS',
      taxIncludedInPrices: false,
    });
    const linePrice = 9_007_199_254n * 999n;
    const taxes = (linePrice * 1200n * 2n + 10_000n) / 20_000n;
    expect(BigInt(quotation.subTotalBeforeDiscounts)).toBe(linePrice);
    expect(BigInt(quotation.taxesTotal)).toBe(taxes);
    expect(BigInt(quotation.total)).toBe(linePrice + taxes);
  });

  it('refuses totals beyond what a JSON number carries exactly', () => {
    const items = Array.from({ length: 100 }, (_, i) => ({ product_id: i + 1, quantity: 999 }));
    const products = items.map((item) => product(item.product_id, 900_000_000_000));
    expect(issuesOf(() => computeQuotation(items, products, new Map(), AED)).status).toBe(422);
  });

  it('charges one piece at an offer exactly the offer price the catalogue shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 12 }), fc.integer({ min: 1, max: 90 }), (price, discountPercent) => {
        const offers = new Map([[1, { slug: 'o', title: 'O', discountPercent }]]);
        const [line] = computeQuotation([{ product_id: 1, quantity: 1 }], [product(1, price)], offers, AED).lines;
        expect((line?.linePrice ?? 0) - (line?.discount ?? 0)).toBe(offerPriceOf(price, discountPercent));
      }),
    );
  });

  it('adds no tax adjustment where the rate is zero (Qatar)', () => {
    const quotation = computeQuotation([{ product_id: 1, quantity: 1 }], [product(1, 1000)], new Map(), { ...AED, currency: 'QAR', vatBasisPoints: 0 });
    expect(quotation.adjustments).toEqual([]);
    expect(quotation.total).toBe(1000);
  });
});

describe('computeQuotation, prices with tax', () => {
  it('charges the shelf price and names the tax it contains, never adding it', () => {
    const quotation = computeQuotation(
      [
        { product_id: 1, quantity: 3 },
        { product_id: 2, quantity: 1 },
      ],
      [product(1, 1999), product(2, 52_500)],
      new Map([[2, { slug: 'spring', title: 'Spring 15 %', discountPercent: 15 }]]),
      AED_INCLUDED,
    );
    // 3 × 19.99 = 59.97, of which VAT 5 % = 59.97 × 5 / 105 = 2.8557 → 2.86 (half up).
    expect(quotation.lines[0]).toMatchObject({ unitPrice: 1999, linePrice: 5997, discount: 0, taxes: 286, total: 5997 });
    // 525.00 − 15 % = 446.25, of which VAT 21.25.
    expect(quotation.lines[1]).toMatchObject({ unitPrice: 52_500, linePrice: 52_500, discount: 7875, offerSlug: 'spring', taxes: 2125, total: 44_625 });
    expect(quotation).toMatchObject({
      taxIncluded: true,
      subTotalBeforeDiscounts: 58_497,
      discountsTotalAbs: 7875,
      subTotalBeforeTaxation: 48_211,
      taxesTotal: 2411,
      total: 50_622,
      adjustments: [
        { type: 'offer', label: 'Spring 15 %', amount: -7875, offerSlug: 'spring' },
        { type: 'tax', label: 'VAT 5 %', amount: 2411, offerSlug: null },
      ],
    });
  });

  it('keeps the tax inside the Pro warranty too, in the minor units of the currency (OMR 999.000)', () => {
    const OMR = { currency: 'OMR', fractionDigits: 3, vatBasisPoints: 500, taxName: 'VAT', taxIncludedInPrices: true };
    const [line] = computeQuotation([{ product_id: 1, quantity: 1, warranty: 'pro' }], [product(1, 1_050_000)], new Map(), OMR).lines;
    // 1,050.000 + 999.000 = 2,049.000, of which VAT 2,049.000 × 5 / 105 = 97.571.
    expect(line).toMatchObject({ warrantyUnitPrice: 999_000, linePrice: 2_049_000, taxes: 97_571, total: 2_049_000 });
  });

  it('charges one piece at an offer exactly the offer price the catalogue shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 12 }), fc.integer({ min: 1, max: 90 }), (price, discountPercent) => {
        const offers = new Map([[1, { slug: 'o', title: 'O', discountPercent }]]);
        const [line] = computeQuotation([{ product_id: 1, quantity: 1 }], [product(1, price)], offers, AED_INCLUDED).lines;
        expect(line?.total).toBe(offerPriceOf(price, discountPercent));
      }),
    );
  });

  it('loses no minor unit: totals are the sums of the lines, each line’s tax its share rounded half up, for 0, 2 and 3 digits', () => {
    const item = fc.record({ price: fc.integer({ min: 1, max: 10 ** 9 }), quantity: fc.integer({ min: 1, max: 999 }), pro: fc.boolean(), percent: fc.option(fc.integer({ min: 1, max: 90 })) });
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 12 }), fc.constantFrom(0, 2, 3), fc.constantFrom(0, 500, 1500, 2100, 2200), (cart, fractionDigits, rate) => {
        const products = cart.map((entry, i) => product(i + 1, entry.price));
        const items = cart.map((entry, i) => ({ product_id: i + 1, quantity: entry.quantity, warranty: entry.pro ? ('pro' as const) : ('basic' as const) }));
        const offers = new Map(cart.flatMap((entry, i) => (entry.percent === null ? [] : [[i + 1, { slug: `o${i}`, title: 'O', discountPercent: entry.percent }] as const])));
        const quotation = computeQuotation(items, products, offers, { currency: 'XXX', fractionDigits, vatBasisPoints: rate, taxName: 'VAT', taxIncludedInPrices: true });
        const sum = (key: 'linePrice' | 'discount' | 'taxes' | 'total') => quotation.lines.reduce((total, line) => total + line[key], 0);
        expect(quotation.subTotalBeforeDiscounts).toBe(sum('linePrice'));
        expect(quotation.discountsTotalAbs).toBe(sum('discount'));
        expect(quotation.taxesTotal).toBe(sum('taxes'));
        expect(quotation.total).toBe(sum('total'));
        expect(quotation.total).toBe(quotation.subTotalBeforeDiscounts - quotation.discountsTotalAbs);
        expect(quotation.total).toBe(quotation.subTotalBeforeTaxation + quotation.taxesTotal);
        for (const line of quotation.lines) {
          expect(line.total).toBe(line.linePrice - line.discount);
          // Half up: the exact share t = total × r / (10,000 + r), and |taxes − t| ≤ ½, as integers.
          const exact2 = (2n * BigInt(line.total) * BigInt(rate)) / BigInt(10_000 + rate);
          expect(Math.abs(2 * line.taxes - Number(exact2))).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('names no tax where none is levied (Qatar): the price is the total', () => {
    const quotation = computeQuotation([{ product_id: 1, quantity: 2 }], [product(1, 1000)], new Map(), { ...AED_INCLUDED, currency: 'QAR', vatBasisPoints: 0 });
    expect(quotation).toMatchObject({ taxIncluded: true, taxesTotal: 0, subTotalBeforeTaxation: 2000, total: 2000, adjustments: [] });
  });
});
