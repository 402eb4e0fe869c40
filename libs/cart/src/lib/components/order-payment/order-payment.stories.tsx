import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderPayment } from './order-payment';

const awaiting = { status: 'awaiting_payment', paymentUrl: 'https://pay.example/provider/pay/ps_story', paymentExpiresAt: '2026-11-22T10:30:00.000Z' } as const;
const ended = { paymentUrl: null, paymentExpiresAt: null } as const;

const meta = {
  title: 'Cart/OrderPayment',
  component: OrderPayment,
  tags: ['autodocs'],
  parameters: { storefrontPage: { region: 'ae' }, layout: 'padded' },
  args: { order: awaiting, timeZone: 'Asia/Dubai', slow: false, onCheckAgain: fn(), retry: 'idle', onRetry: fn() },
} satisfies Meta<typeof OrderPayment>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back from the provider before its confirmation: the page polls, and offers the provider's page again. */
export const AwaitingConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('waiting for the payment provider');
    await expect(canvas.getByRole('link', { name: 'Go to the payment page' })).toHaveAttribute('href', awaiting.paymentUrl);
    await expect(canvas.getByText(/stays open until 2:30/)).toBeVisible();
  },
};

/** The confirmation took longer than the page waits: it stops polling and lets the shopper check again. */
export const ConfirmationSlow: Story = {
  args: { slow: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Check again' }));
    await expect(args.onCheckAgain).toHaveBeenCalledOnce();
  },
};

/** Paid: the provider's signed confirmation arrived. */
export const Paid: Story = { args: { order: { status: 'paid', ...ended } } };

/** The card was declined: "Pay now" opens a new payment of the same order. */
export const Declined: Story = {
  args: { order: { status: 'payment_failed', ...ended } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('declined');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The shopper cancelled on the provider's page. */
export const Cancelled: Story = { args: { order: { status: 'payment_cancelled', ...ended } } };

/** The provider's page ran out of time. */
export const Expired: Story = { args: { order: { status: 'payment_expired', ...ended } } };

/** The provider did not answer when the order was placed: the order is kept. */
export const NotStarted: Story = { args: { order: { status: 'awaiting_payment', ...ended } } };

/** "Pay now" while the provider is still down. */
export const ProviderDown: Story = { args: { order: { status: 'payment_failed', ...ended }, retry: 'unavailable' } };

/** "Pay now" on its way to the provider. */
export const Opening: Story = { args: { order: { status: 'payment_expired', ...ended }, retry: 'opening' } };

/** Right to left, in Arabic, waiting for the confirmation. */
export const RightToLeft: Story = { globals: { locale: 'ar', direction: 'rtl' } };

/** Right to left, in Arabic, after a declined card. */
export const RightToLeftDeclined: Story = { globals: { locale: 'ar', direction: 'rtl' }, args: { order: { status: 'payment_failed', ...ended } } };
