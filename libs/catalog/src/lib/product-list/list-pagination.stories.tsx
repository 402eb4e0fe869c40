import type { Meta, StoryObj } from '@storybook/react-vite';
import { NO_FILTERS } from '../filters/product-filters';
import { ListPagination } from './list-pagination';

const meta = {
  title: 'Catalog/ListPagination',
  component: ListPagination,
  tags: ['autodocs'],
  // A category page: the pages are crawlable links of the same list (`?page=n`, none for page 1).
  parameters: { storefrontPage: { region: 'ae', path: 'catalog/motorcycles' } },
  args: { filters: NO_FILTERS, page: 1, pageCount: 12 },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    pageCount: { control: { type: 'number', min: 1 } },
  },
} satisfies Meta<typeof ListPagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of 12: no previous page. */
export const FirstPage: Story = {};

/** Page 6 of 12, gaps on both sides; the links keep the list's filters (`?badges[]=new&inStock=true&page=7`). */
export const MiddlePage: Story = {
  args: { page: 6, filters: { ...NO_FILTERS, badges: ['new'], inStock: true } },
};

/** Page 12 of 12: no next page. */
export const LastPage: Story = {
  args: { page: 12 },
};

/** An Arabic page: the arrows point the other way, the numbers run right to left. */
export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { page: 6 },
};
