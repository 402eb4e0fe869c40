import type { Order } from '@storefront/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderDetails } from './order-details';

/** An offline picture (Storybook builds without network). */
const picture = (path: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="72" height="72" viewBox="0 0 72 72"><rect width="72" height="72" fill="#EEF0F2"/><rect x="12" y="30" width="48" height="16" rx="6" fill="${path.length % 2 ? '#2F6B14' : '#1F5FBF'}"/></svg>`,
  )}`;

const order: Order = {
  slug: 'k3v9q2m7x4p8r1t6w5y0z2a9',
  number: 'AE-2026-000042',
  status: 'new',
  createdAt: '2026-11-24T10:15:00.000Z',
  customer: { name: 'Layla Haddad', phone: '+971501234567', email: 'layla@example.com' },
  delivery: { method: 'pickup', storeUuid: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f' },
  paymentMethod: 'card-in-store',
  paymentUrl: null,
  paymentExpiresAt: null,
  paidAt: null,
  comment: 'Please call after 5 pm.',
  quotation: {
    currency: 'AED',
    fractionDigits: 2,
    taxRate: 500,
    // The UAE's prices include the VAT: 12,240.00, of which 582.86 is VAT.
    taxIncluded: true,
    subTotalBeforeDiscounts: 1_348_900,
    discountsTotalAbs: 124_900,
    subTotalBeforeTaxation: 1_165_714,
    taxesTotal: 58_286,
    total: 1_224_000,
    adjustments: [
      { type: 'offer', label: 'Enduro season: 10 % off', amount: -124_900, offerSlug: 'enduro-season' },
      { type: 'tax', label: 'VAT 5 %', amount: 58_286, offerSlug: null },
    ],
    lines: [
      {
        productId: 1,
        slug: 'raptor-125',
        name: 'Raptor 125 enduro motorcycle',
        image: { path: '/products/raptor-125/1.jpg', width: 1200, height: 900, alt: '' },
        quantity: 1,
        unitPrice: 1_249_000,
        warranty: 'pro',
        warrantyUnitPrice: 99_900,
        linePrice: 1_348_900,
        discount: 124_900,
        offerSlug: 'enduro-season',
        taxes: 58_286,
        total: 1_224_000,
        stock: 4,
        preOrder: null,
      },
    ],
  },
};

const stores = [{ uuid: order.delivery.method === 'pickup' ? order.delivery.storeUuid : '', name: 'Motors & Equipment showroom Dubai', address: 'Sheikh Zayed Road 12, Dubai' }];

const meta = {
  title: 'Cart/OrderDetails',
  component: OrderDetails,
  tags: ['autodocs'],
  parameters: { storefrontPage: { region: 'ae' }, layout: 'padded' },
  args: { order, locale: 'en', country: 'AE', stores, imageUrl: picture },
  argTypes: { imageUrl: { control: false } },
} satisfies Meta<typeof OrderDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pickup at a store, paid there: the quotation as computed when it was placed. */
export const Pickup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pickup at Motors & Equipment showroom Dubai, Sheikh Zayed Road 12, Dubai')).toBeVisible();
    await expect(canvas.getByText('Including VAT 5 %')).toBeVisible();
  },
};

export const Courier: Story = {
  args: {
    order: {
      ...order,
      status: 'confirmed',
      delivery: { method: 'courier', citySlug: 'abu-dhabi', address: 'Al Reem Island, Tower 3, flat 1204' },
      paymentMethod: 'card-online',
      comment: null,
      customer: { ...order.customer, email: null },
    },
    cities: [{ slug: 'abu-dhabi', name: 'Abu Dhabi' }],
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    locale: 'ar',
    order: {
      ...order,
      customer: { ...order.customer, name: 'ليلى حداد' },
      quotation: {
        ...order.quotation,
        lines: order.quotation.lines.map((line) => ({ ...line, name: 'رابتر 125 دراجة إندورو' })),
        adjustments: [
          { type: 'offer', label: 'موسم الإندورو: خصم 10 %', amount: -124_900, offerSlug: 'enduro-season' },
          { type: 'tax', label: 'ضريبة القيمة المضافة 5 %', amount: 61_200, offerSlug: null },
        ],
      },
    },
    stores: [{ ...stores[0]!, name: 'معرض نوراك دبي', address: 'شارع الشيخ زايد 12، دبي' }],
  },
};
