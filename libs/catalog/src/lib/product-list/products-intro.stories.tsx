import type { Meta, StoryObj } from '@storybook/react-vite';
import { NO_FILTERS } from '../filters/product-filters';
import { ProductsIntro } from './products-intro';

const gearUp = {
  id: 5,
  slug: 'gear-up',
  title: 'Gear up: 20 % off helmets and jackets',
  discountPercent: 20,
  endsAt: '2030-12-31T23:59:59.000Z',
  image: { path: '/offers/gear-up.svg', width: 1200, height: 600, alt: 'Gear up' },
  filterQueryString: 'offers.slug=gear-up',
};

const meta = {
  title: 'Catalog/ProductsIntro',
  component: ProductsIntro,
  tags: ['autodocs'],
  // `/catalog/?…`: the list of every product, searched or narrowed.
  parameters: { storefrontPage: { region: 'ae', path: 'catalog' } },
  args: { filters: { ...NO_FILTERS, q: 'raptor' }, searched: true, count: 4 },
} satisfies Meta<typeof ProductsIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `?q=raptor`: the text in the heading and in a field to search again (a plain GET form). */
export const SearchResults: Story = {};

/** `?q=!!!`: no usable text; the page asks for one (no count, nothing was searched). */
export const SearchWithoutText: Story = { args: { filters: NO_FILTERS, count: undefined } };

/** `?offers.slug=gear-up` (the header's sale links): the offer's name, discount and end date. */
export const OfferProducts: Story = {
  args: { filters: { ...NO_FILTERS, offer: 'gear-up' }, searched: false, offer: gearUp, count: 14 },
};

/** Every product narrowed by a filter (`?badges[]=sale`). */
export const AllProducts: Story = { args: { filters: { ...NO_FILTERS, badges: ['sale'] }, searched: false, count: 50 } };

/** An Arabic page. */
export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { filters: { ...NO_FILTERS, q: 'رابتور' } },
};
