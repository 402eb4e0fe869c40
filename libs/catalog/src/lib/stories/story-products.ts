import type { ProductSummary } from '@storefront/api-client';

// Products of the catalogue's stories, as the reference backend answers for the UAE: one list in
// English and the same in Arabic (the grid's, the search suggestions').

const badge = {
  bestSeller: { id: 1, text: 'best-seller', title: 'Best seller', color: '#FFB800', textColor: '#1D1D1F', position: 10 },
  new: { id: 2, text: 'new', title: 'New', color: '#66CC33', textColor: '#FFFFFF', position: 20 },
  sale: { id: 3, text: 'sale', title: 'Sale', color: '#E53935', textColor: '#FFFFFF', position: 30 },
  limitedStock: { id: 4, text: 'limited-stock', title: 'Limited stock', color: '#FF7A00', textColor: '#FFFFFF', position: 40 },
} satisfies Record<string, ProductSummary['badges'][number]>;

const enduro = { id: 3, slug: 'enduro', path: 'motorcycles/off-road-motorcycles/enduro', title: 'Enduro' };
const naked = { id: 7, slug: 'naked', path: 'motorcycles/road-motorcycles/naked', title: 'Naked bikes' };

type Facts = Pick<ProductSummary, 'id' | 'slug' | 'name' | 'shortDescription' | 'price' | 'oldPrice' | 'stock' | 'badges'> &
  Partial<ProductSummary>;

/** A product of the list as the backend sends it; what all of them share is filled in. */
function product({ id, slug, name, ...rest }: Facts): ProductSummary {
  return {
    id,
    slug,
    sku: `NRK-01003-${String(id).padStart(4, '0')}`,
    name,
    modelYear: 2026,
    colour: { code: 'red', label: 'Red' },
    category: enduro,
    currency: 'AED',
    fractionDigits: 2,
    inStock: rest.stock > 0,
    preOrder: null,
    image: { path: `/products/${slug}/1.svg`, width: 1200, height: 900, alt: name },
    ...rest,
  };
}

/** Page 1 of `GET /v2/products/?category=motorcycles&itemsPerPage=8` for the UAE in English. */
export const motorcycles: ProductSummary[] = [
  product({
    id: 1,
    slug: 'raptor-125',
    name: 'Raptor 125 enduro motorcycle',
    shortDescription: '125 cc · 13.5 hp · 109 kg',
    colour: { code: 'grey', label: 'Graphite grey' },
    price: 857900,
    oldPrice: null,
    stock: 2,
    badges: [badge.limitedStock],
  }),
  product({
    id: 2,
    slug: 'ridgeback-125',
    name: 'Ridgeback 125 enduro motorcycle',
    shortDescription: '125 cc · 13 hp · 107 kg',
    colour: { code: 'orange', label: 'Orange' },
    price: 840900,
    oldPrice: null,
    stock: 16,
    badges: [],
  }),
  product({
    id: 3,
    slug: 'raptor-250',
    name: 'Raptor 250 enduro motorcycle',
    shortDescription: '250 cc · 25.5 hp · 114 kg',
    colour: { code: 'orange', label: 'Orange' },
    price: 1279000,
    oldPrice: null,
    stock: 8,
    badges: [badge.bestSeller, badge.new],
  }),
  product({
    id: 4,
    slug: 'ridgeback-250',
    name: 'Ridgeback 250 enduro motorcycle',
    shortDescription: '250 cc · 27 hp · 115 kg',
    price: 1109000,
    oldPrice: 1229000,
    stock: 15,
    badges: [badge.bestSeller, badge.sale],
  }),
  product({
    id: 5,
    slug: 'raptor-300',
    name: 'Raptor 300 enduro motorcycle',
    shortDescription: '300 cc · 31 hp · 114 kg',
    price: 1489000,
    oldPrice: null,
    stock: 0,
    badges: [badge.new],
  }),
  product({
    id: 6,
    slug: 'ridgeback-300',
    name: 'Ridgeback 300 enduro motorcycle',
    shortDescription: '300 cc · 31.5 hp · 116 kg',
    modelYear: 2025,
    colour: { code: 'black', label: 'Black' },
    price: 1419000,
    oldPrice: null,
    stock: 32,
    badges: [],
  }),
  product({
    id: 7,
    slug: 'raptor-450',
    name: 'Raptor 450 enduro motorcycle',
    shortDescription: '450 cc · 47 hp · 119 kg',
    colour: { code: 'blue', label: 'Blue' },
    price: 1929000,
    oldPrice: null,
    stock: 38,
    badges: [badge.new],
  }),
  product({
    id: 22,
    slug: 'strada-250',
    sku: 'NRK-01007-0022',
    name: 'Strada 250 naked motorcycle',
    shortDescription: '250 cc · 31 hp · 157 kg',
    colour: { code: 'grey', label: 'Graphite grey' },
    category: naked,
    price: 1199000,
    oldPrice: 1329000,
    stock: 33,
    badges: [badge.new, badge.sale],
  }),
];

/** The same page with `locale=ar`: names, descriptions, colours, badges and categories translated. */
const arabic: Record<string, { name: string; shortDescription: string; colour: string }> = {
  'raptor-125': { name: 'دراجة إندورو Raptor 125', shortDescription: '125 سم³ · 13.5 حصان · 109 كغ', colour: 'رمادي غرافيتي' },
  'ridgeback-125': { name: 'دراجة إندورو Ridgeback 125', shortDescription: '125 سم³ · 13 حصان · 107 كغ', colour: 'برتقالي' },
  'raptor-250': { name: 'دراجة إندورو Raptor 250', shortDescription: '250 سم³ · 25.5 حصان · 114 كغ', colour: 'برتقالي' },
  'ridgeback-250': { name: 'دراجة إندورو Ridgeback 250', shortDescription: '250 سم³ · 27 حصان · 115 كغ', colour: 'أحمر' },
  'raptor-300': { name: 'دراجة إندورو Raptor 300', shortDescription: '300 سم³ · 31 حصان · 114 كغ', colour: 'أحمر' },
  'ridgeback-300': { name: 'دراجة إندورو Ridgeback 300', shortDescription: '300 سم³ · 31.5 حصان · 116 كغ', colour: 'أسود' },
  'raptor-450': { name: 'دراجة إندورو Raptor 450', shortDescription: '450 سم³ · 47 حصان · 119 كغ', colour: 'أزرق' },
  'strada-250': { name: 'دراجة نارية نيكد Strada 250', shortDescription: '250 سم³ · 31 حصان · 157 كغ', colour: 'رمادي غرافيتي' },
};
const arabicBadges: Record<string, string> = {
  'best-seller': 'الأكثر مبيعًا',
  new: 'جديد',
  sale: 'تخفيض',
  'limited-stock': 'كمية محدودة',
};
const arabicCategories: Record<string, string> = { enduro: 'إندورو', naked: 'دراجات نيكد' };

export const motorcyclesArabic: ProductSummary[] = motorcycles.map((item) => {
  const text = arabic[item.slug] ?? { name: item.name, shortDescription: item.shortDescription, colour: item.colour.label };
  return {
    ...item,
    name: text.name,
    shortDescription: text.shortDescription,
    colour: { ...item.colour, label: text.colour },
    category: { ...item.category, title: arabicCategories[item.category.slug] ?? item.category.title },
    badges: item.badges.map((entry) => ({ ...entry, title: arabicBadges[entry.text] ?? entry.title })),
    image: { ...item.image, alt: text.name },
  };
});

