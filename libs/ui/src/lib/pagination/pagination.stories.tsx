import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pagination } from './pagination';
import type { PaginationProps } from './pagination';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: {
    page: 5,
    pageCount: 12,
    label: 'Pagination',
    previousLabel: 'Previous page',
    nextLabel: 'Next page',
    pageLabel: (page) => `Page ${page}`,
    getHref: (page) => `#page-${page}`,
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Links (crawlable, as on catalog pages). */
export const Links: Story = {};

function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return <Pagination {...props} getHref={undefined} page={page} onPageChange={setPage} />;
}

/** Buttons (client-side lists). */
export const Buttons: Story = { render: (args) => <Stateful {...args} /> };

export const FirstPage: Story = { args: { page: 1 } };

export const LastPage: Story = { args: { page: 12 } };

export const FewPages: Story = { args: { page: 2, pageCount: 4 } };

export const MoreSiblings: Story = { args: { page: 20, pageCount: 40, siblingCount: 2, boundaryCount: 2 } };

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    label: 'ترقيم الصفحات',
    previousLabel: 'الصفحة السابقة',
    nextLabel: 'الصفحة التالية',
    pageLabel: (page) => `الصفحة ${page}`,
  },
};

export const LongText: Story = {
  args: {
    label: 'Seitennummerierung',
    previousLabel: 'Zur vorherigen Ergebnisseite wechseln',
    nextLabel: 'Zur nächsten Ergebnisseite wechseln',
    pageLabel: (page) => `Ergebnisseite ${page}`,
    page: 1234,
    pageCount: 98765,
  },
  decorators: [
    (Story) => (
      <div css={{ maxInlineSize: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};
