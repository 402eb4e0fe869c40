import { REGIONS, type RegionConfig } from '@storefront/regions';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { preloadPhoneCountries } from '../forms/phone-countries';
import { StoryCartStore, type StoryCart } from '../stories/story-store';
import { CheckoutForm } from './checkout-form';
import type { CheckoutValues } from './checkout-schema';

const ae = REGIONS.find((region) => region.code === 'ae') as RegionConfig;

/** The story's cart page store (`parameters.cart`: lines, quotation, loading) with the region's stores and cities. */
const withCart: Decorator = (Story, { parameters }) => (
  <StoryCartStore cart={parameters['cart'] as StoryCart | undefined}>
    <div css={{ maxInlineSize: '36rem' }}>
      <Story />
    </div>
  </StoryCartStore>
);

const filled: Partial<CheckoutValues> = {
  name: 'Fatima Al Zahra',
  phone: { country: 'AE', national: '501234567', e164: '+971501234567', complete: true },
  email: 'fatima@example.com',
};

const meta = {
  title: 'Cart/CheckoutForm',
  component: CheckoutForm,
  tags: ['autodocs'],
  // A regional page (intl, router): .storybook/storefront-page.tsx in libs/ui.
  parameters: { storefrontPage: { region: 'ae', path: 'cart' } },
  decorators: [withCart],
  // The country table is its own chunk: loaded before the story renders, as the opened checkout has it.
  loaders: [
    async () => {
      await preloadPhoneCountries();
      return {};
    },
  ],
  args: {
    region: ae,
    locale: 'en',
    features: { hasOnlinePayment: true, hasTabby: true, instalments: { provider: 'Tabby', count: 4, minTotal: 1_000, maxTotal: 2_000_000 } },
    orderPath: '/ae_en/cart/{order}/',
    onPlaced: fn(),
  },
  argTypes: { region: { control: false } },
} satisfies Meta<typeof CheckoutForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A cart with two priced lines; nothing filled in yet: pickup and online card payment preselected, instalments offered. */
export const Default: Story = {};

/** Pickup at a store of the shopper's region; card in store (a region without online payment). */
export const Pickup: Story = {
  args: {
    features: { hasOnlinePayment: false, hasTabby: false },
    initialState: { values: { ...filled, storeUuid: '00000000-0000-4000-8000-000000000002', payment: 'cash' } },
  },
};

/** Courier delivery to one of the region's cities, with an address and a comment. */
export const Courier: Story = {
  args: {
    initialState: {
      values: {
        ...filled,
        delivery: 'courier',
        citySlug: 'sharjah',
        address: 'Al Wahda Street 12, flat 304',
        payment: 'bank-transfer',
        comment: 'Please call 30 minutes before.',
      },
    },
  },
};

/**
 * After a submit with mistakes: the checks say what to change (a submit also moves focus to the first
 * wrong field), and the backend refused the e-mail (a 422 naming `customer.email`).
 */
export const Errors: Story = {
  args: {
    initialState: {
      values: { name: '<b>', phone: { country: 'AE', national: '5012', e164: '+9715012', complete: false }, email: 'fatima@example.com' },
      showProblems: true,
      rejected: { email: true },
      status: 'invalid',
    },
  },
};

/** The order is on its way: the button says so and does nothing more (a second click sends nothing). */
export const Submitting: Story = {
  args: { initialState: { values: { ...filled, storeUuid: '00000000-0000-4000-8000-000000000001' }, status: 'submitting' } },
};

/** No answer or a server error: nothing was placed; pressing again sends the same attempt (same key). */
export const CouldNotSend: Story = {
  args: { initialState: { values: { ...filled, storeUuid: '00000000-0000-4000-8000-000000000001' }, status: 'failed' } },
};

/** A 429: too many requests from the shopper's connection; the same attempt may go again after a wait. */
export const TooManyRequests: Story = {
  args: { initialState: { values: { ...filled, storeUuid: '00000000-0000-4000-8000-000000000001' }, status: 'throttled' } },
};

/** A line's product is no longer sold: the cart page removes it and updates the prices. */
export const ProductGone: Story = {
  args: { initialState: { values: { ...filled, storeUuid: '00000000-0000-4000-8000-000000000001' }, status: 'productGone' } },
};

/** The prices are being updated: the button waits for them. */
export const PricesUpdating: Story = {
  parameters: { cart: { loading: true } },
};

/** An empty cart: nothing to order. */
export const EmptyCart: Story = {
  parameters: { cart: { lines: [] } },
};

/** Arabic, right to left: the phone's digits stay left to right, its country code on the start side. */
export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    locale: 'ar',
    initialState: { values: { ...filled, name: 'فاطمة الزهراء', storeUuid: '00000000-0000-4000-8000-000000000001' } },
  },
};

/** Arabic, right to left, with the checks shown. */
export const RightToLeftErrors: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    locale: 'ar',
    initialState: {
      values: { delivery: 'courier', phone: { country: 'AE', national: '50', e164: '+97150', complete: false } },
      showProblems: true,
      status: 'invalid',
    },
  },
};
