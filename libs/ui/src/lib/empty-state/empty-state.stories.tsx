import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { CompareIcon } from '../icon/ui-icons';
import { EmptyState, emptyStateActionStyles } from './empty-state';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: <CompareIcon />,
    title: 'Nothing to compare yet',
    children: 'Add up to three products of a category with “Add to comparison” on their cards or pages.',
    action: (
      <a href="#catalogue" css={emptyStateActionStyles}>
        Browse the catalogue
      </a>
    ),
  },
  argTypes: { icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithButton: Story = {
  args: {
    title: 'No products match these filters',
    children: 'Loosen a filter or clear them all to see more.',
    action: <Button variant="outlined">Clear the filters</Button>,
  },
};

export const TextOnly: Story = { args: { icon: undefined, action: undefined, level: 3, title: 'No posts in this category yet' } };

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    title: 'لا يوجد ما تقارنه بعد',
    children: 'أضف حتى ثلاثة منتجات من فئة واحدة بزر «أضف إلى المقارنة» في بطاقاتها أو صفحاتها.',
    action: (
      <a href="#catalogue" css={emptyStateActionStyles}>
        تصفّح الكتالوج
      </a>
    ),
  },
};
