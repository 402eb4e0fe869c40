import type { Meta, StoryObj } from '@storybook/react-vite';
import { productPicture } from '../stories/story-pictures';
import { raptorDetail } from '../stories/story-product-detail';
import { ProductGallery } from './product-gallery';

const meta = {
  title: 'Catalog/Product page/ProductGallery',
  component: ProductGallery,
  tags: ['autodocs'],
  parameters: { storefrontPage: { region: 'ae' } },
  args: { images: raptorDetail.images, name: raptorDetail.name, imageUrl: productPicture },
  argTypes: { imageUrl: { control: false } },
  render: (args) => (
    <div css={{ maxInlineSize: '48rem' }}>
      <ProductGallery {...args} />
    </div>
  ),
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three pictures: swipe, arrows, thumbnails, the arrow keys on the focused track; a click enlarges. */
export const Default: Story = {};

/** One picture: no arrows, no thumbnails. */
export const SinglePicture: Story = { args: { images: raptorDetail.images.slice(0, 1) } };

/** Right to left: the arrows point the other way and the track starts at the right. */
export const RightToLeft: Story = { globals: { locale: 'ar', direction: 'rtl' } };
