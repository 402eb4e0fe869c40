import type { ProductDetail } from '@storefront/api-client';
import { motorcycles } from './story-products';

const [first] = motorcycles;
if (!first) throw new Error('The stories need a product');

const general = { id: 1, title: 'General', position: 10 };
const engine = { id: 2, title: 'Engine and motor', position: 20 };
const equipment = { id: 7, title: 'Equipment', position: 70 };

/** A product page's product as the reference backend answers for the UAE in English. */
export const raptorDetail: ProductDetail = {
  ...first,
  colour: { code: 'grey', label: 'Graphite grey' },
  badges: [{ id: 4, text: 'limited-stock', title: 'Limited stock', color: '#FF7A00', textColor: '#FFFFFF', position: 40 }],
  stock: 2,
  images: [1, 2, 3].map((view) => ({ path: `/products/${first.slug}/${view}.svg`, width: 1200, height: 900, alt: `${first.name}, view ${view}` })),
  description: [
    { type: 'paragraph', text: 'The Raptor 125 is built around a 125 cc engine producing 13.5 hp. A 10-litre tank and a seat height of 940 mm make it easy to live with every day.' },
    { type: 'list', items: ['Displacement: 125 cc', 'Maximum power: 13.5 hp', 'Weight: 109 kg'] },
    { type: 'heading', text: 'Made for the trail' },
    { type: 'paragraph', text: 'Every Motors & Equipment product comes with an official 24-month warranty and support from our service centres.' },
  ],
  characteristics: [
    { key: 'model-year', name: 'Model year', value: 2026, unit: null, position: 10, group: general },
    { key: 'colour', name: 'Colour', value: 'Graphite grey', unit: null, position: 20, group: general },
    { key: 'engine-type', name: 'Engine type', value: 'Four-stroke', unit: null, position: 110, group: engine },
    { key: 'displacement', name: 'Displacement', value: 125, unit: 'cc', position: 120, group: engine },
    { key: 'power', name: 'Maximum power', value: 13.5, unit: 'hp', position: 130, group: engine },
    { key: 'abs', name: 'ABS', value: '', unit: null, position: 140, group: engine },
    {
      key: 'package-contents',
      name: 'In the box',
      value: [
        { name: 'Keys', value: 2 },
        { name: 'Tool kit', value: 1 },
      ],
      unit: null,
      position: 540,
      group: equipment,
    },
  ],
  offers: [{ id: 1, slug: 'enduro-season', title: 'Enduro season: 10 % off', discountPercent: 10, endsAt: '2030-12-31T23:59:59.000Z' }],
  ancestors: [
    { id: 1, slug: 'motorcycles', path: 'motorcycles', title: 'Motorcycles' },
    { id: 2, slug: 'off-road-motorcycles', path: 'motorcycles/off-road-motorcycles', title: 'Off-road motorcycles' },
    { id: 3, slug: 'enduro', path: 'motorcycles/off-road-motorcycles/enduro', title: 'Enduro' },
  ],
};
