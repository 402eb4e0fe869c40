import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { fn } from 'storybook/test';
import { ListState } from './list-state';
import { productListMessages as messages } from './product-list.messages';

const meta = {
  title: 'Catalog/ListState',
  component: ListState,
  tags: ['autodocs'],
  // The texts come from the app's catalogues; the page builds the actions' links.
  parameters: { storefrontPage: { region: 'ae', path: 'catalog/motorcycles' } },
  args: { kind: 'empty' },
  argTypes: { action: { control: false } },
} satisfies Meta<typeof ListState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category without products in the country: no way out but the other categories. */
export const Empty: Story = {};

/**
 * Filters that leave nothing: "Clear all" links to the list without filters (the sort stays). The
 * story logs the click instead of following the link, which would leave Storybook.
 */
export const NoResults: Story = {
  args: {
    kind: 'no-results',
    action: {
      href: '/ae_en/catalog/motorcycles/?sort=price-asc',
      label: <FormattedMessage {...messages.clearAll} />,
      onClick: fn(),
    },
  },
};

/** The list did not load (announced as an alert): "Try again" reloads the same URL, or refetches with JavaScript. */
export const LoadError: Story = {
  args: {
    kind: 'error',
    action: {
      href: '/ae_en/catalog/motorcycles/?badges%5B%5D=sale&page=2',
      label: <FormattedMessage {...messages.retry} />,
      onClick: fn(),
    },
  },
};

/** A search that found nothing: its own words, and the catalogue as the way on. */
export const NoSearchMatches: Story = {
  args: {
    kind: 'no-results',
    title: <FormattedMessage {...messages.noMatchesTitle} values={{ query: 'raptr 450' }} />,
    text: <FormattedMessage {...messages.noMatchesText} />,
    action: { href: '/ae_en/catalog/', label: <FormattedMessage {...messages.browseCatalog} />, onClick: fn() },
  },
};

/** An Arabic page. */
export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    kind: 'no-results',
    action: { href: '/ae_ar/catalog/motorcycles/', label: <FormattedMessage {...messages.clearAll} />, onClick: fn() },
  },
};
