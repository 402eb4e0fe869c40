import type { Meta, StoryObj } from '@storybook/react-vite';
import { raptorDetail } from '../stories/story-product-detail';
import { ProductDetails } from './product-details';

const meta = {
  title: 'Catalog/Product page/ProductDetails',
  component: ProductDetails,
  tags: ['autodocs'],
  parameters: { storefrontPage: { region: 'ae' } },
  args: { description: raptorDetail.description, characteristics: raptorDetail.characteristics, locale: 'en', country: 'AE' },
} satisfies Meta<typeof ProductDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Description blocks and the characteristics in their groups; the empty ABS value is left out. */
export const Default: Story = {};

/** Without a description only the characteristics show. */
export const CharacteristicsOnly: Story = { args: { description: [] } };

export const RightToLeft: Story = { globals: { locale: 'ar', direction: 'rtl' }, args: { locale: 'ar' } };
