import { formattingLocale, isLocaleCode, moneyFormat, type LocaleCode } from '@storefront/locales';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { NO_FILTERS } from '../filters/product-filters';
import { enduroFilters as enduro, enduroFiltersArabic as enduroArabic } from '../stories/enduro-filters';
import { ActiveFilterChips } from './active-filter-chips';

/** As the category page formats the chips' amounts: the list's currency, the page's number format. */
function dirhams(locale: LocaleCode): (amount: number) => string {
  const { options } = moneyFormat({ minor: 0, currency: 'AED', fractionDigits: 2 });
  const format = new Intl.NumberFormat(formattingLocale(locale, 'AE'), options);
  return (amount) => format.format(amount);
}

const pageLocale = (globals: Record<string, unknown>): LocaleCode => {
  const locale = globals['locale'];
  return typeof locale === 'string' && isLocaleCode(locale) ? locale : 'en';
};

const meta = {
  title: 'Catalog/ActiveFilterChips',
  component: ActiveFilterChips,
  tags: ['autodocs'],
  // Each chip links to the same list without its filter.
  parameters: { storefrontPage: { region: 'ae', path: 'catalog/motorcycles/off-road-motorcycles/enduro' } },
  args: {
    filters: {
      ...NO_FILTERS,
      price: { from: '9000', to: '15000' },
      badges: ['sale'],
      characteristics: { cooling: ['liquid'] },
      inStock: true,
    },
    available: enduro,
    formatPrice: dirhams('en'),
  },
  argTypes: { formatPrice: { control: false, description: 'Follows the Locale toolbar' } },
  // The amounts are formatted for the page's language, as the app does.
  render: (args, { globals }) => <ActiveFilterChips {...args} formatPrice={dirhams(pageLocale(globals))} />,
} satisfies Meta<typeof ActiveFilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A price range, a badge, a characteristic and "In stock only"; "Clear all" keeps nothing else. */
export const Default: Story = {};

/** One end of the range, the running offer, two values of one characteristic; the search text and sort stay on "Clear all". */
export const OpenRangeAndOffer: Story = {
  args: {
    filters: {
      ...NO_FILTERS,
      q: 'raptor',
      price: { to: '12500.5' },
      offer: 'enduro-season',
      characteristics: { displacement: ['250', '300'] },
      sort: 'price-asc',
    },
  },
};

/** Many chips wrap onto several lines. */
export const ManyFilters: Story = {
  args: {
    filters: {
      ...NO_FILTERS,
      price: { from: '8500' },
      badges: ['best-seller', 'new', 'sale'],
      offer: 'enduro-season',
      characteristics: { cooling: ['air', 'liquid'], displacement: ['250', '300'] },
      inStock: true,
    },
  },
  render: (args, { globals }) => (
    <div css={{ maxInlineSize: '32rem' }}>
      <ActiveFilterChips {...args} formatPrice={dirhams(pageLocale(globals))} />
    </div>
  ),
};

/** An Arabic page: the chips and the close icons run right to left, amounts in Latin digits. */
export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { available: enduroArabic },
};
