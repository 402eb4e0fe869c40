import type { Meta, StoryObj } from '@storybook/react-vite';
import { productPicture } from '../stories/story-pictures';
import { OfferTiles, RunningOffersStrip, type OfferTileData } from './offer-tiles';

/** An offer as `GET /offers?active=true` lists it for the UAE (the strip of the catalogue root has no description or count). */
function offer(id: number, slug: string, title: string, discountPercent: number, description: string, productsCount: number): OfferTileData {
  return {
    id,
    slug,
    title,
    discountPercent,
    description,
    productsCount,
    endsAt: '2030-12-31T23:59:59.000Z',
    image: { path: `/offers/${slug}.svg`, width: 1200, height: 600, alt: title },
  };
}

const running = [
  offer(1, 'enduro-season', 'Enduro season: 10 % off', 10, 'Every Raptor and Ridgeback enduro motorcycle is 10 % cheaper in your cart.', 7),
  offer(2, 'power-backup', 'Power backup: 12 % off inverters', 12, 'Quiet, clean power for home and camping: all Quietline inverter generators at 12 % off.', 7),
  offer(5, 'gear-up', 'Gear up: 20 % off helmets and jackets', 20, 'Certified Apex, Trail and City helmets and Shield jackets at 20 % off.', 14),
];

const runningArabic = [
  offer(1, 'enduro-season', 'موسم الإندورو: خصم 10 %', 10, 'تحصل على خصم 10 % في سلة التسوق على كل دراجات إندورو من Raptor وRidgeback.', 7),
  offer(2, 'power-backup', 'طاقة احتياطية: خصم 12 % على مولدات الإنفرتر', 12, 'طاقة هادئة ونظيفة للمنزل والتخييم: جميع مولدات Quietline بخصم 12 %.', 7),
  offer(5, 'gear-up', 'استعد للطريق: خصم 20 % على الخوذ والسترات', 20, 'خوذ Apex وTrail وCity وسترات Shield المعتمدة بخصم 20 %.', 14),
];

const meta = {
  title: 'Catalog/OfferTiles',
  component: OfferTiles,
  tags: ['autodocs'],
  // Each tile links to the catalogue's list of the offer's products.
  parameters: { storefrontPage: { region: 'ae', path: 'offers' }, layout: 'padded' },
  args: { offers: running, imageUrl: productPicture },
  argTypes: { offers: { control: false }, imageUrl: { control: false } },
} satisfies Meta<typeof OfferTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/offers/`: picture with the discount, title, description, end date and product count. */
export const OffersPage: Story = {};

/**
 * The catalogue root's strip (`RunningOffersStrip`): a heading, "All offers", and the tiles of the startup
 * data (`/init/offers`: no description or count), their headings one level down.
 */
export const CatalogueStrip: Story = {
  args: { offers: running.map(({ description: _description, productsCount: _count, ...rest }) => rest) },
  render: (args) => <RunningOffersStrip offers={args.offers} imageUrl={args.imageUrl} />,
};

/** An Arabic page: tiles and the discount mirror. */
export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { offers: runningArabic },
};
