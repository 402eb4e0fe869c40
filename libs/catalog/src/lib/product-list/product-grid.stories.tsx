import { isLocaleCode, type LocaleCode } from '@storefront/locales';
import { Button, CartIcon, CompareIcon } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductGrid } from './product-grid';
import { productPicture } from '../stories/story-pictures';
import { motorcycles, motorcyclesArabic } from '../stories/story-products';

const pageLocale = (globals: Record<string, unknown>, fallback: LocaleCode): LocaleCode => {
  const locale = globals['locale'];
  return typeof locale === 'string' && isLocaleCode(locale) ? locale : fallback;
};

const meta = {
  title: 'Catalog/ProductGrid',
  component: ProductGrid,
  tags: ['autodocs'],
  // The cards link to regional product pages.
  parameters: { storefrontPage: { region: 'ae', path: 'catalog/motorcycles' } },
  args: { products: motorcycles, locale: 'en', country: 'AE', imageUrl: productPicture },
  argTypes: {
    locale: { control: false, description: 'Follows the Locale toolbar' },
    renderActions: { control: false },
    imageUrl: { control: false },
  },
  // The page's language comes from the toolbar, as the app passes its own to the grid.
  render: (args, { globals }) => <ProductGrid {...args} locale={pageLocale(globals, args.locale)} />,
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight cards: two on sale, one out of stock, one with two left; 2, 3 or 4 columns with the width. */
export const Default: Story = {};

/** The app fills each card's actions slot with the cart's and the comparison's buttons. */
export const WithActions: Story = {
  args: {
    renderActions: (item) => (
      <>
        <Button variant="green" size="catalog" disabled={!item.inStock} startIcon={<CartIcon size={20} />}>
          Add to cart
        </Button>
        <Button variant="outlined" size="catalog" aria-pressed={false} startIcon={<CompareIcon size={20} />}>
          Compare
        </Button>
      </>
    ),
  },
};

/** `?locale=ar`: the columns run right to left, texts from the ar catalogue and the backend. */
export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { locale: 'ar', products: motorcyclesArabic },
};
