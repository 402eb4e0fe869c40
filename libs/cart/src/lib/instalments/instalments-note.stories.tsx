import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { InstalmentsNote } from './instalments-note';

const aed = (minor: number) => new Intl.NumberFormat('en-AE', { style: 'currency', currency: 'AED' }).format(minor / 100);

/** The UAE's terms as the reference backend serves them: Tabby, 4 payments, AED 10–20,000. */
const TABBY_AE = { provider: 'Tabby', count: 4, minTotal: 1_000, maxTotal: 2_000_000 };

const meta = {
  title: 'Cart/InstalmentsNote',
  component: InstalmentsNote,
  tags: ['autodocs'],
  // A regional page (intl, theme): .storybook/storefront-page.tsx in libs/ui.
  parameters: { storefrontPage: { region: 'ae' }, layout: 'padded' },
  args: { total: 857_900, terms: TABBY_AE, money: aed },
  argTypes: { money: { control: false } },
} satisfies Meta<typeof InstalmentsNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four equal payments under a price; "How it works" opens the schedule. */
export const EqualPayments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('or 4 interest-free payments of AED 2,144.75')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'How it works' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Pay in 4, interest-free' });
    await expect(within(dialog).getByText('Today')).toBeVisible();
    await expect(within(dialog).getByText('In 3 months')).toBeVisible();
    await expect(within(dialog).getByText('AED 8,579.00')).toBeVisible();
  },
};

/** A total four does not divide: the first payment carries the rest, the line says "from". */
export const UnequalPayments: Story = {
  args: { total: 857_903 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('or 4 interest-free payments from AED 2,144.75')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
};
