import { WARRANTY_OPTIONS } from '@storefront/regions';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { raptorDetail } from '../stories/story-product-detail';
import { ProductOverview } from './product-overview';
import { WarrantyChoice, type WarrantyId } from './warranty-choice';

const meta = {
  title: 'Catalog/Product page/ProductOverview',
  component: ProductOverview,
  tags: ['autodocs'],
  parameters: { storefrontPage: { region: 'ae' } },
  args: { product: raptorDetail, locale: 'en', country: 'AE' },
  render: (args) => (
    <div css={{ maxInlineSize: '32rem' }}>
      <ProductOverview {...args}>
        <Warranty currency={args.product.currency} fractionDigits={args.product.fractionDigits} />
      </ProductOverview>
    </div>
  ),
} satisfies Meta<typeof ProductOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The app's warranty choice under the overview, as the product page composes it. */
function Warranty({ currency, fractionDigits }: { currency: string; fractionDigits: number }) {
  const [value, setValue] = useState<WarrantyId>('basic');
  return (
    <WarrantyChoice
      options={WARRANTY_OPTIONS}
      value={value}
      onChange={setValue}
      currency={currency}
      fractionDigits={fractionDigits}
      locale="en"
      country="AE"
    />
  );
}

/** Badges, name, SKU, model year, colour, price, the running offer, low stock, warranty. */
export const Default: Story = {};

/** On sale without an offer, plenty in stock. */
export const OnSale: Story = {
  args: { product: { ...raptorDetail, oldPrice: 1399900, offers: [], stock: 12, badges: [] } },
};

export const OutOfStock: Story = {
  args: { product: { ...raptorDetail, stock: 0, inStock: false, offers: [] } },
};

/** Omani rials: three decimals, the Pro warranty priced in rials too. */
export const OmaniRials: Story = {
  parameters: { storefrontPage: { region: 'om' } },
  args: { country: 'OM', product: { ...raptorDetail, currency: 'OMR', fractionDigits: 3, price: 1234567, oldPrice: null } },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { locale: 'ar', product: { ...raptorDetail, name: 'دراجة إندورو Raptor 125' } },
};
