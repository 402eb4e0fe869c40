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

/** Waiting for the first answer (later answers keep the previous suggestions on screen). */
export const Searching: Story = { args: { state: 'searching', products: [], total: 0 } };

/** A text that matches nothing: said so, with a hint, in the live region. */
export const NoMatches: Story = { args: { state: 'no-matches', query: 'raptr 999', products: [], total: 0 } };

/** The backend did not answer: Enter still opens the results page. */
export const Failed: Story = { args: { state: 'failed', products: [], total: 0 } };

/** An Arabic page: the rows mirror, prices keep Latin digits. */
export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    products: motorcyclesArabic.filter((product) => product.slug.startsWith('raptor')),
    productHref: (product) => `/ae_ar/product/${product.slug}/`,
    resultsHref: '/ae_ar/catalog/?q=rapt',
    formatPrice: price('ar-AE-u-nu-latn'),
  },
};
