import type { Taxonomy } from '@storefront/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { collectionPicture } from '../stories/story-pictures';
import { CollectionIntro } from './collection-intro';

/** `GET /taxonomies/first-bike` for the UAE in English (its summary fields). */
const firstBike: Taxonomy = {
  id: 1,
  slug: 'first-bike',
  kind: 'collection',
  title: 'Your first motorcycle',
  description: 'Light, forgiving machines to learn on, from pit bikes to 125 cc scooters and enduros.',
  image: { path: '/collections/first-bike.svg', width: 1200, height: 600, alt: 'Your first motorcycle' },
  productsCount: 12,
};

const meta = {
  title: 'Catalog/CollectionIntro',
  component: CollectionIntro,
  tags: ['autodocs'],
  // The trail links to the region's home.
  parameters: { storefrontPage: { region: 'ae', path: 'collections/first-bike' }, layout: 'padded' },
  args: { collection: firstBike, count: 12, imageUrl: collectionPicture },
  argTypes: { imageUrl: { control: false } },
} satisfies Meta<typeof CollectionIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Breadcrumbs (home → collection), the kicker, title, description, count and the cropped picture. */
export const Default: Story = {};

/** None of its products is sold in the country: no count (the page's empty state below says why). */
export const NoProducts: Story = { args: { count: 0 } };

/** The backend sent no description. */
export const WithoutDescription: Story = { args: { collection: { ...firstBike, description: '' } } };

/** A long title in a long language wraps, balanced, without pushing the picture out. */
export const LongTitle: Story = {
  globals: { locale: 'ru' },
  args: {
    collection: {
      ...firstBike,
      slug: 'off-grid',
      title: 'Автономное электроснабжение для загородного дома, фермы и туристического лагеря',
      description: 'Генераторы и мотопомпы для домов, хозяйств и лагерей вдали от электросетей.',
      image: { ...firstBike.image, path: '/collections/off-grid.svg' },
    },
  },
};

/** The collection did not load: the trail and a generic heading; the page shows the error state below. */
export const NotLoaded: Story = { args: { collection: undefined, count: undefined } };

/** An Arabic page: mirrored layout, the picture faces the reading direction. */
export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    collection: {
      ...firstBike,
      title: 'دراجتك النارية الأولى',
      description: 'مركبات خفيفة وسهلة للتعلم عليها، من دراجات بيت بايك إلى سكوترات ودراجات إندورو بسعة 125 سم³.',
      image: { ...firstBike.image, alt: 'دراجتك النارية الأولى' },
    },
  },
};
