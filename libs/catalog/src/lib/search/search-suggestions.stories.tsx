import { formatMoney } from '@storefront/locales';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { productPicture } from '../stories/story-pictures';
import { motorcycles, motorcyclesArabic } from '../stories/story-products';
import { SearchSuggestions } from './search-suggestions';

const raptors = motorcycles.filter((product) => product.slug.startsWith('raptor'));
const price = (locale: string) => (product: (typeof motorcycles)[number]) =>
  formatMoney(locale, { minor: product.price, currency: product.currency, fractionDigits: product.fractionDigits });

const meta = {
  title: 'Catalog/SearchSuggestions',
  component: SearchSuggestions,
  tags: ['autodocs'],
  // The texts come from the app's catalogues; the instant search builds the links on the page.
  parameters: { storefrontPage: { region: 'ae' } },
  args: {
    id: 'suggestions',
    state: 'found',
    query: 'rapt',
    products: raptors,
    total: raptors.length,
    active: -1,
    productHref: (product) => `/ae_en/product/${product.slug}/`,
    categoryHref: (category) => `/ae_en/catalog/${category.path}/`,
    offerHref: (offer) => `/ae_en/catalog/?offers.slug=${offer.slug}`,
    resultsHref: '/ae_en/catalog/?q=rapt',
    formatPrice: price('en-AE-u-nu-latn'),
    imageUrl: productPicture,
    onFollow: fn((event) => event.preventDefault()),
    onPoint: fn(),
  },
  argTypes: { products: { control: false }, productHref: { control: false }, formatPrice: { control: false } },
  // Under its field, as in the search dialog (md width).
  decorators: [(Story) => <div style={{ maxInlineSize: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof SearchSuggestions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "rapt": the four Raptors with picture, short description and price, then "all results". */
export const Found: Story = {};

/** ↓ twice: the second suggestion is chosen (`aria-selected`, the field's `aria-activedescendant`); Enter opens it. */
export const Chosen: Story = { args: { active: 1 } };

/** "motorcycles": products, then the matching categories and a running offer, each group labelled; ↓ goes through all. */
export const WithCategoriesAndOffers: Story = {
  args: {
    query: 'motorcycles',
    categories: [
      { id: 1, slug: 'motorcycles', path: 'motorcycles', title: 'Motorcycles' },
      { id: 2, slug: 'road-motorcycles', path: 'motorcycles/road-motorcycles', title: 'Road motorcycles' },
    ],
    offers: [{ id: 3, slug: 'gear-up', title: 'Gear up for motorcycles', discountPercent: 15, filterQueryString: 'offers.slug=gear-up' }],
    active: 5,
  },
};

/** Categories and offers only: no product matches, yet the list is there. */
export const OnlyCategories: Story = {
  args: {
    query: 'garden',
    products: [],
    total: 0,
    categories: [{ id: 4, slug: 'garden-equipment', path: 'garden-equipment', title: 'Garden equipment' }],
  },
};

/** Waiting for the first answer (later answers keep the previous suggestions on screen). */
export const Searching: Story = { args: { state: 'searching', products: [], total: 0 } };

/** A text that matches nothing: said so, with a hint, in the live region. */
export const NoMatches: Story = { args: { state: 'no-matches', query: 'raptr 999', products: [], total: 0 } };

/** The backend did not answer: Enter still opens the results page. */
export const Failed: Story = { args: { state: 'failed', products: [], total: 0 } };

/** An Arabic page: the rows and groups mirror, prices and discounts keep Latin digits. */
export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    products: motorcyclesArabic.filter((product) => product.slug.startsWith('raptor')),
    productHref: (product) => `/ae_ar/product/${product.slug}/`,
    categoryHref: (category) => `/ae_ar/catalog/${category.path}/`,
    offerHref: (offer) => `/ae_ar/catalog/?offers.slug=${offer.slug}`,
    resultsHref: '/ae_ar/catalog/?q=rapt',
    categories: [{ id: 1, slug: 'motorcycles', path: 'motorcycles', title: 'الدراجات النارية' }],
    offers: [{ id: 3, slug: 'gear-up', title: 'استعد للانطلاق', discountPercent: 15, filterQueryString: 'offers.slug=gear-up' }],
    formatPrice: price('ar-AE-u-nu-latn'),
  },
};
