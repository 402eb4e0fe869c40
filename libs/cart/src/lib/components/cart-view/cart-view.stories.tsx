import type { QuotationLine } from '@storefront/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CartLine, CartQuotation } from '../../state/cart-line';
import { EMPTY_QUOTATION } from '../../state/cart-line';
import { CartView } from './cart-view';

/** An offline picture (Storybook builds without network): a plain silhouette in a hue of the path. */
const picture = (path: string) => {
  const hue = [...path].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="hsl(${hue} 20% 94%)"/><rect x="18" y="40" width="60" height="22" rx="8" fill="hsl(${hue} 55% 40%)"/><circle cx="26" cy="68" r="10" fill="none" stroke="#111318" stroke-width="4"/><circle cx="70" cy="68" r="10" fill="none" stroke="#111318" stroke-width="4"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
};

const priced = (line: Partial<QuotationLine> & Pick<QuotationLine, 'productId' | 'name' | 'unitPrice' | 'quantity'>): QuotationLine => {
  const warrantyUnitPrice = line.warranty === 'pro' ? 99_900 : 0;
  const linePrice = (line.unitPrice + warrantyUnitPrice) * line.quantity;
  const discount = line.discount ?? 0;
  // The UAE's prices include its VAT 5 %: the line's tax is the part of its price that is tax.
  const taxes = Math.round(((linePrice - discount) * 5) / 105);
  return {
    slug: `product-${line.productId}`,
    image: { path: `/products/${line.productId}/1.jpg`, width: 1200, height: 900, alt: '' },
    warranty: 'basic',
    warrantyUnitPrice,
    linePrice,
    discount,
    offerSlug: discount ? 'spring-sale' : null,
    taxes,
    total: linePrice - discount,
    stock: 10,
    preOrder: null,
    ...line,
  };
};

const lines: CartLine[] = [
  { product_id: 1, quantity: 1, warranty: 'pro' },
  { product_id: 2, quantity: 2, warranty: 'basic' },
];

const quotationLines = [
  priced({ productId: 1, name: 'Raptor 125 enduro motorcycle', unitPrice: 1_249_000, quantity: 1, warranty: 'pro', discount: 124_900 }),
  priced({ productId: 2, name: 'PowerMax 7000 petrol generator', unitPrice: 389_000, quantity: 2 }),
];

const sum = (pick: (line: QuotationLine) => number) => quotationLines.reduce((total, line) => total + pick(line), 0);

/** A quotation as the backend answers it for these lines (offer, the VAT 5 % the prices contain). */
const quotation: CartQuotation = {
  currency: 'AED',
  fractionDigits: 2,
  taxRate: 500,
  taxIncluded: true,
  subTotalBeforeDiscounts: sum((line) => line.linePrice),
  discountsTotalAbs: sum((line) => line.discount),
  subTotalBeforeTaxation: sum((line) => line.total - line.taxes),
  taxesTotal: sum((line) => line.taxes),
  total: sum((line) => line.total),
  adjustments: [
    { type: 'offer', label: 'Spring sale: 10 % off enduro', amount: -124_900, offerSlug: 'spring-sale' },
    { type: 'tax', label: 'VAT 5 %', amount: sum((line) => line.taxes), offerSlug: null },
  ],
  lines: quotationLines,
};

const meta = {
  title: 'Cart/CartView',
  component: CartView,
  tags: ['autodocs'],
  // A regional page (intl, router): .storybook/storefront-page.tsx in libs/ui.
  parameters: { storefrontPage: { region: 'ae' }, layout: 'padded' },
  args: {
    region: 'ae',
    restored: true,
    lines,
    quotation,
    quotationStatus: 'success',
    loading: false,
    locale: 'en',
    country: 'AE',
    currency: 'AED',
    maxQuantity: 10,
    maxLines: 100,
    imageUrl: picture,
    onQuantityChange: fn(),
    onRemove: fn(),
    onRetry: fn(),
  },
  argTypes: { imageUrl: { control: false } },
} satisfies Meta<typeof CartView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two lines, one with the Pro warranty and an offer; the summary lists the offer, the total, and the
 * VAT the total contains (the UAE's prices include it).
 */
export const Priced: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Including VAT 5 %')).toBeVisible();
    await expect(canvas.queryByText('Subtotal before tax')).toBeNull();
    await expect(canvas.getByRole('button', { name: /Remove Raptor 125/ })).toBeEnabled();
  },
};

/** A line as a backend that serves prices without tax prices it: the VAT 5 % comes on top. */
const taxOnTop = (line: QuotationLine): QuotationLine => {
  const taxes = Math.round(((line.linePrice - line.discount) * 5) / 100);
  return { ...line, taxes, total: line.linePrice - line.discount + taxes };
};
const linesWithoutTax = quotationLines.map(taxOnTop);
const sumWithoutTax = (pick: (line: QuotationLine) => number) => linesWithoutTax.reduce((total, line) => total + pick(line), 0);

/**
 * Prices served without tax (a backend that sends them so, docs/adr/0265-tax-in-prices.md): the
 * subtotal before tax, the VAT added on top, the total.
 */
