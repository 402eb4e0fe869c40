import type { Meta, StoryObj } from '@storybook/react-vite';
import { NO_FILTERS } from '../filters/product-filters';
import { SortForm } from './sort-form';

const meta = {
  title: 'Catalog/SortForm',
  component: SortForm,
  tags: ['autodocs'],
  // A category page: choosing a sort navigates to the same list, page 1.
  parameters: { storefrontPage: { region: 'ae', path: 'catalog/motorcycles' } },
  args: { filters: NO_FILTERS },
} satisfies Meta<typeof SortForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The catalogue's own order ("Recommended"). */
export const Default: Story = {};

/** `?badges[]=sale&inStock=true&sort=price-asc`: the filters ride along as hidden fields for the no-JavaScript submit. */
export const SortChosen: Story = {
  args: { filters: { ...NO_FILTERS, badges: ['sale'], inStock: true, sort: 'price-asc' } },
};

/** An Arabic page: label and options from the ar catalogue, the select mirrored. */
export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { filters: { ...NO_FILTERS, sort: 'newest' } },
};
