import type { Category } from '@storefront/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { productPicture } from '../stories/story-pictures';
import { CatalogRoot } from './catalog-root';

let nextId = 1;
/** A category as `GET /categories` lists it (flat; `parentId` links the levels). */
function category(title: string, slug: string, parent: Category | null, productsCount: number, position: number): Category {
  const path = parent ? `${parent.path}/${slug}` : slug;
  return {
    id: nextId++,
    slug,
    path,
    parentId: parent?.id ?? null,
    level: parent ? parent.level + 1 : 1,
    position,
    title,
    description: `${title} from Motors & Equipment.`,
    icon: 'box',
    image: { path: `/categories/${slug}.svg`, width: 800, height: 600, alt: title },
    hidden: false,
    productsCount,
  };
}

const motorcycles = category('Motorcycles', 'motorcycles', null, 42, 10);
const offRoad = category('Off-road motorcycles', 'off-road-motorcycles', motorcycles, 21, 10);
const road = category('Road motorcycles', 'road-motorcycles', motorcycles, 21, 20);
const generators = category('Generators', 'generators', null, 28, 50);
const petrol = category('Petrol generators', 'petrol-generators', generators, 14, 10);
const pumps = category('Water pumps', 'water-pumps', null, 35, 70);

/** The UAE's tree in English, trimmed to three top categories. */
const uae: Category[] = [
  motorcycles,
  offRoad,
  category('Enduro', 'enduro', offRoad, 7, 10),
  category('Motocross', 'motocross', offRoad, 7, 20),
  category('Pit bikes', 'pit-bikes', offRoad, 7, 30),
  road,
  category('Naked bikes', 'naked', road, 7, 10),
  category('Cruisers', 'cruisers', road, 7, 20),
  generators,
  petrol,
  category('Inverter generators', 'inverter-generators', petrol, 7, 10),
  category('Diesel generators', 'diesel-generators', generators, 14, 20),
  pumps,
  { ...category('Special series', 'special-series', null, 3, 90), hidden: true },
];

const meta = {
  title: 'Catalog/CatalogRoot',
  component: CatalogRoot,
  tags: ['autodocs'],
  parameters: { storefrontPage: { region: 'ae', path: 'catalog' }, layout: 'fullscreen' },
  args: { categories: uae, imageUrl: productPicture },
} satisfies Meta<typeof CatalogRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Top categories as tiles with their sub-categories; the hidden branch is left out. */
export const Default: Story = {};

/** A country with one top category and no sub-categories. */
export const SingleCategory: Story = { args: { categories: [pumps] } };

export const RightToLeft: Story = { globals: { locale: 'ar', direction: 'rtl' } };
