import type { Meta, StoryObj } from '@storybook/react-vite';
import { NO_FILTERS } from '../filters/product-filters';
import { enduroFilters as enduro, enduroFiltersArabic as enduroArabic } from '../stories/enduro-filters';
import { FilterPanel } from './filter-panel';

const listArgs = {
  region: 'ae',
  locale: 'en',
  params: { category: 'motorcycles/off-road-motorcycles/enduro', page: 1, itemsPerPage: 24 },
} as const;

const meta = {
  title: 'Catalog/FilterPanel',
  component: FilterPanel,
  tags: ['autodocs'],
  // A category page; below xl its summary opens the filter drawer (which asks the backend for counts).
  parameters: { storefrontPage: { region: 'ae', path: 'catalog/motorcycles/off-road-motorcycles/enduro' } },
  args: { filters: NO_FILTERS, available: enduro, listArgs: { ...listArgs, params: { ...listArgs.params } } },
  argTypes: { listArgs: { control: false }, id: { control: false } },
  render: (args) => (
    <div css={{ maxInlineSize: '18rem' }}>
      <FilterPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A phone or tablet: folded away behind "Filters (2)". */
export const Folded: Story = {
  args: { filters: { ...NO_FILTERS, badges: ['new'], inStock: true } },
};

/** A desktop: unfolded beside the list. */
export const BesideTheList: Story = { args: { defaultOpen: true } };

/** An Arabic page. */
export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { available: enduroArabic, defaultOpen: true },
};
