import type { Meta, StoryObj } from '@storybook/react-vite';
import { LOCALES } from '@storefront/locales';
import { Skeleton } from '../skeleton/skeleton';
import { Stack } from '../stack/stack';
import { storefrontCurrencies } from './format-price';
import { Price, priceSizes } from './price';

const meta = {
  title: 'Components/Price',
  component: Price,
  tags: ['autodocs'],
  args: { amount: 12499, currency: 'AED', locale: 'en', size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: priceSizes },
    currency: { control: 'select', options: storefrontCurrencies },
    locale: { control: 'select', options: LOCALES.map((locale) => locale.language) },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap={3} align="start">
      {priceSizes.map((size) => (
        <Price key={size} {...args} size={size} oldAmount={14999} oldPriceLabel="Old price:" currentPriceLabel="Now:" />
      ))}
    </Stack>
  ),
};

export const Discounted: Story = {
  args: { amount: 9999, oldAmount: 12499, oldPriceLabel: 'Old price:', currentPriceLabel: 'Now:', size: 'lg' },
};

/** Every currency of SPEC §9 in the locale chosen in the toolbar. */
export const AllCurrencies: Story = {
  render: (args, { globals }) => {
    const language = LOCALES.find((locale) => locale.code === globals['locale'])?.language ?? 'en';
    return (
      <ul css={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {storefrontCurrencies.map((currency) => (
          <li key={currency}>
            {`${currency}: `}
            <Price {...args} currency={currency} locale={language} amount={1234567.5} size="sm" />
          </li>
        ))}
      </ul>
    );
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { locale: 'ar', amount: 3499, oldAmount: 4299, oldPriceLabel: 'السعر القديم:', currentPriceLabel: 'السعر الآن:' },
  render: (args) => (
    <Stack gap={3}>
      <Price {...args} size="lg" />
      <p css={{ margin: 0 }}>
        مولد كهربائي بسعر <Price amount={3499} currency="AED" locale="ar" size="sm" /> فقط، والتوصيل مجاني.
      </p>
      <p css={{ margin: 0 }}>
        Arabic page, Latin digits: <Price amount={3499} currency="AED" locale="en" size="sm" /> ← بدون تغيير الترتيب
      </p>
    </Stack>
  ),
};

export const LongText: Story = {
  args: {
    amount: 1234567890,
    oldAmount: 1534567890,
    currency: 'UZS',
    locale: 'uz',
    oldPriceLabel: 'Ursprünglicher unverbindlicher Verkaufspreis des Herstellers:',
    currentPriceLabel: 'Aktueller Aktionspreis:',
  },
  decorators: [
    (Story) => (
      <div css={{ maxInlineSize: '12rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const Loading: Story = {
  render: () => <Skeleton width="7rem" height="1.5rem" />,
};

export const OnRequest: Story = {
  name: 'Empty (price on request)',
  args: { amount: Number.NaN, fallback: 'Price on request' },
};
