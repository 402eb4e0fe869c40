import { combineSlices, configureStore, type WithSlice } from '@reduxjs/toolkit';
import { Toaster } from '@storefront/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Provider as StoreProvider } from 'react-redux';
import { expect, userEvent, within } from 'storybook/test';
import { cartSlice } from '../../state/cart.slice';
import { AddToCartButton } from './add-to-cart-button';

/**
 * A product page's store with the cart injected, as the app's pages do (`cartSlice.injectInto`), and
 * the page's toaster. Inside the storefront page (intl, router), so the toast links to `/ae_…/cart/`.
 * A story's cart starts from local storage like the app's (the browser's `cartItems_ae`).
 */
function CartStore({ children }: { children: ReactNode }) {
  const [store] = useState(() => {
    const rootReducer = combineSlices({ page: (state: string = 'product') => state }).withLazyLoadedSlices<
      WithSlice<typeof cartSlice>
    >();
    cartSlice.injectInto(rootReducer);
    return configureStore({ reducer: rootReducer });
  });
  return (
    <StoreProvider store={store}>
      {children}
      <Toaster closeLabel="Close" />
    </StoreProvider>
  );
}

const withCartStore: Decorator = (Story) => (
  <CartStore>
    <Story />
  </CartStore>
);

const meta = {
  title: 'Cart/AddToCartButton',
  component: AddToCartButton,
  tags: ['autodocs'],
  // A regional page (intl, router): .storybook/storefront-page.tsx in libs/ui.
  parameters: { storefrontPage: { region: 'ae' } },
  decorators: [withCartStore],
  args: {
    product: { id: 1, name: 'Raptor 125 enduro motorcycle', inStock: true },
    region: 'ae',
    quantity: 1,
    warranty: 'basic',
    limits: { maxQuantity: 5, maxLines: 20 },
    size: 'md',
  },
  argTypes: {
    warranty: { control: 'inline-radio', options: ['basic', 'pro'] },
    onAdded: { action: 'added' },
  },
} satisfies Meta<typeof AddToCartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FullWidth: Story = {
  args: { fullWidth: true, size: 'lg' },
  decorators: [
    (Story) => (
      <div css={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const OutOfStock: Story = {
  args: { product: { id: 2, name: 'Falcon 250 trail motorcycle', inStock: false } },
};

/** Right after a click: busy for a moment (a double click adds once), then the toast. */
export const Adding: Story = {
  args: { quantity: 2, warranty: 'pro' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { product: { id: 3, name: 'رابتر 125 دراجة إندورو', inStock: true } },
};
