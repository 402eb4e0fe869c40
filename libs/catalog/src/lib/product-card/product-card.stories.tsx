import type { ProductSummary } from '@storefront/api-client';
import { isLocaleCode, type LocaleCode } from '@storefront/locales';
import { Button, CartIcon, CompareIcon, Grid } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductCard } from './product-card';
import { productPicture } from '../stories/story-pictures';

const badge = {
  bestSeller: { id: 1, text: 'best-seller', title: 'Best seller', color: '#FFB800', textColor: '#1D1D1F', position: 10 },
  sale: { id: 3, text: 'sale', title: 'Sale', color: '#E53935', textColor: '#FFFFFF', position: 30 },
  new: { id: 2, text: 'new', title: 'New', color: '#66CC33', textColor: '#FFFFFF', position: 20 },
} satisfies Record<string, ProductSummary['badges'][number]>;

/** As `GET /v2/products/` sends it for the UAE in English. */
const raptor: ProductSummary = {
  id: 1,
  slug: 'raptor-125',
  sku: 'NRK-01003-0001',
  name: 'Raptor 125 enduro motorcycle',
  shortDescription: '125 cc · 13.5 hp · 109 kg',
  modelYear: 2026,
  colour: { code: 'grey', label: 'Grey' },
  category: { id: 3, slug: 'enduro', path: 'motorcycles/off-road-motorcycles/enduro', title: 'Enduro' },
  currency: 'AED',
  fractionDigits: 2,
  price: 1249950,
  oldPrice: 1399900,
  stock: 12,
  inStock: true,
  preOrder: null,
  badges: [badge.bestSeller, badge.sale],
  image: { path: '/products/raptor-125/1.svg', width: 1200, height: 900, alt: 'Raptor 125, front view' },
};

const pageLocale = (globals: Record<string, unknown>, fallback: LocaleCode): LocaleCode => {
  const locale = globals['locale'];
  return typeof locale === 'string' && isLocaleCode(locale) ? locale : fallback;
};

const meta = {
  title: 'Catalog/ProductCard',
  component: ProductCard,
  tags: ['autodocs'],
  // A regional page (intl, router, store): .storybook/storefront-page.tsx in libs/ui.
  parameters: { storefrontPage: { region: 'ae' } },
  args: { product: raptor, locale: 'en', country: 'AE', imageUrl: productPicture },
  argTypes: {
    locale: { control: false, description: 'Follows the Locale toolbar' },
    actions: { control: false },
    imageUrl: { control: false },
  },
  // The page's language comes from the toolbar, as the app passes its own to the card.
  render: (args, { globals }) => (
    <div css={{ maxInlineSize: '20rem' }}>
      <ProductCard {...args} locale={pageLocale(globals, args.locale)} />
    </div>
  ),
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In stock, on sale (old price), two badges. */
export const Default: Story = {};

/** Omani rials have three decimals. */
export const OmaniRials: Story = {
  parameters: { storefrontPage: { region: 'om' } },
  args: {
    country: 'OM',
    product: { ...raptor, currency: 'OMR', fractionDigits: 3, price: 1234567, oldPrice: null, badges: [badge.new] },
  },
};

export const OutOfStock: Story = {
  args: { product: { ...raptor, stock: 0, inStock: false, oldPrice: null, badges: [] } },
};

/** A pre-order (stock 0): orderable, with the month it is expected instead of "out of stock". */
export const PreOrder: Story = {
  args: {
    product: {
      ...raptor,
      modelYear: 2027,
      stock: 0,
      inStock: false,
      preOrder: { expectedAt: '2027-03-01' },
      oldPrice: null,
      badges: [{ id: 5, text: 'pre-order', title: 'Pre-order', color: '#1F5FBF', textColor: '#FFFFFF', position: 50 }],
    },
  },
};

export const LowStock: Story = {
  args: { product: { ...raptor, stock: 2, badges: [badge.bestSeller] } },
};

export const LongName: Story = {
  args: {
    product: {
      ...raptor,
      slug: 'marlin-f9-9-bmhs',
      name: 'Marlin F9.9 BMHS four-stroke outboard motor with remote control, electric start and power trim',
      shortDescription:
        '9.9 hp · 212 cc · short shaft · tiller and remote steering · 10-litre external tank · fresh and salt water',
      badges: [badge.new, badge.bestSeller, badge.sale],
    },
  },
};

/** An Arabic page: right to left, Latin digits, texts from the ar catalogue and the backend. */
export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    locale: 'ar',
    product: {
      ...raptor,
      name: 'دراجة إندورو Raptor 125',
      shortDescription: '125 سم³ · 13.5 حصان · 109 كغ',
      badges: [
        { ...badge.bestSeller, title: 'الأكثر مبيعًا' },
        { ...badge.sale, title: 'تخفيض' },
      ],
      image: { ...raptor.image, alt: 'Raptor 125، منظر أمامي' },
    },
  },
};

/** The app fills the actions slot with the cart's and the comparison's buttons. */
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="green" size="catalog" startIcon={<CartIcon size={20} />}>
          Add to cart
        </Button>
        <Button variant="outlined" size="catalog" aria-pressed={false} startIcon={<CompareIcon size={20} />}>
          Compare
        </Button>
      </>
    ),
  },
};

/** The catalogue grid: the first card's image is the likely LCP element, the first row loads eagerly. */
export const InAGrid: Story = {
  render: (args, { globals }) => {
    const locale = pageLocale(globals, args.locale);
    const variant = (id: number, slug: string, name: string, rest: Partial<ProductSummary>): ProductSummary => ({
      ...raptor,
      id,
      slug,
      name,
      oldPrice: null,
      badges: [],
      image: { ...raptor.image, path: `/products/${slug}/1.svg`, alt: name },
      ...rest,
    });
    const products: ProductSummary[] = [
      raptor,
      variant(2, 'raptor-250', 'Raptor 250 enduro motorcycle', { price: 1899900, badges: [badge.new] }),
      variant(3, 'trail-90', 'Trail 90 kids’ motorcycle', { price: 649900, stock: 1 }),
      variant(4, 'atv-500', 'ATV 500 4×4', { price: 3299900, stock: 0, inStock: false }),
    ];
    return (
      <Grid as="ul" minItemWidth="14rem" gap={4} css={{ maxInlineSize: '64rem' }}>
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              {...args}
              product={product}
              locale={locale}
              headingLevel={2}
              imageLoading={index < 4 ? 'eager' : 'lazy'}
              imagePriority={index === 0}
            />
          </li>
        ))}
      </Grid>
    );
  },
};

/** At a running offer: the offer's price, the price before it struck through, the offer named. */
export const AtAnOffer: Story = {
  args: {
    product: {
      ...raptor,
      oldPrice: null,
      badges: [badge.new],
      offer: { id: 1, slug: 'enduro-season', title: 'Enduro season: 10 % off', discountPercent: 10, endsAt: '2030-12-31T23:59:59.000Z', price: 1124955 },
    },
  },
};
