import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef } from 'react';
import { HOSTED_PAGE_STYLE, hostedPageParts, unknownCardMessage, type HostedView } from './hosted-page';
import type { HostedSession } from './provider.repository';

// The simulated payment provider's hosted page (docs/regional-api.md "Paying online"), as the shopper
// sees it: its markup and stylesheet in a shadow root, so that neither touches the storefront's.

const session: HostedSession = {
  id: 'ps_story000000000000000000',
  reference: 'k7q2m9x4p8r3t6w1y5z0a2b4',
  method: 'card',
  amount: 772_110,
  currency: 'AED',
  fractionDigits: 2,
  locale: 'en',
  returnUrl: 'https://shop.example/ae_en/cart/k7q2m9x4p8r3t6w1y5z0a2b4/',
  webhookUrl: 'https://api.example/ae/api/payments/webhook',
  expiresAt: '2026-11-22T10:30:00.000Z',
  status: 'open',
  createdAt: '2026-11-22T10:00:00.000Z',
};

interface HostedPageProps {
  view: HostedView;
  session: HostedSession;
  /** What the card form says after a number that is none of the test cards. */
  error?: string;
}

/** The page's body as the provider serves it, phone-sized. */
function HostedPage({ view, session: shown, error }: HostedPageProps) {
  const host = useRef<HTMLDivElement>(null);
  const { lang, dir, body } = hostedPageParts(view, shown, error);
  useLayoutEffect(() => {
    const root = host.current?.shadowRoot ?? host.current?.attachShadow({ mode: 'open' });
    if (root) root.innerHTML = `<style>${HOSTED_PAGE_STYLE}</style>${body}`;
  }, [body]);
  return <div ref={host} lang={lang} dir={dir} style={{ inlineSize: 360 }} />;
}

const meta = {
  title: 'Reference backend/PaymentProviderPage',
  component: HostedPage,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { view: 'pay', session },
} satisfies Meta<typeof HostedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card form, with the test cards and what each does. */
export const CardForm: Story = {};

/** A number that is none of the test cards: said above the field, which is marked invalid. */
export const UnknownCard: Story = { args: { error: unknownCardMessage('en') } };

/** The bank's extra step (3-D Secure test card). */
export const BankConfirmation: Story = { args: { view: 'challenge' } };

/** Pay in 4 (the instalments provider's page). */
export const Instalments: Story = { args: { session: { ...session, method: 'instalments' } } };

/** A session whose time ran out: back to the shop, to pay again. */
export const Expired: Story = { args: { view: 'expired' } };

/** A session already paid, declined or cancelled. */
export const Ended: Story = { args: { view: 'ended' } };

const arabic = { ...session, locale: 'ar', returnUrl: 'https://shop.example/ae_ar/cart/k7q2m9x4p8r3t6w1y5z0a2b4/' };

/** Arabic: the page's language and direction follow the session's locale. */
export const RightToLeft: Story = { globals: { locale: 'ar', direction: 'rtl' }, args: { session: arabic } };

/** Arabic, pay in 4. */
export const RightToLeftInstalments: Story = { globals: { locale: 'ar', direction: 'rtl' }, args: { session: { ...arabic, method: 'instalments' } } };
