import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { fn } from 'storybook/test';
import { ListState } from '../product-list/list-state';
import { productListMessages } from '../product-list/product-list.messages';
import { collectionMessages as messages } from './collection.messages';

const meta = {
  title: 'Catalog/Collection states',
  component: ListState,
  tags: ['autodocs'],
  // The texts come from the app's catalogues; the page builds the actions' links.
  parameters: { storefrontPage: { region: 'ae', path: 'collections/first-bike' } },
  args: {
    kind: 'empty',
    title: <FormattedMessage {...messages.emptyTitle} />,
    text: <FormattedMessage {...messages.emptyText} />,
    action: { href: '/ae_en/catalog/', label: <FormattedMessage {...productListMessages.browseCatalog} />, onClick: fn() },
  },
  argTypes: { action: { control: false }, title: { control: false }, text: { control: false } },
} satisfies Meta<typeof ListState>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * None of the collection's products is sold in the country: the way on is the catalogue. The story
 * logs the click instead of following the link, which would leave Storybook.
 */
export const Empty: Story = {};

/** The collection did not load (announced as an alert): "Try again" reloads the same URL, or refetches with JavaScript. */
export const LoadError: Story = {
  args: {
    kind: 'error',
    title: <FormattedMessage {...messages.errorTitle} />,
    text: <FormattedMessage {...productListMessages.errorText} />,
    action: { href: '/ae_en/collections/first-bike/', label: <FormattedMessage {...productListMessages.retry} />, onClick: fn() },
  },
};

/** An Arabic page. */
export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    kind: 'error',
    title: <FormattedMessage {...messages.errorTitle} />,
    text: <FormattedMessage {...productListMessages.errorText} />,
    action: { href: '/ae_ar/collections/first-bike/', label: <FormattedMessage {...productListMessages.retry} />, onClick: fn() },
  },
};
