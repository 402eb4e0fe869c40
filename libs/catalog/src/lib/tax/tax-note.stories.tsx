import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TaxNote } from './tax-note';

const UAE_VAT = { name: 'VAT', rate: 500, includedInPrices: true };

const meta = {
  title: 'Catalog/TaxNote',
  component: TaxNote,
  tags: ['autodocs'],
  // A regional page (intl, theme): .storybook/storefront-page.tsx in libs/ui.
  parameters: { storefrontPage: { region: 'ae' }, layout: 'padded' },
  args: { tax: UAE_VAT, variant: 'label' },
} satisfies Meta<typeof TaxNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside a price that includes the tax (every market's consumer prices). */
export const Included: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('incl. VAT')).toBeVisible();
  },
};

/** A backend that serves prices without tax: the cart adds it. */
export const Excluded: Story = {
  args: { tax: { ...UAE_VAT, includedInPrices: false } },
};

/** The footer's sentence for every price of the region's pages. */
export const Statement: Story = {
  args: { variant: 'statement' },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
};