export const PricesWithoutTax: Story = {
  args: {
    quotation: {
      ...quotation,
      taxIncluded: false,
      lines: linesWithoutTax,
      subTotalBeforeTaxation: sumWithoutTax((line) => line.linePrice - line.discount),
      taxesTotal: sumWithoutTax((line) => line.taxes),
      total: sumWithoutTax((line) => line.total),
      adjustments: [
        { type: 'offer', label: 'Spring sale: 10 % off enduro', amount: -124_900, offerSlug: 'spring-sale' },
        { type: 'tax', label: 'VAT 5 %', amount: sumWithoutTax((line) => line.taxes), offerSlug: null },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Subtotal before tax')).toBeVisible();
    await expect(canvas.getByText('VAT 5 %', { exact: true })).toBeVisible();
    await expect(canvas.queryByText(/^Including/)).toBeNull();
  },
};

/**
 * The same product twice, with each warranty: two lines, each priced and changed on its own (a line is
 * a product with its warranty).
 */
export const OneProductTwoWarranties: Story = {
  args: {
    lines: [{ product_id: 1, quantity: 1, warranty: 'pro' }, { product_id: 1, quantity: 2, warranty: 'basic' }],
    quotation: {
      ...quotation,
      lines: [
        quotationLines[0] as QuotationLine,
        priced({ productId: 1, name: 'Raptor 125 enduro motorcycle', unitPrice: 1_249_000, quantity: 2, discount: 249_800 }),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Warranty: Pro');
    await expect(items[1]).toHaveTextContent('Warranty: Basic');
    // 0 typed in the second line's quantity removes that line, not the product's other one.
    const field = within(items[1] as HTMLElement).getByRole('spinbutton');
    await userEvent.tripleClick(field);
    await userEvent.keyboard('0{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith({ product_id: 1, quantity: 2, warranty: 'basic' });
  },
};

/**
 * No quotation has priced the lines yet (the first is on its way, or it failed): each line is a
 * skeleton of its product, named when the catalogue named it (the first), its quantity still operable.
 */
export const NotPricedYet: Story = {
  args: {
    quotation: EMPTY_QUOTATION,
    quotationStatus: 'pending',
    loading: true,
    products: { 1: { id: 1, name: 'Raptor 125 enduro motorcycle', slug: 'raptor-125' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Raptor 125 enduro motorcycle' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove this product from the cart' })).toBeInTheDocument();
    await expect(canvas.queryByText(/Product 2/)).toBeNull();
  },
};

/** A stored cart had more lines than fit: the first ones are kept, the notice names those left out. */
export const Oversized: Story = {
  args: {
    maxLines: 2,
    dropped: [
      { product_id: 3, quantity: 1, warranty: 'basic' },
      { product_id: 4, quantity: 1, warranty: 'basic' },
    ],
    products: { 3: { id: 3, name: 'Raptor 250 enduro motorcycle' }, 4: { id: 4, name: 'Trail 90 kids’ motorcycle' } },
    onDroppedNoticed: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your cart holds at most 2 products, so 2 were left out: Raptor 250 enduro motorcycle and Trail 90 kids’ motorcycle.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Got it' }));
    await expect(args.onDroppedNoticed).toHaveBeenCalled();
  },
};

/** A pre-order (stock 0): ordered like any line, marked with the month it is expected. */
export const WithPreOrder: Story = {
  args: {
    quotation: {
      ...quotation,
      lines: [{ ...(quotationLines[0] as QuotationLine), stock: 0, preOrder: { expectedAt: '2027-03-01' } }, quotationLines[1] as QuotationLine],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Pre-order: expected in March 2027');
  },
};

/** A change is being priced: amounts wait, remove is inert, screen readers hear "Updating prices…". */
export const Updating: Story = {
  args: { quotationStatus: 'pending', loading: true },
};

/** The quotation failed (5xx, timeout): the lines stay, no amount is shown as a price, a retry is offered. */
export const PricesFailed: Story = {
  args: { quotationStatus: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Prices could not be updated');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A country without VAT (Qatar): no tax line, a note says so. */
export const WithoutTax: Story = {
  args: {
    country: 'QA',
    currency: 'QAR',
    quotation: {
      ...quotation,
      currency: 'QAR',
      taxRate: 0,
      lines: quotationLines.map((line) => ({ ...line, taxes: 0 })),
      subTotalBeforeTaxation: quotation.total,
      taxesTotal: 0,
      adjustments: quotation.adjustments.filter((adjustment) => adjustment.type === 'offer'),
    },
  },
};

export const Empty: Story = {
  args: { lines: [], quotation: EMPTY_QUOTATION, quotationStatus: 'idle' },
};

/** What the server renders, until the browser has read the stored cart. */
export const Restoring: Story = {
  args: { restored: false },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    locale: 'ar',
    quotation: {
      ...quotation,
      lines: [
        { ...quotationLines[0], name: 'رابتر 125 دراجة إندورو' } as QuotationLine,
        { ...quotationLines[1], name: 'مولد باور ماكس 7000' } as QuotationLine,
      ],
      adjustments: [
        { type: 'offer', label: 'تخفيضات الربيع', amount: -124_900, offerSlug: 'spring-sale' },
        { type: 'tax', label: 'ضريبة القيمة المضافة 5 %', amount: quotation.taxesTotal, offerSlug: null },
      ],
    },
  },
};
