import type { ProductCharacteristic, ProductSummary } from '@storefront/api-client';

/**
 * Product summaries for this lib's tests, as `/v2/products/` answers them. Test-only: not exported
 * from the lib's public API.
 */
const CATEGORIES = [
  { id: 11, slug: 'enduro', path: 'motorcycles/off-road-motorcycles/enduro', title: 'Enduro' },
  { id: 12, slug: 'naked', path: 'motorcycles/road-motorcycles/naked', title: 'Naked' },
  { id: 13, slug: 'scooters', path: 'scooters', title: 'Scooters' },
  { id: 14, slug: 'atv', path: 'atv', title: 'ATV' },
  { id: 15, slug: 'boats', path: 'water/boats', title: 'Boats' },
  { id: 16, slug: 'generators', path: 'equipment/generators', title: 'Generators' },
  { id: 17, slug: 'pumps', path: 'equipment/pumps', title: 'Pumps' },
] as const;

/** Product `id` of the `categoryIndex`th test category (`CATEGORIES`). */
export function testProduct(id: number, categoryIndex = 0): ProductSummary {
  const category = CATEGORIES[categoryIndex] ?? CATEGORIES[0];
  return {
    id,
    slug: `model-${id}`,
    sku: `SKU-${id}`,
    name: `Model ${id}`,
    shortDescription: '',
    modelYear: 2026,
    colour: { code: 'grey', label: 'Grey' },
    category: { ...category },
    currency: 'AED',
    fractionDigits: 2,
    price: 1_000_000,
    oldPrice: null,
    stock: 3,
    inStock: true,
    preOrder: null,
    badges: [],
    image: { path: `/products/model-${id}/1.svg`, width: 1200, height: 900, alt: `Model ${id}` },
  };
}

/** A characteristic as `/comparison/products/{slug}` sends it. */
export function characteristic(
  name: string,
  value: ProductCharacteristic['value'],
  group = 'Engine',
  unit: string | null = null,
): ProductCharacteristic {
  return { key: name.toLowerCase().replace(/\W+/g, '-'), name, value, unit, position: 1, group: { id: group.length, title: group, position: 1 } };
}
